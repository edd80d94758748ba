import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CONSTANTS, type PlanId } from '../../../server/contract/constants';
import { employees, subscriptionPayments } from '../../../server/db/schema/index';
import type { ChargeRequest, PaymentGateway } from '../../../server/infra/payments/gateway';
import { createSandboxGateway } from '../../../server/infra/payments/sandboxGateway';
import { cycleEnd } from '../../../server/services/subscriptionState';
import { createTestApp, json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, type Actor } from '../support/salonHelpers';
import { mailsOf, salonRow, sandboxHash, subscribe, type Outcome } from '../support/subscriptionHelpers';

/**
 * Issue 24, items 1 to 3: subscribes that arrive together. The gateway here is the sandbox behind a wrapper that
 * counts every charge asked for (declined and failed ones too) and answers after a pause, as a real gateway does:
 * the pause is the window in which the other requests of the race run.
 */
function slowCountingGateway(pauseMs = 400) {
  const sandbox = createSandboxGateway();
  const asked: ChargeRequest[] = [];
  const gateway: PaymentGateway = {
    async charge(request) {
      asked.push(request);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      return sandbox.charge(request);
    },
  };
  return { gateway, asked, paid: sandbox.charges };
}

const RACE = 5;

describe('subscribe under concurrency (issue 24)', () => {
  let t: TestApp;
  let counting: ReturnType<typeof slowCountingGateway>;
  beforeAll(async () => {
    counting = slowCountingGateway();
    t = await createTestApp({}, {}, { paymentGateway: counting.gateway });
  });
  afterAll(() => t.close());

  const owner = async (plan?: number) => actAs(t.app, await signUpAndIn(t.app, plan ? { plan } : {}));
  const body = (outcome: Outcome = 'approve', plan = 2) => ({ email: 'dona@salao.com.br', card_hash: sandboxHash(outcome), plan, cycle: 'monthly' });
  const paymentsOf = (salonId: number) =>
    t.database.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.salonId, salonId)).orderBy(subscriptionPayments.id);
  const receiptsOf = async (salonId: number) => (await mailsOf(t, salonId)).filter((mail) => mail.subject.includes('Recibo'));
  const askedBy = (salonId: number) => counting.asked.filter((request) => request.idempotencyKey.startsWith(`subscribe:${salonId}:`));

  async function expectPaidOnce(as: Actor, responses: Array<{ statusCode: number; body: string }>, trialEnd: Date) {
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const end = cycleEnd(trialEnd, 'monthly').getTime();
    const until = Math.floor(end / 1000);
    // Every request answers the one subscription: one cycle after the trial, not five.
    for (const response of responses) expect(json<{ subscribed_until: number; plan_id: number }>(response)).toMatchObject({ subscribed_until: until, plan_id: 2 });
    expect((await salonRow(t, as.salonId)).subscribedUntil?.getTime()).toBe(end);
    const payments = await paymentsOf(as.salonId);
    expect(payments.filter((payment) => payment.status === 'paid')).toHaveLength(1);
    expect(payments.filter((payment) => payment.status === 'pending')).toHaveLength(0);
    expect(await receiptsOf(as.salonId)).toHaveLength(1);
  }

  it(`${RACE} subscribes at once with the same card_hash: one charge, one paid row, one receipt, one cycle`, async () => {
    const as = await owner();
    const trialEnd = (await salonRow(t, as.salonId)).trialEndsAt;
    const same = body();
    const responses = await Promise.all(Array.from({ length: RACE }, () => subscribe(as, same)));
    await expectPaidOnce(as, responses, trialEnd);
    expect(counting.paid.filter((charge) => charge.idempotencyKey.startsWith(`subscribe:${as.salonId}:`))).toHaveLength(1);
  });

  it(`${RACE} subscribes at once with ${RACE} different card_hash values: the card is charged once`, async () => {
    const as = await owner();
    const trialEnd = (await salonRow(t, as.salonId)).trialEndsAt;
    const responses = await Promise.all(Array.from({ length: RACE }, () => subscribe(as, body())));
    await expectPaidOnce(as, responses, trialEnd);
    expect(askedBy(as.salonId)).toHaveLength(1);
  });

  it(`${RACE} declined cards at once: the gateway is asked once and every request hears the same 422`, async () => {
    const as = await owner();
    const responses = await Promise.all(Array.from({ length: RACE }, () => subscribe(as, body('decline'))));
    for (const response of responses) {
      expect(response.statusCode).toBe(422);
      expect(json(response)).toEqual({ card_hash: ['Cartão recusado pelo banco emissor. Nada foi cobrado: use outro cartão ou fale com o seu banco.'] });
    }
    expect(askedBy(as.salonId)).toHaveLength(1);
    const payments = await paymentsOf(as.salonId);
    expect(payments.map((payment) => payment.status)).toEqual(['declined']);
    expect((await salonRow(t, as.salonId)).subscribedUntil).toBeNull();
    // Settled: the next subscribe is a new attempt, charged.
    expect((await subscribe(as, body())).statusCode).toBe(200);
    expect(askedBy(as.salonId)).toHaveLength(2);
  });

  it(`${RACE} subscribes at once while the gateway is down: asked once, ${RACE} times 502, nothing changes`, async () => {
    const as = await owner();
    const responses = await Promise.all(Array.from({ length: RACE }, () => subscribe(as, body('fail'))));
    for (const response of responses) expect(response.statusCode).toBe(502);
    expect(askedBy(as.salonId)).toHaveLength(1);
    expect((await paymentsOf(as.salonId)).map((payment) => payment.status)).toEqual(['failed']);
    expect((await salonRow(t, as.salonId)).subscribedUntil).toBeNull();
  });

  it('a claim left pending (an instance that died mid-charge) blocks for 10 minutes, is waited for, then taken over', async () => {
    const as = await owner();
    const claim = { salonId: as.salonId, kind: 'subscription' as const, planId: 1, cycle: 'monthly' as const, amountCents: 3900, status: 'pending' as const, periodStart: new Date(), periodEnd: new Date() };
    const [row] = await t.database.db.insert(subscriptionPayments).values(claim).returning({ id: subscriptionPayments.id });
    // While it is live, a hire counts against its plan (Solo) and a subscribe waits for it, then answers 409.
    const hire = await as.post('/salons/:salonId/employees', { employee: { name: 'Bruno Barbeiro', agendei_access: false } });
    expect(hire.statusCode).toBe(422);
    const [pt, en] = await Promise.all([subscribe(as, body()), subscribe(as, body(), { 'accept-language': 'en' }, t.app)]);
    expect(pt.statusCode).toBe(409);
    expect(json(pt)).toMatchObject({ errors: ['Um pagamento do plano deste salão já está em andamento. Aguarde um instante e confira o seu plano antes de tentar de novo.'] });
    expect(json(en)).toMatchObject({ errors: ['A plan payment for this salon is already in progress. Wait a moment and check your plan before trying again.'] });
    expect(askedBy(as.salonId)).toHaveLength(0);
    // Ten minutes on, the claim is abandoned: the next subscribe takes it over and is charged once.
    await t.database.db.update(subscriptionPayments).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(subscriptionPayments.id, row.id));
    expect((await as.post('/salons/:salonId/employees', { employee: { name: 'Bruno Barbeiro', agendei_access: false } })).statusCode).toBe(201);
    expect((await subscribe(as, body())).statusCode).toBe(200);
    expect(askedBy(as.salonId)).toHaveLength(1);
    expect((await paymentsOf(as.salonId)).map((payment) => [payment.id, payment.status, payment.planId])).toEqual([[row.id, 'paid', 2]]);
  }, 60_000);

  it('a smaller plan and hires at once never leave more professionals than the plan allows', async () => {
    for (let round = 0; round < 3; round += 1) {
      const as = await owner(2);
      const hires = Array.from({ length: RACE - 1 }, (_, i) => as.post('/salons/:salonId/employees', { employee: { name: `Pessoa ${round}-${i}`, agendei_access: false } }));
      const [solo, ...hired] = await Promise.all([subscribe(as, body('approve', 1)), ...hires]);
      expect([200, 422]).toContain(solo.statusCode);
      for (const response of hired) expect([201, 422]).toContain(response.statusCode);
      const planId = (await salonRow(t, as.salonId)).planId as PlanId;
      const n = (await t.database.db.select({ id: employees.id }).from(employees).where(eq(employees.salonId, as.salonId))).length;
      const max = PLAN_CONSTANTS[planId].maxEmployees ?? Infinity;
      expect(n, `round ${round}: plan ${planId} with ${n} professionals`).toBeLessThanOrEqual(max);
      // Whoever lost the race heard why.
      if (solo.statusCode === 200) {
        expect(planId).toBe(1);
        expect(hired.every((response) => response.statusCode === 422)).toBe(true);
      } else {
        expect(planId).toBe(2);
        expect(Object.keys(json<object>(solo))).toEqual(['plan']);
      }
      expect(await t.database.db.select().from(subscriptionPayments).where(and(eq(subscriptionPayments.salonId, as.salonId), eq(subscriptionPayments.status, 'pending')))).toEqual([]);
    }
  }, 60_000);
});
