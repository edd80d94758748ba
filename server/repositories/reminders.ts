import { and, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, employees, salons, services, unsubscribeTokens } from '../db/schema/index';
import { MAX_REMINDER_HOURS } from '../contract/constants';

/** How long a moved booking waits before its client is told the new time: a drag undone within it tells nothing. */
export const MOVE_SETTLE_MS = 2 * 60_000;

/**
 * Bookings whose client may hear from the scheduler at `now`: still 'new' and ahead, for a client with an e-mail
 * who did not unsubscribe, in a salon with reminders on that is not closed; and `which` of them. A plain read
 * across salons, locking nothing: each salon's are then claimed in a transaction of that salon alone, so on a
 * database distributed by salon no job holds rows of several salons at once.
 */
function findNotices(db: Db, now: Date, limit: number, which: SQL | undefined) {
  return noticeSelect(db)
    .where(
      and(
        eq(appointments.status, 'new'),
        eq(appointments.kind, 'appointment'),
        // Held for a Pix deposit: no reminder of a booking not yet made (services/deposits.ts).
        isNull(appointments.holdUntil),
        gt(appointments.startAt, now),
        eq(salons.remindersEnabled, true),
        // A closed account (LGPD) sends nothing more while it waits to be deleted.
        isNull(salons.closedAt),
        isNotNull(clients.email),
        isNull(clients.remindersOptOutAt),
        which,
      ),
    )
    .orderBy(appointments.startAt)
    .limit(limit);
}

/** What a message about a booking says, and to whom: the booking, its client, professional, service and salon. */
function noticeSelect(db: Db) {
  return db
    .select({
      id: appointments.id,
      salonId: appointments.salonId,
      employeeId: appointments.employeeId,
      startAt: appointments.startAt,
      status: appointments.status,
      toldStartAt: appointments.toldStartAt,
      visitId: appointments.visitId,
      clientId: clients.id,
      clientName: clients.name,
      clientEmail: clients.email,
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
    .innerJoin(services, and(eq(services.salonId, appointments.salonId), eq(services.id, appointments.serviceId)));
}

/**
 * One booking's message facts when its client can be written to (an e-mail, not unsubscribed, the salon open),
 * its row locked until the transaction ends: a cancellation reads it before it changes, so two cancels of one
 * booking tell the client once.
 */
export async function bookingNotice(db: Db, salonId: number, id: number) {
  const [row] = await noticeSelect(db)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.id, id), eq(appointments.kind, 'appointment'), isNull(salons.closedAt), isNotNull(clients.email), isNull(clients.remindersOptOutAt)))
    .for('update', { of: appointments });
  return row;
}

export type Notice = Awaited<ReturnType<typeof findNotices>>[number];

/** The bookings whose reminder is due at `now`: never reminded, within the salon's hours before (appointments_reminder_due_idx). */
export function findDueReminders(db: Db, now: Date, limit: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return findNotices(
    db,
    now,
    limit,
    and(
      isNull(appointments.remindedAt),
      lte(appointments.startAt, new Date(now.getTime() + MAX_REMINDER_HOURS * 3600_000)),
      sql`${appointments.startAt} <= ${at} + make_interval(hours => ${salons.reminderHours})`,
      // One reminder per online visit of several services: its first piece's, naming them all (visitReminded).
      sql`(${appointments.visitId} is null or not exists (select 1 from ${appointments} b
        where b.salon_id = ${appointments.salonId} and b.visit_id = ${appointments.visitId} and b.status = 'new'
          and (b.start_at, b.id) < (${appointments.startAt}, ${appointments.id})))`,
    ),
  );
}

/** The services and professionals of these visits' pieces still booked, in the order done. */
export async function visitFacts(db: Db, salonId: number, visitIds: string[]) {
  const facts = new Map<string, { services: string[]; employees: string[] }>();
  if (visitIds.length === 0) return facts;
  const rows = await db
    .select({ visitId: appointments.visitId, service: services.name, employee: employees.name })
    .from(appointments)
    .innerJoin(services, and(eq(services.salonId, appointments.salonId), eq(services.id, appointments.serviceId)))
    .innerJoin(employees, and(eq(employees.salonId, appointments.salonId), eq(employees.id, appointments.employeeId)))
    .where(and(eq(appointments.salonId, salonId), inArray(appointments.visitId, visitIds), eq(appointments.status, 'new')))
    .orderBy(appointments.startAt, appointments.id);
  for (const row of rows) {
    const fact = facts.get(row.visitId as string) ?? { services: [], employees: [] };
    fact.services.push(row.service);
    if (!fact.employees.includes(row.employee)) fact.employees.push(row.employee);
    facts.set(row.visitId as string, fact);
  }
  return facts;
}

/** The other pieces of visits whose reminder just went: reminded with it, so none of them sends its own. */
export async function visitReminded(db: Db, salonId: number, visitIds: string[]) {
  if (visitIds.length === 0) return [];
  return db
    .update(appointments)
    .set({ remindedAt: sql`now()`, toldStartAt: sql`${appointments.startAt}` })
    .where(and(eq(appointments.salonId, salonId), inArray(appointments.visitId, visitIds), isNull(appointments.remindedAt), eq(appointments.status, 'new')))
    .returning({ id: appointments.id, startAt: appointments.startAt, employeeId: appointments.employeeId });
}

/** Bookings moved away from the time their client was told, whose last move settled (appointments_moved_after_reminder_idx). */
export function findMovedAfterReminder(db: Db, now: Date, limit: number) {
  return findNotices(db, now, limit, and(sql`${appointments.toldStartAt} <> ${appointments.startAt}`, lte(appointments.movedAt, settled(now))));
}

const settled = (now: Date) => new Date(now.getTime() - MOVE_SETTLE_MS);

/**
 * Marks one salon's due bookings reminded (and told of their start) and answers those this transaction took, with
 * their start now: a row another scheduler instance took first (its update waits for that one's commit, then finds
 * reminded_at set), or one cancelled or moved past `now` since the read, is not answered, so each goes out once.
 */
export async function claimReminders(db: Db, salonId: number, ids: number[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .update(appointments)
    .set({ remindedAt: sql`now()`, toldStartAt: sql`${appointments.startAt}` })
    .where(and(eq(appointments.salonId, salonId), inArray(appointments.id, ids), isNull(appointments.remindedAt), eq(appointments.status, 'new'), isNull(appointments.holdUntil), gt(appointments.startAt, now)))
    .returning({ id: appointments.id, startAt: appointments.startAt });
}

/** The same for bookings moved after their reminder: each new time is told once, by whichever instance claims it. */
export async function claimChanges(db: Db, salonId: number, ids: number[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .update(appointments)
    .set({ toldStartAt: sql`${appointments.startAt}` })
    .where(
      and(
        eq(appointments.salonId, salonId),
        inArray(appointments.id, ids),
        sql`${appointments.toldStartAt} <> ${appointments.startAt}`,
        lte(appointments.movedAt, settled(now)),
        eq(appointments.status, 'new'),
        gt(appointments.startAt, now),
      ),
    )
    .returning({ id: appointments.id, startAt: appointments.startAt });
}

/** The client's unsubscribe secret, made on their first reminder and kept for the next ones. */
export async function ensureReminderToken(db: Db, salonId: number, clientId: number, fresh: string) {
  const kept = () =>
    db
      .select({ token: unsubscribeTokens.token })
      .from(unsubscribeTokens)
      .where(and(eq(unsubscribeTokens.salonId, salonId), eq(unsubscribeTokens.clientId, clientId)));
  // Most messages go to a client who has one already: one read, no write.
  const [found] = await kept();
  if (found) return found.token;
  await db.insert(unsubscribeTokens).values({ token: fresh, salonId, clientId }).onConflictDoNothing({ target: [unsubscribeTokens.salonId, unsubscribeTokens.clientId] });
  const [row] = await kept();
  return row.token;
}

/** Forgets a client's unsubscribe secret (erasure, deletion): an old link then finds no one. */
export async function forgetReminderToken(db: Db, salonId: number, clientId: number) {
  await db.delete(unsubscribeTokens).where(and(eq(unsubscribeTokens.salonId, salonId), eq(unsubscribeTokens.clientId, clientId)));
}

/**
 * The unsubscribe link's click: no more reminders for that client (kept if already set). Answers the client,
 * their salon's name and whether this click opted them out (`fresh`: the date set is this transaction's now(),
 * where a second click keeps the first one's).
 */
export async function optOutByToken(db: Db, token: string) {
  // The token finds its salon in one indexed read; what follows touches that salon alone.
  const [owner] = await db.select({ salonId: unsubscribeTokens.salonId, clientId: unsubscribeTokens.clientId }).from(unsubscribeTokens).where(eq(unsubscribeTokens.token, token));
  if (!owner) return undefined;
  const [row] = await db
    .update(clients)
    .set({ remindersOptOutAt: sql`coalesce(${clients.remindersOptOutAt}, now())` })
    .where(and(eq(clients.salonId, owner.salonId), eq(clients.id, owner.clientId)))
    .returning({ salonId: clients.salonId, clientId: clients.id, fresh: sql<boolean>`${clients.remindersOptOutAt} = now()` });
  if (!row) return undefined;
  const [salon] = await db.select({ name: salons.name }).from(salons).where(eq(salons.id, row.salonId));
  return { ...row, salonName: salon.name };
}
