import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, emailOutbox, users } from '../../../server/db/schema/index';
import { createAccount, credentialsOf, PASSWORD, signIn, validateToken } from '../support/authHelpers';
import { createTestApp, json, type TestApp } from '../support/harness';

const NEW_PASSWORD = 'nova-senha-456';
const SENT = { success: true, message: 'Se houver uma conta com este e-mail, enviamos as instruções para criar uma nova senha.' };
const INVALID_LINK = 'Este link para criar uma nova senha é inválido ou expirou. Peça um novo.';
const LINK = /http:\/\/agendei\.test\/reset-password\?reset_password_token=([A-Za-z0-9_%-]+)/;

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimit: { perIp: 1000, perEmail: 100, windowSeconds: 900 } });
  });
  afterAll(() => t.close());

  /** The reset e-mail is written after the reply (infra/deferred.ts): wait for it. */
  const requestReset = async (email: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/password', headers, payload: { email, redirect_url: '/reset-password' } });
    await t.app.services.auth.deferred.drain();
    return response;
  };
  const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
    t.app.inject({ method: 'PUT', url: '/v1/auth/password', payload: { password, password_confirmation: confirmation, reset_password_token: token } });
  const resetMails = (to: string) =>
    t.database.db.select().from(emailOutbox).where(sql`${emailOutbox.to} = ${to} and ${emailOutbox.subject} not like 'Boas-vindas%'`).orderBy(desc(emailOutbox.id));

  /** Asks for a reset and reads the token from the e-mail the outbox holds. */
  async function tokenFor(email: string): Promise<string> {
    expect((await requestReset(email)).statusCode).toBe(200);
    const [mail] = await resetMails(email);
    return decodeURIComponent(LINK.exec(mail.text)?.[1] ?? '');
  }

  it('answers the same 200 for a known and an unknown e-mail; only the known one gets an e-mail', async () => {
    const { email, user } = await createAccount(t.app, { name: 'Carla Dias' });
    const known = await requestReset(email.toUpperCase());
    const unknown = await requestReset('ninguem@nenhures.com.br');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual(SENT);
    }
    expect(await resetMails('ninguem@nenhures.com.br')).toEqual([]);

    const mails = await resetMails(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ salonId: user.salon.id, status: 'pending', subject: 'Crie uma nova senha no Agendei', attempts: 0 });
    expect(mail.text).toContain('Olá, Carla Dias!');
    expect(mail.text).toContain('vale por 2 horas');
    const token = LINK.exec(mail.text)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(mail.html).toContain(`http://agendei.test/reset-password?reset_password_token=${token}`);
    expect(mail.html).toContain('Criar nova senha');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.resetPasswordTokenHash).toBe(createHash('sha256').update(String(token)).digest('hex'));
    expect(row.resetPasswordSentAt).toBeInstanceOf(Date);
  });

  it('writes the e-mail in English for Accept-Language: en', async () => {
    const { email } = await createAccount(t.app);
    const response = await requestReset(email, { 'accept-language': 'en' });
    expect(json(response)).toEqual({ success: true, message: 'If an account exists for this e-mail, we have sent instructions to create a new password.' });
    const [mail] = await resetMails(email);
    expect(mail.subject).toBe('Create a new Agendei password');
  });

  it('answers 422 for an address that is not an e-mail', async () => {
    const response = await requestReset('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ success: false, errors: ['Ops! Por favor, digite um e-mail válido'] });
  });

  it('changes the password with the token, signs every device out, and the token works once', async () => {
    const { email } = await createAccount(t.app);
    const devices = [credentialsOf(await signIn(t.app, email)), credentialsOf(await signIn(t.app, email))];
    const token = await tokenFor(email);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    // The account's e-mail comes back, so the sign-in form is filled in with it (issue 25, item 16).
    expect(json(response)).toEqual({ success: true, message: 'Sua senha foi alterada com sucesso!', email });

    for (const device of devices) expect((await validateToken(t.app, device)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(await t.database.db.select().from(authTokens).where(eq(authTokens.userId, row.id))).toEqual([]);
    expect(row).toMatchObject({ resetPasswordTokenHash: null, resetPasswordSentAt: null });
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'terceira-senha-789');
    expect(again.statusCode).toBe(422);
    expect(json(again)).toEqual({ success: false, errors: [INVALID_LINK] });
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of one token succeed', async () => {
    const { email } = await createAccount(t.app);
    const token = await tokenFor(email);
    const responses = await Promise.all([reset(token, 'primeira-senha-1'), reset(token, 'segunda-senha-2')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const winner = responses[0].statusCode === 200 ? 'primeira-senha-1' : 'segunda-senha-2';
    const loser = winner === 'primeira-senha-1' ? 'segunda-senha-2' : 'primeira-senha-1';
    expect((await signIn(t.app, email, winner)).statusCode).toBe(200);
    expect((await signIn(t.app, email, loser)).statusCode).toBe(401);
  });

  it('only the newest link works after asking twice', async () => {
    const { email } = await createAccount(t.app);
    const first = await tokenFor(email);
    const second = await tokenFor(email);
    expect(first).not.toBe(second);
    expect((await reset(first)).statusCode).toBe(422);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('answers 422 for an unknown token and keeps the password', async () => {
    const { email } = await createAccount(t.app);
    await tokenFor(email);
    for (const token of ['nao-e-um-token', 'x'.repeat(43), '']) {
      const response = await reset(token);
      expect(response.statusCode).toBe(422);
      expect(json(response)).toEqual({ success: false, errors: [INVALID_LINK] });
    }
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 422 for a token older than 2 hours, and accepts one just under', async () => {
    const { email } = await createAccount(t.app);
    const token = await tokenFor(email);
    const sentAt = (secondsAgo: number) =>
      t.database.db.update(users).set({ resetPasswordSentAt: new Date(Date.now() - secondsAgo * 1000) }).where(eq(users.email, email));

    await sentAt(2 * 3600 + 5);
    const expired = await reset(token);
    expect(expired.statusCode).toBe(422);
    expect(json(expired)).toEqual({ success: false, errors: [INVALID_LINK] });
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(200);

    await sentAt(2 * 3600 - 60);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('validates the new password before touching the token', async () => {
    const { email } = await createAccount(t.app);
    const token = await tokenFor(email);
    const short = await reset(token, '1234567');
    expect(short.statusCode).toBe(422);
    expect(json(short)).toEqual({ success: false, errors: ['Sua senha deve conter pelo menos 8 caracteres'] });
    const mismatch = await reset(token, NEW_PASSWORD, 'outra-coisa-99');
    expect(json(mismatch)).toEqual({ success: false, errors: ['As senhas digitadas devem ser iguais'] });
    const long = await reset(token, 'y'.repeat(129));
    expect(json(long)).toEqual({ success: false, errors: ['Sua senha deve ter no máximo 128 caracteres'] });
    expect((await reset(token)).statusCode).toBe(200);
  });
});
