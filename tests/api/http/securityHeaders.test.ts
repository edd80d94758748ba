// Security headers through helmet (issue 26, item 6): on every answer (API, cached, static, errors), a
// Content-Security-Policy that names the built pages' inline scripts by hash, HSTS only on https, and /v1/docs.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { agendaSalon, type AgendaSalon } from '../support/agendaHelpers';
import { createTestApp, settleWrites, type TestApp } from '../support/harness';

const API_POLICY = "default-src 'none';frame-ancestors 'none'";
const INLINE = "document.documentElement.dataset.ran='1'";
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}';
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** One directive of a policy, as its list of sources. */
const directive = (policy: string, name: string) => policy.split(';').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1);

/** What every answer carries, page or API, success or failure. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers['x-request-id']).toMatch(/\S/);
  expect(directive(String(response.headers['content-security-policy']), 'frame-ancestors')).toEqual(["'none'"]);
}

describe('security headers', () => {
  let t: TestApp;
  let s: AgendaSalon;
  let root: string;
  let spa: FastifyInstance;
  let https: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'agendei-csp-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(
      path.join(root, 'index.html'),
      `<!doctype html><head><script type="application/ld+json">${JSON_LD}</script><script type="module" src="/assets/app.js"></script></head>` +
        `<div id="root"></div><script>${INLINE}</script>`,
    );
    writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    t = settleWrites(await createTestApp());
    s = await agendaSalon(t.app);
    spa = await buildApp({ config: { ...t.app.config, staticDir: root }, database: t.database, serveSpa: true, startWorkers: false });
    https = await buildApp({ config: { ...t.app.config, appUrl: 'https://agendei.example' }, database: t.database, startWorkers: false });
  });
  afterAll(async () => {
    await spa?.close();
    await https?.close();
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('are on API answers, with a policy that allows nothing (JSON is never a page), and no HSTS on http', async () => {
    const response = await s.as.get('/salons/:salonId/appointments?day=2031-05-05');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers['content-security-policy']).toBe(API_POLICY);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on an answer served from the read cache, which skips the onSend hooks', async () => {
    const url = '/salons/:salonId/appointments?day=2031-05-06';
    expect((await s.as.get(url)).headers['x-cache']).toBe('miss');
    const hit = await s.as.get(url);
    expect(hit.headers['x-cache']).toBe('hit');
    expectCommonHeaders(hit);
    expect(hit.headers['content-security-policy']).toBe(API_POLICY);
  });

  it('are on errors: a 404, a 401, a malformed body', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    const unauthorized = await t.app.inject({ method: 'GET', url: `/v1/salons/${s.as.salonId}/appointments?day=2031-05-05` });
    const malformed = await t.app.inject({ method: 'POST', url: '/v1/auth/sign_in', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect([missing.statusCode, unauthorized.statusCode, malformed.statusCode]).toEqual([404, 401, 400]);
    for (const response of [missing, unauthorized, malformed]) {
      expectCommonHeaders(response);
      expect(response.headers['content-security-policy']).toBe(API_POLICY);
    }
  });

  it("are on the SPA's pages and files, whose policy runs our own scripts and the pages' inline ones by hash only", async () => {
    const page = await spa.inject({ method: 'GET', url: '/agenda' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(INLINE);
    expectCommonHeaders(page);
    // A page gets helmet's headers for documents too.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['origin-agent-cluster']).toBe('?1');
    const policy = String(page.headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashOf(INLINE)]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // A data block is not run: it needs no hash, and gets none.
    expect(policy).not.toContain(hashOf(JSON_LD));
    expect(policy).not.toContain('upgrade-insecure-requests');

    const asset = await spa.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectCommonHeaders(asset);
    const missingAsset = await spa.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missingAsset.statusCode).toBe(404);
    expectCommonHeaders(missingAsset);
  });

  it('add HSTS and upgrade insecure requests only when APP_URL is https', async () => {
    const response = await https.inject({ method: 'GET', url: '/v1/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https.securityHeaders.pages['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(https.securityHeaders.pages['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(t.app.securityHeaders.pages['strict-transport-security']).toBeUndefined();
  });

  it('serve the OpenAPI document as a page at /v1/docs, under a policy its own scripts pass; the JSON stays', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    // Every file the page names is there.
    const files = [...docs.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, file]) => file);
    expect(files).toContain('/v1/docs/static/swagger-ui-bundle.js');
    for (const file of files) expect([file, (await t.app.inject({ method: 'GET', url: file })).statusCode]).toEqual([file, 200]);
    const policy = String(docs.headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    const bundle = await t.app.inject({ method: 'GET', url: '/v1/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    const document = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(JSON.parse(document.body)).toMatchObject({ openapi: expect.any(String), info: { title: 'Agendei API' } });
    const openapi = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(openapi.statusCode).toBe(200);
    expect(Object.keys(JSON.parse(openapi.body).paths).length).toBeGreaterThan(10);
  });
});
