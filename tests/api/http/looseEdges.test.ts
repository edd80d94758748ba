import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestApp, json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, client, expectStatus, type Actor } from '../support/salonHelpers';

describe('ids and numbers in addresses', () => {
  let t: TestApp;
  let as: Actor;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    as = actAs(t.app, await signUpAndIn(t.app));
    ({ id } = await client(as, 'Clara Nunes'));
  });
  afterAll(() => t.close());

  it('reads a client only at its plain id, never at 0x.., 1e.., +.., ..0, 0.. or with spaces', async () => {
    expect(json<{ name: string }>(expectStatus(await as.get(`/clients/${id}`), 200)).name).toBe('Clara Nunes');
    const notNumber = await as.get('/clients/abc');
    const variants = [`0x${id.toString(16)}`, `${id}e0`, `${id}.0`, `+${id}`, `0${id}`, `00${id}`, `%20${id}`, `${id}%20`, `${id}%0A`, `0o${id.toString(8)}`, `0b${id.toString(2)}`];
    for (const variant of variants) {
      const response = await as.get(`/clients/${variant}`);
      // The same answer as any other non-number id.
      expect(response.statusCode, variant).toBe(notNumber.statusCode);
      expect(response.body, variant).toBe(notNumber.body);
    }
    expect(notNumber.statusCode).toBe(422);
  });

  it('reads query numbers the same way', async () => {
    expectStatus(await as.get('/salons/:salonId/clients?page=1'), 200);
    for (const page of ['0x1', '1e0', '+1', '1.0', '01', '%201']) expectStatus(await as.get(`/salons/:salonId/clients?page=${page}`), 422);
    for (const salon of [`0x${as.salonId.toString(16)}`, `${as.salonId}.0`]) {
      expectStatus(await t.app.inject({ method: 'GET', url: `/v1/salons/${salon}/clients`, headers: as.headers }), 422);
    }
  });
});

describe('X-Request-Id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const idOf = async (sent?: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health', headers: sent === undefined ? {} : { 'x-request-id': sent } });
    return String(response.headers['x-request-id']);
  };

  it('keeps a short, safe id from a load balancer and replaces anything else', async () => {
    expect(await idOf('lb-7f3a.91_x')).toBe('lb-7f3a.91_x');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of ['x'.repeat(8 * 1024), 'a'.repeat(65), 'id with spaces', '{"level":60}', 'ação', '']) {
      const id = await idOf(bad);
      expect(id, bad.slice(0, 20)).not.toBe(bad);
      expect(id).toMatch(uuid);
    }
    expect(await idOf()).toMatch(uuid);
  });
});

describe("a request's log lines", () => {
  let t: TestApp;
  const lines: Array<{ reqId?: string; msg?: string; level?: number; marker?: number }> = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, {}, { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) } });
    t.app.get('/test/log-a-warning', { schema: { hide: true } }, async (request) => {
      request.log.warn({ marker: 7 }, 'a warning');
      return { ok: true };
    });
  });
  afterAll(() => t.close());

  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

  it('carry the request id, and only the levels that are on', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/health', headers: { 'x-request-id': 'log-info' } });
    expect(linesOf('log-info').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    t.app.log.level = 'warn';
    await t.app.inject({ method: 'GET', url: '/test/log-a-warning', headers: { 'x-request-id': 'log-warn' } });
    expect(linesOf('log-warn').map(({ msg, level, marker }) => ({ msg, level, marker }))).toEqual([{ msg: 'a warning', level: 40, marker: 7 }]);
  });
});

describe('a request trickled byte by byte', () => {
  let app: FastifyInstance;
  let port: number;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestApp({}, { requestTimeoutMs: 1000 });
    app = t.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    close = t.close;
  });
  afterAll(() => close());

  /** Sends `head` at once, then one byte of `trickle` every 200 ms; returns what came back and when the socket closed. */
  function trickle(head: string, slow: string): Promise<{ reply: string; ms: number }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let reply = '';
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < slow.length && socket.writable) socket.write(slow[sent++]);
      }, 200);
      // Without a timeout the trickle would last slow.length * 200 ms; give up well before to keep the test short.
      const giveUp = setTimeout(() => socket.destroy(), 6000);
      socket.on('data', (chunk) => (reply += chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        resolve({ reply, ms: Date.now() - started });
      });
      socket.write(head);
    });
  }

  it('cuts a slow body off with 408 once the request timeout has passed', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(60) });
    const head = `POST /v1/auth/sign_in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { reply, ms } = await trickle(head, body);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(4000);
  });

  it('cuts slow headers off the same way', async () => {
    const { reply, ms } = await trickle('GET /v1/health HTTP/1.1\r\n', `Host: localhost\r\nX-Slow: ${'y'.repeat(60)}\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(4000);
  });

  it('still answers a normal request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v1/health`);
    expect(response.status).toBe(200);
  });

  it('defaults to 60 s, set by REQUEST_TIMEOUT in seconds', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT: '10' }).requestTimeoutMs).toBe(10_000);
  });
});

describe('missing static files', () => {
  let t: TestApp;
  let root: string;
  let spa: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'agendei-spa-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp();
    spa = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), staticDir: root }, database: t.database, serveSpa: true });
  });
  afterAll(async () => {
    await spa.close();
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 404 for a missing asset, not the SPA page, and warns about nothing over 20 requests', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      for (let i = 0; i < 20; i++) {
        const response = await spa.inject({ method: 'GET', url: `/assets/nope-${i % 3}.js` });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('<div id="root">');
      }
      expect((await spa.inject({ method: 'GET', url: '/missing-icon.png' })).statusCode).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.removeListener('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });

  it('still serves existing assets and the SPA page for app paths', async () => {
    expect((await spa.inject({ method: 'GET', url: '/assets/index-abc123.js' })).body).toBe('console.log(1)');
    const page = await spa.inject({ method: 'GET', url: '/clients/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});
