import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { SaleWire } from '../../../server/contract/sales';
import type { SummaryWire } from '../../../server/contract/reports';
import type { SalonSettingsWire } from '../../../server/contract/salonSettings';
import { products, salePayments, sales, saleTransactions } from '../../../server/db/schema/index';
import type { Db } from '../../../server/db/client';
import { json } from '../support/harness';
import { productSale, saleSalon, sell, sold, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

type Errors = Record<string, string[]>;

/** Debit 1,99%, credit 3,49% at 1x up to 8,99% at 12x (in steps of 0,5), Pix 0,99%. */
const FEES = { debit_card: 1.99, credit_card: Array.from({ length: 12 }, (_, i) => 3.49 + i * 0.5), pix: 0.99 };
/** The same in basis points, as the sale's fee works them out. */
const creditBp = (installments: number) => 349 + (installments - 1) * 50;

/** Two Pomadas (R$ 79,80) paid as the body says. */
const twoPomadas = (s: SaleSalon, payments: unknown) => ({ ...productSale(s, 2), payment_type: undefined, payments });
const paymentsOf = (db: Db, s: SaleSalon, saleId: number) =>
  db.select().from(salePayments).where(and(eq(salePayments.salonId, s.as.salonId), eq(salePayments.saleId, saleId))).orderBy(salePayments.position);
const saleCount = async (db: Db, s: SaleSalon) => (await db.select({ id: sales.id }).from(sales).where(eq(sales.salonId, s.as.salonId))).length;
let app: FastifyInstance;
const settings = async (s: SaleSalon, salon: Record<string, unknown>, lang = 'pt-BR') =>
  app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: { ...s.as.headers, 'accept-language': lang }, payload: { salon } });

describe('card payments: brand, instalments, NSU and fees (issue 30 item 3)', () => {
  let s: SaleSalon;
  beforeAll(async ({ app: fileApp }) => {
    app = fileApp;
    s = await saleSalon(app, 200);
    expectStatus(await settings(s, { card_fees: FEES }), 200);
  });

  it('keeps the fees set, in percent, and refuses bad ones under the field in words', async () => {
    const read = json<SalonSettingsWire>(expectStatus(await s.as.get('/salons/:salonId/settings'), 200));
    expect(read.card_fees.debit_card).toBe(1.99);
    expect(read.card_fees.credit_card).toHaveLength(12);
    expect(read.card_fees.credit_card[2]).toBeCloseTo(4.49, 10);
    expect(read).toMatchObject({ commission_net_of_fees: false, commission_net_of_cost: false });
    const credit = [...FEES.credit_card];
    credit[2] = 3.333;
    const bad = json<Errors>(expectStatus(await settings(s, { card_fees: { debit_card: 101, credit_card: credit, pix: -1 } }), 422));
    expect(bad).toEqual({
      'card_fees.debit_card': ['A taxa vai de 0% a 100%, com até 2 casas decimais (ex.: 3,49)'],
      'card_fees.credit_card.2': ['A taxa vai de 0% a 100%, com até 2 casas decimais (ex.: 3,49)'],
      'card_fees.pix': ['A taxa vai de 0% a 100%, com até 2 casas decimais (ex.: 3,49)'],
    });
    const short = json<Errors>(expectStatus(await settings(s, { card_fees: { ...FEES, credit_card: [1, 2] } }, 'en'), 422));
    expect(short).toEqual({ 'card_fees.credit_card': ['Give the credit fee for each instalment count, 1x to 12x (12 values)'] });
    const partial = json<Errors>(expectStatus(await settings(s, { card_fees: { debit_card: 1 } }), 422));
    expect(partial).toEqual({ card_fees: ['Informe as taxas do débito, do crédito (1x a 12x) e do Pix juntas'] });
    // Nothing changed.
    expect(json<SalonSettingsWire>(expectStatus(await s.as.get('/salons/:salonId/settings'), 200)).card_fees.debit_card).toBe(1.99);
  });

  it('stores the brand, instalments and NSU, with the fee of the method and instalments, and reads them back', async ({ app, db }) => {
    const sale = await sold(
      app,
      s,
      twoPomadas(s, [
        { method: 'credit_card', amount: 5000, card_brand: 'visa', installments: 3, nsu: 'A1B2C3' },
        { method: 'debit_card', amount: 2000, card_brand: 'elo' },
        { method: 'pix', amount: 980 },
      ]),
    );
    expect(sale.payments).toEqual([
      expect.objectContaining({ method: 'credit_card', amount: 5000, card_brand: 'visa', installments: 3, nsu: 'A1B2C3', fee: Math.round((5000 * creditBp(3)) / 10_000) }),
      expect.objectContaining({ method: 'debit_card', amount: 2000, card_brand: 'elo', installments: 1, nsu: null, fee: Math.round((2000 * 199) / 10_000) }),
      expect.objectContaining({ method: 'pix', amount: 980, card_brand: null, installments: null, nsu: null, fee: 10 }),
    ]);
    expect(sale.payments[0].fee).toBe(225);
    expect(sale.payments[1].fee).toBe(40);
    const rows = await paymentsOf(db, s, sale.id);
    expect(rows.map((r) => [r.method, r.cardBrand, r.installments, r.nsu, r.fee])).toEqual([
      ['credit_card', 'visa', 3, 'A1B2C3', 225],
      ['debit_card', 'elo', 1, null, 40],
      ['pix', null, null, null, 10],
    ]);
    const read = json<SaleWire>(expectStatus(await s.as.get(`/sales/${sale.id}`), 200));
    expect(read.payments).toEqual(sale.payments);
    // payment_type alone: one card payment at once (1x), its fee too.
    const one = await sold(app, s, { ...productSale(s, 1), payment_type: 'credit_card' });
    expect(one.payments).toEqual([expect.objectContaining({ method: 'credit_card', installments: 1, card_brand: null, fee: Math.round((3990 * 349) / 10_000) })]);
  });

  it('refuses bad card details under the payment and field, in pt-BR and English, writing nothing', async ({ app, db }) => {
    const before = await saleCount(db, s);
    const refused = async (payments: unknown[], lang = 'pt-BR') => json<Errors>(expectStatus(await sell(app, s, twoPomadas(s, payments), { 'accept-language': lang }), 422));
    expect(await refused([{ method: 'debit_card', amount: 7980, installments: 2 }])).toEqual({ 'payments.0.installments': ['O cartão de débito é sempre à vista (1x)'] });
    for (const installments of [0, 13, 1.5]) {
      expect(await refused([{ method: 'credit_card', amount: 7980, installments }])).toEqual({ 'payments.0.installments': ['As parcelas vão de 1x a 12x (um número inteiro)'] });
    }
    expect(await refused([{ method: 'pix', amount: 980 }, { method: 'credit_card', amount: 7000, card_brand: 'diners', nsu: 'AB-12' }])).toEqual({
      'payments.1.card_brand': ['Escolha a bandeira do cartão: Visa, Mastercard, Elo, American Express, Hipercard ou Outra'],
      'payments.1.nsu': ['O NSU / código de autorização tem até 20 letras ou números, sem espaços nem símbolos'],
    });
    expect(await refused([{ method: 'cash', amount: 7980, card_brand: 'visa', installments: 1, nsu: '123' }])).toEqual({
      'payments.0.card_brand': ['Só um pagamento com cartão tem bandeira, parcelas ou NSU'],
      'payments.0.installments': ['Só um pagamento com cartão tem bandeira, parcelas ou NSU'],
      'payments.0.nsu': ['Só um pagamento com cartão tem bandeira, parcelas ou NSU'],
    });
    expect(await refused([{ method: 'pix', amount: 7980, installments: 3 }], 'en')).toEqual({ 'payments.0.installments': ['Only a card payment has a brand, instalments or an NSU'] });
    expect(await refused([{ method: 'debit_card', amount: 7980, installments: 2 }], 'en')).toEqual({ 'payments.0.installments': ['A debit card is always paid at once (1x)'] });
    // Hostile types never reach a 500.
    const odd = await sell(app, s, twoPomadas(s, [{ method: 'credit_card', amount: 7980, installments: 'três', card_brand: 7, nsu: 'x'.repeat(500) }]));
    expect(odd.statusCode).toBe(422);
    expect(await saleCount(db, s)).toBe(before);
  });

  it('reports gross, fees and net per method, and credit per instalments', async ({ app }) => {
    const shop = await saleSalon(app, 50);
    expectStatus(await settings(shop, { card_fees: FEES }), 200);
    await sold(app, shop, twoPomadas(shop, [{ method: 'credit_card', amount: 7980, installments: 2 }]));
    await sold(app, shop, twoPomadas(shop, [{ method: 'credit_card', amount: 3980, installments: 6 }, { method: 'debit_card', amount: 4000 }]));
    await sold(app, shop, twoPomadas(shop, [{ method: 'cash', amount: 7980 }]));
    const canceled = await sold(app, shop, twoPomadas(shop, [{ method: 'pix', amount: 7980 }]));
    expectStatus(await shop.as.post(`/sales/${canceled.id}/cancel`, { reason: 'Errada' }), 200);
    const fee = (amount: number, bp: number) => Math.round((amount * bp) / 10_000);
    const credit2 = fee(7980, creditBp(2));
    const credit6 = fee(3980, creditBp(6));
    const debit = fee(4000, 199);
    const summary = json<SummaryWire>(expectStatus(await shop.as.get('/salons/:salonId/reports/summary'), 200));
    expect(summary.by_payment).toEqual([
      { payment_type: 'credit_card', count: 2, total: 11960, fees: credit2 + credit6, net: 11960 - credit2 - credit6 },
      { payment_type: 'cash', count: 1, total: 7980, fees: 0, net: 7980 },
      { payment_type: 'debit_card', count: 1, total: 4000, fees: debit, net: 4000 - debit },
    ]);
    expect(summary.by_installments).toEqual([
      { installments: 2, count: 1, total: 7980, fees: credit2, net: 7980 - credit2 },
      { installments: 6, count: 1, total: 3980, fees: credit6, net: 3980 - credit6 },
    ]);
    expect(summary.by_payment.reduce((sum, p) => sum + p.total, 0)).toBe(summary.total.net);
  });

  it('five card sales at once: each written whole with its own fee', async ({ app, db }) => {
    const shop = await saleSalon(app, 50);
    expectStatus(await settings(shop, { card_fees: FEES }), 200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        sell(app, shop, twoPomadas(shop, [{ method: 'credit_card', amount: 7980, installments: i + 1, card_brand: 'mastercard', nsu: `NSU${i}` }])),
      ),
    );
    const written = answers.map((a) => json<SaleWire>(expectStatus(a, 201)));
    expect(new Set(written.map((w) => w.number)).size).toBe(5);
    let fees = 0;
    for (const [i, sale] of written.entries()) {
      const expected = Math.round((7980 * creditBp(i + 1)) / 10_000);
      fees += expected;
      expect((await paymentsOf(db, shop, sale.id)).map((r) => [r.installments, r.nsu, r.fee])).toEqual([[i + 1, `NSU${i}`, expected]]);
    }
    const summary = json<SummaryWire>(expectStatus(await shop.as.get('/salons/:salonId/reports/summary'), 200));
    expect(summary.by_payment).toEqual([{ payment_type: 'credit_card', count: 5, total: 5 * 7980, fees, net: 5 * 7980 - fees }]);
  });
});

describe('commissions net of card fees and product costs (issue 30 item 3)', () => {
  const linesOf = (db: Db, s: SaleSalon, saleId: number) =>
    db
      .select({ productId: saleTransactions.productId, commission: saleTransactions.commission, unitCost: saleTransactions.unitCost })
      .from(saleTransactions)
      .where(and(eq(saleTransactions.salonId, s.as.salonId), eq(saleTransactions.saleId, saleId)))
      .orderBy(saleTransactions.id);
  /** Corte (R$ 45,00) and a Pomada (R$ 39,90), paid by credit at 1x (3,49%: R$ 2,96 of fee). */
  const corteAndPomada = (s: SaleSalon) => ({
    price: 8490,
    payments: [{ method: 'credit_card', amount: 8490 }],
    transactions_attributes: [
      { service_id: s.serviceId, user_id: s.employeeId },
      { product_id: s.productId, user_id: s.employeeId },
    ],
  });
  const salonWith = async (app: FastifyInstance, db: Db, rules: Record<string, unknown>, cost = 1500) => {
    const s = await saleSalon(app, 50);
    expectStatus(await settings(s, { card_fees: FEES, ...rules }), 200);
    expectStatus(await s.as.put(`/employees/${s.employeeId}`, { employee: { service_commission: 50, product_commission: 10 } }), 200);
    await db.update(products).set({ cost }).where(and(eq(products.salonId, s.as.salonId), eq(products.id, s.productId)));
    return s;
  };

  it('off (the default): commissions on the line totals, as before; the product cost is kept on the line', async ({ app, db }) => {
    const s = await salonWith(app, db, {});
    const sale = await sold(app, s, corteAndPomada(s));
    expect(sale.transactions.map((l) => l.commission)).toEqual([2250, 399]);
    expect((await linesOf(db, s, sale.id)).map((l) => l.unitCost)).toEqual([null, 1500]);
  });

  it("net of fees: each line's base loses its share of the sale's fees (the shares add up to them)", async ({ app, db }) => {
    const s = await salonWith(app, db, { commission_net_of_fees: true });
    const sale = await sold(app, s, corteAndPomada(s));
    expect(sale.payments[0].fee).toBe(296);
    // 296 split 4500 : 3990 is 156,89 and 139,11: the larger remainder takes the cent left, Corte 157, Pomada 139.
    expect(sale.transactions.map((l) => l.commission)).toEqual([Math.round((4500 - 157) * 0.5), Math.round((3990 - 139) * 0.1)]);
    expect((await linesOf(db, s, sale.id)).map((l) => l.commission)).toEqual([2172, 385]);
    const read = json<SaleWire>(expectStatus(await s.as.get(`/sales/${sale.id}`), 200));
    expect(read.transactions.map((l) => l.commission)).toEqual([2172, 385]);
  });

  it("net of cost: a product line's base loses its cost x quantity, never below zero", async ({ app, db }) => {
    const s = await salonWith(app, db, { commission_net_of_cost: true });
    const sale = await sold(app, s, corteAndPomada(s));
    expect(sale.transactions.map((l) => l.commission)).toEqual([2250, 249]);
    const two = await sold(app, s, { price: 7980, payment_type: 'cash', transactions_attributes: [{ product_id: s.productId, quantity: 2, user_id: s.employeeId }] });
    expect(two.transactions[0].commission).toBe(Math.round((7980 - 3000) * 0.1));
    // A cost above the price leaves no commission, not a negative one.
    await db.update(products).set({ cost: 5000 }).where(and(eq(products.salonId, s.as.salonId), eq(products.id, s.productId)));
    const loss = await sold(app, s, { ...productSale(s, 1), payment_type: 'cash' });
    expect(loss.transactions[0].commission).toBe(0);
    expect((await linesOf(db, s, loss.id)).map((l) => [l.unitCost, l.commission])).toEqual([[5000, 0]]);
  });

  it('both: the fees share and the cost come off; the commissions report sums what was stored', async ({ app, db }) => {
    const s = await salonWith(app, db, { commission_net_of_fees: true, commission_net_of_cost: true });
    const sale = await sold(app, s, corteAndPomada(s));
    expect(sale.transactions.map((l) => l.commission)).toEqual([2172, Math.round((3990 - 139 - 1500) * 0.1)]);
    const report = json<{ rows: Array<{ employee_id: number; commission: number }> }>(expectStatus(await s.as.get('/salons/:salonId/reports/commissions'), 200));
    expect(report.rows.find((r) => r.employee_id === s.employeeId)?.commission).toBe(2172 + 235);
  });
});
