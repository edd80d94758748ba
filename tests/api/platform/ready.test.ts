import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { createServerDatabase, openApiEndpoints } from '../support/harness';
import { createOutageApp, type OutageApp } from '../support/outageHarness';
import { postgresServerUrl } from '../support/postgresServer';

/**
 * Issue 26, item 2: GET /v1/ready is the load balancer's readiness probe. 200 {ready: true} only when the
 * database answers and the change listener is connected; 503 with the checks otherwise; never 500, never cached.
 * /v1/health stays the liveness probe and answers 200 whatever the database does.
 */
const serverUrl = await postgresServerUrl();

const ready = async (app: FastifyInstance) => {
  const response = await app.inject({ method: 'GET', url: '/v1/ready' });
  return { status: response.statusCode, body: response.json<unknown>(), cache: response.headers['cache-control'] };
};

/** Asks until the answer has that status (a reconnect backs off), or gives the last answer after `ms`. */
async function readyUntil(app: FastifyInstance, status: number, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await ready(app);
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /v1/ready, all well', () => {
  it('answers 200 {ready: true}, with no-store', async ({ t }) => {
    expect(await ready(t.app)).toEqual({ status: 200, body: { ready: true }, cache: 'no-store' });
  });

  it('is in the OpenAPI document (public), while /v1/health stays hidden and answers as before', async ({ t }) => {
    const endpoints = await openApiEndpoints(t.app);
    expect(endpoints).toContain('GET /v1/ready');
    expect(endpoints).not.toContain('GET /v1/health');
    const health = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect([health.statusCode, health.json()]).toEqual([200, { ok: true }]);
  });
});

describe('GET /v1/ready while the database is away', () => {
  let o: OutageApp;
  beforeAll(async () => {
    o = await createOutageApp();
  });
  afterAll(() => o.close());

  it('answers 503 with the checks while the database is cut off, and 200 again once it is back', async () => {
    expect((await ready(o.app)).status).toBe(200);
    o.outage.cut();
    const down = await ready(o.app);
    expect(down).toMatchObject({ status: 503, cache: 'no-store', body: { ready: false, checks: { database: false } } });
    expect(down.body).toEqual({ ready: false, checks: { database: false, listener: expect.any(Boolean) as boolean } });
    // Liveness is not readiness: the process is fine and says so.
    expect((await o.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    await o.outage.restore();
    // On PostgreSQL the listener was cut too and reconnects with back-off: allow it some seconds.
    expect(await readyUntil(o.app, 200, 30_000)).toEqual({ status: 200, body: { ready: true }, cache: 'no-store' });
  }, 40_000);

  it('answers 503 within its short timeout when the database hangs instead of refusing', async () => {
    o.outage.stall();
    const started = Date.now();
    const down = await ready(o.app);
    expect(down).toMatchObject({ status: 503, body: { ready: false, checks: { database: false } } });
    expect(Date.now() - started).toBeLessThan(3_000);
    await o.outage.restore();
    expect((await readyUntil(o.app, 200, 30_000)).status).toBe(200);
  }, 40_000);
});

describe.skipIf(!serverUrl)('GET /v1/ready and the change listener, on PostgreSQL', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    const server = await createServerDatabase(serverUrl!);
    url = server.url;
    const database = await openDatabase({ databaseUrl: server.url });
    app = await buildApp({ config: loadConfig({ APP_URL: 'http://agendei.test', LOG_LEVEL: 'silent' }), database, startWorkers: false });
    close = async () => {
      await app.close();
      await database.close();
      await server.drop();
    };
  });
  afterAll(() => close());

  it('answers 503 {listener: false} while the listening connection is down, and 200 once it reconnected', async () => {
    expect((await ready(app)).status).toBe(200);
    expect(app.services.agendaEvents.listening()).toBe(true);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'agendei-listener'",
    );
    await admin.end();
    expect(rowCount).toBe(1);
    // The listener notices within moments and retries after about half a second: the probe sees the gap.
    expect(await readyUntil(app, 503, 5_000)).toEqual({ status: 503, cache: 'no-store', body: { ready: false, checks: { database: true, listener: false } } });
    expect(await readyUntil(app, 200, 15_000)).toEqual({ status: 200, body: { ready: true }, cache: 'no-store' });
    expect(app.services.agendaEvents.listening()).toBe(true);
  }, 30_000);
});
