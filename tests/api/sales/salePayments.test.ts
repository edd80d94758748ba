import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { PixCodeResponse, SaleWire } from '../../../server/contract/sales';
import type { SummaryWire } from '../../../server/contract/reports';
import type { Static } from 'typebox';
import { salePayments, sales, salons } from '../../../server/db/schema/index';
import { json } from '../support/harness';
import { productSale, saleSalon, sell, sold, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';
import { readBrCode } from '../support/brCodeReader';
import type { Db } from '../../../server/db/client';

type PixCode = Static<typeof PixCodeResponse>;
type Errors = Record<string, string[]>;

/** Two Pomadas (R$ 79,80) paid as the sale's body says. */
const twoPomadas = (s: SaleSalon, payments: unknown) => ({ ...productSale(s, 2), payment_type: undefined, payments });

const paymentsOf = (db: Db, s: SaleSalon, saleId: number) =>
  db.select().from(salePayments).where(and(eq(salePayments.salonId, s.as.salonId), eq(salePayments.saleId, saleId))).orderBy(salePayments.position);
const saleCount = async (db: Db, s: SaleSalon) => (await db.select({ id: sales.id }).from(sales).where(eq(sales.salonId, s.as.salonId))).length;

describe('split payments (issue 30 item 2)', () => {
  let s: SaleSalon;
  beforeAll(async ({ app }) => {
    s = await saleSalon(app, 100);
  });

  it('records Pix and cash with change, in order, and reads them back the same', async ({ app, db }) => {
    const sale = await sold(app, s, twoPomadas(s, [{ method: 'pix', amount: 5000 }, { method: 'cash', amount: 2980, received: 5000 }]));
    expect(sale).toMatchObject({ price: 7980, payment_type: 'pix', payment_type_display: 'Pix + Dinheiro', received: 5000, change: 2020 });
    expect(sale.payments).toEqual([
      expect.objectContaining({ method: 'pix', method_display: 'Pix', amount: 5000, received: null, change: null, br_code: null }),
      expect.objectContaining({ method: 'cash', method_display: 'Dinheiro', amount: 2980, received: 5000, change: 2020, reference: null, br_code: null }),
    ]);
    // A Pix payment always has a transaction id (ours when the checkout sent none).
    expect(sale.payments[0].reference).toMatch(/^AG[A-Z0-9]{20}$/);
    const rows = await paymentsOf(db, s, sale.id);
    expect(rows.map((r) => [r.position, r.method, r.amount, r.received])).toEqual([[0, 'pix', 5000, null], [1, 'cash', 2980, 5000]]);
    expect(rows.map((r) => r.id)).toEqual(sale.payments.map((p) => p.id));
    const read = json<SaleWire>(expectStatus(await s.as.get(`/sales/${sale.id}`), 200));
    expect(read.payments).toEqual(sale.payments);
    expect(read).toMatchObject({ payment_type_display: 'Pix + Dinheiro', received: 5000, change: 2020 });
    // In English too.
    const en = json<SaleWire>(expectStatus(await app.inject({ method: 'GET', url: `/v1/sales/${sale.id}`, headers: { ...s.as.headers, 'accept-language': 'en' } }), 200));
    expect(en.payment_type_display).toBe('Pix + Cash');
  });

  it('refuses payments that do not add up to the total, saying both sums, and writes nothing', async ({ app, db }) => {
    const before = await saleCount(db, s);
    for (const payments of [[{ method: 'pix', amount: 5000 }, { method: 'cash', amount: 2000 }], [{ method: 'credit_card', amount: 8000 }]]) {
      const answer = await sell(app, s, twoPomadas(s, payments));
      const body = json<Errors>(expectStatus(answer, 422));
      expect(body.payments).toEqual([expect.stringMatching(/^Os pagamentos somam R\$\s(70|80),00, mas o valor a pagar é R\$\s79,80/)]);
    }
    const en = await sell(app, s, twoPomadas(s, [{ method: 'pix', amount: 1 }]), { 'accept-language': 'en' });
    expect(json<Errors>(expectStatus(en, 422)).payments).toEqual([expect.stringMatching(/^The payments add up to R\$\s?0\.01, but the amount due is R\$\s?79\.80/)]);
    expect(await saleCount(db, s)).toBe(before);
  });

  it('refuses a received amount on a card and a short one on cash, under that payment', async ({ app, db }) => {
    const before = await saleCount(db, s);
    const card = await sell(app, s, twoPomadas(s, [{ method: 'debit_card', amount: 7980, received: 8000 }]));
    expect(json<Errors>(expectStatus(card, 422))['payments.0.received']).toEqual(['O valor recebido só vale para pagamento em dinheiro']);
    const short = await sell(app, s, twoPomadas(s, [{ method: 'pix', amount: 3980 }, { method: 'cash', amount: 4000, received: 3000 }]));
    expect(json<Errors>(expectStatus(short, 422))['payments.1.received']).toEqual(['O valor recebido deve ser igual ou maior que o valor deste pagamento']);
    // The schema's own checks name the payment too: a zero amount, an unknown method, a reference with a space.
    const bad = await sell(app, s, twoPomadas(s, [{ method: 'cheque', amount: 0, reference: 'a b' }]));
    const fields = json<Errors>(expectStatus(bad, 422));
    expect(Object.keys(fields).sort()).toEqual(['payments.0.amount', 'payments.0.method', 'payments.0.reference']);
    expect(fields['payments.0.method']).toEqual(['Escolha Dinheiro, Cartão Débito, Cartão Crédito, Pix ou Outro']);
    const none = await sell(app, s, { ...productSale(s, 1), payment_type: undefined });
    expect(json<Errors>(expectStatus(none, 422)).payment_type).toEqual(['Escolha Dinheiro, Cartão Débito, Cartão Crédito, Pix ou Outro']);
    expect(await saleCount(db, s)).toBe(before);
  });

  it('still takes payment_type alone as one payment of the whole total', async ({ app, db }) => {
    const sale = await sold(app, s, { ...productSale(s, 1), payment_type: 'cash', received: 5000 });
    expect(sale).toMatchObject({ payment_type: 'cash', payment_type_display: 'Dinheiro', received: 5000, change: 1010 });
    expect(sale.payments).toEqual([expect.objectContaining({ method: 'cash', amount: 3990, received: 5000, change: 1010 })]);
    expect((await paymentsOf(db, s, sale.id)).map((r) => [r.method, r.amount, r.received])).toEqual([['cash', 3990, 5000]]);
  });

  it('finds a split sale in the list by any of its methods', async ({ app }) => {
    const sale = await sold(app, s, twoPomadas(s, [{ method: 'credit_card', amount: 7000 }, { method: 'other', amount: 980 }]));
    const byOther = json<SaleWire[]>(expectStatus(await s.as.get('/salons/:salonId/sales?payment_type=other'), 200));
    expect(byOther.map((x) => x.id)).toContain(sale.id);
    expect(byOther.find((x) => x.id === sale.id)).toMatchObject({ payment_type: 'credit_card', payment_type_display: 'Cartão Crédito + Outro' });
    const byDebit = json<SaleWire[]>(expectStatus(await s.as.get('/salons/:salonId/sales?payment_type=debit_card'), 200));
    expect(byDebit.map((x) => x.id)).not.toContain(sale.id);
  });

  it('reports money per method: a split sale counts in each of its methods', async ({ app }) => {
    const shop = await saleSalon(app, 50);
    await sold(app, shop, twoPomadas(shop, [{ method: 'pix', amount: 5000 }, { method: 'cash', amount: 2980, received: 3000 }]));
    await sold(app, shop, { ...productSale(shop, 1), payment_type: 'pix' });
    const canceled = await sold(app, shop, twoPomadas(shop, [{ method: 'debit_card', amount: 7980 }]));
    expectStatus(await shop.as.post(`/sales/${canceled.id}/cancel`, { reason: 'Errada' }), 200);
    const summary = json<SummaryWire>(expectStatus(await shop.as.get('/salons/:salonId/reports/summary'), 200));
    expect(summary.sales_count).toBe(2);
    expect(summary.by_payment).toEqual([
      { payment_type: 'pix', count: 2, total: 5000 + 3990, fees: 0, net: 5000 + 3990 },
      { payment_type: 'cash', count: 1, total: 2980, fees: 0, net: 2980 },
    ]);
    expect(summary.by_payment.reduce((sum, p) => sum + p.total, 0)).toBe(summary.total.net);
  });

  it('five split sales at once: each written whole, with its own payments, numbered apart', async ({ app, db }) => {
    const shop = await saleSalon(app, 50);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sell(app, shop, twoPomadas(shop, [{ method: 'pix', amount: 1000 + i }, { method: 'cash', amount: 6980 - i, received: 7000 }]))),
    );
    const written = answers.map((a) => json<SaleWire>(expectStatus(a, 201)));
    expect(new Set(written.map((w) => w.number)).size).toBe(6);
    for (const [i, sale] of written.entries()) {
      expect((await paymentsOf(db, shop, sale.id)).map((r) => [r.method, r.amount])).toEqual([['pix', 1000 + i], ['cash', 6980 - i]]);
    }
    const all = await db.select({ amount: salePayments.amount }).from(salePayments).where(eq(salePayments.salonId, shop.as.salonId));
    expect(all.reduce((sum, r) => sum + r.amount, 0)).toBe(6 * 7980);
  });
});

describe('Pix at checkout (issue 30 item 1)', () => {
  let s: SaleSalon;
  beforeAll(async ({ app, db }) => {
    s = await saleSalon(app, 100);
    await db.update(salons).set({ pixKey: '+5511987654321', pixKeyType: 'phone', pixReceiverName: 'Salão Beleza Pura', pixReceiverCity: 'São Paulo' }).where(eq(salons.id, s.as.salonId));
  });

  it('gives the static BR Code of the amount: key, amount, name, city, transaction id and a valid CRC', async () => {
    const code = json<PixCode>(expectStatus(await s.as.get('/salons/:salonId/pix_code?amount=7980&reference=AGCHECKOUT123'), 200));
    expect(code).toMatchObject({ reference: 'AGCHECKOUT123', receiver_name: 'Salão Beleza Pura', key: '+5511987654321' });
    const read = readBrCode(code.br_code!);
    expect(read).toEqual({
      payloadFormat: '01',
      gui: 'br.gov.bcb.pix',
      key: '+5511987654321',
      category: '0000',
      currency: '986',
      amount: '79.80',
      country: 'BR',
      // Without accents, as every bank's app reads them (pix-utils writes them in capitals).
      name: 'SALAO BELEZA PURA',
      city: 'SAO PAULO',
      txid: 'AGCHECKOUT123',
      crc: expect.stringMatching(/^[0-9A-F]{4}$/),
      crcValid: true,
    });
    // Without a reference the server makes one; a bad amount or reference is 422, not 500.
    const made = json<PixCode>(expectStatus(await s.as.get('/salons/:salonId/pix_code?amount=100'), 200));
    expect(readBrCode(made.br_code!).txid).toBe(made.reference);
    expect(readBrCode(made.br_code!)).toMatchObject({ amount: '1.00', crcValid: true });
    for (const query of ['amount=0', 'amount=abc', 'amount=100&reference=a-b', 'amount=100&reference=ABCDEFGHIJKLMNOPQRSTUVWXYZ']) {
      expectStatus(await s.as.get(`/salons/:salonId/pix_code?${query}`), 422);
    }
  });

  it('keeps on the sale the code its QR showed (the receipt e-mail carries it: salesInvoice.test.ts)', async ({ app }) => {
    const shown = json<PixCode>(expectStatus(await s.as.get('/salons/:salonId/pix_code?amount=5000&reference=AGSHOWN1'), 200));
    const sale = await sold(app, s, twoPomadas(s, [{ method: 'pix', amount: 5000, reference: 'AGSHOWN1' }, { method: 'cash', amount: 2980 }]));
    expect(sale.payments[0]).toMatchObject({ method: 'pix', reference: 'AGSHOWN1', br_code: shown.br_code });
    expect(json<SaleWire>(expectStatus(await s.as.get(`/sales/${sale.id}`), 200)).payments[0].br_code).toBe(shown.br_code);
    // A Pix payment without a reference gets a code of its own, readable the same way.
    const own = await sold(app, s, { ...productSale(s, 1), payment_type: 'pix' });
    expect(readBrCode(own.payments[0].br_code!)).toMatchObject({ key: '+5511987654321', amount: '39.90', txid: own.payments[0].reference, crcValid: true });
  });

  it('answers a null code while the salon has no key, and the sale still records Pix', async ({ app }) => {
    const bare = await saleSalon(app, 5);
    expect(json<PixCode>(expectStatus(await bare.as.get('/salons/:salonId/pix_code?amount=3990'), 200))).toMatchObject({ br_code: null, key: null, receiver_name: null });
    const sale = await sold(app, bare, { ...productSale(bare, 1), payment_type: 'pix' });
    expect(sale.payments).toEqual([expect.objectContaining({ method: 'pix', amount: 3990, br_code: null })]);
  });

  it('gives another salon nothing of this one', async ({ app }) => {
    const other = await saleSalon(app, 5);
    expect((await other.as.get(`/salons/${s.as.salonId}/pix_code?amount=100`)).statusCode).toBe(403);
  });
});
