import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { emailOutbox, employees, salons, users } from '../../../server/db/schema/index';
import { PASSWORD, signUp, signUpBody, uniqueEmail } from '../support/authHelpers';
import { json, type TestApp } from '../support/harness';

type SignUpError = { status: string; errors: Record<string, string[]> };
const DAY = 24 * 3600 * 1000;

describe('POST /v1/auth (sign-up)', () => {
  let t: TestApp;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

  const salonOf = async (id: number) => (await t.database.db.select().from(salons).where(eq(salons.id, id)))[0];

  it('creates the salon, its owner and the owner as the first professional', async () => {
    const body = signUpBody({ name: '  Ana Souza ', salon_name: ' Salão da Ana ', email: ' Ana.Souza@Salao.com.BR ', is_new_salon: true });
    const before = Date.now();
    const response = await signUp(t.app, body);
    expect(response.statusCode).toBe(200);
    const user = json<{ id: number; name: string; email: string; employee_id: number; salon: { id: number; name: string } }>(response);
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Ana Souza',
      email: 'ana.souza@salao.com.br',
      employee_id: expect.any(Number),
      role: 'owner',
      salon: { id: expect.any(Number), name: 'Salão da Ana', professionals_see_all: false },
    });

    const salon = await salonOf(user.salon.id);
    expect(salon).toMatchObject({ name: 'Salão da Ana', planId: 3, billing: 'monthly', timeZone: 'America/Sao_Paulo', subscribedUntil: null });
    expect(salon.trialEndsAt.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(salon.trialEndsAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ salonId: salon.id, name: 'Ana Souza', email: 'ana.souza@salao.com.br' });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);

    const staff = await t.database.db.select().from(employees).where(eq(employees.salonId, salon.id));
    expect(staff).toEqual([
      expect.objectContaining({ id: user.employee_id, userId: user.id, name: 'Ana Souza', email: 'ana.souza@salao.com.br', color: '#ef1554', agendeiAccess: true }),
    ]);

    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ana.souza@salao.com.br'));
    expect(mail).toEqual([expect.objectContaining({ salonId: salon.id, subject: 'Boas-vindas ao Agendei!', status: 'pending' })]);
    expect(mail[0].text).toContain('http://agendei.test/login');
  });

  it('takes the plan from ?plan=, from the body (which wins), or defaults to Big (3)', async () => {
    const fromQuery = json<{ salon: { id: number } }>(await signUp(t.app, signUpBody(), {}, '/v1/auth?plan=2'));
    const fromBody = json<{ salon: { id: number } }>(await signUp(t.app, signUpBody({ plan: 1, billing: 'annual' })));
    const both = json<{ salon: { id: number } }>(await signUp(t.app, signUpBody({ plan: 1 }), {}, '/v1/auth?plan=2'));
    expect((await salonOf(fromQuery.salon.id)).planId).toBe(2);
    expect(await salonOf(fromBody.salon.id)).toMatchObject({ planId: 1, billing: 'annual' });
    expect((await salonOf(both.salon.id)).planId).toBe(1);
  });

  it("keeps the owner's WhatsApp on the owner's professional, and refuses one that is not a phone", async () => {
    const user = json<{ employee_id: number; salon: { id: number } }>(await signUp(t.app, signUpBody({ phone: ' (11) 98765-4321 ' })));
    const [owner] = await t.database.db.select().from(employees).where(eq(employees.id, user.employee_id));
    expect(owner.phone).toBe('(11) 98765-4321');
    const before = (await t.database.db.select({ id: salons.id }).from(salons)).length;
    const bad = await signUp(t.app, signUpBody({ phone: 'zap da ana' }));
    expect(bad.statusCode).toBe(422);
    expect(json<SignUpError>(bad).errors.phone).toEqual(['Telefone inválido. Digite o DDD e o número, por exemplo (11) 91234-5678']);
    expect((await t.database.db.select({ id: salons.id }).from(salons)).length).toBe(before);
  });

  it.each([
    ['/v1/auth?plan=7', {}],
    ['/v1/auth?plan=abc', {}],
    ['/v1/auth', { plan: 4 }],
    ['/v1/auth', { plan: '2' }],
  ])('rejects an unknown plan (%s %j) with 422 on the plan field', async (url, extra) => {
    const response = await signUp(t.app, signUpBody(extra), {}, url);
    expect(response.statusCode).toBe(422);
    const body = json<SignUpError>(response);
    expect(body.status).toBe('error');
    expect(Object.keys(body.errors)).toEqual(['plan']);
  });

  it.each([
    ['blank name', { name: '   ' }, 'name', 'Ei, você esqueceu de colocar seu nome'],
    ['blank salon name', { salon_name: '' }, 'salon_name', 'Você tem de digitar o nome do seu estabelecimento'],
    ['bad e-mail', { email: 'ana@salao' }, 'email', 'Ops! Por favor, digite um e-mail válido'],
    ['e-mail with a space', { email: 'ana souza@salao.com' }, 'email', 'Ops! Por favor, digite um e-mail válido'],
    ['7-character password', { password: '1234567', password_confirmation: '1234567' }, 'password', 'Sua senha deve conter pelo menos 8 caracteres'],
    ['129-character password', { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'password', 'Sua senha deve ter no máximo 128 caracteres'],
    ['confirmation mismatch', { password_confirmation: 'outra-senha-123' }, 'password_confirmation', 'As senhas digitadas devem ser iguais'],
    ['missing name', { name: undefined }, 'name', 'Este campo é obrigatório'],
    ['300-character name', { name: 'a'.repeat(300) }, 'name', 'Texto longo demais (máximo de 255 caracteres)'],
  ])('answers 422 for a %s, in Portuguese by default', async (_label, overrides, field, message) => {
    const email = uniqueEmail();
    const response = await signUp(t.app, signUpBody({ email, ...overrides }));
    expect(response.statusCode).toBe(422);
    expect(json<SignUpError>(response)).toEqual({ status: 'error', errors: { [field]: [message] } });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('accepts exactly 8 and exactly 128 characters', async () => {
    for (const password of ['12345678', 'p'.repeat(128)]) {
      const response = await signUp(t.app, signUpBody({ password, password_confirmation: password }));
      expect(response.statusCode).toBe(200);
    }
  });

  it('reports every field at once, in English with Accept-Language: en', async () => {
    const response = await signUp(
      t.app,
      { name: '', salon_name: ' ', email: 'nope', password: 'short', password_confirmation: 'other' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(response.statusCode).toBe(422);
    expect(json<SignUpError>(response)).toEqual({
      status: 'error',
      errors: {
        name: ['Hey, you forgot to enter your name'],
        salon_name: ['Please enter the name of your business'],
        email: ['Oops! Please enter a valid e-mail'],
        password: ['Your password must have at least 8 characters'],
        password_confirmation: ['The passwords must match'],
      },
    });
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await signUp(t.app, signUpBody({ email }))).statusCode).toBe(200);
    for (const [again, lang, message] of [
      [email.toUpperCase(), 'pt-BR', 'Já existe uma conta com este e-mail. Entre ou recupere sua senha.'],
      [` ${email} `, 'en', 'An account with this e-mail already exists. Sign in or recover your password.'],
    ]) {
      const response = await signUp(t.app, signUpBody({ email: again }), { 'accept-language': lang });
      expect(response.statusCode).toBe(422);
      expect(json<SignUpError>(response).errors).toEqual({ email: [message] });
    }
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous sign-ups with one e-mail win; the other gets 422, not 500', async () => {
    const email = uniqueEmail('race');
    const salonsBefore = (await t.database.db.select({ id: salons.id }).from(salons)).length;
    const responses = await Promise.all([
      signUp(t.app, signUpBody({ email })),
      signUp(t.app, signUpBody({ email: email.toUpperCase() })),
      signUp(t.app, signUpBody({ email })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(json<SignUpError>(response).errors).toEqual({ email: ['Já existe uma conta com este e-mail. Entre ou recupere sua senha.'] });
    }
    const salonsNamed = await t.database.db.select({ id: users.salonId }).from(users).where(eq(users.email, email));
    expect(salonsNamed).toHaveLength(1);
    // The losers' transactions rolled back: no salon without an owner is left behind.
    expect(await t.database.db.select({ id: salons.id }).from(salons)).toHaveLength(salonsBefore + 1);
  });
});
