import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { SaleWire } from '../../../server/contract/sales';
import type { CommissionsWire } from '../../../server/contract/reports';
import { salePayments, saleTips, saleTransactions, sales } from '../../../server/db/schema/index';
import { writeSale } from '../../../server/repositories/saleWrite';
import type { Db } from '../../../server/db/client';
import { json } from '../support/harness';
import { hire } from '../support/agendaHelpers';
import { productSale, saleSalon, sell, sold, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

type Errors = Record<string, string[]>;

const tipsOf = (db: Db, s: SaleSalon, saleId?: number) =>
  db
    .select({ employeeId: saleTips.employeeId, amount: saleTips.amount, saleId: saleTips.saleId })
    .from(saleTips)
    .where(saleId === undefined ? eq(saleTips.salonId, s.as.salonId) : and(eq(saleTips.salonId, s.as.salonId), eq(saleTips.saleId, saleId)))
    .orderBy(saleTips.id);
const saleCount = async (db: Db, s: SaleSalon) => (await db.select({ id: sales.id }).from(sales).where(eq(sales.salonId, s.as.salonId))).length;
/** A Pomada (R$ 39,90) with tips, paid as the body says. */
const tipped = (s: SaleSalon, tips: unknown, payments: unknown) => ({ ...productSale(s, 1), payment_type: undefined, tips, payments });

describe('tips (gorjeta, issue 30 item 4)', () => {
  let s: SaleSalon;
  let bia: number;
  beforeAll(async ({ app }) => {
    s = await saleSalon(app, 200);
    bia = await hire(s.as, 'Bia Manicure');
    expectStatus(await s.as.put(`/employees/${s.employeeId}`, { employee: { product_commission: 10 } }), 200);
  });

  it('records tips for professionals, paid on top of the sale, and reads them back apart from commissions', async ({ app, db }) => {
    const sale = await sold(app, s, tipped(s, [{ user_id: s.employeeId, amount: 500 }, { user_id: bia, amount: 1000 }], [{ method: 'pix', amount: 3990 + 1500 }]));
    expect(sale.price).toBe(3990);
    expect(sale.tip_total).toBe(1500);
    expect(sale.tips).toEqual([
      { id: expect.any(Number), user_id: s.employeeId, employee: { id: s.employeeId, name: expect.any(String) }, amount: 500 },
      { id: expect.any(Number), user_id: bia, employee: { id: bia, name: 'Bia Manicure' }, amount: 1000 },
    ]);
    // The commission is on the sale's line only.
    expect(sale.transactions[0].commission).toBe(399);
    expect((await tipsOf(db, s, sale.id)).map((t) => [t.employeeId, t.amount])).toEqual([[s.employeeId, 500], [bia, 1000]]);
    const read = json<SaleWire>(expectStatus(await s.as.get(`/sales/${sale.id}`), 200));
    expect(read.tips).toEqual(sale.tips);
    expect(read.tip_total).toBe(1500);
    const list = json<SaleWire[]>(expectStatus(await s.as.get('/salons/:salonId/sales'), 200));
    expect(list.find((x) => x.id === sale.id)?.tip_total).toBe(1500);
    // payment_type alone pays the tips too.
    const one = await sold(app, s, { ...productSale(s, 1), payment_type: 'cash', tips: [{ user_id: bia, amount: 200 }] });
    expect(one.payments).toEqual([expect.objectContaining({ method: 'cash', amount: 4190 })]);
  });

  it('refuses payments without the tips, saying the tips, and bad tips under their field; writes nothing', async ({ app, db }) => {
    const before = await saleCount(db, s);
    const short = json<Errors>(expectStatus(await sell(app, s, tipped(s, [{ user_id: bia, amount: 500 }], [{ method: 'pix', amount: 3990 }])), 422));
    expect(short.payments).toEqual([expect.stringMatching(/^Os pagamentos somam R\$\s39,90, mas o valor a pagar com as gorjetas \(R\$\s5,00\) é R\$\s44,90/)]);
    const en = await sell(app, s, tipped(s, [{ user_id: bia, amount: 500 }], [{ method: 'pix', amount: 3990 }]), { 'accept-language': 'en' });
    expect(json<Errors>(expectStatus(en, 422)).payments).toEqual([expect.stringMatching(/^The payments add up to R\$\s?39\.90, but the amount due with the tips/)]);
    const other = await saleSalon(app, 5);
    const bad = json<Errors>(
      expectStatus(await sell(app, s, tipped(s, [{ user_id: other.employeeId, amount: 500 }, { user_id: bia, amount: 100 }, { user_id: bia, amount: 100 }], [{ method: 'pix', amount: 4690 }])), 422),
    );
    expect(bad).toEqual({
      'tips.0.user_id': ['Escolha um profissional deste salão'],
      'tips.2.user_id': ['Cada profissional recebe uma gorjeta só: some os valores numa linha'],
      payments: [expect.stringContaining('gorjetas')],
    });
    const zero = await sell(app, s, tipped(s, [{ user_id: bia, amount: 0 }], [{ method: 'pix', amount: 3990 }]));
    expect(json<Errors>(expectStatus(zero, 422))).toEqual({ 'tips.0.amount': ['Digite uma gorjeta de R$ 0,01 a R$ 1.000.000,00'] });
    const many = await sell(app, s, tipped(s, Array.from({ length: 11 }, () => ({ user_id: bia, amount: 1 })), [{ method: 'pix', amount: 4001 }]));
    expect(many.statusCode).toBe(422);
    expect(await saleCount(db, s)).toBe(before);
  });

  it('reports tips per professional in the commissions report, never in the commission; an estorno takes them out', async ({ app }) => {
    const shop = await saleSalon(app, 50);
    const caio = await hire(shop.as, 'Caio');
    expectStatus(await shop.as.put(`/employees/${shop.employeeId}`, { employee: { product_commission: 10 } }), 200);
    await sold(app, shop, tipped(shop, [{ user_id: shop.employeeId, amount: 700 }, { user_id: caio, amount: 300 }], [{ method: 'cash', amount: 4990 }]));
    const canceled = await sold(app, shop, tipped(shop, [{ user_id: shop.employeeId, amount: 5000 }], [{ method: 'pix', amount: 8990 }]));
    expectStatus(await shop.as.post(`/sales/${canceled.id}/cancel`, { reason: 'Errada' }), 200);
    const report = json<CommissionsWire>(expectStatus(await shop.as.get('/salons/:salonId/reports/commissions'), 200));
    expect(report.rows).toEqual([
      expect.objectContaining({ employee_id: shop.employeeId, commission: 399, tips: 700 }),
      // Tipped without a line of their own: a row with the tip alone.
      { employee_id: caio, name: 'Caio', quantity: 0, gross: 0, discount: 0, net: 0, commission: 0, tips: 300 },
    ]);
    expect(report.total).toMatchObject({ commission: 399, tips: 1000 });
  });

  it('five tipped sales at once: each written whole with its tips and payments', async ({ app, db }) => {
    const shop = await saleSalon(app, 50);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => sell(app, shop, tipped(shop, [{ user_id: shop.employeeId, amount: 100 + i }], [{ method: 'credit_card', amount: 3990 + 100 + i }]))),
    );
    const written = answers.map((a) => json<SaleWire>(expectStatus(a, 201)));
    expect(new Set(written.map((w) => w.number)).size).toBe(5);
    for (const [i, sale] of written.entries()) {
      expect((await tipsOf(db, shop, sale.id)).map((t) => t.amount)).toEqual([100 + i]);
      expect(sale.tips.map((t) => t.id)).toEqual((await db.select({ id: saleTips.id }).from(saleTips).where(eq(saleTips.saleId, sale.id))).map((r) => r.id));
    }
    const paid = await db.select({ amount: salePayments.amount }).from(salePayments).where(eq(salePayments.salonId, shop.as.salonId));
    expect(paid.reduce((sum, r) => sum + r.amount, 0)).toBe(5 * 3990 + 500 + 10);
    expect((await tipsOf(db, shop)).reduce((sum, t) => sum + t.amount, 0)).toBe(510);
  });

  it('the transaction write path (a sale that deducts a deposit, or one the statement refused) writes tips, card details and costs too', async ({ db }) => {
    const written = await db.transaction((tx) =>
      writeSale(tx, {
        salonId: s.as.salonId, clientId: null, price: 3990, paymentType: 'credit_card', received: null, userId: s.as.salonId,
        payments: [{ method: 'credit_card', amount: 4490, received: null, reference: null, brCode: null, cardBrand: 'elo', installments: 2, nsu: 'TX1', fee: 180 }],
        lines: [{ serviceId: null, productId: s.productId, appointmentId: null, employeeId: s.employeeId, name: 'Pomada', value: 3990, discount: 0, quantity: 1, commissionRate: 1000, commission: 300, unitCost: 900 }],
        tips: [{ employeeId: bia, amount: 500 }],
      }),
    );
    expect(written?.tipIds).toHaveLength(1);
    expect((await tipsOf(db, s, written!.id)).map((t) => [t.employeeId, t.amount])).toEqual([[bia, 500]]);
    const [paid] = await db.select().from(salePayments).where(and(eq(salePayments.salonId, s.as.salonId), eq(salePayments.saleId, written!.id)));
    expect([paid.cardBrand, paid.installments, paid.nsu, paid.fee]).toEqual(['elo', 2, 'TX1', 180]);
    const [line] = await db.select().from(saleTransactions).where(and(eq(saleTransactions.salonId, s.as.salonId), eq(saleTransactions.saleId, written!.id)));
    expect(line.unitCost).toBe(900);
  });
});
