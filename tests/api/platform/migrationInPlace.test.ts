import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../../server/db/client';
import { migrationsFolder } from '../../../server/db/migrator';
import { createServerDatabase } from '../support/harness';

/**
 * Issue 26, item 5: the keys that distribute by salon (migration 0024) change every tenant table's primary key,
 * make every id 8-byte and move the unsubscribe secrets to a table of their own. A database at the migration
 * before, with rows in every table, is migrated in place: every row is still there with the same values, every
 * link still joins, and the sequences go past 2^31. On PGlite, or on the server DATABASE_URL names.
 */
const BEFORE = '0023_issue26_client_search_keys';

/** The migrations folder as it was at BEFORE: its SQL files and a journal that ends there. */
function foldersUpTo(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'agendei-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

interface Target {
  rows<T>(text: string): Promise<T[]>;
  exec(text: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { casing: 'snake_case' });
  return {
    rows: async <T,>(text: string) => (await client.query<T>(text)).rows,
    exec: async (text) => void (await client.exec(text)),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function serverTarget(baseUrl: string): Promise<Target> {
  const server = await createServerDatabase(baseUrl);
  const pool = new pg.Pool({ connectionString: server.url, max: 2 });
  const db = drizzlePg(pool, { casing: 'snake_case' });
  return {
    rows: async <T,>(text: string) => (await pool.query(text)).rows as T[],
    exec: async (text) => void (await pool.query(text)),
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await server.drop();
    },
  };
}

/** A row in every table of the schema at BEFORE, with links between them, in two salons. Ids near 2^31 where it tells. */
const SEED = `
insert into salons (id, name, trial_ends_at) values (7, 'Salão Sete', '2027-01-01T00:00:00Z'), (8, 'Barbearia Oito', '2026-01-01T00:00:00Z');
insert into users (id, salon_id, name, email, password_hash) values (11, 7, 'Ana', 'ana@sete.com.br', 'hash-a'), (12, 8, 'Beto', 'beto@oito.com.br', 'hash-b');
insert into auth_tokens (id, salon_id, user_id, client, token_hash, expires_at) values (13, 7, 11, 'device-1', 'token-hash-1', '2030-01-01T00:00:00Z');
insert into device_cookies (id, user_id, token_hash, expires_at) values (14, 11, 'cookie-hash-1', '2030-01-01T00:00:00Z');
insert into employees (id, salon_id, name, user_id, role, service_commission) values (21, 7, 'Ana', 11, 'owner', 0), (22, 8, 'Beto', 12, 'owner', 0), (23, 7, 'Carlos', null, 'professional', 4000);
insert into email_outbox (id, salon_id, "to", subject, html, text) values (15, 7, 'maria@cliente.com.br', 'Lembrete', '<p>Oi</p>', 'Oi');
insert into analytics_events (id, name, salon_id, user_id) values (16, 'signed_in', 7, 11);
insert into access_log (id, salon_id, user_id, method, path, status) values (17, 7, 11, 'GET', '/v1/salons/7/clients', 200);
insert into rate_limits (key, window_start, count) values ('ip:abc', '2026-11-27T12:00:00Z', 3);
insert into idempotency_keys (id, scope, key, method, path, fingerprint, status_code, response_body) values (18, 'salon:7:user:11', 'key-1', 'POST', '/v1/salons/7/sales', 'fp', 201, '{"id":91}');
insert into service_categories (id, salon_id, name) values (31, 7, 'Cabelo'), (32, 8, 'Barba');
insert into services (id, salon_id, service_category_id, name, duration, price) values (41, 7, 31, 'Corte', 1800, 5000), (42, 8, 32, 'Barba completa', 1800, 3000);
insert into product_categories (id, salon_id, name) values (51, 7, 'Shampoos');
insert into products (id, salon_id, product_category_id, name, price, quantity) values (61, 7, 51, 'Shampoo', 4000, 5);
insert into employee_services (salon_id, employee_id, service_id) values (7, 23, 41), (8, 22, 42);
insert into clients (id, salon_id, name, email, reminder_token) values (2147483645, 7, 'Maria', 'maria@cliente.com.br', 'unsubscribe-maria-0123456789'), (71, 8, 'João', null, null);
insert into client_avatars (client_id, salon_id, content_type, bytes) values (2147483645, 7, 'image/webp', '\\x0102');
insert into appointments (id, salon_id, kind, client_id, employee_id, service_id, start_at, duration, price, status) values
  (81, 7, 'appointment', 2147483645, 23, 41, '2026-12-01T13:00:00Z', 1800, 5000, 'completed'),
  (82, 7, 'block', null, 21, null, '2026-12-01T15:00:00Z', 3600, null, 'new'),
  (83, 8, 'appointment', 71, 22, 42, '2026-12-01T13:00:00Z', 1800, 3000, 'new');
insert into sales (id, salon_id, client_id, number, price, payment_type, created_by) values (91, 7, 2147483645, 1, 9000, 'pix', 11);
insert into sale_transactions (id, salon_id, sale_id, client_id, employee_id, service_id, product_id, appointment_id, name, value, commission_rate, commission) values
  (92, 7, 91, 2147483645, 23, 41, null, 81, 'Corte', 5000, 4000, 2000),
  (93, 7, 91, 2147483645, 23, null, 61, null, 'Shampoo', 4000, 0, 0);
insert into subscription_payments (id, salon_id, kind, plan_id, cycle, amount_cents, status, period_start, period_end) values (94, 7, 'subscription', 2, 'monthly', 9900, 'paid', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z');
insert into audit_events (id, salon_id, entity, entity_id, action, user_id, user_name) values (95, 7, 'sale', 91, 'created', 11, 'Ana');
`;

/** Each pair: rows that must still join after the migration (a link), and how many. */
const LINKS: Array<[string, number]> = [
  ['select 1 from users u join salons s on s.id = u.salon_id', 2],
  ['select 1 from auth_tokens t join users u on u.salon_id = t.salon_id and u.id = t.user_id', 1],
  ['select 1 from device_cookies d join users u on u.id = d.user_id', 1],
  ['select 1 from employees e join users u on u.salon_id = e.salon_id and u.id = e.user_id', 2],
  ['select 1 from services s join service_categories c on c.salon_id = s.salon_id and c.id = s.service_category_id', 2],
  ['select 1 from products p join product_categories c on c.salon_id = p.salon_id and c.id = p.product_category_id', 1],
  ['select 1 from employee_services es join employees e on e.salon_id = es.salon_id and e.id = es.employee_id join services s on s.salon_id = es.salon_id and s.id = es.service_id', 2],
  ['select 1 from client_avatars a join clients c on c.salon_id = a.salon_id and c.id = a.client_id', 1],
  ['select 1 from appointments a join clients c on c.salon_id = a.salon_id and c.id = a.client_id join services s on s.salon_id = a.salon_id and s.id = a.service_id', 2],
  ['select 1 from appointments a join employees e on e.salon_id = a.salon_id and e.id = a.employee_id', 3],
  ['select 1 from sales s join clients c on c.salon_id = s.salon_id and c.id = s.client_id', 1],
  ['select 1 from sale_transactions t join sales s on s.salon_id = t.salon_id and s.id = t.sale_id join employees e on e.salon_id = t.salon_id and e.id = t.employee_id', 2],
  ['select 1 from sale_transactions t join appointments a on a.salon_id = t.salon_id and a.id = t.appointment_id', 1],
  ['select 1 from sale_transactions t join products p on p.salon_id = t.salon_id and p.id = t.product_id', 1],
  ['select 1 from unsubscribe_tokens u join clients c on c.salon_id = u.salon_id and c.id = u.client_id', 1],
];

describe(`a database at ${BEFORE}, migrated in place`, () => {
  let target: Target;
  let folder: string;
  const before = new Map<string, unknown>();
  const tables: string[] = [];

  /** The columns each table had before: later migrations add columns, which are not what this test compares. */
  const columnsBefore = new Map<string, string[]>();
  const columnsOf = async (table: string) =>
    (await target.rows<{ name: string }>(`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = '${table}'`)).map(
      (row) => row.name,
    );

  /** Every row of a table as JSON, in a stable order (jsonb sorts its keys), with the columns it had before, less what moved. */
  const contents = async (table: string) => {
    const added = (await columnsOf(table)).filter((name) => !(columnsBefore.get(table) ?? []).includes(name));
    const dropped = ['reminder_token', ...added].map((name) => `'${name}'`).join(', ');
    const rows = await target.rows<{ rows: unknown }>(
      `select coalesce(jsonb_agg(to_jsonb(x) - array[${dropped}]::text[] order by (to_jsonb(x) - array[${dropped}]::text[])::text), '[]'::jsonb) as rows from "${table}" x`,
    );
    return rows[0].rows;
  };

  beforeAll(async () => {
    target = process.env.DATABASE_URL ? await serverTarget(process.env.DATABASE_URL) : await pgliteTarget();
    folder = foldersUpTo(BEFORE);
    await target.migrate(folder);
    await target.exec(SEED);
    const names = await target.rows<{ table: string }>(
      "select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1",
    );
    tables.push(...names.map((row) => row.table));
    // Sequences where the seed's explicit ids leave them, as an application's own inserts would have.
    const sequences = await target.rows<{ table: string; seq: string }>(
      "select table_name as table, pg_get_serial_sequence(quote_ident(table_name), 'id') as seq from information_schema.columns where table_schema = 'public' and column_name = 'id' and column_default like 'nextval%'",
    );
    for (const { table, seq } of sequences) await target.exec(`select setval('${seq}', (select max(id) from "${table}"))`);
    for (const table of tables) columnsBefore.set(table, await columnsOf(table));
    for (const table of tables) before.set(table, await contents(table));
    await target.migrate(migrationsFolder);
  }, 120_000);

  afterAll(async () => {
    await target?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('had a row in every table before', () => {
    expect(tables.length).toBeGreaterThanOrEqual(22);
    expect(tables.filter((table) => (before.get(table) as unknown[]).length === 0)).toEqual([]);
  });

  it('keeps every row of every table with the same values', async () => {
    for (const table of tables) expect({ table, rows: await contents(table) }).toEqual({ table, rows: before.get(table) });
  });

  it('keeps every link: each joins as before', async () => {
    for (const [query, n] of LINKS) expect({ query, n: (await target.rows(query)).length }).toEqual({ query, n });
  });

  it("moves the client's unsubscribe secret to its own table, so the old link still works", async () => {
    expect(await target.rows('select token, salon_id, client_id from unsubscribe_tokens')).toEqual([
      { token: 'unsubscribe-maria-0123456789', salon_id: 7, client_id: 2147483645 },
    ]);
  });

  it('gives new rows ids past 2^31', async () => {
    const ids = await target.rows<{ id: string | number }>(
      "insert into clients (salon_id, name) values (7, 'Nova 1'), (7, 'Nova 2'), (7, 'Nova 3') returning id",
    );
    expect(ids.map((row) => Number(row.id))).toEqual([2147483646, 2147483647, 2147483648]);
  });
});
