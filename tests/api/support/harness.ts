import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { openDatabase, type Database, type DatabaseOptions } from '../../../server/db/client';
import { CHANGE_CHANNEL } from '../../../server/repositories/changes';

/**
 * One isolated database per test app: an in-memory PGlite by default, or, when DATABASE_URL points at a
 * PostgreSQL server, a fresh database created on it (and dropped afterwards), so files can run in parallel. Each
 * starts as a copy of the database tests/api/support/globalSetup.ts migrated once, not migrated again.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** An empty database on the server (`template`: a copy of that database instead). */
export async function createServerDatabase(baseUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let dump: { file: string; blob: Blob } | undefined;
/** The migrated template's dump, read once per worker (a Blob is never changed by reading it). */
function migratedDump(file: string) {
  if (dump?.file !== file) dump = { file, blob: new Blob([new Uint8Array(readFileSync(file))]) };
  return dump.blob;
}

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  build: Partial<Omit<BuildOptions, 'config' | 'database'>> = {},
  databaseOptions: Pick<DatabaseOptions, 'connectTimeoutMs'> = {},
): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL;
  const template = inject('apiTemplate');
  const server = baseUrl ? await createServerDatabase(baseUrl, template.kind === 'postgres' ? template.database : undefined) : undefined;
  const pgliteDump = !baseUrl && template.kind === 'pglite' ? migratedDump(template.dumpFile) : undefined;
  const database = await openDatabase({ databaseUrl: server?.url, pgliteDump, ...databaseOptions });
  const config = { ...loadConfig({ APP_URL: 'http://agendei.test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...env }), ...overrides };
  const app = await buildApp({ ...build, config, database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await server?.drop();
    },
  };
}

/**
 * Waits until the app has read every change committed so far (infra/salonCaches.ts). A test that writes rows
 * straight to the database names the salons it changed: they are announced first, as docs/scaling.md says any
 * write made outside the application must be (agendei_salon_changed), so the API's caches drop them. Tests take
 * it through settleWrites() and writeOutside(); only the tests of the caches and notices themselves call it.
 */
export async function caughtUp(app: FastifyInstance, ...changedSalons: number[]) {
  for (const salonId of changedSalons) await app.db.execute(sql`select agendei_salon_changed(${salonId})`);
  const token = randomBytes(8).toString('hex');
  const noticed = app.services.salonCaches.whenNoticed(token);
  await app.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${`sync:${token}`})`);
  await noticed;
}

/**
 * Makes the app's inject() wait, after every write, until the app has heard the change notices of that write
 * (and of every write before it): a write's notice comes back through LISTEN a moment after its answer and drops
 * the salon's cached answers then, so without waiting a read that follows could be dropped, or an open agenda
 * could hear news of an earlier write. tests/api/support/fixtures.ts's app settles; a test reads as if nothing
 * were cached.
 */
export function settleWrites(t: TestApp): TestApp {
  const inject = t.app.inject.bind(t.app) as (options: InjectOptions) => Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  const settled = async (options: InjectOptions) => {
    const response = await inject(options);
    if (!['GET', 'HEAD', 'OPTIONS'].includes(String(options.method ?? 'GET').toUpperCase())) await caughtUp(t.app);
    return response;
  };
  t.app.inject = settled as FastifyInstance['inject'];
  return t;
}

/**
 * Writes rows behind the API's back (`write` gets the database), then announces the salons it changed, as
 * docs/scaling.md says any write made outside the application must be (agendei_salon_changed), and waits until
 * the app has heard: the next request reads the new rows.
 */
export async function writeOutside<T>(t: TestApp, salonIds: number | number[], write: (db: Database['db']) => Promise<T>): Promise<T> {
  const result = await write(t.database.db);
  await caughtUp(t.app, ...(Array.isArray(salonIds) ? salonIds : [salonIds]));
  return result;
}

export const json = <T = unknown>(response: { body: string }): T => JSON.parse(response.body) as T;

export interface SignedIn {
  headers: Record<string, string>;
  user: { id: number; name: string; email: string; employee_id: number | null; salon: { id: number; name: string } };
}

let counter = 0;
/** Signs up a new salon and signs its owner in; returns auth headers for inject(). */
export async function signUpAndIn(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  counter += 1;
  const email = String(overrides.email ?? `owner${counter}-${randomBytes(3).toString('hex')}@salao.com.br`);
  const password = String(overrides.password ?? 'senha-forte-123');
  const signUp = await app.inject({
    method: 'POST',
    url: '/v1/auth',
    payload: { name: 'Dona Ana', salon_name: `Salão ${counter}`, password_confirmation: password, ...overrides, email, password },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const signIn = await app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const headers = {
    'access-token': String(signIn.headers['access-token']),
    client: String(signIn.headers.client),
    uid: String(signIn.headers.uid),
  };
  return { headers, user: json(signIn) };
}

export type Inject = (options: InjectOptions) => ReturnType<FastifyInstance['inject']>;

/** Every endpoint of the app's OpenAPI document, as 'METHOD /v1/path' (HEAD left out): the suites that must cover them all. */
export async function openApiEndpoints(app: FastifyInstance): Promise<string[]> {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'head')
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}
