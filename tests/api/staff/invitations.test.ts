import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, employees, users } from '../../../server/db/schema/index';
import { MAIL_LIMITS } from '../../../server/infra/rateLimiter';
import { signUp, signUpBody } from '../support/authHelpers';
import { createTestApp, json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, expectStatus, type Actor } from '../support/salonHelpers';

const SUBJECT = 'Você foi convidado para o Agendei';
const MAIL_LIMITED = 'Muitos e-mails enviados em pouco tempo. Espere até uma hora e tente de novo.';
const EXPIRED = 'Este convite expirou (ele vale por 7 dias). Peça ao salão que desligue e ligue de novo o seu acesso para receber um novo convite.';
const PHISHING = 'Ganhe um iPhone em http://x.co';
const LINK_TOKEN = /reset_password_token=([\w-]+)/;

type Employee = { id: number; name: string; email: string | null; agendei_access: boolean };

describe('staff invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimit: { perIp: 10_000, perEmail: 10_000, windowSeconds: 900 } });
  });
  afterAll(() => t.close());

  const salon = async (overrides: Record<string, unknown> = {}) => actAs(t.app, await signUpAndIn(t.app, overrides));
  const invite = (as: Actor, email: string, name = 'Bruno') =>
    as.post('/salons/:salonId/employees', { employee: { name, email, agendei_access: true } });
  const mailsTo = (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
  const invitationsOf = (salonId: number) =>
    t.database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(and(eq(emailOutbox.salonId, salonId), eq(emailOutbox.subject, SUBJECT)));
  const usersWith = (email: string) => t.database.db.select({ id: users.id, salonId: users.salonId }).from(users).where(eq(users.email, email));

  it('answers 429 to a burst of 150 invitations and writes no more e-mails than the salon may send in an hour', async () => {
    const as = await salon();
    const burst = await Promise.all(Array.from({ length: 150 }, (_, i) => invite(as, `burst-${i}-${as.salonId}@probe.com.br`, `P${i}`)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAIL_LIMITS.perSalon);
    expect(statuses.filter((s) => s === 429)).toHaveLength(150 - MAIL_LIMITS.perSalon);
    const limited = burst.find((r) => r.statusCode === 429)!;
    expect(json<{ errors: string[] }>(limited).errors).toEqual([MAIL_LIMITED]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(MAIL_LIMITS.windowSeconds);

    expect(await invitationsOf(as.salonId)).toHaveLength(MAIL_LIMITS.perSalon);
    // A refused invitation saves nothing: no professional, no account.
    const staff = await t.database.db.select({ id: employees.id }).from(employees).where(eq(employees.salonId, as.salonId));
    expect(staff).toHaveLength(1 + MAIL_LIMITS.perSalon);
  });

  it('sends one address at most 3 e-mails an hour, however the salon creates and deletes the professional', async () => {
    const as = await salon();
    const to = `ciclo-${as.salonId}@probe.com.br`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await invite(as, to);
      statuses.push(response.statusCode);
      if (response.statusCode === 201) expectStatus(await as.del(`/employees/${json<Employee>(response).id}`), 204);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await mailsTo(to)).toHaveLength(MAIL_LIMITS.perRecipient);
  });

  it('counts password-reset e-mails per address, with the same 429 whether the address has an account or not', async () => {
    const owner = await signUpAndIn(t.app);
    for (const email of [owner.user.email, `ninguem-${owner.user.salon.id}@nenhures.com.br`]) {
      const ask = () => t.app.inject({ method: 'POST', url: '/v1/auth/password', payload: { email } });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await ask()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(json(await ask())).toEqual({ success: false, errors: [MAIL_LIMITED] });
    }
    await t.app.services.auth.deferred.drain();
    const resets = (await mailsTo(owner.user.email)).filter((m) => m.subject === 'Crie uma nova senha no Agendei');
    expect(resets).toHaveLength(MAIL_LIMITS.perRecipient);
  });

  it('keeps the salon name out of the subject and never lets it become a link', async () => {
    const as = await salon({ salon_name: PHISHING });
    const to = `isca-${as.salonId}@probe.com.br`;
    expectStatus(await invite(as, to, 'Visite www.golpe.com'), 201);
    const [mail] = await mailsTo(to);
    expect(mail.subject).toBe(SUBJECT);

    const ourLink = /https?:\/\/agendei\.test\/[^\s"<]*/g;
    // Our own set-password link is the only link, in the button and nowhere else.
    expect([...mail.html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1].replace(ourLink, 'OURS'))).toEqual(['OURS']);
    for (const body of [mail.html.replace(/<[^>]+>/g, ' '), mail.text]) {
      const visible = body.replace(ourLink, ' ');
      // What a mail client would turn into a link: a scheme, www., or a name.tld.
      expect(visible).not.toMatch(/https?:|www\.|\b[a-z0-9-]+\.(co|com)\b/i);
      expect(visible).toContain('Ganhe um iPhone em http');
    }
  });

  it('answers an e-mail that already has an account exactly as a new one, creates no second account, and tells only that person', async () => {
    const elsewhere = await signUpAndIn(t.app);
    const as = await salon();
    const fresh = `nova-${as.salonId}@probe.com.br`;
    const [taken, untaken] = [await invite(as, elsewhere.user.email, 'Marta A'), await invite(as, fresh, 'Marta B')];
    const shape = (r: typeof taken, email: string) => ({
      status: r.statusCode,
      contentType: r.headers['content-type'],
      body: r.body.replace(String(json<Employee>(r).id), 'ID').replace(email, 'EMAIL').replace(/Marta [AB]/, 'NAME'),
    });
    expect(shape(taken, elsewhere.user.email)).toEqual(shape(untaken, fresh));
    expect(taken.statusCode).toBe(201);

    expect(await usersWith(elsewhere.user.email)).toEqual([{ id: elsewhere.user.id, salonId: elsewhere.user.salon.id }]);
    expect(await usersWith(fresh)).toHaveLength(1);
    const [notice] = (await mailsTo(elsewhere.user.email)).filter((m) => m.subject === SUBJECT);
    expect(notice.text).toContain('já tem uma conta no Agendei');
    expect(notice.text).not.toMatch(LINK_TOKEN);
    expect((await mailsTo(fresh))[0].text).toMatch(LINK_TOKEN);

    // Saving that professional again sends nothing more.
    const count = (await mailsTo(elsewhere.user.email)).length;
    expectStatus(await as.put(`/employees/${json<Employee>(taken).id}`, { employee: { name: 'Marta Lima' } }), 200);
    expect(await mailsTo(elsewhere.user.email)).toHaveLength(count);
  });

  it('expires after 7 days: the link says so, and the e-mail is free to sign up', async () => {
    const as = await salon();
    const to = `lia-${as.salonId}@probe.com.br`;
    const lia = json<Employee>(expectStatus(await invite(as, to, 'Lia'), 201));
    const token = LINK_TOKEN.exec((await mailsTo(to))[0].text)?.[1] ?? '';
    // While the invitation is valid, the address is taken.
    expect(json(await signUp(t.app, signUpBody({ email: to })))).toEqual({ status: 'error', errors: { email: ['Já existe uma conta com este e-mail. Entre ou recupere sua senha.'] } });

    await t.database.db.update(users).set({ resetPasswordExpiresAt: sql`now() - interval '1 second'` }).where(eq(users.email, to));
    const setPassword = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/password',
      payload: { password: 'senha-da-lia-1', password_confirmation: 'senha-da-lia-1', reset_password_token: token },
    });
    expect(setPassword.statusCode).toBe(422);
    expect(json(setPassword)).toEqual({ success: false, errors: [EXPIRED] });

    const own = await signUp(t.app, signUpBody({ email: to, name: 'Lia Santos', salon_name: 'Studio Lia' }));
    expect(own.statusCode).toBe(200);
    const mine = json<{ id: number; salon: { id: number } }>(own);
    expect(await usersWith(to)).toEqual([{ id: mine.id, salonId: mine.salon.id }]);
    // The inviting salon keeps its professional, without the stale account.
    const [row] = await t.database.db.select({ userId: employees.userId, email: employees.email }).from(employees).where(eq(employees.id, lia.id));
    expect(row).toEqual({ userId: null, email: to });
  });

  // Issue 25, item 16: the invitation's page names the salon, and after the password the sign-in knows the e-mail.
  it("names the inviting salon for an open invitation's token only, and answers the account's e-mail once the password is set", async () => {
    const as = await salon({ salon_name: 'Barbearia do Zé' });
    const to = `rui-${as.salonId}@probe.com.br`;
    expectStatus(await invite(as, to, 'Rui'), 201);
    const token = decodeURIComponent(LINK_TOKEN.exec((await mailsTo(to))[0].text)?.[1] ?? '');
    const invitation = (value: string) => t.app.inject({ method: 'GET', url: `/v1/auth/invitation?token=${encodeURIComponent(value)}` });

    const open = await invitation(token);
    expect(open.statusCode).toBe(200);
    expect(json(open)).toEqual({ salon_name: 'Barbearia do Zé' });
    expect(open.headers['cache-control']).toBe('no-store');
    expect((await invitation(`${token}x`)).statusCode).toBe(404);

    const setPassword = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/password',
      payload: { password: 'senha-do-rui-1', password_confirmation: 'senha-do-rui-1', reset_password_token: token },
    });
    expect(json(setPassword)).toMatchObject({ success: true, email: to });
    // Spent: the token names nothing any more.
    expect((await invitation(token)).statusCode).toBe(404);
  });

  it("never names a salon for a password reset's token", async () => {
    const { email } = (await signUpAndIn(t.app)).user;
    await t.app.inject({ method: 'POST', url: '/v1/auth/password', payload: { email, redirect_url: '/reset-password' } });
    await t.app.services.auth.deferred.drain();
    const [mail] = (await mailsTo(email)).filter((m) => m.subject.startsWith('Crie uma nova senha'));
    const token = decodeURIComponent(LINK_TOKEN.exec(mail.text)?.[1] ?? '');
    expect(token).not.toBe('');
    expect((await t.app.inject({ method: 'GET', url: `/v1/auth/invitation?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);
  });
});
