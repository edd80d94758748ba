import { and, asc, desc, eq, inArray, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, sales, saleTransactions } from '../db/schema/index';
import { dbFold } from './sqlHelpers';

// sort_name and search_text are the database's to write (the clients_search_columns trigger).
export type NewClient = Omit<typeof clients.$inferInsert, 'sortName' | 'searchText'>;

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
  remindersOptOutAt: clients.remindersOptOutAt,
  messagesConsent: clients.messagesConsent,
  messagesConsentAt: clients.messagesConsentAt,
  erasedAt: clients.erasedAt,
};

const scoped = (salonId: number, id: number) => and(eq(clients.salonId, salonId), eq(clients.id, id));

/**
 * A page of clients in name order, served by the (salon_id, sort_name, id) index. Erased clients (LGPD) are left
 * out of lists and searches: nothing is left to find them by, and they cannot be booked or edited.
 */
export async function listClients(db: Db, salonId: number, limit: number, offset: number, where?: SQL) {
  return db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.salonId, salonId), isNull(clients.erasedAt), where))
    .orderBy(asc(clients.sortName), asc(clients.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The page that follows client `afterId` in name order (keyset paging): the index is entered right at that
 * client, so the last page of 200,000 costs what the first does, where OFFSET reads and drops every row
 * before it. Undefined when `afterId` is not a listed client of the salon.
 */
export async function listClientsAfter(db: Db, salonId: number, afterId: number, limit: number) {
  const [anchor] = await db
    .select({ sortName: clients.sortName })
    .from(clients)
    .where(and(scoped(salonId, afterId), isNull(clients.erasedAt)));
  if (!anchor) return undefined;
  return db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.salonId, salonId), isNull(clients.erasedAt), sql`(${clients.sortName}, ${clients.id}) > (${anchor.sortName}, ${afterId})`))
    .orderBy(asc(clients.sortName), asc(clients.id))
    .limit(limit);
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
  return db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.salonId, salonId), isNull(clients.erasedAt), where))
    // The name as an expression the name index cannot give in order: the planner then finds the matches
    // through the trigram index and sorts them, instead of walking the name index through every client until
    // 30 match (48,502 rows read for a name late in the alphabet among 50,000 clients).
    .orderBy(sql`${clients.sortName} || ''`, asc(clients.id))
    .limit(limit)
    .offset(offset);
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

/**
 * Another client of the salon with this folded name (the sort_name index) or these phone digits (the trigram
 * index narrows, the digits decide); a phone match comes first, as it is the surer sign of the same person.
 */
export async function findClientDuplicate(db: Db, salonId: number, probe: { name?: string; digits?: string }, exceptId?: number) {
  const phoneDigits = sql`regexp_replace(coalesce(${clients.phone}, ''), '[^0-9]', '', 'g')`;
  const byName = probe.name ? eq(clients.sortName, dbFold(probe.name)) : undefined;
  const byPhone = probe.digits ? and(like(clients.searchText, `%${probe.digits}%`), eq(phoneDigits, probe.digits)) : undefined;
  // A parameter, not a constant, even without digits: PostgreSQL refuses ORDER BY a bare constant.
  const phoneMatch = sql<boolean>`${phoneDigits} = ${probe.digits ?? 'none'}`;
  const [row] = await db
    .select({ id: clients.id, name: clients.name, phone: clients.phone, phoneMatch })
    .from(clients)
    .where(and(eq(clients.salonId, salonId), isNull(clients.erasedAt), or(byName, byPhone), exceptId ? ne(clients.id, exceptId) : undefined))
    .orderBy(desc(phoneMatch), asc(clients.id))
    .limit(1);
  return row;
}

/** An erased client (LGPD) is never written to again: a save racing the erasure finds no row. */
export async function updateClient(db: Db, salonId: number, id: number, patch: Partial<NewClient>) {
  const [row] = await db.update(clients).set(patch).where(and(scoped(salonId, id), isNull(clients.erasedAt))).returning(columns);
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
