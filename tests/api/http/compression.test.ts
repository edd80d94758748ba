import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestApp, json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, type Actor } from '../support/salonHelpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Text that compresses as real bundles do, and differs per file. */
const text = (label: string, kb: number) =>
  Array.from({ length: kb * 20 }, (_, i) => `function ${label}${i}(a){return a*${i}+"${label}"}`).join('\n');

describe('static files compressed at build time', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let root: string;
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><body><div id="root"></div><!-- ${text('index', 2)} --></body></html>`,
    'landing.pt-BR.html': `<!doctype html><html lang="pt-BR"><body>Agenda online<!-- ${text('landing', 2)} --></body></html>`,
    'login.pt-BR.html': `<!doctype html><html lang="pt-BR"><body>Entrar<!-- ${text('loginPt', 2)} --></body></html>`,
    'login.en.html': `<!doctype html><html lang="en"><body>Sign in<!-- ${text('loginEn', 2)} --></body></html>`,
    'assets/index-a1b2c3.js': text('entry', 30),
    'assets/index-a1b2c3.css': `.a{color:red}\n/* ${text('css', 4)} */`,
    'assets/tiny-d4e5.js': 'export const x = 1;',
    'assets/logo-f6.png': 'not really a png, and not compressible by type',
  };
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'agendei-dist-'));
    mkdirSync(path.join(root, 'assets'));
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(root, name), content.repeat(name.endsWith('.png') ? 100 : 1));
    execFileSync(process.execPath, ['scripts/compress.mjs', root]);
    t = await createTestApp();
    app = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), staticDir: root }, database: t.database, serveSpa: true });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('writes .br and .gz beside compressible files over 1 KB only', () => {
    for (const name of ['index.html', 'landing.pt-BR.html', 'assets/index-a1b2c3.js', 'assets/index-a1b2c3.css']) {
      expect(brotliDecompressSync(readFileSync(path.join(root, `${name}.br`))).toString(), name).toBe(files[name]);
      expect(gunzipSync(readFileSync(path.join(root, `${name}.gz`))).toString(), name).toBe(files[name]);
    }
    for (const name of ['assets/tiny-d4e5.js', 'assets/logo-f6.png']) expect(existsSync(path.join(root, `${name}.br`)), name).toBe(false);
  });

  it('sends a hashed asset brotli- or gzip-encoded as asked, cached for a year', async () => {
    const url = '/assets/index-a1b2c3.js';
    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files['assets/index-a1b2c3.js']);
    expect(br.rawPayload.length).toBeLessThan(files['assets/index-a1b2c3.js'].length / 5);

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(files['assets/index-a1b2c3.js']);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/index-a1b2c3.js']);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    const tiny = await get('/assets/tiny-d4e5.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(files['assets/tiny-d4e5.js']);
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the prerendered landing and the SPA page compressed and never cached without revalidation', async () => {
    const landing = await get('/', 'br');
    expect(landing.headers['content-encoding']).toBe('br');
    expect(landing.headers['content-type']).toMatch(/^text\/html/);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(String(landing.headers.vary)).toMatch(/cookie/i);
    expect(String(landing.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(landing.rawPayload).toString()).toBe(files['landing.pt-BR.html']);

    // The public pages prerendered at build time, in the language of the switch's cookie.
    const login = await get('/login', 'br');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(login.rawPayload).toString()).toBe(files['login.pt-BR.html']);
    const loginEn = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip', cookie: 'agendei_lang=en' } });
    expect(gunzipSync(loginEn.rawPayload).toString()).toBe(files['login.en.html']);
    // A page the build did not prerender falls back to the SPA's index.html.
    const precos = await get('/precos', 'gzip');
    expect(gunzipSync(precos.rawPayload).toString()).toBe(files['index.html']);

    const page = await get('/clients', 'gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(files['index.html']);
  });
});

describe('JSON answers', () => {
  let t: TestApp;
  let as: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    as = actAs(t.app, await signUpAndIn(t.app));
    for (let i = 0; i < 30; i++) {
      await as.post('/salons/:salonId/clients', { client: { name: `Cliente ${i} Compressão`, email: `cliente${i}@exemplo.com.br` } });
    }
  });
  afterAll(() => t.close());

  const list = (encoding?: string) =>
    t.app.inject({ method: 'GET', url: `/v1/salons/${as.salonId}/clients`, headers: { ...as.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('are compressed over 1 KB when the client accepts it, and plain when not', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const clients = json<unknown[]>(plain);
    expect(clients).toHaveLength(30);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(clients);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const br = await list('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(clients);
  });

  it('leaves small answers alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/v1/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(json(health)).toEqual({ ok: true });
  });
});
