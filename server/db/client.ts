import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers give the same query builder; code above this file never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; undefined keeps the embedded database in memory (tests). */
  dataDir?: string;
}

/**
 * Planner statistics: PGlite has no autovacuum and a server may run with it off, and without them the planner
 * guesses (it ignored the trigram index until an ANALYZE). Cheap on a fresh database.
 */
const analyze = (db: Db) => db.execute(sql`ANALYZE`);

/** The extensions the migrations create (PostgreSQL servers have them in contrib); tests that build their own PGlite use them too. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin, btree_gist };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover, an admin's terminate) is reported here; without
    // a listener node-postgres throws it as an uncaught exception and the whole API process dies. The pool has
    // already discarded that connection and opens a new one on the next query, so a warning is all it needs.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.warn(`database: an idle connection was lost (${error.message}); it will be replaced`);
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    try {
      await migratePg(db, { migrationsFolder });
      await analyze(db);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const close = () => {
      closing = true;
      return pool.end();
    };
    return { db, kind: 'postgres', close };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  try {
    const extensions = PGLITE_EXTENSIONS;
    const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    await analyze(db);
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db, kind: 'pglite', close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
