import type { Config } from '../config';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import * as changes from '../repositories/changes';
import * as reminders from '../repositories/reminders';
import { epochSeconds } from './agendaWindow';
import { createClientNotices } from './clientNotices';
import type { Mailer } from '../infra/mail/mailer';
import { servicePlugin } from './registry';

const BATCH = 100;

/** The due bookings grouped by salon, in the order they came (soonest first). */
function bySalon(due: reminders.Notice[]) {
  const groups = new Map<number, reminders.Notice[]>();
  for (const r of due) groups.set(r.salonId, [...(groups.get(r.salonId) ?? []), r]);
  return [...groups.values()];
}

/**
 * Appointment reminders by e-mail (issue: plan and subscription, item 4): each booking's client hears from the
 * salon once, the salon's hours before (24 by default), with an unsubscribe link honoured per client.
 */
export function createReminderService(db: Db, config: Config, mailer: Mailer) {
  const notices = createClientNotices(config, mailer);
  /**
   * One scheduler round as if at `now` (tests drive the clock): the reminders due, then the bookings moved after
   * their reminder (a 'horário alterado' message, once per new time; none when the moves came back to the time
   * told). Each is read across salons without a lock; then each salon's are one transaction of that salon alone:
   * claim them, queue their e-mails in the outbox, announce the change. A crash rolls all three back together; a
   * booking another instance claimed first is left to it.
   */
  async function remindDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const find of [reminders.findDueReminders, reminders.findMovedAfterReminder]) {
      for (;;) {
        const due = await find(db, now, BATCH);
        for (const batch of bySalon(due)) sent += await tellSalon(batch, now, find === reminders.findMovedAfterReminder);
        if (due.length < BATCH) break;
      }
    }
    if (sent > 0) mailer.wake();
    return sent;
  }

  /** One salon's reminders, or its 'horário alterado' messages (`moved`), in one transaction of that salon. */
  async function tellSalon(due: reminders.Notice[], now: Date, moved: boolean) {
    const { salonId } = due[0];
    return db.transaction(async (tx) => {
      const ids = due.map((r) => r.id);
      const claimed = moved ? await reminders.claimChanges(tx, salonId, ids, now) : await reminders.claimReminders(tx, salonId, ids, now);
      const startOf = new Map(claimed.map((row) => [row.id, row.startAt]));
      const mine = due.filter((r) => startOf.has(r.id));
      // An online visit of several services is reminded once, by its first piece, naming every service.
      const visits = moved ? [] : [...new Set(mine.flatMap((r) => (r.visitId ? [r.visitId] : [])))];
      const facts = await reminders.visitFacts(tx, salonId, visits);
      const siblings = await reminders.visitReminded(tx, salonId, visits);
      for (const r of mine) {
        const visit = r.visitId ? facts.get(r.visitId) : undefined;
        const told = visit ? { ...r, serviceName: visit.services.join(' + '), employeeName: visit.employees.join(', ') } : r;
        await notices.send(tx, told, startOf.get(r.id) as Date, { movedFrom: moved ? (r.toldStartAt ?? undefined) : undefined });
      }
      // The agenda shows reminded_at: the salon hears of a reminder, its open agendas too (by the application).
      const told = [...mine.map((r) => ({ id: r.id, startAt: startOf.get(r.id) as Date, employeeId: r.employeeId })), ...siblings];
      await changes.record(
        tx,
        told.map((r) => ({
          salonId, entity: 'appointment' as const, action: moved ? 'toldMoved' : 'reminded', id: r.id, by: changes.SYSTEM,
          agenda: { start_at: epochSeconds(r.startAt), employeeIds: [r.employeeId] },
        })),
      );
      return mine.length;
    });
  }

  /** The link in a reminder: that client gets no more reminders from the salon. Answers the salon's name. */
  async function unsubscribe(token: string) {
    if (token.length < 16 || token.length > 64) throw notFound();
    const optedOut = await db.transaction(async (tx) => {
      const row = await reminders.optOutByToken(tx, token);
      // The client's own click, through a link the application sent: the trail names the application.
      if (row?.fresh) await changes.record(tx, { salonId: row.salonId, entity: 'client', action: 'unsubscribed', id: row.clientId, by: changes.SYSTEM });
      return row;
    });
    if (!optedOut) throw notFound();
    return { salon_name: optedOut.salonName };
  }

  return { remindDue, unsubscribe };
}
export type ReminderService = ReturnType<typeof createReminderService>;

declare module 'fastify' {
  interface ServiceRegistry {
    reminders: ReminderService;
  }
}

/** Registers the service as app.services.reminders. */
export default servicePlugin('reminders', (app) => createReminderService(app.db, app.config, app.services.mailer), ['mailer']);
