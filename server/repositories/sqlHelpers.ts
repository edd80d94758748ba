import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';

/**
 * The column lower-cased without accents, for the catalogue's search and order (a few hundred rows a salon,
 * so no index is needed). Uppercase accented letters are listed too: lower() leaves them alone under the C
 * locale that PGlite uses.
 */
export const folded = (column: AnyPgColumn): SQL => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/**
 * What is made from a database handle once and kept for it: a prepared statement (built once, and parsed and
 * planned once per connection by PostgreSQL), or a fact about the database. Tests open many handles in one process.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/** The database's error, or one it caused (drizzle wraps the driver's), carries this SQLSTATE. */
export function hasErrorCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** The database refused a row because another row still points at it (or it points nowhere). */
export const isForeignKeyViolation = (error: unknown): boolean => hasErrorCode(error, '23503');

/** The database refused a row as a duplicate of another (a unique index: names in the catalogue, idempotency keys). */
export const isUniqueViolation = (error: unknown): boolean => hasErrorCode(error, '23505');

/** agendei_fold() (migration 0002): the database's own folding, as the unique name indexes compare names. */
export const dbFold = (value: SQL | AnyPgColumn | string): SQL => sql`agendei_fold(${value})`;

/** The rows of a raw statement: both drivers answer `{ rows }`, which the shared Db type leaves unknown. */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * Waits until everything committed so far, the sale included, is on disk. PostgreSQL commits a transaction that
 * sent a NOTIFY while holding one lock for the whole database, its WAL flush included: such commits go one at a
 * time, one disk flush each, however many connections. The sale therefore commits without waiting for its flush
 * (its notices go out at once, and the lock is held only briefly), and this statement, or the storing of its
 * Idempotency-Key's answer (repositories/idempotencyKeys.ts), an ordinary commit that flushes the WAL up to its own
 * record, makes it durable before the answer is sent; concurrent ones share a flush. The answer never names a
 * sale the disk does not hold; a crash in between loses a sale nobody was told of, and its retry records it again.
 * docs/decisions/38-the-sale-s-statements.md has the figures.
 */
export async function flushWal(db: Db) {
  // A transaction must write WAL to flush it: a commit that wrote none (a bare xid) does not wait for the disk.
  // A transactional logical message is the smallest such write (no table; every role may emit one).
  await db.execute(sql`select pg_logical_emit_message(true, 'agendei', 'sale')`);
}
