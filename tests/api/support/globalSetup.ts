import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every createTestApp() starts from (tests/api/support/harness.ts). */
    apiTemplate: { kind: 'postgres'; database: string } | { kind: 'pglite'; dumpFile: string };
  }
}

/**
 * Migrates one database before the API tests and hands it to every file as a template, so a test app opens an
 * already migrated copy instead of applying every migration again: on a PostgreSQL server a database created
 * from it (CREATE DATABASE ... TEMPLATE), on PGlite its data folder dumped to a file and loaded again.
 */
export async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), log: () => {} });
    // A template must have no connection open while it is copied.
    await database.close();
    project.provide('apiTemplate', { kind: 'postgres', database: name });
    return async () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'agendei-api-template-'));
  const dumpFile = path.join(folder, 'migrated.tar');
  const database = await openDatabase({});
  try {
    writeFileSync(dumpFile, Buffer.from(await (await database.dump!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('apiTemplate', { kind: 'pglite', dumpFile });
  return () => rmSync(folder, { recursive: true, force: true });
}

async function adminQuery(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
