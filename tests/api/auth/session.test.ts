import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, authTokens, salons } from '../../../server/db/schema/index';
import { createAccount, credentialsOf, PASSWORD, signIn, validateToken } from '../support/authHelpers';
import { createTestApp, json, writeOutside, type TestApp } from '../support/harness';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const UNAUTHORIZED = 'Você precisa entrar na sua conta para continuar.';

describe('sign-in, tokens and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The default 10 sign-ins per e-mail per window would stop the 11-device test before it proves anything.
    // The access log's timer would split the batching test's 40 requests into two rows on a slow machine (seen
    // in CI): here only the tests' flushAccessLog() writes the buffer.
    t = await createTestApp({}, { rateLimit: { perIp: 1000, perEmail: 100, windowSeconds: 900 } }, { accessLogFlushMs: 3_600_000 });
  });
  afterAll(() => t.close());

  const tokensOf = (userId: number) => t.database.db.select().from(authTokens).where(eq(authTokens.userId, userId));

  it('answers 200 with the user at the top level and the devise_token_auth headers', async () => {
    const { email, user } = await createAccount(t.app, { email: 'Bruno.Lima@Barbearia.com', name: 'Bruno Lima', salon_name: 'Barbearia do Bruno' });
    const before = Math.floor(Date.now() / 1000);
    const response = await signIn(t.app, 'BRUNO.LIMA@barbearia.COM ');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      id: user.id,
      name: 'Bruno Lima',
      email,
      employee_id: user.employee_id,
      role: 'owner',
      salon: { id: user.salon.id, name: 'Barbearia do Bruno', professionals_see_all: false },
    });
    expect(response.headers).toMatchObject({ uid: email, 'token-type': 'Bearer', 'cache-control': 'no-store' });
    expect(response.headers['access-token']).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(response.headers.client).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const expiry = Number(response.headers.expiry);
    expect(expiry).toBeGreaterThanOrEqual(before + 14 * 24 * 3600 - 1);
    expect(expiry).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 14 * 24 * 3600);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail (no account enumeration)', async () => {
    const { email } = await createAccount(t.app);
    const wrongPassword = await signIn(t.app, email, 'senha-errada-123');
    const unknownEmail = await signIn(t.app, 'ninguem@nenhures.com.br', PASSWORD);
    const notAnEmail = await signIn(t.app, 'ninguem', PASSWORD);
    for (const response of [wrongPassword, unknownEmail, notAnEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['access-token']).toBeUndefined();
      expect(json(response)).toEqual({ success: false, errors: ['E-mail ou senha incorretos.'] });
    }
    const english = await signIn(t.app, email, 'senha-errada-123', { 'accept-language': 'en' });
    expect(json(english)).toEqual({ success: false, errors: ['Wrong e-mail or password.'] });
  });

  it('validates a token, and keeps validating it: tokens are not rotated per request', async () => {
    const { email, user } = await createAccount(t.app);
    const headers = credentialsOf(await signIn(t.app, email));
    for (let i = 0; i < 3; i += 1) {
      const response = await validateToken(t.app, headers);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ success: true, data: expect.objectContaining({ id: user.id, email, salon: expect.objectContaining({ id: user.salon.id }) }) });
      expect(response.headers['access-token']).toBeUndefined();
    }
    const upperUid = await validateToken(t.app, { ...headers, uid: email.toUpperCase() });
    expect(upperUid.statusCode).toBe(200);
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const { email, user } = await createAccount(t.app);
    const headers = credentialsOf(await signIn(t.app, email));
    const rows = await tokensOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ client: headers.client, tokenHash: sha256(headers['access-token']), salonId: user.salon.id });
    expect(JSON.stringify(rows)).not.toContain(headers['access-token']);
  });

  it('answers 401 {errors:[...]} for a missing, wrong, mismatched or expired token', async () => {
    const { email, user } = await createAccount(t.app);
    const other = await createAccount(t.app);
    const headers = credentialsOf(await signIn(t.app, email));
    const otherHeaders = credentialsOf(await signIn(t.app, other.email));
    const cases: Array<Record<string, string>> = [
      {},
      { client: headers.client, uid: headers.uid },
      { ...headers, 'access-token': `${headers['access-token'].slice(0, -1)}${headers['access-token'].endsWith('A') ? 'B' : 'A'}` },
      { ...headers, client: otherHeaders.client },
      { ...headers, uid: other.email },
      { ...headers, 'access-token': otherHeaders['access-token'] },
      { ...headers, 'access-token': 'x'.repeat(129) },
      { ...headers, uid: `${headers.uid}\u0000` },
      { ...headers, client: `${headers.client}\u0000` },
    ];
    for (const attempt of cases) {
      const response = await validateToken(t.app, attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBe(401);
      expect(json(response)).toEqual({ success: false, errors: [UNAUTHORIZED] });
    }
    expect((await validateToken(t.app, headers)).statusCode).toBe(200);

    // Changed outside the app (writeOutside announces it, as docs/scaling.md says such a write must be).
    await writeOutside(t, user.salon.id, (db) => db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, user.id)));
    const expired = await validateToken(t.app, headers);
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toEqual({ success: false, errors: [UNAUTHORIZED] });
  });

  it('refuses a wrong token for a device whose right one was just accepted from memory', async () => {
    const { email } = await createAccount(t.app);
    const headers = credentialsOf(await signIn(t.app, email));
    expect((await validateToken(t.app, headers)).statusCode).toBe(200);
    expect((await validateToken(t.app, headers)).statusCode).toBe(200);
    const token = headers['access-token'];
    for (const wrong of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, token.slice(0, -1), `${token}A`, `${token.slice(1)}${token[0]}`]) {
      expect((await validateToken(t.app, { ...headers, 'access-token': wrong })).statusCode, wrong).toBe(401);
    }
    expect((await validateToken(t.app, headers)).statusCode).toBe(200);
  });

  it('signs out: the token is revoked and removed, other devices stay signed in', async () => {
    const { email, user } = await createAccount(t.app);
    const phone = credentialsOf(await signIn(t.app, email));
    const desktop = credentialsOf(await signIn(t.app, email));
    const response = await t.app.inject({ method: 'DELETE', url: '/v1/auth/sign_out', headers: phone });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Você saiu da sua conta.' });

    expect((await validateToken(t.app, phone)).statusCode).toBe(401);
    expect((await validateToken(t.app, desktop)).statusCode).toBe(200);
    expect((await tokensOf(user.id)).map((row) => row.client)).toEqual([desktop.client]);
    const again = await t.app.inject({ method: 'DELETE', url: '/v1/auth/sign_out', headers: phone });
    expect(again.statusCode).toBe(401);
  });

  it('after the trial, without a subscription, a session can still validate its token and sign out', async () => {
    const { email, user } = await createAccount(t.app);
    const headers = credentialsOf(await signIn(t.app, email));
    await t.database.db.update(salons).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(salons.id, user.salon.id));
    expect((await validateToken(t.app, headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/auth/sign_out', headers })).statusCode).toBe(200);
    expect((await validateToken(t.app, headers)).statusCode).toBe(401);
  });

  it('keeps at most 10 devices: the 11th sign-in signs the oldest out', async () => {
    const { email, user } = await createAccount(t.app);
    const devices: Array<Record<string, string>> = [];
    for (let i = 0; i < 11; i += 1) devices.push(credentialsOf(await signIn(t.app, email)));

    const rows = await tokensOf(user.id);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.client).sort()).toEqual(devices.slice(1).map((d) => d.client).sort());
    expect((await validateToken(t.app, devices[0])).statusCode).toBe(401);
    for (const device of [devices[1], devices[10]]) expect((await validateToken(t.app, device)).statusCode).toBe(200);
  });

  it('writes an access-log row for every signed-in request, and none for anonymous ones', async () => {
    const { email, user } = await createAccount(t.app);
    const headers = { ...credentialsOf(await signIn(t.app, email)), 'user-agent': 'vitest-agent' };
    await validateToken(t.app, headers);
    await t.app.inject({ method: 'POST', url: '/v1/events', headers, payload: { name: 'agenda.opened' } });
    await t.app.inject({ method: 'DELETE', url: '/v1/auth/sign_out', headers });
    await validateToken(t.app, headers);
    await t.app.flushAccessLog();

    const rows = await t.database.db.select().from(accessLog).where(eq(accessLog.userId, user.id)).orderBy(accessLog.id);
    expect(rows.map(({ salonId, userId, method, path, status }) => ({ salonId, userId, method, path, status }))).toEqual([
      { salonId: user.salon.id, userId: user.id, method: 'GET', path: '/v1/auth/validate_token', status: 200 },
      { salonId: user.salon.id, userId: user.id, method: 'POST', path: '/v1/events', status: 204 },
      { salonId: user.salon.id, userId: user.id, method: 'DELETE', path: '/v1/auth/sign_out', status: 200 },
    ]);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'vitest-agent', count: 1 });
    expect(await t.database.db.select().from(accessLog).where(eq(accessLog.path, '/v1/auth/sign_in'))).toEqual([]);
  });

  it('writes identical requests of one batch as one row with their count, and a different answer as its own', async () => {
    const { email, user } = await createAccount(t.app);
    const headers = credentialsOf(await signIn(t.app, email));
    for (let i = 0; i < 40; i++) expect((await validateToken(t.app, headers)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/v1/salons/${user.salon.id + 1_000_000}/employees`, headers });
    await t.app.flushAccessLog();
    const rows = await t.database.db.select().from(accessLog).where(eq(accessLog.userId, user.id)).orderBy(accessLog.id);
    expect(rows.map(({ path, status, count }) => ({ path, status, count }))).toEqual([
      { path: '/v1/auth/validate_token', status: 200, count: 40 },
      { path: '/v1/salons/:salonId/employees', status: 403, count: 1 },
    ]);
  });
});
