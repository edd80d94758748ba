import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { authTokens, emailOutbox, users } from '../../../server/db/schema/index';
import { json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, category, expectStatus, service, type Actor } from '../support/salonHelpers';

type Employee = { id: number; name: string; email: string | null; color: string; agendei_access: boolean; service_ids: number[]; services: Array<{ id: number; name: string }> };

describe('professionals', () => {
  let t: TestApp;
  let as: Actor;
  let services: number[];
  beforeAll(async ({ t: fileT, as: fileAs }) => {
    t = fileT;
    as = fileAs;
    const hair = await category(as, 'service', 'Cabelo');
    services = [(await service(as, hair, { name: 'Corte' })).id, (await service(as, hair, { name: 'Escova' })).id];
  });

  const create = (fields: Record<string, unknown>) => as.post('/salons/:salonId/employees', { employee: { name: 'Bruno', ...fields } });
  const invitationTo = async (to: string) => {
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1);
    return mail;
  };
  const tokenIn = (text: string) => decodeURIComponent(/reset_password_token=([^\s"&<]+)/.exec(text)?.[1] ?? '');

  it('creates a professional with a colour and services, returned with service_ids and services', async () => {
    const created = json<Employee>(expectStatus(await create({ phone: '(11) 4004-1234', color: '#2350C2', agendei_access: false, service_ids: [...services, services[0]] }), 201));
    expect(created).toMatchObject({ name: 'Bruno', email: null, phone: '(11) 4004-1234', color: '#2350c2', agendei_access: false });
    expect(created.service_ids.sort()).toEqual([...services].sort());
    expect(created.services.map((s) => s.name)).toEqual(['Corte', 'Escova']);

    const listed = json<Employee[]>(expectStatus(await as.get('/salons/:salonId/employees'), 200));
    expect(listed.map((e) => e.name)).toEqual(['Dona Ana', 'Bruno']);
    expect(listed[1].service_ids.sort()).toEqual([...services].sort());

    const renamed = json<Employee>(expectStatus(await as.put(`/employees/${created.id}`, { employee: { name: 'Bruno Lima' } }), 200));
    expect(renamed).toMatchObject({ name: 'Bruno Lima', color: '#2350c2', service_ids: created.service_ids });
    const narrowed = json<Employee>(expectStatus(await as.put(`/employees/${created.id}`, { employee: { service_ids: [services[1]] } }), 200));
    expect(narrowed.services.map((s) => s.name)).toEqual(['Escova']);
    expect(json<Employee>(await as.put(`/employees/${created.id}`, { employee: { service_ids: [] } })).service_ids).toEqual([]);

    expectStatus(await as.del(`/employees/${created.id}`), 204);
    expectStatus(await as.del(`/employees/${created.id}`), 404);
  });

  it.each([
    [{ color: '#123456' }, 'color', 'Escolha uma das cores da agenda'],
    [{ color: 'red' }, 'color', 'Escolha uma das cores da agenda'],
    [{ email: 'bruno@' }, 'email', 'Ops! Por favor, digite um e-mail válido'],
    [{ phone: 'abc' }, 'phone', 'Telefone inválido. Digite o DDD e o número, por exemplo (11) 91234-5678'],
    [{ name: '' }, 'name', 'Este campo é obrigatório'],
    [{ service_ids: [999999] }, 'service_ids', 'Escolha apenas serviços deste salão'],
    [{ service_ids: ['1'] }, 'service_ids', 'Digite um número'],
    [{ service_ids: 'all' }, 'service_ids', 'Valor inválido'],
    [{ agendei_access: 'yes' }, 'agendei_access', 'Valor inválido'],
  ])('answers 422 to %j on %s', async (fields, field, message) => {
    const response = expectStatus(await create(fields), 422);
    expect(json<Record<string, string[]>>(response)[field]).toEqual([message]);
  });

  it("refuses another salon's services", async () => {
    const other = actAs(t.app, await signUpAndIn(t.app));
    const theirs = await service(other, await category(other, 'service', 'Deles'));
    expect(json(expectStatus(await create({ service_ids: [services[0], theirs.id] }), 422))).toEqual({ service_ids: ['Escolha apenas serviços deste salão'] });
  });

  it('invites a professional with access and an e-mail; turning access off signs them out for good', async ({ owner }) => {
    const email = `carla-${Date.now()}@salao.com.br`;
    // A second owner: the owner's own protections hold even against another owner.
    const carla = json<Employee>(expectStatus(await create({ name: 'Carla', email: email.toUpperCase(), role: 'owner' }), 201));
    expect(carla).toMatchObject({ email, agendei_access: true, role: 'owner' });
    const [account] = await t.database.db
      .select({ id: users.id, passwordHash: users.passwordHash, salonId: users.salonId, days: sql<number>`extract(epoch from ${users.resetPasswordExpiresAt} - now()) / 86400` })
      .from(users)
      .where(eq(users.email, email));
    expect(account).toMatchObject({ passwordHash: null, salonId: as.salonId });
    expect(Number(account.days)).toBeGreaterThan(6.9);

    const mail = await invitationTo(email);
    expect(mail.subject).toBe('Você foi convidado para o Agendei');
    expect(mail.text).toMatch(/http:\/\/agendei\.test\/reset-password\?reset_password_token=[\w-]+&invite=1/);
    const password = 'carla-senha-123';
    const setPassword = await t.app.inject({
      method: 'PUT', url: '/v1/auth/password', payload: { password, password_confirmation: password, reset_password_token: tokenIn(mail.text) },
    });
    expect(setPassword.statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { email, password } });
    expect(json(expectStatus(signIn, 200))).toMatchObject({ employee_id: carla.id, salon: { id: as.salonId } });
    const headers = { 'access-token': String(signIn.headers['access-token']), client: String(signIn.headers.client), uid: String(signIn.headers.uid) };

    // Carla cannot remove the owner's access; the owner cannot remove their own.
    const byCarla = await t.app.inject({ method: 'PUT', url: `/v1/employees/${owner.user.employee_id}`, headers, payload: { employee: { agendei_access: false } } });
    expect(json(expectStatus(byCarla, 422))).toEqual({ agendei_access: ['Não é possível tirar o acesso do dono do salão.'] });
    const own = await as.put(`/employees/${owner.user.employee_id}`, { employee: { agendei_access: false } });
    expect(json(expectStatus(own, 422))).toEqual({ agendei_access: ['Você não pode tirar o seu próprio acesso.'] });
    expect(json(expectStatus(await as.del(`/employees/${owner.user.employee_id}`), 422))).toEqual({ base: ['Você não pode excluir o seu próprio cadastro de profissional.'] });

    const tokensOfCarla = () => t.database.db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.userId, account.id));
    expect(await tokensOfCarla()).toHaveLength(1);
    expectStatus(await as.put(`/employees/${carla.id}`, { employee: { agendei_access: false } }), 200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/validate_token', headers })).statusCode).toBe(401);
    expect(await tokensOfCarla()).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { email, password } })).statusCode).toBe(401);

    // On again: a fresh invitation, and the old link no longer works.
    expectStatus(await as.put(`/employees/${carla.id}`, { employee: { agendei_access: true } }), 200);
    const again = await invitationTo(email);
    expect(again.id).not.toBe(mail.id);
    expect(tokenIn(again.text)).not.toBe(tokenIn(mail.text));
  });

  it('re-invites on a new e-mail, answers an e-mail that already has an account as any other, and removes the account on delete', async ({ owner }) => {
    const first = `davi-${Date.now()}@salao.com.br`;
    const davi = json<Employee>(expectStatus(await create({ name: 'Davi', email: first }), 201));
    const second = `davi2-${Date.now()}@salao.com.br`;
    expectStatus(await as.put(`/employees/${davi.id}`, { employee: { email: second } }), 200);
    expect(await invitationTo(second)).toBeDefined();
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, first))).toEqual([]);

    // Saved like any professional (tests/api/staff/invitations.test.ts: no account is created, the reply tells nothing).
    const taken = json<Employee>(expectStatus(await create({ name: 'Outra Ana', email: owner.user.email }), 201));
    expect(taken).toMatchObject({ email: owner.user.email, agendei_access: true });
    expectStatus(await create({ name: 'Sem acesso', email: owner.user.email, agendei_access: false }), 201);

    expectStatus(await as.del(`/employees/${davi.id}`), 204);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, second))).toEqual([]);
  });

  it("enforces the plan's professional limit on create", async () => {
    const team = actAs(t.app, await signUpAndIn(t.app, { plan: 2 }));
    for (let i = 1; i <= 4; i++) expectStatus(await team.post('/salons/:salonId/employees', { employee: { name: `P${i}`, agendei_access: false } }), 201);
    const fifth = await team.post('/salons/:salonId/employees', { employee: { name: 'P5' } });
    expect(json(expectStatus(fifth, 422))).toEqual({ base: ['Seu plano Team permite até 5 profissional(is). Para cadastrar mais, mude de plano em Meu plano.'] });
    const solo = actAs(t.app, await signUpAndIn(t.app, { plan: 1 }));
    expect(json<{ base: string[] }>(expectStatus(await solo.post('/salons/:salonId/employees', { employee: { name: 'P2' } }), 422)).base[0]).toContain('Solo permite até 1');
    expect(json<unknown[]>(await solo.get('/salons/:salonId/employees'))).toHaveLength(1);
  });
});
