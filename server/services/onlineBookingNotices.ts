import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../infra/mail/mailer';
import * as online from '../repositories/onlineBooking';
import * as bell from '../repositories/staffNotices';
import { whenText } from './clientNotices';
import { clientVisitEmail, staffVisitEmail, type ClientMessage, type VisitFacts } from './mail/onlineBookingEmails';
import type { PageView } from './publicBookingView';
import { whatsAppUrl } from './reminderRules';
import { addressLine } from './salonAddress';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Where a booking's link leads: the page that shows, moves and cancels it, and its calendar file. */
export const manageUrl = (config: Config, token: string) => `${config.appUrl}/reserva/${encodeURIComponent(token)}`;
export const calendarUrl = (config: Config, token: string) => `${config.appUrl}/v1/public/bookings/${encodeURIComponent(token)}/calendar.ics`;

/**
 * The e-mails of what a client does on the page (issue 28, item 5), queued in the outbox by the write's own
 * transaction, so they go out exactly when it commits: the client's (to the e-mail typed on the page, else the
 * one the salon has), and the owners' and front desk's notice, by e-mail and on the app's bell.
 */
export function createVisitNotices(config: Config, mailer: Mailer) {
  async function facts(tx: Db, page: PageView, visitId: string, token: string) {
    const pieces = await online.visitPieces(tx, page.salonId, visitId);
    if (pieces.length === 0 || pieces[0].clientId === null) return undefined;
    const client = await online.visitClient(tx, page.salonId, pieces[0].clientId);
    if (!client || client.erasedAt) return undefined;
    const { timeZone } = page.face;
    const { date, time } = whenText(pieces[0].startAt, timeZone);
    const until = whenText(new Date(pieces[0].startAt.getTime() - page.settings.cancelHours * 3_600_000), timeZone);
    const visit: VisitFacts = {
      clientName: client.name,
      clientPhone: client.phone ?? '',
      salonName: page.face.name,
      date,
      time,
      pieces: pieces.map((p) => ({ service: p.serviceName, employee: p.employeeName })),
      total: money.format(pieces.reduce((sum, p) => sum + (p.price ?? 0), 0) / 100),
      address: addressLine(page.face),
      whatsApp: whatsAppUrl(page.face.phone),
      manageUrl: manageUrl(config, token),
      calendarUrl: calendarUrl(config, token),
      changeableUntil: `${until.date}, às ${until.time}`,
    };
    return { visit, clientEmail: client.email, first: pieces[0], services: pieces.map((p) => p.serviceName).join(' + ') };
  }

  /** `typedEmail`: the e-mail the client gave on the page for this booking, which its confirmation goes to. */
  async function send(tx: Db, page: PageView, visitId: string, token: string, kind: ClientMessage, typedEmail?: string | null) {
    const found = await facts(tx, page, visitId, token);
    if (!found) return;
    // The bell's line (routes/staffNotices.ts), in the same transaction as the e-mails: both or neither.
    const { first } = found;
    await bell.insertNotice(tx, { salonId: page.salonId, kind, clientId: first.clientId, appointmentId: first.id, startAt: first.startAt, services: found.services });
    const to = typedEmail ?? found.clientEmail;
    if (to) await mailer.enqueue(tx, { salonId: page.salonId, to, ...clientVisitEmail(kind, found.visit) });
    const agenda = `${config.appUrl}/agenda`;
    for (const staff of await online.staffToNotify(tx, page.salonId)) {
      await mailer.enqueue(tx, { salonId: page.salonId, to: staff, ...staffVisitEmail(kind, found.visit, agenda) });
    }
  }

  return { send, wake: () => mailer.wake() };
}
export type VisitNotices = ReturnType<typeof createVisitNotices>;
