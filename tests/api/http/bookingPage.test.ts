// Issue 28, item 2: the salon's public booking page (/s/{slug}) and a booking's private link (/reserva/{token}) answer
// 200 with the build's booking.html, never the SPA's index.html; a build without it leaves them to the SPA's 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../support/harness';

const INDEX = '<!doctype html><div id="root"></div>';
const BOOKING = '<!doctype html><title>Agendamento online</title><div id="app"></div>';

describe('the booking page', () => {
  let t: TestApp;
  const roots: string[] = [];
  const apps: FastifyInstance[] = [];
  const serve = async (files: Record<string, string>) => {
    const root = mkdtempSync(path.join(tmpdir(), 'agendei-booking-page-'));
    mkdirSync(path.join(root, 'assets'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
    roots.push(root);
    const app = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), staticDir: root }, database: t.database, serveSpa: true });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('answers /s/{slug} and /reserva/{token} with booking.html, not cached stale', async () => {
    const app = await serve({ 'index.html': INDEX, 'booking.html': BOOKING });
    for (const url of ['/s/barbearia-teste', '/s/anything?utm_source=instagram', '/reserva/abc123XYZ']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(BOOKING);
    }
    expect((await app.inject({ method: 'GET', url: '/s' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/s/a/b' })).statusCode).toBe(404);
  });

  it('is the SPA 404 page when the build has no booking.html', async () => {
    const app = await serve({ 'index.html': INDEX });
    const page = await app.inject({ method: 'GET', url: '/s/barbearia-teste' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(INDEX);
  });
});
