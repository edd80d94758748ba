import { can, NOT_ALLOWED_CODE, type Capability, type Role } from '../contract/roles';
import { HttpError } from '../errors';

/**
 * The one permission table (issue 11, OWASP ASVS 8.2): every endpoint of /v1, by method and path, names the
 * capability a caller's role must have (server/contract/roles.ts), or 'public' for the calls made without a
 * session. The session plugin consults it before the body is read; a route missing here refuses to start, so a
 * new endpoint cannot ship without a decision. Narrowing to a professional's own rows is the services' part.
 */
export const ROUTE_PERMISSIONS: Record<string, Capability | 'public'> = {
  // Sign-up, sign-in and the links of e-mails: no session yet.
  'POST /auth': 'public',
  'POST /auth/sign_in': 'public',
  'POST /auth/password': 'public',
  'PUT /auth/password': 'public',
  'GET /auth/invitation': 'public',
  'POST /auth/email_change/confirm': 'public',
  'POST /reminders/unsubscribe': 'public',
  // The salon's online booking page (issue 28): clients without an account; a booking's link is its own proof.
  'GET /public/salons/:slug': 'public',
  'GET /public/salons/:slug/availability': 'public',
  'POST /public/salons/:slug/bookings': 'public',
  'GET /public/bookings/:token': 'public',
  'GET /public/bookings/:token/calendar.ics': 'public',
  'DELETE /public/bookings/:token': 'public',
  'PUT /public/bookings/:token': 'public',
  'GET /public/bookings/:token/pix.svg': 'public',
  'GET /public/salons/:slug/photo': 'public',
  'GET /public/salons/:slug/professionals/:employeeId/photo': 'public',
  // The Pix provider's notices: no session, a signature (services/deposits.ts receive).
  'POST /webhooks/pix': 'public',
  'POST /events': 'public',
  'GET /health': 'public',
  'GET /ready': 'public',
  'GET /openapi.json': 'public',

  // Their own account.
  'GET /auth/validate_token': 'signedIn',
  'DELETE /auth/sign_out': 'signedIn',
  'PUT /auth/change_password': 'signedIn',
  'GET /auth/profile': 'signedIn',
  'PUT /auth/profile': 'signedIn',
  'POST /auth/email_change': 'signedIn',
  'GET /auth/devices': 'signedIn',
  'DELETE /auth/devices/:id': 'signedIn',
  'GET /cep/:cep': 'signedIn',

  // The agenda.
  'GET /salons/:salonId/appointments': 'agenda',
  'POST /salons/:salonId/appointments': 'agenda',
  'PUT /appointments/:id': 'agenda',
  'DELETE /appointments/:id': 'agendaEveryone',
  'GET /salons/:salonId/appointments/stream': 'agenda',
  'GET /salons/:salonId/blocked_times': 'agenda',
  'POST /salons/:salonId/blocked_times': 'agenda',
  'DELETE /blocked_times/:id': 'agenda',
  // The bell: what clients did on the booking page, for those who run the whole agenda.
  'GET /salons/:salonId/notices': 'agendaEveryone',
  'PUT /salons/:salonId/notices/seen': 'agendaEveryone',

  // Professionals and catalogues: read by everyone (the agenda and the sale need them), changed by the owner.
  'GET /salons/:salonId/employees': 'catalogueRead',
  'POST /salons/:salonId/employees': 'staffManage',
  'PUT /employees/:id': 'staffManage',
  'DELETE /employees/:id': 'staffManage',
  'GET /salons/:salonId/service_categories': 'catalogueRead',
  'POST /salons/:salonId/service_categories': 'catalogueWrite',
  'PUT /service_categories/:id': 'catalogueWrite',
  'DELETE /service_categories/:id': 'catalogueWrite',
  'GET /salons/:salonId/services': 'catalogueRead',
  'GET /salons/:salonId/services/search/:query': 'catalogueRead',
  'POST /salons/:salonId/services': 'catalogueWrite',
  'PUT /services/:id': 'catalogueWrite',
  'DELETE /services/:id': 'catalogueWrite',
  'GET /salons/:salonId/product_categories': 'catalogueRead',
  'POST /salons/:salonId/product_categories': 'catalogueWrite',
  'PUT /product_categories/:id': 'catalogueWrite',
  'DELETE /product_categories/:id': 'catalogueWrite',
  'GET /salons/:salonId/products': 'catalogueRead',
  'GET /salons/:salonId/products/search/:query': 'catalogueRead',
  'POST /salons/:salonId/products': 'catalogueWrite',
  'PUT /products/:id': 'catalogueWrite',
  'DELETE /products/:id': 'catalogueWrite',
  'POST /products/:id/stock_entries': 'stockEntry',
  'GET /products/:id/stock_movements': 'stockEntry',

  // Clients.
  'GET /salons/:salonId/clients': 'clients',
  'GET /salons/:salonId/clients/search/:query': 'clients',
  'POST /salons/:salonId/clients': 'clients',
  'GET /clients/:id': 'clients',
  'PUT /clients/:id': 'clientHistory',
  'DELETE /clients/:id': 'clientDelete',
  'GET /clients/:id/avatar': 'clients',
  'GET /clients/:id/statistics': 'clientHistory',
  'GET /clients/:id/appointments': 'clientHistory',
  'GET /clients/:id/transactions': 'clientHistory',

  // Sales and reports.
  'POST /salons/:salonId/sales': 'sell',
  'POST /salons/:salonId/sales/': 'sell',
  'GET /salons/:salonId/sales': 'salesAll',
  'GET /salons/:salonId/pix_code': 'sell',
  'GET /sales/:id': 'sell',
  'POST /sales/:id/cancel': 'saleCancel',
  'POST /sales/:id/send-invoice': 'sell',
  'POST /sales/:id/send-invoice/': 'sell',
  'GET /salons/:salonId/reports/by-type': 'reportsToday',
  'GET /salons/:salonId/reports/summary': 'reportsToday',
  'GET /salons/:salonId/reports/commissions': 'commissions',
  'GET /salons/:salonId/reports/commissions/:employeeId': 'commissions',

  // The cash drawer (issue 30 item 6): the front desk's and the owner's; the list of drawers and the CSV are the owner's.
  // Pix at the counter through the payment provider (issue 30 item 1): whoever sells.
  'POST /salons/:salonId/pix_charges': 'sell',
  'GET /pix_charges/:id': 'sell',
  // The comanda (issue 30 item 5): everyone who sells opens, reads and adds; a professional only their own items.
  'GET /salons/:salonId/comandas': 'sell',
  'POST /salons/:salonId/comandas': 'sell',
  'GET /comandas/:id': 'sell',
  'POST /comandas/:id/items': 'sell',
  'DELETE /comandas/:id/items/:itemId': 'sell',
  'POST /comandas/:id/cancel': 'comandaManage',
  'GET /salons/:salonId/cash_drawers/current': 'cashDrawer',
  'POST /salons/:salonId/cash_drawers': 'cashDrawer',
  'GET /cash_drawers/:id': 'cashDrawer',
  'POST /cash_drawers/:id/movements': 'cashDrawer',
  'POST /cash_drawers/:id/close': 'cashDrawer',
  'GET /salons/:salonId/cash_drawers': 'cashDrawerReports',
  'GET /cash_drawers/:id/export': 'cashDrawerReports',

  // The salon: its settings are read by every screen (the trial banner, negative stock); the rest is the owner's.
  'GET /salons/:salonId/settings': 'signedIn',
  'PATCH /salons/:salonId/settings': 'salonAdmin',
  'GET /salons/:salonId/online_booking': 'salonAdmin',
  'PUT /salons/:salonId/online_booking': 'salonAdmin',
  'PUT /salons/:salonId/online_booking/photo': 'salonAdmin',
  'DELETE /salons/:salonId/online_booking/photo': 'salonAdmin',
  'PUT /salons/:salonId/online_booking/employees/:employeeId/photo': 'salonAdmin',
  'DELETE /salons/:salonId/online_booking/employees/:employeeId/photo': 'salonAdmin',
  'GET /salons/:salonId/onboarding': 'signedIn',
  'PUT /salons/:salonId/onboarding': 'salonAdmin',
  'GET /salons/:salonId/subscription': 'salonAdmin',
  'POST /salons/:salonId/subscribe': 'salonAdmin',
  'PUT /salons/:salonId/subscription': 'salonAdmin',

  // Who did what.
  'GET /appointments/:id/audit': 'auditTrail',
  'GET /sales/:id/audit': 'auditTrail',

  // LGPD: a client's data exported or erased, the whole salon exported, the account closed (the owner only).
  'GET /clients/:id/export': 'privacyAdmin',
  'POST /clients/:id/erase': 'privacyAdmin',
  'GET /salons/:salonId/export': 'privacyAdmin',
  'POST /salons/:salonId/close': 'privacyAdmin',
};

/** 'GET /v1/clients/:id' -> 'GET /clients/:id': the table's key of a route. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/^\/v1(?=\/)/, '')}`;
}

/** Who is acting, as the services need it: to narrow a professional to their own rows and to sign the audit trail. */
export interface Actor {
  salonId: number;
  userId: number;
  userName: string;
  role: Role;
  /** The caller's own column of the agenda (null for a user without one). */
  employeeId: number | null;
  /** The salon lets professionals see every column of the agenda. */
  seesEveryone: boolean;
}

/** What actorOf reads of a session (services/auth's Session), named here so neither module imports the other. */
interface SessionFacts {
  salonId: number;
  userId: number;
  user: { name: string; salon: { professionals_see_all: boolean } };
  role: Role;
  employeeId: number | null;
}

export function actorOf(session: SessionFacts): Actor {
  return {
    salonId: session.salonId,
    userId: session.userId,
    userName: session.user.name,
    role: session.role,
    employeeId: session.employeeId,
    seesEveryone: session.user.salon.professionals_see_all,
  };
}

/** 403 for a call outside the caller's role, with the code that keeps the SPA signed in. */
export const notAllowed = () => new HttpError(403, 'notAllowed', undefined, {}, { code: NOT_ALLOWED_CODE });

/** -1 matches no professional: a professional without a column of their own is narrowed to nothing. */
const NO_COLUMN = -1;

/** The professional whose rows a write is narrowed to: a professional's own column, or null (anyone) for the others. */
export function ownColumn(actor: Actor): number | null {
  return can(actor.role, 'agendaEveryone') ? null : (actor.employeeId ?? NO_COLUMN);
}

/** The same for reading the agenda: everyone's when the salon lets professionals see all columns. */
export function visibleColumn(actor: Actor): number | null {
  return actor.seesEveryone ? null : ownColumn(actor);
}

/** Refuses a professional's write to another professional's column (the employee ids it touches). */
export function assertOwnColumn(actor: Actor, ...employeeIds: Array<number | null | undefined>) {
  const own = ownColumn(actor);
  if (own !== null && employeeIds.some((id) => id !== undefined && id !== own)) throw notAllowed();
}
