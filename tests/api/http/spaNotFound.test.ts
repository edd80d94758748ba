// Issue 25, item 24: a mistyped address answers 404 with the SPA's page (which shows 'Página não encontrada'),
// so search engines do not index it; every page of the app (server/contract/pages.ts) still answers 200.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { PAGE_PATHS } from '../../../server/contract/pages';
import { createTestApp, type TestApp } from '../support/harness';

const INDEX = '<!doctype html><div id="root"></div>';

describe('pages that do not exist', () => {
  let t: TestApp;
  let root: string;
  let spa: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'agendei-spa-404-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), INDEX);
    t = await createTestApp();
    spa = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), staticDir: root }, database: t.database, serveSpa: true });
  });
  afterAll(async () => {
    await spa.close();
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => spa.inject({ method: 'GET', url });

  it('answers 404 with the SPA page for a mistyped address', async () => {
    for (const url of ['/isto-nao-existe', '/agenda/x', '/clients/12/nada', '/meu-salao', '/lembretes', '/isto-nao-existe?utm=1']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toBe(INDEX);
    }
  });

  it('answers 200 for every page of the app, deep links with ids, any case and a trailing slash', async () => {
    const urls = PAGE_PATHS.map((page) => page.replace(/:\w+/g, '12'));
    for (const url of [...urls, '/clients/12?tab=history', '/sales/7', '/Agenda', '/clients/', '/meu-salao/plano/']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('still answers the API and files as before', async () => {
    expect((await get('/v1/nada')).statusCode).toBe(404);
    expect((await get('/robots-nada.txt')).statusCode).toBe(404);
  });
});
