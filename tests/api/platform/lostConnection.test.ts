import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { signUpAndIn } from '../support/harness';

/**
 * A PostgreSQL server may drop idle connections at any time (restart, failover, an administrator's terminate).
 * The API must survive it: before the pool had an error listener, node-postgres raised the dropped idle
 * connection as an uncaught exception, which kills the process (and fails this test file in vitest).
 * On the embedded database there is no server to drop connections; there the test checks the same outcome.
 */
describe('a lost idle database connection', () => {
  it('does not crash the API, and the next requests are answered', async ({ t }) => {
    const owner = await signUpAndIn(t.app);
    // Several idle connections in the pool, as after a burst of requests.
    await Promise.all(Array.from({ length: 6 }, () => t.database.db.execute(sql`SELECT pg_sleep(0.05)`)));

    if (process.env.DATABASE_URL) {
      // node-postgres answers { rows } (this branch runs on PostgreSQL only).
      const result = (await t.database.db.execute(sql`SELECT current_database() AS name`)) as { rows: Array<{ name: string }> };
      const { name } = result.rows[0];
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const terminated = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);
      // Let the dropped connections report their errors.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    const response = await t.app.inject({ method: 'GET', url: `/v1/salons/${owner.user.salon.id}/employees`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toHaveLength(1);
  });
});
