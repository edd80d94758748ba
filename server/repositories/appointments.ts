import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, employees, saleTransactions, services } from '../db/schema/index';

export type NewAppointment = Omit<typeof appointments.$inferInsert, 'kind' | 'reason' | 'seriesId'>;
export type AppointmentPatch = Partial<Omit<NewAppointment, 'salonId'>>;

/** The longest row of a calendar (a day-off block): how far before a window a row may start and still reach into it. */
const LONGEST_ROW_SECONDS = 86_400;

const isBooking = (salonId: number) => and(eq(appointments.salonId, salonId), eq(appointments.kind, 'appointment'));

/**
 * Rows of the calendar that overlap [from, to): they start before `to` and end after `from`. The start bound
 * keeps the (salon_id, start_at) index useful; the end is checked on the few rows it leaves.
 */
export const overlapsWindow = (from: Date, to: Date): SQL =>
  sql`${appointments.startAt} > ${new Date(from.getTime() - LONGEST_ROW_SECONDS * 1000).toISOString()}::timestamptz
    and ${appointments.startAt} < ${to.toISOString()}::timestamptz
    and ${appointments.startAt} + ${appointments.duration} * interval '1 second' > ${from.toISOString()}::timestamptz`;

/** A booking as the agenda shows it: with its client, service, professional and sale line. */
export function selectBookings(db: Db) {
  return db
    .select({
      id: appointments.id,
      startAt: appointments.startAt,
      duration: appointments.duration,
      price: sql<number>`${appointments.price}`,
      notes: appointments.notes,
      status: appointments.status,
      remindedAt: appointments.remindedAt,
      clientId: clients.id,
      clientName: clients.name,
      employeeId: employees.id,
      employeeName: employees.name,
      employeeColor: employees.color,
      serviceId: services.id,
      serviceName: services.name,
      serviceDuration: services.duration,
      servicePrice: services.price,
      transactionId: saleTransactions.id,
      saleId: saleTransactions.saleId,
    })
    .from(appointments)
    .innerJoin(clients, and(eq(clients.salonId, appointments.salonId), eq(clients.id, appointments.clientId)))
    .innerJoin(employees, and(eq(employees.salonId, appointments.salonId), eq(employees.id, appointments.employeeId)))
    .innerJoin(services, and(eq(services.salonId, appointments.salonId), eq(services.id, appointments.serviceId)))
    // The live sale line only: a canceled sale (estorno) leaves the appointment unsold (a partial unique index keeps it one).
    .leftJoin(
      saleTransactions,
      and(eq(saleTransactions.salonId, appointments.salonId), eq(saleTransactions.appointmentId, appointments.id), isNull(saleTransactions.canceledAt)),
    );
}
export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

/** The salon's bookings (every status) that overlap [from, to), by start time; of one professional when given. */
export async function listBookings(db: Db, salonId: number, from: Date, to: Date, employeeId?: number) {
  return selectBookings(db)
    .where(and(isBooking(salonId), overlapsWindow(from, to), employeeId === undefined ? undefined : eq(appointments.employeeId, employeeId)))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

export async function findBooking(db: Db, salonId: number, id: number): Promise<BookingRow | undefined> {
  const [row] = await selectBookings(db).where(and(isBooking(salonId), eq(appointments.id, id)));
  return row;
}

export async function insertBooking(db: Db, booking: NewAppointment) {
  const [row] = await db.insert(appointments).values({ ...booking, kind: 'appointment' }).returning({ id: appointments.id, startAt: appointments.startAt });
  return row;
}

/** Changes what was sent; undefined when the salon has no such booking. */
export async function updateBooking(db: Db, salonId: number, id: number, patch: AppointmentPatch) {
  const [row] = await db
    .update(appointments)
    // A move keeps the reminder sent (one per booking); the scheduler tells the client the new time once the moves
    // settle, unless they come back to the time the client was told (repositories/reminders.ts findMovedAfterReminder).
    .set(patch.startAt ? { ...patch, movedAt: sql`case when ${appointments.startAt} = ${patch.startAt.toISOString()}::timestamptz then ${appointments.movedAt} else now() end` } : patch)
    .where(and(isBooking(salonId), eq(appointments.id, id)))
    .returning({ id: appointments.id, startAt: appointments.startAt, employeeId: appointments.employeeId });
  return row;
}

export async function deleteBooking(db: Db, salonId: number, id: number) {
  const [row] = await db
    .delete(appointments)
    .where(and(isBooking(salonId), eq(appointments.id, id)))
    .returning({ id: appointments.id, startAt: appointments.startAt, employeeId: appointments.employeeId });
  return row;
}

/** Which of the given client, service and professional are the salon's (another salon's id is as unknown as none). */
export async function bookingReferences(db: Db, salonId: number, ids: { clientId?: number; serviceId?: number; employeeId?: number }) {
  const one = async <T>(id: number | undefined, query: (id: number) => Promise<T[]>) => (id === undefined ? undefined : (await query(id))[0]);
  const client = await one(ids.clientId, (id) =>
    db.select({ id: clients.id }).from(clients).where(and(eq(clients.salonId, salonId), eq(clients.id, id), isNull(clients.erasedAt))),
  );
  const service = await one(ids.serviceId, (id) =>
    db
      .select({ id: services.id, duration: services.duration, price: services.price })
      .from(services)
      .where(and(eq(services.salonId, salonId), eq(services.id, id))),
  );
  const employee = await one(ids.employeeId, (id) =>
    db.select({ id: employees.id, servesClients: employees.servesClients }).from(employees).where(and(eq(employees.salonId, salonId), eq(employees.id, id))),
  );
  return { client, service, employee };
}

/** The first active row (booking or block) of a professional that overlaps any of the given ranges. */
export async function firstOverlap(db: Db, salonId: number, employeeId: number, ranges: Array<{ startAt: Date; duration: number }>, exceptId?: number) {
  if (ranges.length === 0) return undefined;
  // Each range as the constraint sees it, so the exclusion constraint's own GiST index answers.
  const any = sql.join(
    ranges.map((r) => sql`agendei_slot(${appointments.startAt}, ${appointments.duration}) && agendei_slot(${r.startAt.toISOString()}::timestamptz, ${r.duration}::integer)`),
    sql` or `,
  );
  const [row] = await db
    .select({ id: appointments.id, kind: appointments.kind, startAt: appointments.startAt })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.employeeId, employeeId), sql`${appointments.status} in ('new', 'started', 'completed')`, sql`(${any})`, exceptId === undefined ? undefined : ne(appointments.id, exceptId)))
    .orderBy(asc(appointments.startAt))
    .limit(1);
  return row;
}

/** The database refused a row because the professional already holds an active one then (appointments_no_overlap). */
export function isOverlapViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}
