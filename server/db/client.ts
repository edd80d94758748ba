import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import { analyze, appliedMigrations, migrateServer, migrationsFolder, type MigrationResult } from './migrator';
import * as schema from './schema/index';
import type { Db } from './types';

/**
 * int8 as a number, as PGlite answers it: ids are 8-byte (server/db/schema/keys.ts) and sums of cents are bigint,
 * and all stay far below 2^53. node-postgres answers a string by default; drizzle's own per-query parsers (dates)
 * fall back to these global ones, so one setting covers columns and raw SQL alike.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export type { Db, Schema } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** What opening it migrated (absent on a database a test wraps by hand); `npm run migrate` prints it. */
  migrations?: MigrationResult;
  /** PGlite only: its data folder as one file, which `pgliteDump` opens again (the tests' migrated template). */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; undefined keeps the embedded database in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this dump of a data folder (dumpDataDir) instead of an empty one: the tests' migrated template. */
  pgliteDump?: Blob;
  /** PostgreSQL only: how long a request waits to open a connection (or for a free one) before failing. */
  connectTimeoutMs?: number;
  /** Where the migrations' progress is said (a wait for another instance's lock); console.log when absent. */
  log?: (line: string) => void;
}

/**
 * Without a bound, a request would wait forever for a server that is down or unreachable (or for a pool whose
 * connections all hang); this one fails in 5 s and is answered 503 (server/db/unavailable.ts).
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The extensions the migrations create (PostgreSQL servers have them in contrib); tests that build their own PGlite use them too. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin, btree_gist };

const originalQuery = new WeakMap<pg.PoolClient, pg.PoolClient['query']>();

/**
 * drizzle-orm 0.45's transaction() sends BEGIN before its try/finally, so a BEGIN that fails (the connection died
 * between checkout and BEGIN: a server restart, a network cut) never gives its client back to the pool. After
 * `max` of those the pool has nothing left and every request fails until a restart. Here a checked-out client
 * whose first query is a BEGIN that fails is released (and, being broken, discarded) by the pool itself.
 * Callback-style queries (pool.query's own) are left alone: pool.query releases its client itself.
 */
function releaseOnFailedBegin(pool: pg.Pool) {
  pool.on('acquire', (client) => {
    const query = originalQuery.get(client) ?? client.query;
    originalQuery.set(client, query);
    const firstQuery = (...args: unknown[]): unknown => {
      client.query = query;
      const result: unknown = Reflect.apply(query, client, args);
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null | undefined)?.text;
      if (result instanceof Promise && typeof text === 'string' && /^\s*begin\b/i.test(text)) {
        result.catch((error: Error) => client.release(error));
      }
      return result;
    };
    client.query = firstQuery as pg.PoolClient['query'];
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // TCP keep-alive from 10 s of silence: a connection whose server vanished without a word (a network cut, not
      // a restart, which closes it) is found dead within minutes instead of the system's two hours, and replaced.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle connection the server drops (a restart, a failover, an admin's terminate) is reported here; without
    // a listener node-postgres throws it as an uncaught exception and the whole API process dies. The pool has
    // already discarded that connection and opens a new one on the next query, so a warning is all it needs.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.warn(`database: an idle connection was lost (${error.message}); it will be replaced`);
    });
    // The pool listens only to idle connections. One checked out (a transaction between two statements) that the
    // server drops would raise the same uncaught exception; with this listener its next query fails instead (a
    // 503 for the request, server/db/unavailable.ts), and the pool discards it when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        if (!closing) console.warn(`database: a connection in use was lost (${error.message}); its request fails`);
      });
    });
    releaseOnFailedBegin(pool);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    let migrations: MigrationResult;
    try {
      // Under the advisory lock: N instances starting together on one server migrate once (server/db/migrator.ts).
      migrations = await migrateServer(pool, options.log);
    } catch (error) {
      closing = true;
      await pool.end();
      throw error;
    }
    const close = () => {
      closing = true;
      return pool.end();
    };
    return { db, kind: 'postgres', close, migrations };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  try {
    const extensions = PGLITE_EXTENSIONS;
    const from = { extensions, loadDataDir: options.pgliteDump };
    const client = options.dataDir ? new PGlite(options.dataDir, from) : new PGlite(from);
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    // No lock here: one process owns the folder (lockDataDir), so nothing else can migrate it meanwhile.
    const before = await appliedMigrations(db);
    await migratePglite(db, { migrationsFolder });
    await analyze(db);
    const total = await appliedMigrations(db);
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    const dump = () => client.dumpDataDir('none');
    return { db, kind: 'pglite', close, dump, migrations: { applied: total - before, total } };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
