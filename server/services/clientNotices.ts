import type { Config } from '../config';
import type { Db } from '../db/client';
import * as reminders from '../repositories/reminders';
import type { Mailer } from '../infra/mail/mailer';
import { reminderEmail } from './mail/reminderEmail';
import { whatsAppUrl } from './reminderRules';
import { addressLine } from './salonAddress';
import { randomToken } from '../infra/secrets';

/** Statuses in which the client still expects to come: cancelling or deleting one of those is news to them. */
const EXPECTED = new Set(['new', 'started']);

/** 'quinta-feira, 14 de março' and '09:30' in the salon's zone (what the client reads). */
export function whenText(at: Date, timeZone: string) {
  const date = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(at);
  const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  return { date, time };
}

/**
 * The messages a client gets about their booking, queued in the outbox in the caller's transaction: the reminder,
 * 'horário alterado' and 'horário cancelado' share one e-mail (mail/reminderEmail.ts) and the unsubscribe link.
 */
export function createClientNotices(config: Config, mailer: Mailer) {
  async function send(tx: Db, r: reminders.Notice, startAt: Date, extra: { movedFrom?: Date; canceled?: boolean } = {}) {
    const token = await reminders.ensureReminderToken(tx, r.salonId, r.clientId, randomToken());
    const { date, time } = whenText(startAt, r.timeZone);
    const before = extra.movedFrom ? whenText(extra.movedFrom, r.timeZone) : undefined;
    const content = reminderEmail({
      clientName: r.clientName,
      salonName: r.salonName,
      serviceName: r.serviceName,
      employeeName: r.employeeName,
      date,
      time,
      address: addressLine({ address: r.salonAddress, neighborhood: r.salonNeighborhood, city: r.salonCity, state: r.salonState }),
      whatsApp: whatsAppUrl(r.salonPhone),
      unsubscribeUrl: `${config.appUrl}/lembretes/cancelar?token=${encodeURIComponent(token)}`,
      movedFrom: before ? `${before.date}, às ${before.time}` : undefined,
      canceled: extra.canceled,
    });
    await mailer.enqueue(tx, { salonId: r.salonId, to: r.clientEmail as string, ...content });
  }

  /**
   * Before a booking is cancelled or deleted (issue 25, item 3): when its client still expects to come (a future
   * booking, new or started) and can be written to, the 'horário cancelado' e-mail is queued. Answers whether it was.
   */
  async function beforeCancel(tx: Db, salonId: number, id: number, now = new Date()) {
    const booking = await reminders.bookingNotice(tx, salonId, id);
    if (!booking || !EXPECTED.has(booking.status) || booking.startAt <= now) return false;
    await send(tx, booking, booking.startAt, { canceled: true });
    return true;
  }

  return { send, beforeCancel };
}
export type ClientNotices = ReturnType<typeof createClientNotices>;
