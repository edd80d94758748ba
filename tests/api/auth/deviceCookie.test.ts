import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookies } from '../../../server/db/schema/index';
import { createAccount, PASSWORD, signIn } from '../support/authHelpers';
import { createTestApp, json, type TestApp } from '../support/harness';

const WRONG = 'senha-errada-99';
const LIMITED = 'Muitas tentativas seguidas. Espere alguns minutos e tente de novo.';

/** The device cookie a sign-in set, as a browser would send it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const pair = /^agendei_device=[\w-]+/.exec(header)?.[0];
  if (!pair) throw new Error(`no device cookie in "${header}"`);
  return pair;
}

describe('sign-in limits with device cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The defaults per e-mail (10 in 15 minutes), and a high per-IP limit: inject() always comes from 127.0.0.1.
    t = await createTestApp({}, { rateLimit: { perIp: 10_000, perEmail: 10, windowSeconds: 900 } });
  });
  afterAll(() => t.close());

  const withCookie = (cookie: string) => ({ cookie });
  const statusesOf = async (count: number, attempt: () => Promise<LightMyRequestResponse>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await attempt()).statusCode);
    return statuses;
  };

  it('sets a long-lived, HttpOnly, SameSite=Lax cookie for /v1/auth, stored only as a hash', async () => {
    const { email, user } = await createAccount(t.app);
    const response = await signIn(t.app, email);
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^agendei_device=[\w-]{40,}; Max-Age=31536000; Path=\/v1\/auth; HttpOnly; SameSite=Lax$/);
    const token = deviceCookieOf(response).split('=')[1];
    const rows = await t.database.db.select().from(deviceCookies).where(eq(deviceCookies.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it("keeps the owner's browser signing in while guesses from unknown devices are locked out", async () => {
    const { email } = await createAccount(t.app);
    const owners = deviceCookieOf(await signIn(t.app, email));

    // An attacker without the cookie: 9 more tries fit the e-mail's budget (the owner's sign-in used one).
    const guesses = await statusesOf(12, () => signIn(t.app, email, WRONG));
    expect(guesses).toEqual([...Array(9).fill(401), 429, 429, 429]);
    const locked = await signIn(t.app, email);
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toEqual({ success: false, errors: [LIMITED] });

    // The owner's browser, with the right password, still gets in, again and again.
    for (let i = 0; i < 3; i += 1) {
      const owner = await signIn(t.app, email, PASSWORD, withCookie(owners));
      expect(owner.statusCode).toBe(200);
      expect(owner.headers['access-token']).toBeDefined();
      expect(deviceCookieOf(owner)).toBe(owners);
    }

    // A forged cookie, or one another account's sign-in earned, counts as no cookie.
    expect((await signIn(t.app, email, WRONG, withCookie('agendei_device=forjado-forjado-forjado-forjado'))).statusCode).toBe(429);
    const attacker = await createAccount(t.app);
    const attackers = deviceCookieOf(await signIn(t.app, attacker.email));
    expect((await signIn(t.app, email, PASSWORD, withCookie(attackers))).statusCode).toBe(429);
  });

  it('locks a device cookie used for too many wrong passwords, and only that device', async () => {
    const { email } = await createAccount(t.app);
    const first = deviceCookieOf(await signIn(t.app, email));
    const second = deviceCookieOf(await signIn(t.app, email));
    expect(second).not.toBe(first);

    // Wrong guesses with a device cookie spend that device's budget, not the e-mail's.
    expect(await statusesOf(12, () => signIn(t.app, email, WRONG, withCookie(first)))).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await signIn(t.app, email, PASSWORD, withCookie(first))).statusCode).toBe(429);
    expect((await signIn(t.app, email, PASSWORD, withCookie(second))).statusCode).toBe(200);
    expect((await signIn(t.app, email)).statusCode).toBe(200);
  });

  it("clears a device's failures once it signs in with the right password", async () => {
    const { email } = await createAccount(t.app);
    const device = deviceCookieOf(await signIn(t.app, email));
    expect(await statusesOf(8, () => signIn(t.app, email, WRONG, withCookie(device)))).toEqual(Array(8).fill(401));
    expect((await signIn(t.app, email, PASSWORD, withCookie(device))).statusCode).toBe(200);
    expect(await statusesOf(8, () => signIn(t.app, email, WRONG, withCookie(device)))).toEqual(Array(8).fill(401));
  });

  it('lets one browser vouch for two people of a salon', async () => {
    const ana = await createAccount(t.app);
    const bia = await createAccount(t.app);
    const shared = deviceCookieOf(await signIn(t.app, ana.email));
    expect(deviceCookieOf(await signIn(t.app, bia.email, PASSWORD, withCookie(shared)))).toBe(shared);
    for (const email of [ana.email, bia.email]) await statusesOf(11, () => signIn(t.app, email, WRONG));
    expect((await signIn(t.app, ana.email, PASSWORD, withCookie(shared))).statusCode).toBe(200);
    expect((await signIn(t.app, bia.email, PASSWORD, withCookie(shared))).statusCode).toBe(200);
  });
});

describe('device cookies behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://agendei.test' });
  });
  afterAll(() => t.close());

  it('are Secure when APP_URL is https', async () => {
    const { email } = await createAccount(t.app);
    expect(String((await signIn(t.app, email)).headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });
});
