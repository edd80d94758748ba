// GET /metrics (issue 26, item 6): only with the token or on a port of its own, and the figures move with what
// the app does: requests by route pattern, the caches, the open streams, the outbox, the database pool.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { agendaSalon, day, type AgendaSalon } from '../support/agendaHelpers';
import { listening, openStream } from '../support/agendaStreamHelpers';
import { createTestApp, settleWrites, type TestApp } from '../support/harness';
import { METRICS_TOKEN, sample, scrape } from './metricsHelpers';

const DAY = '2031-04-07';
/** Polls an asynchronous check until it holds, failing after timeoutMs. */
async function until(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const AGENDA_ROUTE = { method: 'GET', route: '/v1/salons/:salonId/appointments', status_code: '200' };

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let s: AgendaSalon;
  beforeAll(async () => {
    t = settleWrites(await createTestApp({ METRICS_TOKEN }));
    s = await agendaSalon(t.app);
  });
  afterAll(async () => {
    // Node's fetch leaves a fresh unused connection after an aborted stream (undici's issue #5845, see
    // agendaStream.test.ts), which Node's server.close() would wait for.
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  it('answers 401 without the token, with another one or another scheme, and 200 in Prometheus text with it', async () => {
    const get = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    for (const authorization of [undefined, 'Bearer not-the-token-at-all-0000', `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`]) {
      const refused = await get(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('http_request_duration_seconds');
    }
    const served = await get(`Bearer ${METRICS_TOKEN}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(served.body).toContain('# TYPE http_request_duration_seconds histogram');
    // Node's own: how late the event loop runs, the heap.
    expect(sample(served.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it("counts each request under its route's pattern and status, never its raw address, cache hits included", async () => {
    const before = sample(await scrape(t.app), 'http_request_duration_seconds_count', AGENDA_ROUTE) ?? 0;
    await day(s, DAY);
    await day(s, DAY); // answered from the read cache, past Fastify's send
    const text = await scrape(t.app);
    expect(sample(text, 'http_request_duration_seconds_count', AGENDA_ROUTE)).toBe(before + 2);
    expect(text).not.toContain(`/salons/${s.as.salonId}/`);
    expect(text).not.toContain('day=');

    const unmatched = { route: '(unmatched)', status_code: '404' };
    const misses = sample(text, 'http_request_duration_seconds_count', unmatched) ?? 0;
    expect((await t.app.inject({ method: 'GET', url: '/v1/no-such-thing/12345' })).statusCode).toBe(404);
    const after = await scrape(t.app);
    expect(sample(after, 'http_request_duration_seconds_count', unmatched)).toBe(misses + 1);
    expect(after).not.toContain('no-such-thing');
  });

  it("counts the read cache's and the session cache's hits and misses", async () => {
    const count = (text: string, cache: string, result: string) => sample(text, 'agendei_cache_lookups_total', { cache, result }) ?? NaN;
    const before = await scrape(t.app);
    await day(s, '2031-04-08'); // a new address: a miss, then kept
    await day(s, '2031-04-08'); // the same: a hit
    const after = await scrape(t.app);
    expect(count(after, 'reads', 'miss')).toBe(count(before, 'reads', 'miss') + 1);
    expect(count(after, 'reads', 'hit')).toBe(count(before, 'reads', 'hit') + 1);
    // The session was cached by the first of the two reads or before: the second one is a hit at least.
    expect(count(after, 'sessions', 'hit')).toBeGreaterThanOrEqual(count(before, 'sessions', 'hit') + 1);
  });

  it('reports the open agenda streams: one more while a stream is open, back when it closes', async () => {
    const streams = async () => sample(await scrape(t.app), 'agendei_agenda_streams') ?? NaN;
    const before = await streams();
    const stream = await openStream(await listening(t.app), s.as.salonId, s.as.headers);
    expect(stream.status).toBe(200);
    expect(await streams()).toBe(before + 1);
    await stream.close();
    // The server hears of the closed socket a moment later.
    await until(async () => (await streams()) === before);
  });

  it('reports the e-mails waiting in the outbox and how long the one due longest ago has waited', async () => {
    const read = async () => {
      const text = await scrape(t.app);
      return { backlog: sample(text, 'agendei_outbox_backlog') ?? NaN, lag: sample(text, 'agendei_outbox_lag_seconds') ?? NaN };
    };
    const before = await read();
    // Without SMTP_URL nothing sends: a reset e-mail stays pending.
    const asked = await t.app.inject({ method: 'POST', url: '/v1/auth/password', payload: { email: s.as.headers.uid, redirect_url: '/reset-password' } });
    expect(asked.statusCode).toBe(200);
    await t.app.services.auth.deferred.drain();
    expect((await read()).backlog).toBe(before.backlog + 1);
    // Due 90 s ago and still not sent: the worker is that far behind.
    await t.app.db.execute(sql`update email_outbox set next_attempt_at = now() - interval '90 seconds' where status = 'pending'`);
    const late = await read();
    expect(late.lag).toBeGreaterThanOrEqual(90);
    expect(late.lag).toBeLessThan(150);
  });

  it("reports the PostgreSQL pool's connections on a server, and no pool on the embedded database", async () => {
    const text = await scrape(t.app);
    if (process.env.DATABASE_URL) {
      expect(sample(text, 'agendei_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'agendei_db_pool_idle')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'agendei_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('agendei_db_pool');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN, and METRICS_PORT', () => {
  let t: TestApp;
  const others: FastifyInstance[] = [];
  /** Another app on the same database with other settings (the metrics' listener starts when it is ready). */
  const another = async (config: Partial<Config>) => {
    const app = await buildApp({ config: { ...t.app.config, host: '127.0.0.1', ...config }, database: t.database, startWorkers: false });
    others.push(app);
    await app.ready();
    return app;
  };
  const portOf = (app: FastifyInstance) => {
    const address = app.metricsServer?.address();
    if (!address || typeof address === 'string') throw new Error('no metrics listener');
    return address.port;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t?.close();
  });

  it('answers 404 on the app\'s port when no token is set, whatever the caller sends', async () => {
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_request');
    }
    expect(t.app.metricsServer).toBeUndefined();
  });

  it('serves them on METRICS_PORT, and nothing else there; the app\'s port still answers 404', async () => {
    const app = await another({ metricsPort: 0, metricsToken: undefined });
    await app.inject({ method: 'GET', url: '/v1/health' });
    const base = `http://127.0.0.1:${portOf(app)}`;
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/v1/health', status_code: '200' })).toBe(1);
    expect((await fetch(`${base}/v1/health`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('asks for the token on METRICS_PORT too when one is set', async () => {
    const app = await another({ metricsPort: 0, metricsToken: METRICS_TOKEN });
    const url = `http://127.0.0.1:${portOf(app)}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
    const served = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('agendei_cache_lookups_total');
  });

  it('closes the listener with the app', async () => {
    const app = await another({ metricsPort: 0 });
    const url = `http://127.0.0.1:${portOf(app)}/metrics`;
    expect((await fetch(url)).status).toBe(200);
    await app.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe('METRICS_TOKEN and METRICS_PORT settings', () => {
  it('take a long token and a port apart from PORT, and refuse anything else with a clear error', () => {
    expect(loadConfig({ METRICS_TOKEN, METRICS_PORT: '9464' })).toMatchObject({ metricsToken: METRICS_TOKEN, metricsPort: 9464 });
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 16 to 256/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has spaces in it, sixteen+' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a whole number/);
  });
});
