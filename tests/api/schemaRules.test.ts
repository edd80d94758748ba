// Rules of the schema read from PostgreSQL's own catalog, so a later migration cannot break them unnoticed
// (issue 26, items 4 and 5).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/repositories/sqlHelpers';
import { createTestApp, type TestApp } from './harness';

describe('the schema, read from the catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Triggers whose function sends a notification: on a database distributed by salon they would run on a worker node, whose notices never reach the API. */
  const notifyingTriggers = async () =>
    (
      await rowsOf<{ trigger: string }>(
        t.database.db,
        sql`
        select c.relname || '.' || t.tgname as trigger
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and p.prosrc ilike '%pg_notify%'
        order by 1`,
      )
    ).map((row) => row.trigger);

  it('has no trigger that calls pg_notify: changes are announced by the transaction that makes them', async () => {
    expect(await notifyingTriggers()).toEqual([]);
  });

  it('would see such a trigger if a migration added one', async () => {
    await t.database.db.execute(sql`create function test_notify() returns trigger language plpgsql as $$ begin perform pg_notify('x', 'y'); return null; end $$`);
    await t.database.db.execute(sql`create trigger clients_test_notify after insert on clients for each row execute function test_notify()`);
    try {
      expect(await notifyingTriggers()).toEqual(['clients.clients_test_notify']);
    } finally {
      await t.database.db.execute(sql`drop trigger clients_test_notify on clients`);
      await t.database.db.execute(sql`drop function test_notify()`);
    }
  });
});
