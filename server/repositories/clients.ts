import { and, asc, desc, eq, inArray, isNull, like, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Db } from '../db/client';
import { appointments, clients, comandas, sales, saleTransactions } from '../db/schema/index';
import { forgetReminderToken } from './reminders';
import { dbFold, perDatabase } from './sqlHelpers';

// sort_name and search_text are the database's to write (the clients_search_columns trigger).
export type NewClient = Omit<typeof clients.$inferInsert, 'sortName' | 'searchText'>;

/** A client's fields as the services read them (also the professional's search, repositories/clientContacts.ts). */
export const columns = {
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

/** What the service searches by: LIKE patterns of each folded word (and of the digits), and the words themselves. */
export interface SearchPatterns {
  terms: string[];
  words: string[];
  digits?: string;
}

/**
 * Every word must appear in the search text (or the digits in the phone), in name order. Sorting every match
 * found by the trigram GIN index (salon_id, search_text) costs a table row each, too many for a common name in a
 * large salon (docs/decisions/40-client-search-seeks-the-first-page.md). So the first matches are sought first among the word's stretch of the name order
 * (searchByRegion), then among the first clients in name order (the walk), each reading about a page; only when
 * neither can tell does the trigram index find them all. The same pages either way. Each way is one statement
 * that answers the page itself, its ids sought in a subquery (they came back to be sent again: at a small
 * salon a round trip cost more than the lookups).
 */
export async function searchClients(db: Db, salonId: number, patterns: SearchPatterns, limit: number, offset: number) {
  const words = patterns.words.map((p) => like(clients.searchText, p));
  const byWords = words.length > 0 ? and(...words) : undefined;
  const byDigits = patterns.digits ? like(clients.searchText, patterns.digits) : undefined;
  const where = byWords && byDigits ? or(byWords, byDigits) : (byWords ?? byDigits);
  if (!where) return [];
  // A query of digits alone ('93791589') asks the same of the words as of the phone: no OR to keep.
  const digitsAlone = patterns.digits !== undefined && patterns.words.length === 1 && patterns.words[0] === patterns.digits;
  const page: Page = (among, ...ctes) =>
    db
      .with(...ctes)
      .select(columns)
      .from(clients)
      .where(and(eq(clients.salonId, salonId), isNull(clients.erasedAt), among))
      // The name as an expression the name index cannot give in order: the planner then finds the matches
      // through the trigram index and sorts them, instead of walking the name index through every client until
      // 30 match (for a name late in the alphabet, nearly all of them: docs/decisions/40).
      .orderBy(sql`${clients.sortName} || ''`, asc(clients.id))
      .limit(limit)
      .offset(offset);
  const count = offset + limit;
  const byRegion = byWords && (!byDigits || digitsAlone) ? await searchByRegion(db, salonId, patterns, limit, offset) : undefined;
  if (byRegion) return byRegion;
  // Empty unless the walk found `count` matches: fewer would not be all the first ones, and the trigram index decides.
  const walk = walkedIds(db, salonId, patterns, count);
  const walked = await page(and(sql`(select count(*) from ${walk}) = ${count}`, sql`${clients.id} in (select ${walk.id} from ${walk})`), walk);
  return walked.length > 0 ? walked : page(where);
}

/** The page of the search among the clients that `among` picks, with the WITH queries it reads. */
type Page = (among: SQL | undefined, ...ctes: WithSubquery[]) => Promise<ClientRow[]>;

/**
 * Clients of the name order read on the index alone before the trigram path, which costs a table row per match:
 * three digits of a phone (an e-mail with digits asks for them too) match thousands of clients of a million
 * (both costs: docs/decisions/40-client-search-seeks-the-first-page.md).
 */
const WALK_MAX = 40_000;

/**
 * The first `count` matches among the first WALK_MAX clients in name order (a WITH query, read twice: how many,
 * and which): all the first matches when there are `count` of them, as words common all over the order (a
 * surname, three digits of a phone) are met every few hundred clients. The index holds search_text
 * (clients_search_walk_idx), so no client's row is read.
 */
function walkedIds(db: Db, salonId: number, patterns: SearchPatterns, count: number) {
  const first = db
    .select({ id: clients.id, text: sql<string>`${clients.searchText}`.as('text') })
    .from(clients)
    .where(and(eq(clients.salonId, salonId), isNull(clients.erasedAt)))
    .orderBy(asc(clients.sortName), asc(clients.id))
    .limit(WALK_MAX)
    .as('first');
  const words = patterns.terms.length > 0 ? and(...patterns.terms.map((term) => holds(first.text, term))) : undefined;
  const digits = patterns.digits ? holds(first.text, digitsOfPattern(patterns.digits)) : undefined;
  return db
    .$with('walked')
    .as(db.select({ id: first.id }).from(first).where(words && digits ? or(words, digits) : (words ?? digits)).limit(count));
}

/**
 * `text` holds `word`, as `like '%word%'` asks, where a walk of the name order reads many rows: strpos is cheaper
 * than a pattern, and the trigram index cannot answer it, so the planner keeps to the walk (decision 40).
 */
const holds = (text: SQL.Aliased<string> | typeof clients.searchText, word: string | Placeholder) => sql`strpos(${text}, ${word}) > 0`;
/** The digits of a phone's pattern (`%93791589%`: digits need no escape). */
const digitsOfPattern = (pattern: string) => pattern.slice(1, -1);

/**
 * Names that start alike are one stretch of the name order only where text sorts by code point (the C
 * collations: PGlite's, and the server's here); elsewhere ('tania lopes' after 'taniab' in en_US) the search
 * keeps to the trigram index.
 */
const codePointOrder = perDatabase((db) =>
  db
    .execute(sql`select datcollate as collate from pg_database where datname = current_database()`)
    .then((result) => /^(c|posix|c\.utf-?8)$/i.test((result as unknown as { rows: Array<{ collate: string }> }).rows[0]?.collate ?? '')),
);

/**
 * Runs of letters and digits of three or more: a run of a word lies inside one run of search_text, so its
 * trigrams are keys of every client that holds it (agendei_search_keys, migration 0023).
 */
const RUNS = /[a-z0-9]{3,}/g;
/**
 * The runs tried, in the order typed (a first name first), the longest of a word first ('ribeiro928' of
 * 'andre.ribeiro928'): each costs a lookup when it is too common to lead.
 */
const MAX_TRIES = 3;
/** Matches of a word outside the start of the names beyond which its regions are not the cheap way. */
const REST_MAX = 200;

/**
 * The keys of clients_search_keys_idx that a client holding `run` in `part` of its text has, as agendei_search_keys
 * (migration 0023) makes them: the salon, the part (0: the text outside the first name, 1: the first name without
 * its first letter) and each trigram's three characters (7 bits each), as a bigint[] literal.
 */
function searchKeys(salonId: number, part: 0 | 1, run: string) {
  const base = BigInt(salonId) * 4194304n + BigInt(part) * 2097152n;
  const keys = new Set<string>();
  for (let i = 0; i + 3 <= run.length; i++) {
    keys.add(String(base + BigInt(run.charCodeAt(i) * 16384 + run.charCodeAt(i + 1) * 128 + run.charCodeAt(i + 2))));
  }
  return `{${[...keys].join(',')}}`;
}

/**
 * The clients that hold the run outside the start of their name, REST_MAX + 1 at most, each with whether it matches
 * the whole query (`hit`). The keys find the candidates (a superset: three trigrams of 'fernanda' may sit in
 * 'fernandes' and 'andrade'); the patterns decide. Placeholders: `salon`, `keys0` and `keys1` (searchKeys of
 * parts 0 and 1), `run` (the run's LIKE pattern), and the query's words `w0`... (`byWords`).
 */
function restOf(db: Db, byWords: SQL) {
  const pattern = sql.placeholder('run');
  const firstName = sql`split_part(${clients.sortName}, ' ', 1)`;
  const keys = sql`agendei_search_keys(${clients.salonId}, ${clients.sortName}, ${clients.searchText})`;
  return db.$with('rest').as(
    db
      .select({ id: clients.id, hit: sql<boolean>`${byWords}`.as('hit') })
      .from(clients)
      .where(
        and(
          eq(clients.salonId, sql.placeholder('salon')),
          isNull(clients.erasedAt),
          or(sql`${keys} @> ${sql.placeholder('keys0')}::bigint[]`, sql`${keys} @> ${sql.placeholder('keys1')}::bigint[]`),
          or(sql`agendei_search_rest(${clients.sortName}, ${clients.searchText}) like ${pattern}`, sql`substr(${firstName}, 2) like ${pattern}`),
        ),
      )
      .limit(REST_MAX + 1),
  );
}

/**
 * The page, when a word of the query suits (undefined when none does). A run `w` of letters and digits is in a
 * client's search text exactly when (1) the name starts with it: the names from `w` up to the next prefix, one
 * stretch of the name order walked on the index alone (clients_search_walk_idx holds search_text for the other
 * words), or (2) the first name holds it further in, or (3) the rest of the text (surnames, e-mail, phone) holds
 * it: two lookups of its trigrams on clients_search_keys_idx, which leaves each client's first name out of the
 * rest, so that 'tania' does not fetch every Tânia's row to sort them. The first `count` matches are among the
 * stretch's first `count` and all the others, when the others are few.
 */
async function searchByRegion(db: Db, salonId: number, patterns: SearchPatterns, limit: number, offset: number) {
  if (!(await codePointOrder(db))) return undefined;
  // Every match of the query holds each run of each word ('ribeiro928' of 'andre.ribeiro928'), so one run leads.
  const runs = [...new Set(patterns.terms.flatMap((t) => (t.match(RUNS) ?? []).sort((a, b) => b.length - a.length)))];
  const words = Object.fromEntries(patterns.words.map((word, i) => [`w${i}`, word]));
  for (const term of runs.slice(0, MAX_TRIES)) {
    // A name of the stretch holds the run itself: a word that is the whole run needs no test there.
    const others = patterns.terms.filter((word) => word !== term);
    const rows = await regionStatement(db, patterns.words.length, others.length).execute({
      ...words,
      ...Object.fromEntries(others.map((word, i) => [`o${i}`, word])),
      salon: salonId,
      keys0: searchKeys(salonId, 0, term),
      keys1: searchKeys(salonId, 1, term),
      run: `%${term}%`,
      term,
      // The next prefix: every name that starts with `term` sorts before it in code point order.
      next: term.slice(0, -1) + String.fromCharCode(term.charCodeAt(term.length - 1) + 1),
      count: offset + limit,
      limit,
      offset,
    });
    const page = rows.flatMap(({ others: _n, sortKey: _k, ...client }) => (client.id === null ? [] : [client as ClientRow]));
    // A page, or an empty one for want of a match: this run answers. Too many others: the next run may lead.
    if (page.length > 0 || (rows[0]?.others ?? 0) <= REST_MAX) return page;
  }
  return undefined;
}

/**
 * The region's statement for a query of `words` words, `others` of them tested in the stretch: prepared once per
 * database handle and shape (building it cost more than a small salon's lookups; decision 40). Its page, and in
 * the same statement how many others its run has (its page left-joined to that count, so an empty page is still a
 * row and needs no second statement to tell why). Too many others: the page stops at the count (a condition on
 * no row: PostgreSQL tests it first).
 */
/**
 * Built once, but sent as an unnamed statement, so that PostgreSQL plans each search for its own words: the plan
 * it would keep for a named one (a generic plan) ANDs the trigram keys with the salon's entries in
 * clients_search_idx, every entry of a million clients' salon (about 3 ms).
 */
const UNNAMED = '';
const regionStatements = perDatabase(() => new Map<string, ReturnType<typeof prepareRegion>>());
function regionStatement(db: Db, words: number, others: number) {
  const shape = `${words}_${others}`;
  const made = regionStatements(db);
  let statement = made.get(shape);
  if (!statement) made.set(shape, (statement = prepareRegion(db, words, others)));
  return statement;
}

function prepareRegion(db: Db, words: number, others: number) {
  const salon = sql.placeholder('salon');
  const byWords = and(...Array.from({ length: words }, (_, i) => like(clients.searchText, sql.placeholder(`w${i}`))))!;
  const rest = restOf(db, byWords);
  const region = db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.salonId, salon),
        isNull(clients.erasedAt),
        sql`${clients.sortName} >= ${sql.placeholder('term')}`,
        sql`${clients.sortName} < ${sql.placeholder('next')}`,
        ...Array.from({ length: others }, (_, i) => holds(clients.searchText, sql.placeholder(`o${i}`))),
      ),
    )
    .orderBy(asc(clients.sortName), asc(clients.id))
    .limit(sql.placeholder('count'));
  const among = and(sql`(select count(*) from ${rest}) <= ${REST_MAX}`, sql`${clients.id} in (${region} union all select ${rest.id} from ${rest} where ${rest.hit})`);
  const sortKey = sql<string>`${clients.sortName} || ''`;
  const found = db
    .select({ ...columns, sortKey: sortKey.as('sort_key') })
    .from(clients)
    .where(and(eq(clients.salonId, salon), isNull(clients.erasedAt), among))
    .orderBy(sortKey, asc(clients.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('found');
  const counted = db.select({ n: sql<number>`count(*)`.mapWith(Number).as('n') }).from(rest).as('others');
  // The page's columns as found's: a left join of the one count row, so an empty page is still a row.
  const fields = Object.fromEntries(Object.keys(columns).map((key) => [key, found[key as keyof typeof columns]])) as { [K in keyof typeof columns]: (typeof found)[K] };
  return db.with(rest).select({ others: counted.n, sortKey: found.sortKey, ...fields }).from(counted).leftJoin(found, sql`true`).orderBy(found.sortKey, found.id).prepare(UNNAMED);
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
  await db.update(comandas).set({ clientId: null }).where(and(eq(comandas.salonId, salonId), eq(comandas.clientId, id)));
  await forgetReminderToken(db, salonId, id);
  const rows = await db.delete(clients).where(scoped(salonId, id)).returning({ id: clients.id });
  return rows.length > 0;
}
