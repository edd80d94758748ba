import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { SubscriptionService } from '../../../server/services/subscriptions';
import { signUpAndIn, type TestApp } from '../support/harness';
import { actAs, expectStatus, type Actor } from '../support/salonHelpers';
import { DAY, gatewayOf, mailsOf, readSubscription, salonRow, sandboxHash, setSalon, subscribe, type Outcome } from '../support/subscriptionHelpers';

/**
 * Renewals are driven by a fake clock: renewDue(now) is the scheduler's round as if it ran at `now`; the dates
 * that decide whether writes work are moved in the database to put the real present where a test needs it.
 */
describe('renewals, grace and cancel (the subscription scheduler)', () => {
  let t: TestApp;
  let subscriptions: SubscriptionService;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
    subscriptions = t.app.services.subscriptions;
  });

  /** A salon past its trial that just paid Team monthly with a card of the given outcome. */
  async function paying(outcome: Outcome = 'approve'): Promise<Actor> {
    const as = actAs(t.app, await signUpAndIn(t.app));
    await setSalon(t, as.salonId, { trialEndsAt: new Date(Date.now() - DAY) });
    expectStatus(await subscribe(as, { email: 'dona@salao.com.br', card_hash: sandboxHash(outcome, 'mastercard', '4444'), plan: 2, cycle: 'monthly' }), 200);
    return as;
  }
  const until = async (as: Actor) => (await salonRow(t, as.salonId)).subscribedUntil as Date;
  const write = (as: Actor) => as.post('/salons/:salonId/service_categories', { service_category: { name: `Cat ${Math.random()}` } });

  it('charges the next month when the period ends, once however often the round runs', async () => {
    const as = await paying();
    const end = await until(as);
    const charges = gatewayOf(t).charges.length;
    expect((await subscriptions.renewDue(new Date(end.getTime() - 60_000))).paid).toBe(0);
    const at = new Date(end.getTime() + 60_000);
    await subscriptions.renewDue(at);
    await subscriptions.renewDue(at);
    expect(gatewayOf(t).charges.length - charges).toBe(1);
    const next = await until(as);
    expect(next.getUTCDate()).toBe(end.getUTCDate());
    expect(next.getTime() - end.getTime()).toBeGreaterThanOrEqual(28 * DAY);
    const state = await readSubscription(as);
    expect(state.payments.map((p) => [p.kind, p.status, p.amount])).toEqual([
      ['renewal', 'paid', 7900],
      ['subscription', 'paid', 7900],
    ]);
    expect(state.payments[0].period_start).toBe(Math.floor(end.getTime() / 1000));
    expect((await mailsOf(t, as.salonId)).filter((mail) => mail.subject.includes('Recibo'))).toHaveLength(2);
  });

  it('renews once with two scheduler instances on one database running at the same time', async () => {
    const as = await paying();
    const end = await until(as);
    const second = await buildApp({ config: loadConfig({ APP_URL: 'http://agendei.test', LOG_LEVEL: 'silent' }), database: t.database, startWorkers: false, paymentGateway: gatewayOf(t) });
    try {
      const charges = gatewayOf(t).charges.length;
      const at = new Date(end.getTime() + 60_000);
      const outcomes = await Promise.all([subscriptions.renewDue(at), second.services.subscriptions.renewDue(at), subscriptions.renewDue(at)]);
      expect(outcomes.reduce((sum, o) => sum + o.paid, 0)).toBe(1);
      expect(gatewayOf(t).charges.length - charges).toBe(1);
      expect((await readSubscription(as)).payments.filter((p) => p.kind === 'renewal')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a refused renewal gives 7 days of grace with writes working, e-mails the owner, then writes answer 402', async () => {
    const as = await paying('decline_renewal');
    // Put the end of the paid period an hour ago in real time, and run the round now.
    const end = new Date(Date.now() - 3600_000);
    await setSalon(t, as.salonId, { subscribedUntil: end });
    expect(await subscriptions.renewDue(new Date())).toMatchObject({ failed: 1 });
    const state = await readSubscription(as);
    expect(state.status).toBe('past_due');
    expect(state.grace_until).toBe(Math.floor((end.getTime() + 7 * DAY) / 1000));
    expect(state.payments[0]).toMatchObject({ kind: 'renewal', status: 'declined', message: expect.stringContaining('Cartão recusado') });
    expect((await write(as)).statusCode).toBe(201);
    const [warning] = (await mailsOf(t, as.salonId)).filter((mail) => mail.subject.includes('renovação'));
    expect(warning.to).toBe('dona@salao.com.br');
    expect(warning.text).toContain('/meu-salao/plano');
    // The next rounds do not charge the refused card again for that period.
    const charges = gatewayOf(t).charges.length;
    await subscriptions.renewDue(new Date());
    expect(gatewayOf(t).charges.length).toBe(charges);
    // The grace runs out.
    await setSalon(t, as.salonId, { graceUntil: new Date(Date.now() - 1000) });
    expect((await readSubscription(as)).status).toBe('expired');
    expect((await write(as)).statusCode).toBe(402);
    // A new card brings it back.
    expectStatus(await subscribe(as, { email: 'dona@salao.com.br', card_hash: sandboxHash('approve'), plan: 2, cycle: 'annual' }), 200);
    expect((await readSubscription(as)).status).toBe('active');
    expect((await write(as)).statusCode).toBe(201);
  });

  it('cancel at the end of the cycle: no renewal, writes stop when the period ends; keep renewing undoes it', async () => {
    const as = await paying();
    const canceled = await as.put('/salons/:salonId/subscription', { cancel_at_period_end: true });
    expect(expectStatus(canceled, 200).json()).toMatchObject({ status: 'canceling', cancel_at_period_end: true });
    expect((await as.put('/salons/:salonId/subscription', { cancel_at_period_end: false })).json()).toMatchObject({ status: 'active' });
    await as.put('/salons/:salonId/subscription', { cancel_at_period_end: true });
    const end = new Date(Date.now() - 1000);
    await setSalon(t, as.salonId, { subscribedUntil: end });
    const charges = gatewayOf(t).charges.length;
    await subscriptions.renewDue(new Date());
    expect(gatewayOf(t).charges.length).toBe(charges);
    expect((await readSubscription(as)).status).toBe('expired');
    expect((await write(as)).statusCode).toBe(402);
  });

  it('a trial salon has nothing to cancel', async () => {
    const as = actAs(t.app, await signUpAndIn(t.app));
    const response = await as.put('/salons/:salonId/subscription', { cancel_at_period_end: true });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ cancel_at_period_end: ['Não há assinatura paga para cancelar.'] });
  });
});
