// Rules of the schema read from PostgreSQL's own catalog, so a later migration cannot break them unnoticed
// (issue 26, items 4 and 5).
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { COORDINATOR_TABLES, REFERENCE_TABLES } from '../../../server/db/schema/placement';
import { rowsOf } from '../../../server/repositories/sqlHelpers';
import { type TestApp } from '../support/harness';

describe('the schema, read from the catalog', () => {
  let t: TestApp;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

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

  /** Tables not split by salon (server/db/schema/placement.ts); every other table distributes by its salon column. */
  const unsplit = new Set<string>([...COORDINATOR_TABLES, ...REFERENCE_TABLES]);
  const salonColumn = (table: string) => (table === 'salons' ? 'id' : 'salon_id');

  /**
   * What breaks the distribution by salon, read from the catalog: a tenant table without salon_id; a primary key,
   * unique index or exclusion constraint of a tenant table without its salon column; a foreign key between tenant
   * tables whose salon columns do not meet; a table kept off the workers that points at a tenant table; an id
   * (`id` or `*_id`) narrower than 8 bytes.
   */
  async function distributionBreaches(): Promise<string[]> {
    const db = t.database.db;
    const tables = await rowsOf<{ table: string; columns: string[] }>(
      db,
      sql`select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') group by c.relname order by 1`,
    );
    const keys = await rowsOf<{ table: string; index: string; columns: string[] }>(
      db,
      sql`select c.relname as table, i.relname as index,
          array(select a.attname::text from unnest(ix.indkey) with ordinality k(attnum, n)
                join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.attnum order by k.n) as columns
        from pg_index ix join pg_class c on c.oid = ix.indrelid join pg_class i on i.oid = ix.indexrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and (ix.indisunique or ix.indisexclusion)`,
    );
    const foreignKeys = await rowsOf<{ table: string; name: string; columns: string[]; target: string; targetColumns: string[] }>(
      db,
      sql`select c.relname as table, con.conname as name, f.relname as target,
          array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, n)
                join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.n) as columns,
          array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, n)
                join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.n) as "targetColumns"
        from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_class f on f.oid = con.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and con.contype = 'f'`,
    );
    const narrowIds = await rowsOf<{ column: string }>(
      db,
      sql`select c.relname || '.' || a.attname as column
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and (a.attname = 'id' or a.attname like '%\_id') and a.atttypid in ('int2'::regtype, 'int4'::regtype)
          and a.attname <> 'plan_id'
        order by 1`,
    );
    const breaches: string[] = [];
    for (const { table, columns } of tables) {
      if (!unsplit.has(table) && !columns.includes(salonColumn(table))) breaches.push(`${table}: tenant table without salon_id`);
    }
    for (const { table, index, columns } of keys) {
      if (!unsplit.has(table) && !columns.includes(salonColumn(table))) breaches.push(`${table}: ${index} lacks ${salonColumn(table)}`);
    }
    for (const fk of foreignKeys) {
      if (unsplit.has(fk.target)) continue;
      if (unsplit.has(fk.table)) {
        breaches.push(`${fk.table}: ${fk.name} points from a table off the workers at the tenant table ${fk.target}`);
        continue;
      }
      const at = fk.columns.indexOf(salonColumn(fk.table));
      if (at < 0 || fk.targetColumns[at] !== salonColumn(fk.target)) breaches.push(`${fk.table}: ${fk.name} does not match salon to salon`);
    }
    for (const { column } of narrowIds) breaches.push(`${column}: a 4-byte id`);
    return breaches;
  }

  it('distributes by salon: keys, unique and exclusion indexes and foreign keys of tenant tables carry salon_id; ids are 8-byte', async () => {
    expect(await distributionBreaches()).toEqual([]);
  });

  it('would see a table that breaks it', async () => {
    const db = t.database.db;
    await db.execute(sql`create table test_tags (id serial primary key, salon_id bigint not null references salons(id), client_id bigint, name text)`);
    await db.execute(sql`create unique index test_tags_name on test_tags (name)`);
    await db.execute(sql`alter table test_tags add constraint test_tags_client foreign key (client_id, salon_id) references clients (salon_id, id)`);
    await db.execute(sql`create table test_orphans (id bigserial primary key, label text)`);
    await db.execute(sql`alter table email_outbox add column test_client_id bigint`);
    await db.execute(sql`alter table email_outbox add constraint test_outbox_client foreign key (salon_id, test_client_id) references clients (salon_id, id)`);
    try {
      expect((await distributionBreaches()).sort()).toEqual(
        [
          'email_outbox: test_outbox_client points from a table off the workers at the tenant table clients',
          'test_orphans: tenant table without salon_id',
          'test_orphans: test_orphans_pkey lacks salon_id',
          'test_tags.id: a 4-byte id',
          'test_tags: test_tags_client does not match salon to salon',
          'test_tags: test_tags_name lacks salon_id',
          'test_tags: test_tags_pkey lacks salon_id',
        ].sort(),
      );
    } finally {
      await db.execute(sql`alter table email_outbox drop column test_client_id`);
      await db.execute(sql`drop table test_tags`);
      await db.execute(sql`drop table test_orphans`);
    }
  });
});
