import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, migrationsFolder } from '../../../server/db/migrator';
import { createServerDatabase } from '../support/harness';
import { postgresServerUrl } from '../support/postgresServer';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

/**
 * Issue 26, item 1. Instances started together on one PostgreSQL database each ran the migrations: on an empty
 * database they crashed on CREATE TABLE (duplicate key on pg_type), in a rolling deploy on ALTER TABLE ('column
 * already exists'). Now migrations run under one advisory lock, at start-up and in `npm run migrate`.
 * These run on a server (DATABASE_URL, or the local one CI always has, so the PGlite phase runs them too).
 */
const serverUrl = await postgresServerUrl();
const MIGRATIONS = (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
const STARTED = 'Agendei is running';
const WAITING = 'another instance is applying the migrations; waiting';

const dropped: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of dropped) await drop();
});

async function freshDatabase(base: string) {
  const server = await createServerDatabase(base);
  dropped.push(server.drop);
  return server.url;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const journal = (url: string) => query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations').then((rows) => rows[0].n);

/** Sessions of that database waiting for an advisory lock, once 3 are (or after 60 s, however many). */
async function waitersOnTheLock(url: string): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [{ n }] = await query<{ n: number }>(
      url,
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    );
    if (n >= 3 || Date.now() > deadline) return n;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts them all at once; whichever fail to start, every one that did is stopped at the end of the test. */
async function startTogether(count: number, env: Record<string, string>, running: ServerProcess[]) {
  const starts = Array.from({ length: count }, async () => {
    const server = await startServerProcess(env);
    running.push(server);
    return server;
  });
  return Promise.allSettled(starts);
}

async function stopAll(running: ServerProcess[]) {
  for (const server of running) server.child.kill('SIGTERM');
  await Promise.all(running.map((server) => server.exited));
}

async function readyAnswers(servers: ServerProcess[]) {
  return Promise.all(servers.map(async (server) => {
    const response = await fetch(`${server.url}/v1/ready`);
    return { status: response.status, body: (await response.json()) as unknown };
  }));
}

function runMigrate(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  const child = spawn('node_modules/.bin/tsx', ['server/migrate.ts'], { env: { ...process.env, DATABASE_URL: undefined, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe.skipIf(!serverUrl)('migrations under an advisory lock, on PostgreSQL', () => {
  it('three instances started at once on an empty database all come up and are ready; each migration ran once', async () => {
    const url = await freshDatabase(serverUrl!);
    const running: ServerProcess[] = [];
    try {
      const starts = await startTogether(3, { DATABASE_URL: url }, running);
      expect(starts.map((start) => (start.status === 'fulfilled' ? 'up' : String(start.reason)))).toEqual(['up', 'up', 'up']);
      expect(await readyAnswers(running)).toEqual(Array(3).fill({ status: 200, body: { ready: true } }));
      expect(await journal(url)).toBe(MIGRATIONS);
    } finally {
      await stopAll(running);
    }
  }, 120_000);

  it('instances that start during a slow migration wait for its lock, then all come up without migrating again', async () => {
    const url = await freshDatabase(serverUrl!);
    const running: ServerProcess[] = [];
    // The test plays the slow migration: it holds the lock, as an instance or `npm run migrate` does meanwhile.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    const starting = startTogether(3, { DATABASE_URL: url }, running);
    try {
      const held = Date.now();
      // All three queue on the lock (they boot in a few seconds on a busy machine), and the lock stays held 2 s at least.
      expect(await waitersOnTheLock(url)).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 2_000 - (Date.now() - held))));
      const tables = await query<{ salons: string | null }>(url, "SELECT to_regclass('public.salons')::text AS salons");
      expect(tables[0].salons).toBeNull();
      expect(running).toHaveLength(0);
      // The migration itself, on the lock holder's connection, then the lock is let go.
      await migrate(drizzle(holder), { migrationsFolder });
      await holder.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
      const starts = await starting;
      expect(starts.map((start) => (start.status === 'fulfilled' ? 'up' : String(start.reason)))).toEqual(['up', 'up', 'up']);
      expect(running.map((server) => server.output().includes(WAITING) && server.output().includes(STARTED))).toEqual([true, true, true]);
      expect(await readyAnswers(running)).toEqual(Array(3).fill({ status: 200, body: { ready: true } }));
      expect(await journal(url)).toBe(MIGRATIONS);
    } finally {
      // Let go of the lock (if a check failed first), so that every process ends up started or exited, and stop them.
      await holder.end().catch(() => undefined);
      await starting;
      await stopAll(running);
    }
  }, 120_000);

  it('npm run migrate applies the migrations and exits 0; a second run changes nothing', async () => {
    const url = await freshDatabase(serverUrl!);
    const first = await runMigrate({ DATABASE_URL: url });
    expect(first).toEqual({ code: 0, output: expect.stringContaining(`Migrations applied: ${MIGRATIONS}`) as string });
    expect(await journal(url)).toBe(MIGRATIONS);
    const second = await runMigrate({ DATABASE_URL: url });
    expect(second).toEqual({ code: 0, output: expect.stringContaining(`Nothing to migrate: the database is up to date (${MIGRATIONS} migrations)`) as string });
    expect(await journal(url)).toBe(MIGRATIONS);
  }, 60_000);

  it('npm run migrate exits 1 with the reason when the server cannot be reached', async () => {
    const result = await runMigrate({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Migrations failed.*ECONNREFUSED/);
  }, 60_000);
});

describe('npm run migrate on the embedded database', () => {
  it('migrates a data folder, exits 0, and a second run changes nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agendei-migrate-'));
    try {
      const first = await runMigrate({ DATA_DIR: dataDir });
      expect(first).toEqual({ code: 0, output: expect.stringContaining(`Migrations applied: ${MIGRATIONS}`) as string });
      const second = await runMigrate({ DATA_DIR: dataDir });
      expect(second).toEqual({ code: 0, output: expect.stringContaining(`Nothing to migrate: the database is up to date (${MIGRATIONS} migrations)`) as string });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
