import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { PLAN_CONSTANTS } from '../../../server/contract/constants';
import { json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, expectStatus } from '../support/salonHelpers';
import { hire } from '../support/agendaHelpers';
import { DAY, gatewayOf, mailsOf, readSubscription, salonRow, sandboxHash, setSalon, subscribe } from '../support/subscriptionHelpers';

describe('subscribing (POST /salons/{id}/subscribe)', () => {
  let t: TestApp;
  const owner = async (plan?: number) => actAs(t.app, await signUpAndIn(t.app, plan ? { plan } : {}));
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

  it('starts in the trial with no payment', async () => {
    const as = await owner();
    const state = await readSubscription(as);
    expect(state).toMatchObject({ status: 'trial', plan_id: 3, cycle: 'monthly', subscribed_until: null, card: null, payments: [], professionals: 1 });
    expect(Math.abs(state.trial_ends_at - (Date.now() / 1000 + 30 * 86_400))).toBeLessThan(120);
  });

  it('charges Team annual once, keeps the trial days, stores only brand and last digits, and e-mails a receipt', async () => {
    const as = await owner();
    const before = gatewayOf(t).charges.length;
    const trialEnd = (await salonRow(t, as.salonId)).trialEndsAt;
    const hash = sandboxHash('approve', 'visa', '1111');
    const state = json<{ status: string; payments: Array<Record<string, unknown>> } & Record<string, unknown>>(
      expectStatus(await subscribe(as, { email: 'dona@salao.com.br', card_hash: hash, plan: 2, cycle: 'annual' }), 200),
    );
    expect(state).toMatchObject({ status: 'active', plan_id: 2, cycle: 'annual', card: { brand: 'visa', last4: '1111' }, email: 'dona@salao.com.br' });
    const end = new Date(trialEnd);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(state.subscribed_until).toBe(Math.floor(end.getTime() / 1000));
    expect(state.payments).toEqual([
      expect.objectContaining({ kind: 'subscription', status: 'paid', amount: 63 * 12 * 100, plan_id: 2, cycle: 'annual', period_start: Math.floor(trialEnd.getTime() / 1000), card: { brand: 'visa', last4: '1111' } }),
    ]);
    expect(gatewayOf(t).charges.length - before).toBe(1);
    expect(gatewayOf(t).charges.at(-1)?.amountCents).toBe(75_600);
    // The hash itself is never kept: only the gateway's card id, brand and last digits.
    const row = await salonRow(t, as.salonId);
    expect(JSON.stringify(row)).not.toContain(hash);
    expect(row.cardId).toMatch(/^sbx_card_/);
    const [receipt] = await mailsOf(t, as.salonId).then((mails) => mails.filter((mail) => mail.subject.includes('Recibo')));
    expect(receipt.to).toBe('dona@salao.com.br');
    expect(receipt.text.replace(/\u00a0/g, ' ')).toContain('R$ 756,00');
    expect(receipt.text).toContain('Team (anual)');
    expect(receipt.text).toContain('•••• 1111');
  });

  it('answers a declined card with the reason, charges nothing and changes nothing', async () => {
    const as = await owner();
    const before = gatewayOf(t).charges.length;
    const response = await subscribe(as, { email: 'dona@salao.com.br', card_hash: sandboxHash('decline'), plan: 2, cycle: 'monthly' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ card_hash: ['Cartão recusado pelo banco emissor. Nada foi cobrado: use outro cartão ou fale com o seu banco.'] });
    expect(await readSubscription(as)).toMatchObject({ status: 'trial', plan_id: 3, card: null, payments: [] });
    expect(gatewayOf(t).charges.length).toBe(before);
  });

  it('frees the Idempotency-Key of a declined card (its decline was recorded): the same key retries at once, and with another card subscribes', async () => {
    const as = await owner();
    const key = { 'idempotency-key': `plano-${Date.now()}` };
    const declined = { email: 'dona@salao.com.br', card_hash: sandboxHash('decline'), plan: 2, cycle: 'monthly' };
    expect((await subscribe(as, declined, key, t.app)).statusCode).toBe(422);
    const started = Date.now();
    const again = await subscribe(as, declined, key, t.app);
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    // Not held waiting for an answer that will never be stored.
    expect(Date.now() - started).toBeLessThan(2000);
    const approved = await subscribe(as, { ...declined, card_hash: sandboxHash('approve') }, key, t.app);
    expect(approved.statusCode).toBe(200);
    expect(await readSubscription(as)).toMatchObject({ plan_id: 2 });
  });

  it('answers a gateway failure with 502 and a message that nothing was charged, in English too', async () => {
    const as = await owner();
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${as.salonId}/subscribe`,
      headers: { ...as.headers, 'accept-language': 'en' },
      payload: { email: 'dona@salao.com.br', card_hash: sandboxHash('fail'), plan: 1, cycle: 'monthly' },
    });
    expect(response.statusCode).toBe(502);
    expect(json(response)).toMatchObject({ errors: ['The payment service did not answer. Nothing was charged; try again in a few minutes.'] });
    expect(await readSubscription(as)).toMatchObject({ status: 'trial', payments: [] });
  });

  it('refuses what is not a card_hash (a card number sent by mistake) and bad fields with 422, never 500', async () => {
    const as = await owner();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'dona@salao.com.br', card_hash: '4111111111111111', plan: 2, cycle: 'monthly' }, 'card_hash'],
      [{ email: 'não é e-mail', card_hash: sandboxHash(), plan: 2, cycle: 'monthly' }, 'email'],
      [{ email: 'dona@salao.com.br', card_hash: sandboxHash(), plan: 4, cycle: 'monthly' }, 'plan'],
      [{ email: 'dona@salao.com.br', card_hash: sandboxHash(), plan: 2, cycle: 'weekly' }, 'cycle'],
      [{ email: 'dona@salao.com.br', card_hash: '', plan: 2 }, 'card_hash'],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(as, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(json<object>(response))).toContain(field);
    }
    expect(await readSubscription(as)).toMatchObject({ status: 'trial', payments: [] });
  });

  it('charges once for a double submit: the same Idempotency-Key, or a second submit of the same plan at once', async () => {
    const as = await owner();
    const before = gatewayOf(t).charges.length;
    const body = { email: 'dona@salao.com.br', card_hash: sandboxHash(), plan: 2, cycle: 'monthly' };
    const key = { 'idempotency-key': 'a3f1c2d4-0000-4000-8000-000000000001' };
    const [first, second] = await Promise.all([subscribe(as, body, key, t.app), subscribe(as, body, key, t.app)]);
    // The second waits for the first, then hears 409 (in flight) or gets the first's answer replayed.
    expect([first.statusCode, second.statusCode]).toContain(200);
    for (const response of [first, second]) expect([200, 409]).toContain(response.statusCode);
    const replay = await subscribe(as, body, key, t.app);
    expect(replay.statusCode).toBe(200);
    // A second tap that made a new hash (no key): the plan was just paid, so nothing is charged again.
    expectStatus(await subscribe(as, { ...body, card_hash: sandboxHash() }), 200);
    expect(gatewayOf(t).charges.length - before).toBe(1);
    const state = await readSubscription(as);
    expect(state.payments).toHaveLength(1);
  });

  it('refuses a plan below the professionals the salon has, before charging', async () => {
    const as = await owner();
    await hire(as, 'Bruno Barbeiro');
    await hire(as, 'Carla Cabelereira');
    const before = gatewayOf(t).charges.length;
    const response = await subscribe(as, { email: 'dona@salao.com.br', card_hash: sandboxHash(), plan: 1, cycle: 'monthly' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ plan: ['Seu salão tem 3 profissionais e o plano Solo permite 1. Remova profissionais antes de mudar para este plano.'] });
    expect(gatewayOf(t).charges.length).toBe(before);
    expect((await readSubscription(as)).professionals).toBe(3);
    expectStatus(await subscribe(as, { email: 'dona@salao.com.br', card_hash: sandboxHash(), plan: 2, cycle: 'monthly' }), 200);
    expect(PLAN_CONSTANTS[2].maxEmployees).toBe(5);
  });

  it('after the trial: writes answer 402, subscribing still works, and then writes work again', async () => {
    const as = await owner();
    await setSalon(t, as.salonId, { trialEndsAt: new Date(Date.now() - DAY) });
    expect((await readSubscription(as)).status).toBe('trial_over');
    const write = () => as.post('/salons/:salonId/service_categories', { service_category: { name: `Cabelo ${Math.random()}` } });
    expect((await write()).statusCode).toBe(402);
    const state = json<{ status: string; subscribed_until: number }>(
      expectStatus(await subscribe(as, { email: 'dona@salao.com.br', card_hash: sandboxHash(), plan: 3, cycle: 'monthly' }), 200),
    );
    expect(state.status).toBe('active');
    // The period starts now (the trial is over), a month long.
    expect(state.subscribed_until - Date.now() / 1000).toBeGreaterThan(27 * 86_400);
    expect(state.subscribed_until - Date.now() / 1000).toBeLessThan(32 * 86_400);
    expect((await write()).statusCode).toBe(201);
  });

  it("is the salon's own: another salon's id answers 403", async () => {
    const as = await owner();
    const other = await owner();
    expect((await t.app.inject({ method: 'GET', url: `/v1/salons/${other.salonId}/subscription`, headers: as.headers })).statusCode).toBe(403);
    const post = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${other.salonId}/subscribe`,
      headers: as.headers,
      payload: { email: 'x@y.com', card_hash: sandboxHash(), plan: 2, cycle: 'monthly' },
    });
    expect(post.statusCode).toBe(403);
    expect((await readSubscription(other)).payments).toEqual([]);
  });
});
