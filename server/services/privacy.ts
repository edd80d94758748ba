import { CLOSED_ACCOUNT_RETENTION_DAYS } from '../contract/constants';
import type { ClientExportWire, SalonCloseWire } from '../contract/privacy';
import type { Db } from '../db/client';
import { notFound, unprocessable } from '../errors';
import type { Lang } from '../i18n';
import { findAvatar } from '../repositories/clientAvatars';
import * as changes from '../repositories/changes';
import * as privacy from '../repositories/clientPrivacy';
import { findClient } from '../repositories/clients';
import { closeSalon, purgeClosedSalons, salonForClosing } from '../repositories/salonClosing';
import { findSalon } from '../repositories/salons';
import { findUserById } from '../repositories/users';
import type { Session } from './auth';
import { clientChange, toWire as clientWire } from './clients';
import { accountClosedEmail } from './mail/privacyEmails';
import type { Mailer } from '../infra/mail/mailer';
import { verifyPassword } from '../infra/passwords';
import { actorOf, type Actor } from './permissions';
import { servicePlugin } from './registry';
import { buildSalonExport } from './salonExport';
import { epochSeconds } from './agendaWindow';

const DAY_MS = 24 * 3600 * 1000;
const epoch = (at: Date) => Math.floor(at.getTime() / 1000);
const epochOrNull = (at: Date | null) => (at ? epoch(at) : null);

/** The name an erased client keeps: the row stays (sales and appointments point at it), the person does not. */
export const anonymousName = (id: number) => `Cliente removido #${id}`;

/** The typed confirmation matches the name as shown: spaces at the ends and doubled inside do not count. */
const sameName = (typed: string, name: string) => {
  const tidy = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');
  return tidy(typed) === tidy(name);
};

/** dd/mm/yyyy of an instant in the salon's zone (the e-mail's deletion date). */
const dateText = (at: Date, lang: Lang, timeZone: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(at);

/** The salons closed more than the retention period before `now` are deleted with all their rows (the maintenance job). */
export const purgeClosedAccounts = (db: Db, now = new Date()) => purgeClosedSalons(db, new Date(now.getTime() - CLOSED_ACCOUNT_RETENTION_DAYS * DAY_MS));

/** LGPD (issue 11, item 5): a client's data exported or erased, the whole salon exported, the account closed. */
export function createPrivacyService(db: Db, mailer: Mailer) {
  async function exportClient(salonId: number, id: number): Promise<ClientExportWire> {
    const client = await findClient(db, salonId, id);
    const salon = await findSalon(db, salonId);
    const dates = await privacy.clientDates(db, salonId, id);
    if (!client || !salon || !dates) throw notFound();
    const avatar = client.avatarKey ? await findAvatar(db, salonId, id) : undefined;
    const bookings = await privacy.clientBookingsForExport(db, salonId, id);
    const sales = await privacy.clientSalesForExport(db, salonId, id);
    const items = await privacy.saleItemsForExport(db, salonId, sales.map((sale) => sale.id));
    return {
      exported_at: epoch(new Date()),
      salon: { id: salon.id, name: salon.name },
      client: {
        ...clientWire(client),
        created_at: epoch(dates.createdAt),
        updated_at: epoch(dates.updatedAt),
        avatar: avatar ? `data:${avatar.contentType};base64,${avatar.bytes.toString('base64')}` : null,
      },
      appointments: bookings.map((b) => ({
        id: b.id, start_at: epoch(b.startAt), duration: b.duration, status: b.status, service: b.serviceName, professional: b.employeeName,
        price: Number(b.price), notes: b.notes, reminded_at: epochOrNull(b.remindedAt), created_at: epoch(b.createdAt),
      })),
      sales: sales.map((sale) => ({
        id: sale.id, number: sale.number, created_at: epoch(sale.createdAt), status: sale.status, payment_type: sale.paymentType,
        price: sale.price, canceled_at: epochOrNull(sale.canceledAt),
        items: items
          .filter((item) => item.saleId === sale.id)
          .map((item) => ({
            name: item.name, kind: item.productId === null ? ('service' as const) : ('product' as const), quantity: item.quantity,
            value: item.value, discount: item.discount, professional: item.employeeName,
          })),
      })),
    };
  }

  /** 422 on confirm_name unless it is the client's name; an erased client cannot be erased again. */
  async function eraseClient(actor: Actor, id: number, confirmName: string, futureBookings: 'cancel' | 'keep' = 'cancel') {
    const { salonId } = actor;
    const client = await findClient(db, salonId, id);
    if (!client) throw notFound();
    if (client.erasedAt) throw unprocessable({ base: ['clientErased'] });
    if (!sameName(confirmName, client.name)) throw unprocessable({ confirm_name: ['confirmNameMismatch'] });
    await db.transaction(async (tx) => {
      if (!(await privacy.eraseClient(tx, salonId, id, anonymousName(id)))) throw notFound();
      // Issue 25, item 15: the bookings still ahead leave the agenda with the person, unless the owner keeps them.
      const canceled = futureBookings === 'cancel' ? await privacy.cancelFutureBookings(tx, salonId, id, new Date()) : [];
      await changes.record(tx, [
        clientChange(actor, 'erased', id),
        ...canceled.map((booking) => ({
          salonId, entity: 'appointment' as const, action: 'status', id: booking.id, by: actor, details: { status: 'canceled' },
          agenda: { start_at: epochSeconds(booking.startAt), employeeIds: [booking.employeeId] },
        })),
      ]);
    });
    const erased = await findClient(db, salonId, id);
    if (!erased) throw notFound();
    return clientWire(erased);
  }

  /** Checks the owner's password, closes the salon, signs everyone out and queues the confirmation e-mail. */
  async function closeAccount(session: Session, password: string, lang: Lang): Promise<SalonCloseWire> {
    const user = await findUserById(db, session.userId);
    if (!(await verifyPassword(password, user?.passwordHash ?? null)) || !user) throw unprocessable({ password: ['passwordWrong'] });
    const salon = await salonForClosing(db, session.salonId);
    if (!salon) throw notFound();
    const closedAt = await db.transaction(async (tx) => {
      const at = await closeSalon(tx, session.salonId, new Date());
      // Closed already (a second tab): the first closing stands; its e-mail went out then.
      if (!at) return salon.closedAt ?? new Date();
      // Every session of the salon went with its tokens: 'all' drops them from every instance's memory too.
      const { salonId } = session;
      await changes.record(tx, { salonId, entity: 'salon', action: 'closed', id: salonId, by: actorOf(session), scope: 'all' });
      const deleteOn = dateText(new Date(at.getTime() + CLOSED_ACCOUNT_RETENTION_DAYS * DAY_MS), lang, salon.timeZone);
      const content = accountClosedEmail(lang, { name: user.name, salonName: salon.name, deleteOn, days: CLOSED_ACCOUNT_RETENTION_DAYS });
      await mailer.enqueue(tx, { salonId: session.salonId, to: user.email, ...content });
      return at;
    });
    mailer.wake();
    return { closed_at: epoch(closedAt), delete_after: epoch(closedAt) + CLOSED_ACCOUNT_RETENTION_DAYS * 24 * 3600 };
  }

  const exportSalon = (salonId: number) => buildSalonExport(db, salonId);

  return { exportClient, eraseClient, exportSalon, closeAccount };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;

declare module 'fastify' {
  interface ServiceRegistry {
    privacy: PrivacyService;
  }
}

/** Registers the service as app.services.privacy. */
export default servicePlugin('privacy', (app) => createPrivacyService(app.db, app.services.mailer), ['mailer']);
