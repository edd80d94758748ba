import { and, asc, eq, exists, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients } from '../db/schema/index';
import { columns, type SearchPatterns } from './clients';

/**
 * A client is a professional's own while a live booking (new, started, completed) of theirs exists: a canceled
 * or no-show one says nothing of a relation with the client, and anyone may book one, with any status, just to
 * read a phone (issue 24). A deleted booking is gone from the table.
 */
const liveBookingWith = (salonId: number, employeeId: number) =>
  and(
    eq(appointments.salonId, salonId),
    eq(appointments.employeeId, employeeId),
    eq(appointments.kind, 'appointment'),
    inArray(appointments.status, ['new', 'started', 'completed']),
  );

/** Which of `clientIds` have a live booking with the professional `employeeId` (their own clients). */
export async function clientsBookedWith(db: Db, salonId: number, employeeId: number, clientIds: number[]): Promise<Set<number>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ clientId: appointments.clientId })
    .from(appointments)
    .where(and(liveBookingWith(salonId, employeeId), inArray(appointments.clientId, clientIds)));
  return new Set(rows.flatMap((row) => (row.clientId === null ? [] : [row.clientId])));
}

/**
 * The search as a professional may run it: every word in the client's name, or, for their own clients only,
 * the words or the digits anywhere in the search text (e-mail, phone), so that typing a hidden phone digit by
 * digit, or an e-mail, finds nobody. The name lies inside search_text, so the trigram index on search_text
 * still picks the candidates and the name and the bookings are checked on those rows. Simpler (and on a large
 * salon slower) than the owner's paths in clients.ts, which stay as they are.
 */
export async function searchClientsAsProfessional(db: Db, salonId: number, employeeId: number, patterns: SearchPatterns, limit: number, offset: number) {
  const byWords = patterns.words.length > 0 ? and(...patterns.words.map((p) => like(clients.searchText, p))) : undefined;
  const byDigits = patterns.digits ? like(clients.searchText, patterns.digits) : undefined;
  const anywhere = byWords && byDigits ? or(byWords, byDigits) : (byWords ?? byDigits);
  if (!anywhere) return [];
  const byName = patterns.words.length > 0 ? and(...patterns.words.map((p) => like(clients.sortName, p))) : undefined;
  const theirs = exists(
    db
      .select({ one: sql`1` })
      .from(appointments)
      .where(and(liveBookingWith(salonId, employeeId), eq(appointments.clientId, clients.id))),
  );
  return db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.salonId, salonId), isNull(clients.erasedAt), anywhere, byName ? or(byName, theirs) : theirs))
    // As in searchClients: the matches come from the trigram index and are sorted, not walked in name order.
    .orderBy(sql`${clients.sortName} || ''`, asc(clients.id))
    .limit(limit)
    .offset(offset);
}
