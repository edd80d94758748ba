// A sale commits without waiting for the disk and is flushed before its answer (repositories/saleStatement.ts,
// durable()): a crash right after the 201 must still find the sale. On a cluster of the test's own whose WAL
// writer waits 10 s, so that nothing but durable() flushes the sale before the crash.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { privatePostgres, type PrivatePostgres } from '../support/privatePostgres';
import { saleSalon, sold } from '../support/saleHelpers';

async function rowsOn<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('a sale answered 201 survives a crash', () => {
  let server: PrivatePostgres;
  let database: Database;

  beforeAll(async () => {
    server = await privatePostgres({ wal_writer_delay: '10000', synchronous_commit: 'on', fsync: 'on' });
  }, 60_000);
  afterAll(() => server.remove());

  it('finds the sale after an immediate stop, where a commit made after it without waiting for the disk is gone', async () => {
    database = await openDatabase({ databaseUrl: server.url, log: () => undefined });
    const app = await buildApp({ config: loadConfig({ APP_URL: 'http://agendei.test', LOG_LEVEL: 'silent' }), database, startWorkers: false, accessLogFlushMs: 3_600_000 });
    const s = await saleSalon(app);
    await rowsOn(server.url, 'create table control (v int)');
    const sale = await sold(app, s, { payment_type: 'pix', client_id: s.clientId, price: 4500, transactions_attributes: [{ service_id: s.serviceId, user_id: s.employeeId }] });
    // The control: a commit that does not wait for the disk, made after the sale: the crash must lose it, or this
    // machine flushes on its own and the test could not tell durable() from luck.
    await rowsOn(server.url, 'begin; set local synchronous_commit = off; insert into control values (1); commit');
    server.crash();
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    server.start();
    const found = await rowsOn<{ id: number; number: number }>(server.url, 'select id, number from sales where salon_id = $1 and id = $2', [s.as.salonId, sale.id]);
    expect(found).toEqual([{ id: sale.id, number: sale.number }]);
    const lines = await rowsOn<{ n: number }>(server.url, 'select count(*)::int as n from sale_transactions where salon_id = $1 and sale_id = $2', [s.as.salonId, sale.id]);
    expect(lines).toEqual([{ n: 1 }]);
    expect(await rowsOn(server.url, 'select v from control')).toEqual([]);
  }, 120_000);
});
