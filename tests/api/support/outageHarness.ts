import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database, type Db } from '../../../server/db/client';
import * as schema from '../../../server/db/schema/index';
import { createServerDatabase } from './harness';
import { startTcpProxy, type CutWhen } from './tcpProxy';

/** How long the app waits to connect before a stalled database answers 503 (the default is 5 s). */
export const TEST_CONNECT_TIMEOUT_MS = 1_000;

/** The database going away under a running app, and coming back. */
export interface Outage {
  /** Every connection dropped and new ones refused, as when the server stops. */
  cut(): void;
  /** Connections hang, as a server starting up or a lost network: each request waits TEST_CONNECT_TIMEOUT_MS. */
  stall(): void;
  restore(): Promise<void>;
  /** Cuts as the app sends the statement whose SQL starts with `sql`: before it runs, or just after (COMMIT committed). */
  cutAt(sql: string, when: CutWhen): Promise<void>;
  disarm(): void;
  /** The SQL the app sends from now on, in order (BEGIN and COMMIT included). */
  record(): string[];
  stopRecording(): void;
}

export interface OutageApp {
  app: FastifyInstance;
  /** Reads the database directly, never through the outage. */
  inspect: Db;
  outage: Outage;
  /** What stands between the app and its database. */
  how: string;
  close(): Promise<void>;
}

const config = () => loadConfig({ APP_URL: 'http://agendei.test', LOG_LEVEL: 'silent' });

/**
 * On PostgreSQL (DATABASE_URL): the app's pool connects through a TCP proxy (tcpProxy.ts) to a fresh database
 * of that server, so what the app meets is what node-postgres raises when a real server goes away.
 */
async function overProxy(baseUrl: string): Promise<OutageApp> {
  const server = await createServerDatabase(baseUrl);
  const direct = new URL(server.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(server.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const database = await openDatabase({ databaseUrl: proxied.toString(), connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
  const inspector = await openDatabase({ databaseUrl: server.url });
  const app = await buildApp({ config: config(), database, startWorkers: false });
  return {
    app,
    inspect: inspector.db,
    outage: proxy,
    how: 'a TCP proxy to PostgreSQL',
    close: async () => {
      await proxy.restore();
      await app.close();
      await database.close();
      await inspector.close();
      await proxy.close();
      await server.drop();
    },
  };
}

/** What node-postgres throws: a connection cut mid-query, a refused connect, a connect that timed out. */
const terminated = () => new Error('Connection terminated unexpectedly');
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
const connectTimeout = () => new Error('timeout exceeded when trying to connect');

/**
 * The embedded database lives in the app's own process and cannot go away; the same scenarios run on it with the
 * driver's errors thrown at the same statements, so its transactions and the error handler are held to the same
 * outcome (the way tests/api/platform/lostConnection.test.ts checks the outcome there).
 */
async function overFaults(): Promise<OutageApp> {
  const database = await openDatabase({});
  const raw: unknown = '$client' in database.db ? database.db.$client : undefined;
  if (!(raw instanceof PGlite)) throw new Error('expected the embedded database');
  let state: 'open' | 'down' | 'stalled' = 'open';
  let armed: { sql: string; when: CutWhen; done(): void } | null = null;
  let recording: string[] | null = null;

  /** Before a statement runs: throws as the driver would, or says to cut once it has run. */
  async function enter(sql: string): Promise<boolean> {
    recording?.push(sql);
    if (state === 'down') throw refused();
    if (state === 'stalled') {
      await new Promise((resolve) => setTimeout(resolve, TEST_CONNECT_TIMEOUT_MS));
      throw connectTimeout();
    }
    if (!armed || !sql.toLowerCase().startsWith(armed.sql.toLowerCase())) return false;
    const { when, done } = armed;
    armed = null;
    state = 'down';
    done();
    if (when === 'before') throw terminated();
    return true;
  }
  async function run<T>(sql: string, statement: () => Promise<T>): Promise<T> {
    const cutAfter = await enter(sql);
    const result = await statement();
    if (cutAfter) throw terminated();
    return result;
  }

  function guard<C extends object>(target: C): C {
    return new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => Promise<unknown>;
        if (property === 'query' || property === 'exec') {
          return (sql: string, ...rest: unknown[]) => run(sql, () => method.call(object, sql, ...rest));
        }
        if (property === 'transaction') {
          return (callback: (tx: object) => Promise<unknown>) =>
            run('begin', async () => {
              let commitCut = false;
              const result = await method.call(object, async (tx: object) => {
                const value = await callback(guard(tx));
                // 'before' throws here and PGlite rolls back; 'after' lets the COMMIT happen, then fails.
                commitCut = await enter('commit');
                return value;
              });
              if (commitCut) throw terminated();
              return result;
            });
        }
        return method.bind(object);
      },
    });
  }

  const db = drizzlePglite(guard(raw), { schema, casing: 'snake_case' });
  const faulty: Database = { db, kind: 'pglite', close: () => database.close() };
  const app = await buildApp({ config: config(), database: faulty, startWorkers: false });
  const outage: Outage = {
    cut: () => void (state = 'down'),
    stall: () => void (state = 'stalled'),
    restore: async () => void (state = 'open'),
    cutAt: (sql, when) => new Promise<void>((done) => void (armed = { sql, when, done })),
    disarm: () => void (armed = null),
    record: () => (recording = []),
    stopRecording: () => void (recording = null),
  };
  return {
    app,
    inspect: database.db,
    outage,
    how: "the driver's errors injected into PGlite",
    close: async () => {
      state = 'open';
      await app.close();
      await database.close();
    },
  };
}

export const createOutageApp = (): Promise<OutageApp> => (process.env.DATABASE_URL ? overProxy(process.env.DATABASE_URL) : overFaults());
