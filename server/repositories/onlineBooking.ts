import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, bookingLinks, bookingSlugs, clients, employees, employeeServices, onlineBooking, salons, serviceCategories, services, users } from '../db/schema/index';
import { isUniqueViolation, rowsOf } from './sqlHelpers';

export type OnlineBookingRow = typeof onlineBooking.$inferSelect;
export type OnlineBookingPatch = Partial<Omit<typeof onlineBooking.$inferInsert, 'salonId' | 'slug'>>;

export async function findOnlineBooking(db: Db, salonId: number): Promise<OnlineBookingRow | undefined> {
  const [row] = await db.select().from(onlineBooking).where(eq(onlineBooking.salonId, salonId));
  return row;
}

/**
 * The salon's row, locked to the end of the transaction: a salon's online bookings are checked and written one
 * at a time, so two clients cannot both take a time whose buffer the other needs (the exclusion constraint sees
 * only the pieces themselves).
 */
export async function lockOnlineBooking(tx: Db, salonId: number): Promise<OnlineBookingRow | undefined> {
  const [row] = await tx.select().from(onlineBooking).where(eq(onlineBooking.salonId, salonId)).for('update');
  return row;
}

/** Writes the settings, making the row on the first save. */
export async function saveOnlineBooking(tx: Db, salonId: number, slug: string, patch: OnlineBookingPatch): Promise<OnlineBookingRow> {
  const [row] = await tx
    .insert(onlineBooking)
    .values({ ...patch, salonId, slug })
    .onConflictDoUpdate({ target: onlineBooking.salonId, set: { ...patch, slug, updatedAt: new Date() } })
    .returning();
  return row;
}

/** The salon whose page has this address. */
export async function salonOfSlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ salonId: bookingSlugs.salonId }).from(bookingSlugs).where(eq(bookingSlugs.slug, slug));
  return row?.salonId;
}

export async function slugTaken(db: Db, slug: string, salonId: number): Promise<boolean> {
  const owner = await salonOfSlug(db, slug);
  return owner !== undefined && owner !== salonId;
}

/** Gives the salon this address (its old one is freed); false when another salon has it. */
export async function claimSlug(tx: Db, salonId: number, slug: string): Promise<boolean> {
  await tx.delete(bookingSlugs).where(eq(bookingSlugs.salonId, salonId));
  try {
    // A savepoint: a lost race for the slug must not abort the transaction that reports it.
    await tx.transaction((inner) => inner.insert(bookingSlugs).values({ slug, salonId }));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The salon's services (with their category) and the professionals who serve clients, with their online flags. */
export async function bookableCatalogue(db: Db, salonId: number) {
  const [serviceRows, employeeRows] = await Promise.all([
    db
      .select({
        id: services.id,
        name: services.name,
        description: services.description,
        category: serviceCategories.name,
        duration: services.duration,
        price: services.price,
        bookableOnline: services.bookableOnline,
        bufferAfter: services.bufferAfter,
      })
      .from(services)
      .innerJoin(serviceCategories, and(eq(serviceCategories.salonId, services.salonId), eq(serviceCategories.id, services.serviceCategoryId)))
      .where(eq(services.salonId, salonId))
      .orderBy(asc(serviceCategories.name), asc(services.name), asc(services.id)),
    db
      .select({ id: employees.id, name: employees.name, bookableOnline: employees.bookableOnline, workingHours: employees.workingHours })
      .from(employees)
      .where(and(eq(employees.salonId, salonId), eq(employees.servesClients, true)))
      .orderBy(asc(employees.name), asc(employees.id)),
  ]);
  return { services: serviceRows, employees: employeeRows };
}

/** Which services each of these professionals has set (none set: every service). */
export async function servicesOfEmployees(db: Db, salonId: number, employeeIds: number[]): Promise<Map<number, Set<number>>> {
  const map = new Map<number, Set<number>>(employeeIds.map((id) => [id, new Set<number>()]));
  if (employeeIds.length === 0) return map;
  const rows = await db
    .select({ employeeId: employeeServices.employeeId, serviceId: employeeServices.serviceId })
    .from(employeeServices)
    .where(and(eq(employeeServices.salonId, salonId), inArray(employeeServices.employeeId, employeeIds)));
  for (const row of rows) map.get(row.employeeId)?.add(row.serviceId);
  return map;
}

/**
 * Sets the online flags of these services, each row its own (a flag left undefined keeps the service's value), in
 * one statement; answers the ids found in the salon. One row per id.
 */
export async function setServicesOnline(tx: Db, salonId: number, rows: Array<{ id: number; bookableOnline?: boolean; bufferAfter?: number }>): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::bigint, ${row.bookableOnline ?? null}::boolean, ${row.bufferAfter ?? null}::integer)`),
    sql`, `,
  );
  const updated = await rowsOf<{ id: number | string }>(
    tx,
    sql`update ${services} as s
      set bookable_online = coalesce(v.bookable_online, s.bookable_online), buffer_after = coalesce(v.buffer_after, s.buffer_after)
      from (values ${values}) as v(id, bookable_online, buffer_after)
      where s.salon_id = ${salonId} and s.id = v.id
      returning s.id`,
  );
  return new Set(updated.map((row) => Number(row.id)));
}

/** Sets whether each of these professionals is offered online, in one statement; answers the ids found in the salon. One row per id. */
export async function setEmployeesOnline(tx: Db, salonId: number, rows: Array<{ id: number; bookableOnline: boolean }>): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::bigint, ${row.bookableOnline}::boolean)`),
    sql`, `,
  );
  const updated = await rowsOf<{ id: number | string }>(
    tx,
    sql`update ${employees} as e
      set bookable_online = v.bookable_online
      from (values ${values}) as v(id, bookable_online)
      where e.salon_id = ${salonId} and e.id = v.id
      returning e.id`,
  );
  return new Set(updated.map((row) => Number(row.id)));
}

/** What the public page shows of the salon. */
const FACE = {
  name: salons.name,
  phone: salons.phone,
  address: salons.address,
  neighborhood: salons.neighborhood,
  city: salons.city,
  state: salons.state,
  timeZone: salons.timeZone,
  workingHours: salons.workingHours,
  closedAt: salons.closedAt,
  trialEndsAt: salons.trialEndsAt,
  subscribedUntil: salons.subscribedUntil,
  graceUntil: salons.graceUntil,
  cancelAtPeriodEnd: salons.cancelAtPeriodEnd,
};

export async function salonFace(db: Db, salonId: number) {
  const [row] = await db.select(FACE).from(salons).where(eq(salons.id, salonId));
  return row;
}

/**
 * The page at this address: its salon, the page's settings and what it shows of the salon (undefined when the
 * address is nobody's or the salon never saved its page). The address finds its salon first, in one indexed read
 * of `booking_slugs` on the coordinator (decision 43); the settings and the salon's face are then one read of that
 * salon's own rows, which a database distributed by salon answers from one node.
 */
export async function pageBySlug(db: Db, slug: string) {
  const salonId = await salonOfSlug(db, slug);
  if (salonId === undefined) return undefined;
  const [row] = await db
    .select({ settings: onlineBooking, face: FACE })
    .from(onlineBooking)
    .innerJoin(salons, eq(salons.id, onlineBooking.salonId))
    .where(eq(onlineBooking.salonId, salonId));
  return row && { salonId, ...row };
}

/**
 * The professionals' active rows over [from, to) as [start, end) in epoch ms, a booking's end taking its service's
 * buffer along; `exceptVisit`'s own pieces left out (a move does not collide with itself).
 */
export async function busyWithBuffers(db: Db, salonId: number, employeeIds: number[], from: Date, to: Date, exceptVisit?: string) {
  const map = new Map<number, Array<readonly [number, number]>>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return map;
  const rows = await rowsOf<{ employee_id: number; start_ms: number | string; end_ms: number | string }>(
    db,
    sql`select a.employee_id, extract(epoch from a.start_at) * 1000 as start_ms,
        extract(epoch from a.start_at) * 1000 + (a.duration + coalesce(s.buffer_after, 0)) * 1000 as end_ms
      from ${appointments} a
      left join ${services} s on s.salon_id = a.salon_id and s.id = a.service_id
      where a.salon_id = ${salonId} and a.employee_id = any(${`{${employeeIds.map(Math.trunc).join(',')}}`}::bigint[])
        and a.status in ('new', 'started', 'completed')
        and a.start_at > ${new Date(from.getTime() - 86_400_000).toISOString()}::timestamptz and a.start_at < ${to.toISOString()}::timestamptz
        and a.start_at + (a.duration + 7200) * interval '1 second' > ${from.toISOString()}::timestamptz
        ${exceptVisit ? sql`and a.visit_id is distinct from ${exceptVisit}::uuid` : sql``}`,
  );
  for (const row of rows) map.get(Number(row.employee_id))?.push([Number(row.start_ms), Number(row.end_ms)]);
  return map;
}

export interface VisitPiece {
  salonId: number;
  clientId: number;
  employeeId: number;
  serviceId: number;
  startAt: Date;
  duration: number;
  price: number;
  visitId: string;
  /** Held for its Pix deposit until then (null: booked). */
  holdUntil: Date | null;
}

/** The pieces of an online visit, as agenda rows marked 'online'. */
export async function insertVisit(tx: Db, pieces: VisitPiece[]) {
  return tx
    .insert(appointments)
    .values(pieces.map((piece) => ({ ...piece, origin: 'online' as const })))
    .returning({ id: appointments.id, employeeId: appointments.employeeId, startAt: appointments.startAt });
}

/** A visit's pieces with their service's and professional's names, by start. */
export async function visitPieces(db: Db, salonId: number, visitId: string) {
  return db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      employeeId: appointments.employeeId,
      employeeName: employees.name,
      serviceId: appointments.serviceId,
      serviceName: services.name,
      startAt: appointments.startAt,
      duration: appointments.duration,
      price: appointments.price,
      status: appointments.status,
      holdUntil: appointments.holdUntil,
    })
    .from(appointments)
    .innerJoin(employees, and(eq(employees.salonId, appointments.salonId), eq(employees.id, appointments.employeeId)))
    .innerJoin(services, and(eq(services.salonId, appointments.salonId), eq(services.id, appointments.serviceId)))
    .where(and(eq(appointments.salonId, salonId), eq(appointments.visitId, visitId)))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

export async function insertLink(tx: Db, link: typeof bookingLinks.$inferInsert) {
  await tx.insert(bookingLinks).values(link);
}

export async function findLink(db: Db, tokenHash: string) {
  const [row] = await db.select().from(bookingLinks).where(eq(bookingLinks.tokenHash, tokenHash));
  return row;
}

/** The salon's online bookings still ahead for these phone digits (the page's limit per phone). */
export async function futureOnlineVisits(db: Db, salonId: number, clientId: number, now: Date): Promise<number> {
  const [row] = await rowsOf<{ count: number | string }>(
    db,
    sql`select count(distinct visit_id) as count from ${appointments}
      where salon_id = ${salonId} and client_id = ${clientId} and origin = 'online' and status = 'new' and start_at > ${now.toISOString()}::timestamptz`,
  );
  return Number(row?.count ?? 0);
}

/**
 * The salon's client with this phone (any of its digit forms, with or without Brazil's 55; the first is in every form), the oldest first; never an
 * erased one. The trigram index on search_text narrows, the digits decide (as findClientDuplicate).
 */
export async function clientByPhone(db: Db, salonId: number, variants: string[]): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number | string }>(
    db,
    sql`select id from ${clients}
      where salon_id = ${salonId} and erased_at is null and search_text like ${`%${variants[0]}%`}
        and regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') = any(${`{${variants.join(',')}}`}::text[])
      order by id limit 1`,
  );
  return row ? Number(row.id) : undefined;
}

/** Moves or cancels a visit's pieces that are still only booked (the salon may have started one meanwhile). */
export async function updateVisitPiece(tx: Db, salonId: number, id: number, patch: { startAt?: Date; employeeId?: number; status?: 'canceled'; movedAt?: Date; toldStartAt?: Date }) {
  const [row] = await tx
    .update(appointments)
    .set(patch)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.id, id), eq(appointments.status, 'new')))
    .returning({ id: appointments.id });
  return row !== undefined;
}

/** Who hears of the page's bookings: the salon's owners and front desk, by the e-mail they sign in with. */
export async function staffToNotify(db: Db, salonId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(employees, and(eq(employees.salonId, users.salonId), eq(employees.userId, users.id)))
    .where(and(eq(users.salonId, salonId), inArray(employees.role, ['owner', 'front_desk']), eq(employees.agendeiAccess, true)));
  return rows.map((row) => row.email);
}

/** The visit's client as the e-mails name them. */
export async function visitClient(db: Db, salonId: number, clientId: number) {
  const [row] = await db
    .select({ name: clients.name, phone: clients.phone, email: clients.email, erasedAt: clients.erasedAt })
    .from(clients)
    .where(and(eq(clients.salonId, salonId), eq(clients.id, clientId)));
  return row;
}

/** A visit's first link: a paid deposit's new link keeps its choice of professional. */
export async function linkOfVisit(db: Db, salonId: number, visitId: string) {
  const [row] = await db
    .select({ employeeId: bookingLinks.employeeId })
    .from(bookingLinks)
    .where(and(eq(bookingLinks.salonId, salonId), eq(bookingLinks.visitId, visitId)))
    .orderBy(asc(bookingLinks.createdAt))
    .limit(1);
  return row;
}
