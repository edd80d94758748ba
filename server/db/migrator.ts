import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './types';
import * as schema from './schema/index';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The key of the session-level advisory lock that every instance (and `npm run migrate`) holds while it migrates:
 * the ASCII of 'agendei' as a bigint. Fixed, so all versions of the app agree on it; a test takes it to play a
 * slow migration.
 */
export const MIGRATION_LOCK_KEY = '27416758082364777';

/** What a migration run did: migrations applied now, and how many the database has in all. */
export interface MigrationResult {
  applied: number;
  total: number;
}

/**
 * Planner statistics: PGlite has no autovacuum and a server may run with it off, and without them the planner
 * guesses (it ignored the trigram index until an ANALYZE). Cheap on a fresh database.
 */
export const analyze = (db: Db) => db.execute(sql`ANALYZE`);

/** Rows of drizzle's own journal (0 before the first migration created it). */
export async function appliedMigrations(db: Db): Promise<number> {
  // Two statements: a subquery on a table that does not exist fails at parse time, whatever a CASE around it says.
  // Both drivers answer { rows }.
  const exists = await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!(exists as unknown as { rows: Array<{ present: boolean }> }).rows[0]?.present) return 0;
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/**
 * Migrates a PostgreSQL server under pg_advisory_lock(MIGRATION_LOCK_KEY), on one connection held for the whole
 * run. Without it, instances started together each ran the same CREATE TABLE (duplicate key on pg_type) or ALTER
 * TABLE ('column already exists') and crashed. With it, one migrates while the others wait; each then finds
 * nothing left to do (drizzle reads its journal after the lock is taken) and starts. The lock is the session's,
 * not a transaction's, because drizzle's migrate() commits its own transaction; it is released in `finally`, and
 * if the connection died meanwhile, the server dropped it with that session anyway.
 */
export async function migrateServer(pool: pg.Pool, log: (line: string) => void = console.log): Promise<MigrationResult> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [MIGRATION_LOCK_KEY]);
    if (!rows[0]?.locked) {
      // Said once, so an instance that waits for a long migration is not taken for a hung one.
      log('database: another instance is applying the migrations; waiting for it to finish');
      await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
    // On this same connection: drizzle runs its transaction on a lone client without asking the pool for another.
    const db = drizzlePg(client, { schema, casing: 'snake_case' });
    const before = await appliedMigrations(db);
    await migratePg(db, { migrationsFolder });
    await analyze(db);
    const total = await appliedMigrations(db);
    return { applied: total - before, total };
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    try {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    } catch (error) {
      // The connection is gone or unusable: the lock went with its session; the pool must not reuse it.
      broken ??= error instanceof Error ? error : new Error(String(error));
    }
    client.release(broken);
  }
}
