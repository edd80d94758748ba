import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, employees, salons, services } from '../db/schema/index';
import { MAX_REMINDER_HOURS } from '../contract/constants';

/**
 * The bookings whose reminder is due at `now`, locked for this transaction: still 'new', ahead of `now`, within
 * the salon's hours before, never reminded, for a client with an e-mail who did not unsubscribe, in a salon
 * with reminders on. SKIP LOCKED hands each row to one scheduler instance; reminded_at, set in the same
 * transaction as the e-mail is queued, keeps every later round off it. So each goes out once.
 */
export async function lockDueReminders(db: Db, now: Date, limit: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      id: appointments.id,
      salonId: appointments.salonId,
      startAt: appointments.startAt,
      employeeId: appointments.employeeId,
      clientId: clients.id,
      clientName: clients.name,
      clientEmail: clients.email,
      reminderToken: clients.reminderToken,
      employeeName: employees.name,
      serviceName: services.name,
      salonName: salons.name,
      salonPhone: salons.phone,
      salonAddress: salons.address,
      salonNeighborhood: salons.neighborhood,
      salonCity: salons.city,
      salonState: salons.state,
      timeZone: salons.timeZone,
    })
    .from(appointments)
    .innerJoin(salons, eq(salons.id, appointments.salonId))
    .innerJoin(clients, and(eq(clients.salonId, appointments.salonId), eq(clients.id, appointments.clientId)))
    .innerJoin(employees, and(eq(employees.salonId, appointments.salonId), eq(employees.id, appointments.employeeId)))
    .innerJoin(services, and(eq(services.salonId, appointments.salonId), eq(services.id, appointments.serviceId)))
    .where(
      and(
        // The partial index appointments_reminder_due_idx serves these four.
        isNull(appointments.remindedAt),
        eq(appointments.status, 'new'),
        eq(appointments.kind, 'appointment'),
        gt(appointments.startAt, now),
        lte(appointments.startAt, new Date(now.getTime() + MAX_REMINDER_HOURS * 3600_000)),
        sql`${appointments.startAt} <= ${at} + make_interval(hours => ${salons.reminderHours})`,
        eq(salons.remindersEnabled, true),
        // A closed account (LGPD) sends nothing more while it waits to be deleted.
        isNull(salons.closedAt),
        isNotNull(clients.email),
        isNull(clients.remindersOptOutAt),
      ),
    )
    .orderBy(appointments.startAt)
    .limit(limit)
    .for('update', { of: appointments, skipLocked: true });
}
export type DueReminder = Awaited<ReturnType<typeof lockDueReminders>>[number];

export async function markReminded(db: Db, ids: number[]) {
  if (ids.length > 0) await db.update(appointments).set({ remindedAt: sql`now()` }).where(inArray(appointments.id, ids));
}

/** The client's unsubscribe secret, made on their first reminder and kept for the next ones. */
export async function ensureReminderToken(db: Db, salonId: number, clientId: number, fresh: string) {
  const [row] = await db
    .update(clients)
    .set({ reminderToken: sql`coalesce(${clients.reminderToken}, ${fresh})` })
    .where(and(eq(clients.salonId, salonId), eq(clients.id, clientId)))
    .returning({ token: clients.reminderToken });
  return row.token as string;
}

/**
 * The unsubscribe link's click: no more reminders for that client (kept if already set). Answers the client,
 * their salon's name and whether this click opted them out (`fresh`: the date set is this transaction's now(),
 * where a second click keeps the first one's).
 */
export async function optOutByToken(db: Db, token: string) {
  const [row] = await db
    .update(clients)
    .set({ remindersOptOutAt: sql`coalesce(${clients.remindersOptOutAt}, now())` })
    .where(eq(clients.reminderToken, token))
    .returning({ salonId: clients.salonId, clientId: clients.id, fresh: sql<boolean>`${clients.remindersOptOutAt} = now()` });
  if (!row) return undefined;
  const [salon] = await db.select({ name: salons.name }).from(salons).where(eq(salons.id, row.salonId));
  return { ...row, salonName: salon.name };
}
