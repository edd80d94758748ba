// Issue 26, item 3 (one write shape): every write that changes a salon's data commits with its audit row and
// its change notice (repositories/changes.ts), so another API instance drops what it holds of the salon at once:
// its cached answers, and for a change to who may do what, its cached sessions. Each case primes a cached read on
// a second instance, writes through the first, and reads on the second again. On PGlite the second app shares the
// database and hears the same notices; on PostgreSQL the notice crosses the server to its own LISTEN connection.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { ClientWire } from '../../../server/contract/clients';
import type { EmployeeWire } from '../../../server/contract/employees';
import { unsubscribeTokens } from '../../../server/db/schema/index';
import { SYSTEM } from '../../../server/repositories/changes';
import { purgeClosedAccounts } from '../../../server/services/privacy';
import { utc } from '../support/agendaHelpers';
import { secondInstance } from '../support/agendaStreamHelpers';
import { auditOf, expectAudited, readAfterWrite, sessionKey, type SecondInstance } from '../support/changeNoticeHelpers';
import { caughtUp, createTestApp, json, signUpAndIn, type SignedIn, type TestApp } from '../support/harness';
import { staffMember } from '../support/roleHelpers';
import { actAs, category, client, expectStatus, image, product, service, type Actor } from '../support/salonHelpers';
import { salonRow, sandboxHash, subscribe } from '../support/subscriptionHelpers';

const DAY_MS = 24 * 3600 * 1000;

describe('every write of a salon is announced to the other API instances, with its audit row', () => {
  let t: TestApp;
  let second: SecondInstance;
  let owner: SignedIn;
  let as: Actor;
  let by: { userId: number; userName: string };
  beforeAll(async () => {
    t = await createTestApp();
    second = await secondInstance(t);
    owner = await signUpAndIn(t.app);
    as = actAs(t.app, owner);
    by = { userId: owner.user.id, userName: owner.user.name };
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const seen = <T>(path: string, write: () => Promise<unknown>, who = owner) => readAfterWrite<T>(second, who, path, write);
  const onSecond = (who: SignedIn) => actAs(second.app, who);
  const CLIENTS = '/salons/:salonId/clients';
  const EMPLOYEES = '/salons/:salonId/employees';

  it('clients: created, updated with a photo, erased (LGPD) and deleted', async () => {
    let id = 0;
    let list = await seen<ClientWire[]>(CLIENTS, async () => (id = (await client(as, 'Joana Nova')).id));
    expect(list.map((c) => c.name)).toContain('Joana Nova');
    await expectAudited(t, as.salonId, 'client', id, 'created', by);

    const photo = { data: await image('png', 64, 64), filename: 'joana.png', type: 'image/png' };
    list = await seen(CLIENTS, async () => expectStatus(await as.form('PUT', `/clients/${id}`, { 'client[name]': 'Joana Renomeada', 'client[avatar]': photo }), 200));
    expect(list.find((c) => c.id === id)).toMatchObject({ name: 'Joana Renomeada', avatar_url: expect.stringContaining(`/clients/${id}/avatar`) });
    await expectAudited(t, as.salonId, 'client', id, 'updated', by);

    list = await seen(CLIENTS, async () => expectStatus(await as.post(`/clients/${id}/erase`, { confirm_name: 'Joana Renomeada' }), 200));
    expect(list.map((c) => c.id)).not.toContain(id);
    await expectAudited(t, as.salonId, 'client', id, 'erased', by);
    // The trail of an erased client names no one: its lines say which fields changed, never what they held.
    expect(JSON.stringify(await auditOf(t, as.salonId, 'client', id))).not.toContain('Joana');

    const other = await client(as, 'Otávio Apagado');
    list = await seen(CLIENTS, async () => expectStatus(await as.del(`/clients/${other.id}`), 204));
    expect(list.map((c) => c.id)).not.toContain(other.id);
    await expectAudited(t, as.salonId, 'client', other.id, 'deleted', by);
  });

  it.each(['service', 'product'] as const)('the %s catalogue: categories and items created, updated and deleted', async (kind) => {
    type Panel = { id: number; name: string };
    type Item = { id: number; name: string; price: number };
    const panels = `/salons/:salonId/${kind}_categories`;
    const items = `/salons/:salonId/${kind}s`;
    let categoryId = 0;
    expect((await seen<Panel[]>(panels, async () => (categoryId = await category(as, kind, `Nova ${kind}`)))).map((c) => c.id)).toContain(categoryId);
    await expectAudited(t, as.salonId, 'category', categoryId, 'created', by);
    const renamed = await seen<Panel[]>(panels, async () =>
      expectStatus(await as.put(`/${kind}_categories/${categoryId}`, { [`${kind}_category`]: { name: `Renomeada ${kind}` } }), 200),
    );
    expect(renamed.find((c) => c.id === categoryId)?.name).toBe(`Renomeada ${kind}`);
    await expectAudited(t, as.salonId, 'category', categoryId, 'updated', by);

    let itemId = 0;
    const create = async () => (itemId = (kind === 'service' ? await service(as, categoryId) : await product(as, categoryId)).id);
    expect((await seen<Item[]>(items, create)).map((i) => i.id)).toContain(itemId);
    await expectAudited(t, as.salonId, kind, itemId, 'created', by);
    const repriced = await seen<Item[]>(items, async () => expectStatus(await as.put(`/${kind}s/${itemId}`, { [kind]: { price: 9900 } }), 200));
    expect(repriced.find((i) => i.id === itemId)?.price).toBe(9900);
    await expectAudited(t, as.salonId, kind, itemId, 'updated', by);
    expect((await seen<Item[]>(items, async () => expectStatus(await as.del(`/${kind}s/${itemId}`), 204))).map((i) => i.id)).not.toContain(itemId);
    await expectAudited(t, as.salonId, kind, itemId, 'deleted', by);

    const left = await seen<Panel[]>(panels, async () => expectStatus(await as.del(`/${kind}_categories/${categoryId}`), 204));
    expect(left.map((c) => c.id)).not.toContain(categoryId);
    await expectAudited(t, as.salonId, 'category', categoryId, 'deleted', by);
  });

  it('professionals: hired, given services, invited to an account, and deleted', async () => {
    const serviceId = (await service(as, await category(as, 'service', 'Unhas'), { name: 'Manicure' })).id;
    let id = 0;
    const hire = async () => {
      const body = { employee: { name: 'Bia Nova', email: `bia-${Date.now()}@salao.com.br`, agendei_access: false } };
      id = json<EmployeeWire>(expectStatus(await as.post(EMPLOYEES, body), 201)).id;
    };
    expect((await seen<EmployeeWire[]>(EMPLOYEES, hire)).map((e) => e.id)).toContain(id);
    await expectAudited(t, as.salonId, 'employee', id, 'created', by);

    const served = await seen<EmployeeWire[]>(EMPLOYEES, async () => expectStatus(await as.put(`/employees/${id}`, { employee: { service_ids: [serviceId] } }), 200));
    expect(served.find((e) => e.id === id)?.service_ids).toEqual([serviceId]);
    await expectAudited(t, as.salonId, 'employee', id, 'updated', by);

    const invited = await seen<EmployeeWire[]>(EMPLOYEES, async () => expectStatus(await as.put(`/employees/${id}`, { employee: { agendei_access: true } }), 200));
    expect(invited.find((e) => e.id === id)?.agendei_access).toBe(true);
    await expectAudited(t, as.salonId, 'employee', id, 'invited', by);

    expect((await seen<EmployeeWire[]>(EMPLOYEES, async () => expectStatus(await as.del(`/employees/${id}`), 204))).map((e) => e.id)).not.toContain(id);
    await expectAudited(t, as.salonId, 'employee', id, 'deleted', by);
  });

  it("a role changed or an account revoked reaches the professional's session held by the other instance", async () => {
    const pro = await staffMember(t, owner, 'professional');
    const role = async () => json<{ data: { role: string } }>(expectStatus(await onSecond(pro).get('/auth/validate_token'), 200)).data.role;
    expect(await role()).toBe('professional');
    expect(second.app.services.salonCaches.session(sessionKey(pro))).toBeDefined();

    expectStatus(await as.put(`/employees/${pro.employeeId}`, { employee: { role: 'front_desk' } }), 200);
    await caughtUp(second.app);
    expect(await role()).toBe('front_desk');
    expect(await auditOf(t, as.salonId, 'employee', pro.employeeId)).toContainEqual(expect.objectContaining({ action: 'updated', userId: by.userId, details: expect.objectContaining({ role: 'front_desk' }) }));

    expectStatus(await as.put(`/employees/${pro.employeeId}`, { employee: { agendei_access: false } }), 200);
    await caughtUp(second.app);
    expect((await onSecond(pro).get('/auth/validate_token')).statusCode).toBe(401);
    await expectAudited(t, as.salonId, 'employee', pro.employeeId, 'accessRevoked', by);
  });

  it("the salon's settings reach its sessions on the other instance; dismissing the first steps is announced too", async () => {
    const seesAll = async () =>
      json<{ data: { salon: { professionals_see_all: boolean } } }>(expectStatus(await onSecond(owner).get('/auth/validate_token'), 200)).data.salon.professionals_see_all;
    expect(await seesAll()).toBe(false);
    const patch = { method: 'PATCH' as const, url: `/v1/salons/${as.salonId}/settings`, headers: owner.headers, payload: { salon: { professionals_see_all: true } } };
    expectStatus(await t.app.inject(patch), 200);
    await caughtUp(second.app);
    expect(await seesAll()).toBe(true);
    await expectAudited(t, as.salonId, 'salon', as.salonId, 'updated', by);

    await seen(EMPLOYEES, async () => expectStatus(await as.put('/salons/:salonId/onboarding', { dismissed: true }), 200));
    await expectAudited(t, as.salonId, 'salon', as.salonId, 'onboarding', by);
  });

  it('the reminder job marks bookings reminded and the unsubscribe link opts the client out, both by the application', async () => {
    const rita = await client(as, 'Rita Lembrada', { 'client[email]': 'rita@cliente.com' });
    const serviceId = (await service(as, await category(as, 'service', 'Lembretes'), { name: 'Escova' })).id;
    const start = utc(2031, 5, 6, 15);
    const booking = { client_id: rita.id, service_id: serviceId, employee_id: owner.user.employee_id, start_at: start };
    const { id } = json<AppointmentWire>(expectStatus(await as.post('/salons/:salonId/appointments', { appointment: booking }), 201));
    const day = await seen<AppointmentWire[]>('/salons/:salonId/appointments?day=2031-05-06', () => t.app.services.reminders.remindDue(new Date(start * 1000 - 20 * 3600 * 1000)));
    expect(day.find((a) => a.id === id)?.reminded_at).toEqual(expect.any(Number));
    await expectAudited(t, as.salonId, 'appointment', id, 'reminded', SYSTEM);

    const [{ token }] = await t.database.db.select({ token: unsubscribeTokens.token }).from(unsubscribeTokens).where(eq(unsubscribeTokens.clientId, rita.id));
    const list = await seen<ClientWire[]>(CLIENTS, async () => expectStatus(await t.app.inject({ method: 'POST', url: '/v1/reminders/unsubscribe', payload: { token } }), 200));
    expect(list.find((c) => c.id === rita.id)?.reminders_opt_out_at).toEqual(expect.any(Number));
    await expectAudited(t, as.salonId, 'client', rita.id, 'unsubscribed', SYSTEM);
  });

  it("a subscription paid, renewed by the job and set to cancel: each drops the salon's sessions on the other instance", async () => {
    const payer = await signUpAndIn(t.app);
    const pays = actAs(t.app, payer);
    // Past its trial (written as a script would, announced by the documented call): writes answer 402 until it pays.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update salons set trial_ends_at = now() - interval '1 day' where id = ${pays.salonId}`);
      await tx.execute(sql`select agendei_salon_changed(${pays.salonId})`);
    });
    await caughtUp(second.app);
    const held = async () => {
      expectStatus(await onSecond(payer).get(EMPLOYEES), 200);
      return second.app.services.salonCaches.session(sessionKey(payer)) !== undefined;
    };
    expect(await held()).toBe(true);
    expectStatus(await subscribe(pays, { email: 'dona@salao.com.br', card_hash: sandboxHash(), plan: 2, cycle: 'monthly' }), 200);
    await caughtUp(second.app);
    expect(second.app.services.salonCaches.session(sessionKey(payer))).toBeUndefined();
    // The second instance reads the paid plan: its writes are open again.
    expectStatus(await onSecond(payer).post('/salons/:salonId/service_categories', { service_category: { name: 'Depois de pagar' } }), 201);
    const payer_ = { userId: payer.user.id, userName: payer.user.name };
    await expectAudited(t, pays.salonId, 'subscription', pays.salonId, 'paid', payer_);

    expect(await held()).toBe(true);
    const until = (await salonRow(t, pays.salonId)).subscribedUntil as Date;
    expect((await t.app.services.subscriptions.renewDue(new Date(until.getTime() + 60_000))).paid).toBe(1);
    await caughtUp(second.app);
    expect(second.app.services.salonCaches.session(sessionKey(payer))).toBeUndefined();
    await expectAudited(t, pays.salonId, 'subscription', pays.salonId, 'renewed', SYSTEM);

    expect(await held()).toBe(true);
    expectStatus(await pays.put('/salons/:salonId/subscription', { cancel_at_period_end: true }), 200);
    await caughtUp(second.app);
    expect(second.app.services.salonCaches.session(sessionKey(payer))).toBeUndefined();
    await expectAudited(t, pays.salonId, 'subscription', pays.salonId, 'updated', payer_);
  });

  it('closing the account signs everyone out on every instance, and its purge by the maintenance job is announced', async () => {
    const leaving = await signUpAndIn(t.app);
    const leaves = actAs(t.app, leaving);
    expectStatus(await onSecond(leaving).get(EMPLOYEES), 200);
    expectStatus(await leaves.post('/salons/:salonId/close', { password: 'senha-forte-123' }), 200);
    await caughtUp(second.app);
    expect((await onSecond(leaving).get(EMPLOYEES)).statusCode).toBe(401);
    await expectAudited(t, leaves.salonId, 'salon', leaves.salonId, 'closed', { userId: leaving.user.id, userName: leaving.user.name });

    const dropped = vi.spyOn(second.app.services.salonCaches, 'invalidate');
    try {
      expect(await purgeClosedAccounts(t.app.db, new Date(Date.now() + 31 * DAY_MS))).toContain(leaves.salonId);
      await caughtUp(second.app);
      expect(dropped).toHaveBeenCalledWith(leaves.salonId);
    } finally {
      dropped.mockRestore();
    }
  });
});
