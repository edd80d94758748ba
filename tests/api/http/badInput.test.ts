import { eq, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, users } from '../../../server/db/schema/index';
import { t as translate, type MessageKey } from '../../../server/i18n';
import { createTestApp, signUpAndIn, type TestApp } from '../support/harness';

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';
const ENDPOINTS: Array<[Method, string]> = [
  ['POST', '/v1/auth'],
  ['POST', '/v1/auth/sign_in'],
  ['POST', '/v1/auth/password'],
  ['PUT', '/v1/auth/password'],
  ['DELETE', '/v1/auth/sign_out'],
  ['GET', '/v1/auth/validate_token'],
  ['POST', '/v1/events'],
];
const WITH_BODY = ENDPOINTS.filter(([method]) => method === 'POST' || method === 'PUT');

const KEYS: MessageKey[] = [
  'blank', 'invalid', 'notNumber', 'outOfRange', 'malformedBody', 'bodyTooLarge', 'unsupportedMedia', 'notFound', 'unauthorized',
  'nameBlank', 'salonNameBlank', 'emailInvalid', 'passwordShort', 'passwordLong', 'passwordMismatch', 'badCredentials', 'resetTokenInvalid',
];
const PORTUGUESE = new Set(KEYS.map((key) => translate('pt-BR', key)));
const isPortuguese = (text: string) => PORTUGUESE.has(text) || /^Texto longo demais \(máximo de \d+ caracteres\)$/.test(text);

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe('bad input never gets a 5xx', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({}, { rateLimit: { perIp: 100_000, perEmail: 100_000, windowSeconds: 900 } });
    auth = (await signUpAndIn(app.app)).headers;
  });
  afterAll(() => app.close());

  /** Sends the request and checks the answer is a 4xx with a JSON body holding a Portuguese message. */
  async function expectClientError(options: InjectOptions, expected?: number) {
    const response = await app.app.inject(options);
    const label = `${options.method} ${options.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (expected) expect(response.statusCode, label).toBe(expected);
    expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, label).toBeLessThan(500);
    expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    const messages = strings(JSON.parse(response.body));
    expect(messages.filter(isPortuguese), label).not.toEqual([]);
    return response;
  }

  const json = (method: Method, url: string, body: string, headers: Record<string, string> = {}): InjectOptions => ({
    method,
    url,
    payload: body,
    headers: { ...auth, 'content-type': 'application/json', ...headers },
  });

  it.each(WITH_BODY)('%s %s: malformed JSON, empty JSON body and prototype poisoning answer 400', async (method, url) => {
    for (const body of ['{"email":', '{email: 1}', "{'a':1}", '{"a":1}}', '\u0000', '{"__proto__":{"admin":true}}']) {
      await expectClientError(json(method, url, body), 400);
    }
    const empty = await expectClientError(json(method, url, ''), 400);
    expect(strings(JSON.parse(empty.body))).toContain('Não entendemos os dados enviados. Recarregue a página e tente de novo.');
  });

  it.each(WITH_BODY)('%s %s: wrong shapes and types answer 422', async (method, url) => {
    const bodies = [
      'null', '[]', '[{"email":"a@b.co"}]', '"text"', '42', 'true', '{}',
      '{"email":123,"password":true,"name":[],"salon_name":{},"password_confirmation":null,"reset_password_token":1,"name_":1}',
      JSON.stringify({ name: { $gt: '' }, email: ['a@b.co'], password: 12345678, properties: 'x' }),
    ];
    for (const body of bodies) await expectClientError(json(method, url, body), 422);
    await expectClientError({ method, url, headers: auth }, 422);
  });

  it.each(WITH_BODY)('%s %s: a body over 1 MB answers 413', async (method, url) => {
    const body = JSON.stringify({ name: 'a'.repeat(1024 * 1024 + 10), email: 'a@b.co' });
    const response = await expectClientError(json(method, url, body), 413);
    expect(strings(JSON.parse(response.body))).toContain('Os dados enviados são grandes demais.');
  });

  it.each(WITH_BODY)('%s %s: content types other than JSON answer 415 (text/plain 422)', async (method, url) => {
    // text/plain has a parser in Fastify, so a text body fails validation instead (422, still never 5xx).
    await expectClientError({ method, url, payload: 'email=a@b.co', headers: { ...auth, 'content-type': 'text/plain' } }, 422);
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'bogus']) {
      const response = await expectClientError({ method, url, payload: 'email=a@b.co&password=x', headers: { ...auth, 'content-type': type } }, 415);
      expect(strings(JSON.parse(response.body))).toContain('Formato de envio não suportado.');
    }
  });

  it.each(WITH_BODY)('%s %s: strings too long, NUL bytes and odd text answer 4xx', async (method, url) => {
    const long = 'x'.repeat(300);
    const fields = { name: long, salon_name: long, email: `${long}@b.co`, password: long, password_confirmation: long, reset_password_token: long, anonymous_id: long };
    await expectClientError(json(method, url, JSON.stringify(fields)), 422);
    const nul = 'a\u0000b@salao.com.br';
    const withNul = {
      name: 'cta.click', salon_name: 'Salão\u0000', email: nul, password: 'senha\u0000forte', password_confirmation: 'senha\u0000forte',
      reset_password_token: 'tok\u0000en', anonymous_id: 'anon\u0000', properties: { note: 'x\u0000y' },
    };
    await expectClientError(json(method, url, JSON.stringify(withNul)));
    // Lone surrogates are legal JSON; they may be accepted (e.g. an unknown e-mail gets the usual 200), never 5xx.
    const lone = { name: 'cta.click', salon_name: '\ud800', email: '\ud800@b.co', password: '\udfff', password_confirmation: 'x', reset_password_token: '\ud800' };
    const response = await app.app.inject(json(method, url, JSON.stringify(lone)));
    expect(response.statusCode).toBeLessThan(500);
  });

  it('NUL bytes in stored text fields are refused with 422 and nothing is stored', async () => {
    const valid = { name: 'Ana', salon_name: 'Salão', password: 'senha-forte-1', password_confirmation: 'senha-forte-1' };
    for (const field of ['name', 'salon_name', 'email']) {
      const email = `nul-${field}@salao.com.br`;
      const body = { ...valid, email, [field]: `${field === 'email' ? email : 'x'}\u0000` };
      await expectClientError(json('POST', '/v1/auth', JSON.stringify(body)), 422);
      const [count] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(like(users.email, 'nul-%'));
      expect(count.n).toBe(0);
    }
    await expectClientError(json('POST', '/v1/auth/sign_in', JSON.stringify({ email: 'a\u0000@b.co', password: 'x' })));
    await expectClientError(json('POST', '/v1/auth/password', JSON.stringify({ email: 'a\u0000@b.co' })), 422);
    for (const event of [{ name: 'ok', anonymous_id: 'a\u0000' }, { name: 'ok', properties: { a: '\u0000' } }, { name: 'ok', properties: { 'a\u0000': 1 } }]) {
      await expectClientError(json('POST', '/v1/events', JSON.stringify(event)), 422);
    }
    const [events] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents).where(eq(analyticsEvents.name, 'ok'));
    expect(events.n).toBe(0);
  });

  it('stray bodies on DELETE sign_out and GET validate_token answer 4xx or are ignored, never 5xx', async () => {
    await expectClientError(json('DELETE', '/v1/auth/sign_out', '{"a":'), 400);
    await expectClientError(json('DELETE', '/v1/auth/sign_out', JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 1) })), 413);
    await expectClientError({ method: 'DELETE', url: '/v1/auth/sign_out', payload: 'x', headers: { ...auth, 'content-type': 'application/xml' } }, 415);
    const get = await app.app.inject(json('GET', '/v1/auth/validate_token', '{"a":'));
    expect(get.statusCode).toBe(200);
  });

  it('odd query strings on sign-up answer 422, never 5xx', async () => {
    for (const query of ['plan=1.5', 'plan=-1', 'plan=99999999999999999999', 'plan=2&plan=3', 'plan=', 'plan[]=1&plan[x]=2']) {
      const response = await app.app.inject({ method: 'POST', url: `/v1/auth?${query}`, payload: { name: '' } });
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });

  it.each(ENDPOINTS)('%s %s: odd auth headers answer 4xx (or are ignored), never 5xx', async (method, url) => {
    const headerSets: Array<Record<string, string | string[]>> = [
      { 'access-token': 'x'.repeat(10_000), client: 'c', uid: 'u@b.co' },
      { 'access-token': 'tok', client: 'c'.repeat(10_000), uid: 'u'.repeat(10_000) },
      { 'access-token': ['a', 'b'], client: ['c', 'd'], uid: ['e', 'f'] },
      { ...auth, uid: `${auth.uid}\u00e9` },
      { ...auth, uid: `${auth.uid}\u0000`, client: `${auth.client}\u0000` },
      { 'access-token': '', client: '', uid: '' },
      { 'accept-language': '*;q=x,,;;,en-', 'access-token': auth['access-token'] },
    ];
    for (const headers of headerSets) {
      const response = await app.app.inject({ method, url, headers, payload: method === 'GET' || method === 'DELETE' ? undefined : { name: 'ok' } });
      expect(response.statusCode, JSON.stringify(Object.keys(headers))).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers unknown API routes and methods with a JSON 404 in Portuguese', async () => {
    for (const [method, url] of [['GET', '/v1/auth'], ['PATCH', '/v1/auth/password'], ['GET', '/v1/nada'], ['POST', '/v1/events/1']] as const) {
      const response = await expectClientError({ method, url }, 404);
      expect(strings(JSON.parse(response.body))).toContain('Não encontramos o que você procurava.');
    }
  });
});
