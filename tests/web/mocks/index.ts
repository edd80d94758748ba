import { appointmentHandlers } from './appointments';
import { blockedTimeHandlers } from './blockedTimes';
import { productHandlers, serviceHandlers } from './catalogue';
import { clientHandlers } from './clients';
import { employeeHandlers } from './employees';
import { reportHandlers } from './reports';
import { saleHandlers } from './sales';
import { settingsHandlers } from './settings';
import { stockHandlers } from './stock';
import { authHandlers } from './auth';
import { accountAndPrivacyHandlers } from './account';
import { subscriptionHandlers } from './subscription';
import { cepHandlers } from './cep';
import { auditHandlers } from './audit';
import { onlineBookingHandlers } from './onlineBooking';
import { noticeHandlers } from './notices';
import { cashDrawerHandlers } from './cashDrawer';
import { comandaHandlers } from './comandas';

export { calls, callsTo, db, resetDb, seed, sent, sentTo } from './db';
export { userAccount } from './users';

/**
 * The API as the store answers it, installed by the shared msw server (tests/web/msw.ts). A test seeds the store,
 * or puts a handler of its own before these with server.use(...) for an answer that differs (an error, a delay).
 */
export const defaultHandlers = [
  ...settingsHandlers,
  ...employeeHandlers,
  ...serviceHandlers,
  ...productHandlers,
  ...clientHandlers,
  ...appointmentHandlers,
  ...blockedTimeHandlers,
  ...saleHandlers,
  ...reportHandlers,
  ...stockHandlers,
  ...authHandlers,
  ...accountAndPrivacyHandlers,
  ...subscriptionHandlers,
  ...cepHandlers,
  ...auditHandlers,
  ...onlineBookingHandlers,
  ...noticeHandlers,
  ...cashDrawerHandlers,
  ...comandaHandlers,
];
