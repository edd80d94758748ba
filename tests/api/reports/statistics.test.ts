import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { emailOutbox } from '../../../server/db/schema/index';
import { startMaintenance } from '../../../server/infra/maintenance';
import { type TestApp } from '../support/harness';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * PGlite has no autovacuum (and CI's PostgreSQL runs with it off): without ANALYZE the planner guessed, and
 * ignored the trigram index. Statistics are gathered at start-up and by the maintenance job.
 */
describe('planner statistics', () => {
  let t: TestApp;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

  const tableStats = async (table: string) => {
    const [row] = rowsOf<{ reltuples: number | string; columns: number | string }>(
      await t.database.db.execute(sql`select c.reltuples,
        (select count(*) from pg_stats s where s.schemaname = 'public' and s.tablename = ${table}) as columns
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relname = ${table}`),
    );
    return { reltuples: Number(row.reltuples), columns: Number(row.columns) };
  };

  it('exist for every table once the database is opened (reltuples -1 means never analyzed)', async () => {
    const never = rowsOf<{ relname: string }>(
      await t.database.db.execute(sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`),
    );
    expect(never.map((row) => row.relname)).toEqual([]);
  });

  it('are refreshed by the maintenance job after a bulk load', async () => {
    await t.database.db.execute(sql`insert into ${emailOutbox} (${sql.identifier('to')}, subject, html, text)
      select 'c' || g || '@mail.com', 'Assunto ' || g, '<p>' || g || '</p>', 'texto ' || g from generate_series(1, 2000) g`);
    expect((await tableStats('email_outbox')).columns).toBe(0);

    const maintenance = startMaintenance(t.database.db, t.app.log, { analyzeEveryMs: 0 });
    maintenance.stop();
    await maintenance.run();
    const stats = await tableStats('email_outbox');
    expect(stats.reltuples).toBeGreaterThan(1000);
    expect(stats.columns).toBeGreaterThan(0);
  });
});
