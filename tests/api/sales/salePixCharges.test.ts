import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import type { PixChargeWire } from '../../../server/contract/pixCharges';
import type { SaleWire } from '../../../server/contract/sales';
import { auditEvents, pixCharges, sales } from '../../../server/db/schema/index';
import type { SandboxPix } from '../../../server/infra/pix/sandboxPix';
import { beforeAll, it } from '../support/fixtures';
import { readBrCode } from '../support/brCodeReader';
import { json } from '../support/harness';
import { saleSalon, sell, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

type Errors = Record<string, string[]>;
const POMADA = 3990;
const sandbox = (app: FastifyInstance) => app.services.pixProvider as SandboxPix;
const webhook = (app: FastifyInstance, signed: { body: string; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/v1/webhooks/pix', headers: signed.headers, payload: signed.body });

/** The provider's notice that the counter charge was paid, as the sandbox signs it. */
async function noticeOf(app: FastifyInstance, s: SaleSalon, charge: PixChargeWire) {
  const [row] = await app.db.select().from(pixCharges).where(and(eq(pixCharges.salonId, s.as.salonId), eq(pixCharges.id, charge.id)));
  return sandbox(app).paidNotice({ chargeId: row.chargeId!, reference: `balcao:${s.as.salonId}:${charge.id}`, amountCents: row.amount });
}
async function pay(app: FastifyInstance, s: SaleSalon, charge: PixChargeWire) {
  return { answer: await webhook(app, await noticeOf(app, s, charge)) };
}
const newCharge = async (s: SaleSalon, amount = POMADA) => json<PixChargeWire>(expectStatus(await s.as.post('/salons/:salonId/pix_charges', { pix_charge: { amount } }), 201));
/** One Pomada paid by the provider's Pix charge. */
const paidBy = (s: SaleSalon, chargeId: number, amount = POMADA) => ({
  price: POMADA,
  payments: [{ method: 'pix', amount, pix_charge_id: chargeId }],
  transactions_attributes: [{ product_id: s.productId, quantity: 1, user_id: s.employeeId }],
});

const turnOn = (app: FastifyInstance, s: SaleSalon, on = true) =>
  app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { salon: { pix_by_provider: on } } });
const salesCount = async (app: FastifyInstance, s: SaleSalon) => (await app.db.select({ id: sales.id }).from(sales).where(eq(sales.salonId, s.as.salonId))).length;

describe('Pix at the counter through the payment provider (issue 30 item 1)', () => {
  let s: SaleSalon;
  beforeAll(async ({ app }) => {
    s = await saleSalon(app, 50);
  });

  it('is refused while the salon takes Pix by its key; on, the charge is the provider\'s BR Code of the amount', async ({ app }) => {
    expect(json<Errors>(expectStatus(await s.as.post('/salons/:salonId/pix_charges', { pix_charge: { amount: POMADA } }), 422)).base).toEqual([
      expect.stringMatching(/^Este salão recebe Pix pela chave/),
    ]);
    expect(json<{ pix_by_provider: boolean }>(expectStatus(await turnOn(app, s), 200)).pix_by_provider).toBe(true);
    const charge = await newCharge(s);
    expect(charge).toMatchObject({ amount: POMADA, status: 'pending', paid_at: null, sale_id: null });
    expect(readBrCode(charge.br_code!)).toMatchObject({ amount: '39.90', crcValid: true });
    expect(json<PixChargeWire>(expectStatus(await s.as.get(`/pix_charges/${charge.id}`), 200)).status).toBe('pending');
    expect(Object.keys(json<Errors>(expectStatus(await s.as.post('/salons/:salonId/pix_charges', { pix_charge: { amount: 0 } }), 422)))).toEqual(['amount']);
  });

  it('is paid by the signed notice only, once however often it comes; a wrong signature is 401 and changes nothing', async ({ app, db }) => {
    const charge = await newCharge(s);
    const signed = await noticeOf(app, s, charge);
    const forged = { ...signed, headers: { ...signed.headers, 'pix-signature': 't=1,v1=00' } };
    expectStatus(await webhook(app, forged), 401);
    expectStatus(await webhook(app, { ...signed, headers: { 'content-type': 'application/json' } }), 401);
    expect(json<PixChargeWire>(await s.as.get(`/pix_charges/${charge.id}`)).status).toBe('pending');
    expectStatus(await webhook(app, signed), 200);
    expectStatus(await webhook(app, signed), 200);
    const paid = json<PixChargeWire>(await s.as.get(`/pix_charges/${charge.id}`));
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
    const audit = await db.select({ action: auditEvents.action }).from(auditEvents)
      .where(and(eq(auditEvents.salonId, s.as.salonId), eq(auditEvents.entity, 'pix_charge'), eq(auditEvents.entityId, charge.id)));
    expect(audit.map((a) => a.action).filter((a) => a === 'paid')).toHaveLength(1);
  });

  it('pays a sale only once paid, of its own amount, and only one sale', async ({ app }) => {
    const charge = await newCharge(s);
    const before = await salesCount(app, s);
    expect(json<Errors>(expectStatus(await sell(app, s, paidBy(s, charge.id)), 422))).toEqual({ 'payments.0.pix_charge_id': ['Este Pix ainda não foi pago: aguarde a confirmação do banco'] });
    expect(await salesCount(app, s)).toBe(before);
    expectStatus((await pay(app, s, charge)).answer, 200);
    const wrong = await sell(app, s, { ...paidBy(s, charge.id, 1990), payments: [{ method: 'pix', amount: 1990, pix_charge_id: charge.id }, { method: 'cash', amount: 2000 }] });
    expect(json<Errors>(expectStatus(wrong, 422))).toEqual({ 'payments.0.pix_charge_id': ['O valor deste pagamento não é o do Pix cobrado'] });
    const cash = await sell(app, s, { ...paidBy(s, charge.id), payments: [{ method: 'cash', amount: POMADA, pix_charge_id: charge.id }] });
    expect(json<Errors>(expectStatus(cash, 422))['payments.0.pix_charge_id']).toEqual(['Só um pagamento Pix pode ser uma cobrança Pix']);

    const sale = json<SaleWire>(expectStatus(await sell(app, s, paidBy(s, charge.id)), 201));
    expect(sale.payments).toEqual([expect.objectContaining({ method: 'pix', amount: POMADA, br_code: charge.br_code })]);
    expect(json<SaleWire>(await s.as.get(`/sales/${sale.id}`)).payments[0].br_code).toBe(charge.br_code);
    expect(json<PixChargeWire>(await s.as.get(`/pix_charges/${charge.id}`)).sale_id).toBe(sale.id);
    expect(json<Errors>(expectStatus(await sell(app, s, paidBy(s, charge.id)), 422))).toEqual({ 'payments.0.pix_charge_id': ['Este Pix já pagou outra venda'] });
  });

  it('five checkouts sending one paid charge at once make one sale', async ({ app }) => {
    const charge = await newCharge(s);
    expectStatus((await pay(app, s, charge)).answer, 200);
    const before = await salesCount(app, s);
    const answers = await Promise.all(Array.from({ length: 6 }, () => sell(app, s, paidBy(s, charge.id))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(await salesCount(app, s)).toBe(before + 1);
  });

  it("is listed on the sandbox's local Pix page, whose 'Marcar como pago' pays it through the signed webhook", async ({ app }) => {
    const charge = await newCharge(s, 1234);
    const secret = app.config.mailboxSecret;
    const listed = await app.inject({ method: 'GET', url: `/dev/pix?token=${secret}`, remoteAddress: '127.0.0.1' });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toMatch(/Venda no balcão<\/td><td>sbxpix[0-9a-f]+<\/td><td>R\$\s12,34/);
    const paid = await app.inject({
      method: 'POST',
      url: `/dev/pix/balcao/${s.as.salonId}/${charge.id}/pay?token=${secret}`,
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(json<PixChargeWire>(await s.as.get(`/pix_charges/${charge.id}`)).status).toBe('paid');
    expect((await app.inject({ method: 'POST', url: `/dev/pix/balcao/${s.as.salonId}/${charge.id}/pay?token=${secret}`, remoteAddress: '10.0.0.9', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode).toBe(404);
  });

  it('says so when the provider does not answer, and nothing is payable', async ({ app }) => {
    sandbox(app).failing = true;
    try {
      const answer = await s.as.post('/salons/:salonId/pix_charges', { pix_charge: { amount: POMADA } });
      expect(answer.statusCode).toBe(503);
      expect(json<Errors>(answer).base).toEqual([expect.stringMatching(/^O Pix não pôde ser gerado agora/)]);
    } finally {
      sandbox(app).failing = false;
    }
  });
});
