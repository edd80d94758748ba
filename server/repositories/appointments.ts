import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, bookingDeposits, clients, employees, saleTransactions, services } from '../db/schema/index';
import { perDatabase } from './sqlHelpers';

export type NewAppointment = Omit<typeof appointments.$inferInsert, 'kind' | 'reason' | 'seriesId'>;
export type AppointmentPatch = Partial<Omit<NewAppointment, 'salonId'>>;

/** The longest row of a calendar (a day-off block): how far before a window a row may start and still reach into it. */
const LONGEST_ROW_SECONDS = 86_400;

const isBooking = (salonId: number) => and(eq(appointments.salonId, salonId), eq(appointments.kind, 'appointment'));

type Bound = string | ReturnType<typeof sql.placeholder>;

/** The rows overlapping a window, given its bounds as ISO instants or as placeholders of a prepared statement. */
const windowCondition = (earliest: Bound, to: Bound, from: Bound): SQL =>
  sql`${appointments.startAt} > ${earliest}::timestamptz
    and ${appointments.startAt} < ${to}::timestamptz
    and ${appointments.startAt} + ${appointments.duration} * interval '1 second' > ${from}::timestamptz`;

/** What the window's bounds are: `earliest` lets a row starting a day before still reach into it. */
const windowBounds = (from: Date, to: Date) => ({
  earliest: new Date(from.getTime() - LONGEST_ROW_SECONDS * 1000).toISOString(),
  to: to.toISOString(),
  from: from.toISOString(),
});

/**
 * Rows of the calendar that overlap [from, to): they start before `to` and end after `from`. The start bound
 * keeps the (salon_id, start_at) index useful; the end is checked on the few rows it leaves.
 */
export const overlapsWindow = (from: Date, to: Date): SQL => {
  const { earliest, to: end, from: start } = windowBounds(from, to);
  return windowCondition(earliest, end, start);
};

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
      origin: appointments.origin,
      holdUntil: appointments.holdUntil,
      depositId: bookingDeposits.id,
      depositAmount: bookingDeposits.amount,
      depositStatus: bookingDeposits.status,
    })
    .from(appointments)
    .innerJoin(clients, and(eq(clients.salonId, appointments.salonId), eq(clients.id, appointments.clientId)))
    .innerJoin(employees, and(eq(employees.salonId, appointments.salonId), eq(employees.id, appointments.employeeId)))
    .innerJoin(services, and(eq(services.salonId, appointments.salonId), eq(services.id, appointments.serviceId)))
    // The live sale line only: a canceled sale (estorno) leaves the appointment unsold (a partial unique index keeps it one).
    .leftJoin(
      saleTransactions,
      and(eq(saleTransactions.salonId, appointments.salonId), eq(saleTransactions.appointmentId, appointments.id), isNull(saleTransactions.canceledAt)),
    )
    // An online visit's Pix deposit (one per visit; booking_deposits_visit_unique): desk bookings have no visit.
    .leftJoin(bookingDeposits, and(eq(bookingDeposits.salonId, appointments.salonId), eq(bookingDeposits.visitId, appointments.visitId)));
}
export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

/**
 * The salon's bookings (every status) overlapping a window, by start time: the agenda's read, prepared once per
 * database handle (two shapes: the whole salon, one professional's column).
 */
const bookingsIn = (db: Db, column: boolean) =>
  selectBookings(db)
    .where(
      and(
        eq(appointments.salonId, sql.placeholder('salon')),
        eq(appointments.kind, 'appointment'),
        windowCondition(sql.placeholder('earliest'), sql.placeholder('to'), sql.placeholder('from')),
        column ? eq(appointments.employeeId, sql.placeholder('employee')) : undefined,
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .prepare(column ? 'agenda_column' : 'agenda_salon');
const salonBookings = perDatabase((db) => bookingsIn(db, false));
const columnBookings = perDatabase((db) => bookingsIn(db, true));

/** The salon's bookings (every status) that overlap [from, to), by start time; of one professional when given. */
export async function listBookings(db: Db, salonId: number, from: Date, to: Date, employeeId?: number) {
  const window = { salon: salonId, ...windowBounds(from, to) };
  return employeeId === undefined ? salonBookings(db).execute(window) : columnBookings(db).execute({ ...window, employee: employeeId });
}

const bookingById = perDatabase((db) =>
  selectBookings(db)
    .where(and(eq(appointments.salonId, sql.placeholder('salon')), eq(appointments.kind, 'appointment'), eq(appointments.id, sql.placeholder('id'))))
    .prepare('find_booking'),
);

export async function findBooking(db: Db, salonId: number, id: number): Promise<BookingRow | undefined> {
  const [row] = await bookingById(db).execute({ salon: salonId, id });
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
    .returning({ id: appointments.id, startAt: appointments.startAt, employeeId: appointments.employeeId, visitId: appointments.visitId });
  return row;
}

export async function deleteBooking(db: Db, salonId: number, id: number) {
  const [row] = await db
    .delete(appointments)
    .where(and(isBooking(salonId), eq(appointments.id, id)))
    .returning({ id: appointments.id, startAt: appointments.startAt, employeeId: appointments.employeeId, visitId: appointments.visitId });
  return row;
}

/** Which of the given client, service and professional are the salon's (another salon's id is as unknown as none). */
export async function bookingReferences(db: Db, salonId: number, ids: { clientId?: number; serviceId?: number; employeeId?: number }) {
  // One statement, one round trip: a booking's checks are most of its statements.
  const none = sql`false`;
  const [row] = await db
    .select({
      clientId: sql<number | null>`(select ${clients.id} from ${clients} where ${clients.salonId} = ${salonId} and ${clients.id} = ${ids.clientId ?? null} and ${clients.erasedAt} is null)`.mapWith(clients.id),
      serviceId: services.id,
      duration: services.duration,
      price: services.price,
      employeeId: employees.id,
      servesClients: employees.servesClients,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(services, ids.serviceId === undefined ? none : and(eq(services.salonId, salonId), eq(services.id, ids.serviceId)))
    .leftJoin(employees, ids.employeeId === undefined ? none : and(eq(employees.salonId, salonId), eq(employees.id, ids.employeeId)));
  return {
    client: ids.clientId === undefined || row.clientId === null ? undefined : { id: row.clientId },
    service: row.serviceId === null ? undefined : { id: row.serviceId, duration: row.duration as number, price: row.price as number },
    employee: row.employeeId === null ? undefined : { id: row.employeeId, servesClients: row.servesClients as boolean },
  };
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
