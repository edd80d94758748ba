import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { SaleWire } from '../../../server/contract/sales';
import { appointments, saleTransactions } from '../../../server/db/schema/index';
import { day, hire, recordChanges } from '../support/agendaHelpers';
import { json } from '../support/harness';
import { appointment, productSale, saleSalon, salesOf, sell, sold, stockOf, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

describe('sales: checkout from an appointment with a product', () => {
  let s: SaleSalon;
  beforeAll(async ({ shop: fileShop }) => {
    s = fileShop;
    expectStatus(await s.as.put(`/employees/${s.employeeId}`, { employee: { service_commission: 40, product_commission: 12.5 } }), 200);
  });

  it('records the sale with server totals, commissions, stock and the appointment completed', async ({ t }) => {
    const booking = await appointment(s);
    const live = recordChanges(t.app, s.as.salonId);
    // Service from the appointment (R$ 45,00) + 2 x Pomada (R$ 39,90) - R$ 5,00 = R$ 119,80.
    const response = await sell(t.app, s, {
      payment_type: 'pix',
      price: 11980,
      transactions_attributes: [{ appointment_id: booking.id }, { product_id: s.productId, quantity: 2, discount: 500, user_id: s.employeeId }],
    });
    // On a PostgreSQL server the changes come back through LISTEN, a moment after the answer.
    await expect.poll(() => live.changes.length).toBe(2);
    live.stop();
    const sale = json<SaleWire>(expectStatus(response, 201));
    expect(sale).toMatchObject({
      number: 1,
      salon: { id: s.as.salonId },
      client_id: s.clientId,
      client: { id: s.clientId, name: 'Carla Cliente' },
      price: 11980,
      subtotal: 12480,
      discount: 500,
      payment_type: 'pix',
      payment_type_display: 'Pix',
      received: null,
      change: null,
      status: 'completed',
      status_display: 'Paga',
      cancel_reason: null,
      canceled_at: null,
    });
    expect(Math.abs(sale.created_at - Date.now() / 1000)).toBeLessThan(60);
    expect(sale.transactions).toEqual([
      expect.objectContaining({ name: 'Corte', service_id: s.serviceId, product_id: null, appointment_id: booking.id, user_id: s.employeeId, quantity: 1, value: 4500, discount: 0, total: 4500, commission_rate: 40, commission: 1800 }),
      // 12.5% of R$ 74,80 = R$ 9,35.
      expect.objectContaining({ name: 'Pomada', service_id: null, product_id: s.productId, appointment_id: null, user_id: s.employeeId, quantity: 2, value: 3990, discount: 500, total: 7480, commission_rate: 12.5, commission: 935 }),
    ]);
    expect(sale.transactions[0].employee).toEqual({ id: s.employeeId, name: 'Dona Ana' });

    // What the database holds.
    expect(await stockOf(t.database.db, s)).toBe(3);
    const lines = await t.database.db.select().from(saleTransactions).where(eq(saleTransactions.saleId, sale.id)).orderBy(saleTransactions.id);
    expect(lines.map((l) => [l.commissionRate, l.commission, l.clientId])).toEqual([[4000, 1800, s.clientId], [1250, 935, s.clientId]]);
    const [row] = await salesOf(t.database.db, s);
    expect(row).toMatchObject({ number: 1, price: 11980, status: 'completed', createdBy: expect.any(Number) });

    // The agenda shows it completed, with its sale line, and open agendas were told.
    const agenda = await day(s, '2030-03-01');
    expect(agenda.find((a) => a.id === booking.id)).toMatchObject({ status: 'completed', sale_transaction: { id: lines[0].id, sale_id: sale.id } });
    // Every device hears of the sale (stock, reports, history) and of the appointment it completed.
    expect(live.changes).toEqual([
      { salonId: s.as.salonId, entity: 'sale', action: 'created', id: sale.id, start_at: sale.created_at, employeeIds: [s.employeeId] },
      expect.objectContaining({ entity: 'appointment', action: 'updated', id: booking.id, start_at: booking.start_at }),
    ]);

    // The sale view and the list answer the same sale.
    expect(json(expectStatus(await s.as.get(`/sales/${sale.id}`), 200))).toEqual(sale);
    const list = json<Array<Record<string, unknown>>>(expectStatus(await s.as.get('/salons/:salonId/sales'), 200));
    expect(list[0]).toMatchObject({ id: sale.id, number: 1, price: 11980, subtotal: 12480, status: 'completed' });
    expect(list[0]).not.toHaveProperty('transactions');
  });

  it('numbers each salon\'s sales 1, 2, 3 on its own, lists them newest first, and pages by 30', async ({ t }) => {
    const before = (await salesOf(t.database.db, s)).length;
    const second = await sold(t.app, s, productSale(s));
    expect(second.number).toBe(before + 1);
    const other = await saleSalon(t.app);
    expect((await sold(t.app, other, productSale(other))).number).toBe(1);
    const third = await sold(t.app, s, { payment_type: 'cash', price: 3990, received: 5000, transactions_attributes: [{ product_id: s.productId, user_id: null }] });
    expect(third).toMatchObject({ number: before + 2, received: 5000, change: 1010, payment_type_display: 'Dinheiro' });
    // No professional on a product line, on purpose (null): no commission.
    expect(third.transactions[0]).toMatchObject({ user_id: null, employee: null, commission_rate: 0, commission: 0 });

    const list = json<SaleWire[]>(expectStatus(await s.as.get('/salons/:salonId/sales'), 200));
    expect(list.map((x) => x.number)).toEqual([before + 2, before + 1, ...Array.from({ length: before }, (_, i) => before - i)]);
    expect(json(expectStatus(await s.as.get('/salons/:salonId/sales?page=2'), 200))).toEqual([]);
    expect(json(expectStatus(await s.as.get('/salons/:salonId/sales?start=2001-01-01&end=2001-01-31'), 200))).toEqual([]);
    expectStatus(await s.as.get('/salons/:salonId/sales?start=2001-02-30'), 422);
  });

  it('answers the labels in English and accepts the trailing slash and a flat body', async ({ t }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${s.as.salonId}/sales/`,
      headers: { ...s.as.headers, 'accept-language': 'en' },
      payload: { payment_type: 'debit_card', price: 3990, transactions_attributes: [{ product_id: s.productId }] },
    });
    expect(json(expectStatus(response, 201))).toMatchObject({ payment_type_display: 'Debit card', status_display: 'Paid' });
  });

  it('credits the professional chosen on the line, and a service override of the rate', async ({ t }) => {
    const bia = await hire(s.as, 'Bia', { service_commission: 30 });
    const special = json<{ id: number }>(
      expectStatus(await s.as.post('/salons/:salonId/services', { service: { name: 'Química', duration: 3600, price: 20000, service_category_id: await categoryOf(s), commission: 50 } }), 201),
    );
    const sale = await sold(t.app, s, {
      payment_type: 'credit_card',
      price: 4500 + 20000 - 1000,
      transactions_attributes: [{ service_id: s.serviceId, user_id: bia }, { service_id: special.id, user_id: bia, discount: 1000 }],
    });
    expect(sale.client).toBeNull();
    expect(sale.transactions.map((l) => [l.user_id, l.commission_rate, l.commission])).toEqual([[bia, 30, 1350], [bia, 50, 9500]]);
  });

  it('a walk-in sale from an appointment may drop the client with null', async ({ t }) => {
    const booking = await appointment(s);
    const sale = await sold(t.app, s, { payment_type: 'other', client_id: null, price: 4500, transactions_attributes: [{ appointment_id: booking.id }] });
    expect(sale).toMatchObject({ client_id: null, client: null, payment_type_display: 'Outro' });
    const [row] = await t.database.db.select({ status: appointments.status }).from(appointments).where(and(eq(appointments.salonId, s.as.salonId), eq(appointments.id, booking.id)));
    expect(row.status).toBe('completed');
  });
});

async function categoryOf(s: SaleSalon) {
  const categories = json<Array<{ id: number }>>(expectStatus(await s.as.get('/salons/:salonId/service_categories'), 200));
  return categories[0].id;
}
