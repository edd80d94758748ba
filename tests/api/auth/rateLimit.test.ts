import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, rateLimits } from '../../../server/db/schema/index';
import { createAccount, PASSWORD, signIn, signUp, signUpBody, uniqueEmail } from '../support/authHelpers';
import { createTestApp, json, signUpAndIn, type TestApp } from '../support/harness';

const signedInHeaders = (t: TestApp) => signUpAndIn(t.app);

const LIMITED = 'Muitas tentativas seguidas. Espere alguns minutos e tente de novo.';
const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; body: string }, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers['access-token']).toBeUndefined();
}

describe('rate limits per e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimit: { perIp: 1000, perEmail: 3, windowSeconds: 900 } });
  });
  afterAll(() => t.close());

  it('answers 429 to the 4th sign-in for one e-mail even with the right password; other e-mails are unaffected', async () => {
    const { email } = await createAccount(t.app);
    const other = await createAccount(t.app);
    expect((await signIn(t.app, email, 'errada-123456')).statusCode).toBe(401);
    expect((await signIn(t.app, email.toUpperCase(), 'errada-123456', fromIp('10.1.0.1'))).statusCode).toBe(401);
    expect((await signIn(t.app, email)).statusCode).toBe(200);

    for (const ip of ['127.0.0.1', '10.1.0.2']) {
      const limited = await signIn(t.app, ` ${email.toUpperCase()}`, PASSWORD, fromIp(ip));
      expectLimited(limited, 900);
      expect(json(limited)).toEqual({ success: false, errors: [LIMITED] });
    }
    const english = await signIn(t.app, email, PASSWORD, { 'accept-language': 'en' });
    expect(json(english)).toEqual({ success: false, errors: ['Too many attempts in a row. Wait a few minutes and try again.'] });

    expect((await signIn(t.app, other.email)).statusCode).toBe(200);
  });

  it('opens again once the window has passed', async () => {
    const { email } = await createAccount(t.app);
    for (let i = 0; i < 3; i += 1) await signIn(t.app, email, 'errada-123456');
    expectLimited(await signIn(t.app, email), 900);

    await t.database.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 901_000) })
      .where(eq(rateLimits.key, `sign-in:email:${email}`));
    expect((await signIn(t.app, email)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, `sign-in:email:${email}`));
    expect(row.count).toBe(1);
  });

  it('limits password-reset requests per e-mail, with the same 429 for unknown addresses', async () => {
    const { email } = await createAccount(t.app);
    for (const target of [email, 'ninguem@nenhures.com.br']) {
      const ask = () => t.app.inject({ method: 'POST', url: '/v1/auth/password', payload: { email: target } });
      for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(200);
      const limited = await ask();
      expectLimited(limited, 900);
      expect(json(limited)).toEqual({ success: false, errors: [LIMITED] });
    }
  });

  it('counts sign-in and password-reset separately', async () => {
    const { email } = await createAccount(t.app);
    for (let i = 0; i < 3; i += 1) await signIn(t.app, email, 'errada-123456');
    expectLimited(await signIn(t.app, email), 900);
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/password', payload: { email } })).statusCode).toBe(200);
  });
});

describe('a client that forges X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimit: { perIp: 2, perEmail: 1000, windowSeconds: 600 } });
  });
  afterAll(() => t.close());

  it('is still limited by its real address when no proxy is trusted (the default)', async () => {
    const attempts = [];
    for (const ip of ['203.0.113.31', '203.0.113.32', '203.0.113.33']) {
      attempts.push((await signIn(t.app, uniqueEmail('forged'), PASSWORD, fromIp(ip))).statusCode);
    }
    expect(attempts).toEqual([401, 401, 429]);
  });
});

describe('rate limits per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy (inject() connects from 127.0.0.1), the client's address comes from X-Forwarded-For.
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { rateLimit: { perIp: 3, perEmail: 1000, windowSeconds: 600 } });
  });
  afterAll(() => t.close());

  it('answers 429 to the 4th sign-in from one IP whatever the e-mail; another IP is unaffected', async () => {
    const { email } = await createAccount(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(t.app, uniqueEmail('guess'), PASSWORD, fromIp('203.0.113.7'))).statusCode).toBe(401);
    }
    const limited = await signIn(t.app, email, PASSWORD, fromIp('203.0.113.7'));
    expectLimited(limited, 600);
    expect(json(limited)).toEqual({ success: false, errors: [LIMITED] });

    expect((await signIn(t.app, email, PASSWORD, fromIp('203.0.113.8'))).statusCode).toBe(200);
    const viaRemoteAddress = await t.app.inject({ method: 'POST', url: '/v1/auth/sign_in', remoteAddress: '198.51.100.4', payload: { email, password: PASSWORD } });
    expect(viaRemoteAddress.statusCode).toBe(200);
  });

  it('limits sign-ups per IP and creates nothing once limited', async () => {
    const ip = fromIp('203.0.113.20');
    for (let i = 0; i < 3; i += 1) expect((await signUp(t.app, signUpBody(), ip)).statusCode).toBe(200);
    const body = signUpBody();
    const limited = await signUp(t.app, body, ip);
    expectLimited(limited, 600);
    expect(json(limited)).toEqual({ status: 'error', errors: { base: [LIMITED] } });
    expect((await signIn(t.app, String(body.email), PASSWORD, fromIp('203.0.113.21'))).statusCode).toBe(401);
  });

  it('limits password changes (PUT /auth/password) per IP, so reset tokens cannot be guessed at speed', async () => {
    const ip = fromIp('203.0.113.30');
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/auth/password',
        headers: ip,
        payload: { password: 'nova-senha-456', password_confirmation: 'nova-senha-456', reset_password_token: 'chute' },
      });
    for (let i = 0; i < 3; i += 1) expect((await put()).statusCode).toBe(422);
    expectLimited(await put(), 600);
  });

});

/** Issue 24, item 10: analytics events have limits of their own, per address and per session, whatever the sign-in limits are. */
describe('rate limits of analytics events', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Sign-in limits wide open (as the fuzz tests or an office behind one address set them): events stay limited.
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { rateLimit: { perIp: 1_000_000, perEmail: 1_000_000, windowSeconds: 900 } });
  });
  afterAll(() => t.close());
  const send = (ip: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/events', headers: { ...fromIp(ip), ...headers }, payload: { name: 'cta.click', ...payload } });
  const { perIp, perSession, windowSeconds } = { perIp: 120, perSession: 60, windowSeconds: 600 };

  it(`accepts ${perIp} anonymous events from one address in ${windowSeconds / 60} minutes, then answers 429 and records nothing more`, async () => {
    expect(t.app.config.eventsRateLimit).toEqual({ perIp, perSession, windowSeconds });
    const statuses = [];
    for (let i = 0; i < 300; i += 1) statuses.push((await send('203.0.113.40')).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(perIp);
    expect(statuses.slice(perIp).every((status) => status === 429)).toBe(true);
    const limited = await send('203.0.113.40');
    expectLimited(limited, windowSeconds);
    expect(json(limited)).toEqual({ errors: [LIMITED], message: LIMITED });
    const recorded = await t.database.db.select({ id: analyticsEvents.id }).from(analyticsEvents);
    expect(recorded).toHaveLength(perIp);
    // Another address is not held back by this one.
    expect((await send('203.0.113.41')).statusCode).toBe(204);
  });

  it('limits one session (a browser\'s anonymous id, or a signed-in user) across addresses', async () => {
    const statuses = [];
    for (let i = 0; i < perSession + 1; i += 1) statuses.push((await send(`198.51.100.${i % 200}`, { anonymous_id: 'navegador-1' })).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(perSession);
    expect(statuses.at(-1)).toBe(429);
    expect((await send('198.51.100.250', { anonymous_id: 'navegador-2' })).statusCode).toBe(204);

    const { headers } = await signedInHeaders(t);
    for (let i = 0; i < perSession; i += 1) expect((await send(`192.0.2.${i % 200}`, { name: 'identify' }, headers)).statusCode).toBe(204);
    expect((await send('192.0.2.250', { name: 'identify' }, headers)).statusCode).toBe(429);
    const keys = await t.database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'events:session:%'));
    const names = keys.map((row) => row.key);
    expect(names).toHaveLength(3);
    expect(names).toEqual(expect.arrayContaining(['events:session:anon:navegador-1', 'events:session:anon:navegador-2', expect.stringMatching(/^events:session:user:\d+$/)]));
  });
});
