// A sale commits without waiting for the disk and is flushed before its answer (repositories/saleStatement.ts:
// flushWal(), or with an Idempotency-Key the answer's store): a crash right after the 201 must still find the
// sale. On a cluster of the test's own whose WAL writer waits 10 s, so that nothing but those flushes the sale.
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

  it.each([
    ['without an Idempotency-Key (its own flush)', {}],
    ['with an Idempotency-Key (the store of its answer flushes it, and the answer is kept)', { 'idempotency-key': 'durable-sale-1' }],
  ])('finds the sale %s after an immediate stop, where a commit made after it without waiting for the disk is gone', async (_, headers: Record<string, string>) => {
    database = await openDatabase({ databaseUrl: server.url, log: () => undefined });
    const app = await buildApp({ config: loadConfig({ APP_URL: 'http://agendei.test', LOG_LEVEL: 'silent' }), database, startWorkers: false, accessLogFlushMs: 3_600_000 });
    const s = await saleSalon(app);
    await rowsOn(server.url, 'create table control (v int)');
    const sale = await sold(app, s, { payment_type: 'pix', client_id: s.clientId, price: 4500, transactions_attributes: [{ service_id: s.serviceId, user_id: s.employeeId }] }, headers);
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
    await rowsOn(server.url, 'drop table control');
    if (headers['idempotency-key']) {
      const kept = await rowsOn<{ status_code: number }>(server.url, 'select status_code from idempotency_keys where key = $1', [headers['idempotency-key']]);
      expect(kept).toEqual([{ status_code: 201 }]);
    }
  }, 120_000);
});
