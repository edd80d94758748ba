import { and, asc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, sales, saleTransactions } from '../db/schema/index';

export type NewClient = typeof clients.$inferInsert;

const columns = {
  id: clients.id,
  salonId: clients.salonId,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  gender: clients.gender,
  birth: clients.birth,
  address: clients.address,
  neighborhood: clients.neighborhood,
  zipCode: clients.zipCode,
  city: clients.city,
  state: clients.state,
  avatarKey: clients.avatarKey,
};

const scoped = (salonId: number, id: number) => and(eq(clients.salonId, salonId), eq(clients.id, id));

/** A page of clients in name order, served by the (salon_id, sort_name, id) index. */
export async function listClients(db: Db, salonId: number, limit: number, offset: number, where?: SQL) {
  return db
    .select(columns)
    .from(clients)
    .where(where ? and(eq(clients.salonId, salonId), where) : eq(clients.salonId, salonId))
    .orderBy(asc(clients.sortName), asc(clients.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Every word must appear in the search text (or the digits in the phone). Each LIKE '%...%' on search_text is
 * answered by the trigram GIN index (salon_id, search_text), so 50,000 clients are not read one by one.
 */
export async function searchClients(db: Db, salonId: number, patterns: { words: string[]; digits?: string }, limit: number, offset: number) {
  const words = patterns.words.map((p) => like(clients.searchText, p));
  const byWords = words.length > 0 ? and(...words) : undefined;
  const byDigits = patterns.digits ? like(clients.searchText, patterns.digits) : undefined;
  const where = byWords && byDigits ? or(byWords, byDigits) : (byWords ?? byDigits);
  if (!where) return [];
  return listClients(db, salonId, limit, offset, where);
}

export async function findClient(db: Db, salonId: number, id: number) {
  const [row] = await db.select(columns).from(clients).where(scoped(salonId, id));
  return row;
}
export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClient>>>;

export async function insertClient(db: Db, client: NewClient) {
  const [row] = await db.insert(clients).values(client).returning(columns);
  return row;
}

export async function updateClient(db: Db, salonId: number, id: number, patch: Partial<NewClient>) {
  const [row] = await db.update(clients).set(patch).where(scoped(salonId, id)).returning(columns);
  return row;
}

/**
 * Deletes a client and their bookings (LGPD: the client may ask to be forgotten). Their sales stay in the
 * books without a name: the lines lose the client and the deleted appointments.
 */
export async function deleteClient(db: Db, salonId: number, id: number) {
  const booked = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.clientId, id)));
  await db
    .update(saleTransactions)
    .set({ appointmentId: null })
    .where(and(eq(saleTransactions.salonId, salonId), inArray(saleTransactions.appointmentId, booked)));
  await db
    .update(saleTransactions)
    .set({ clientId: null })
    .where(and(eq(saleTransactions.salonId, salonId), eq(saleTransactions.clientId, id)));
  await db.update(sales).set({ clientId: null }).where(and(eq(sales.salonId, salonId), eq(sales.clientId, id)));
  const rows = await db.delete(clients).where(scoped(salonId, id)).returning({ id: clients.id });
  return rows.length > 0;
}
