import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import type { SaleWire } from '../../../server/contract/sales';
import { day, recordChanges } from '../support/agendaHelpers';
import { json } from '../support/harness';
import { appointment, salesOf, sold, stockOf } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

describe('sales: the estorno', () => {
  it('returns the stock, starts the appointment again unsold, keeps the sale listed as canceled; it can be sold again', async ({ t, shop: s }) => {
    const booking = await appointment(s);
    // Listening from before the sale: on a PostgreSQL server its own news (the sale, the appointment) comes back
    // through LISTEN a moment after the answer, and must not be taken for the estorno's.
    const live = recordChanges(t.app, s.as.salonId);
    const sale = await sold(t.app, s, {
      payment_type: 'pix',
      price: 4500 + 2 * 3990,
      transactions_attributes: [{ appointment_id: booking.id }, { product_id: s.productId, quantity: 2 }],
    });
    expect(await stockOf(t.database.db, s)).toBe(3);

    await expect.poll(() => live.changes.length).toBe(2);
    live.changes.splice(0);
    const canceled = json<SaleWire>(expectStatus(await s.as.post(`/sales/${sale.id}/cancel`, { reason: '  Cliente desistiu  ' }), 200));
    await expect.poll(() => live.changes.length).toBe(2);
    live.stop();
    expect(canceled).toMatchObject({ id: sale.id, number: sale.number, status: 'canceled', status_display: 'Cancelada', cancel_reason: 'Cliente desistiu', price: sale.price });
    expect(Math.abs(Number(canceled.canceled_at) - Date.now() / 1000)).toBeLessThan(60);
    expect(canceled.transactions).toEqual(sale.transactions);
    expect(await stockOf(t.database.db, s)).toBe(5);
    expect((await day(s, '2030-03-01')).find((a) => a.id === booking.id)).toMatchObject({ status: 'started', sale_transaction: null });
    expect(live.changes).toEqual([
      { salonId: s.as.salonId, entity: 'sale', action: 'updated', id: sale.id, start_at: sale.created_at, employeeIds: [s.employeeId] },
      expect.objectContaining({ entity: 'appointment', action: 'updated', id: booking.id }),
    ]);
    const [row] = await salesOf(t.database.db, s);
    expect(row).toMatchObject({ status: 'canceled', cancelReason: 'Cliente desistiu', canceledBy: expect.any(Number) });

    // Listed, canceled; and in English.
    const list = json<SaleWire[]>(await t.app.inject({ method: 'GET', url: `/v1/salons/${s.as.salonId}/sales`, headers: { ...s.as.headers, 'accept-language': 'en' } }));
    expect(list.find((x) => x.id === sale.id)).toMatchObject({ status: 'canceled', status_display: 'Canceled' });

    // Twice: refused, nothing returns twice.
    expect(json(expectStatus(await s.as.post(`/sales/${sale.id}/cancel`, { reason: 'de novo' }), 422))).toEqual({ base: ['Esta venda já foi cancelada'] });
    expect(await stockOf(t.database.db, s)).toBe(5);

    // The appointment can be sold again.
    const again = await sold(t.app, s, { payment_type: 'cash', price: 4500, transactions_attributes: [{ appointment_id: booking.id }] });
    expect(again.number).toBe(sale.number + 1);
    expect((await day(s, '2030-03-01')).find((a) => a.id === booking.id)).toMatchObject({ status: 'completed', sale_transaction: { sale_id: again.id } });
  });

  it('two estornos at once return the stock once', async ({ t, shop: s }) => {
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 3990, transactions_attributes: [{ product_id: s.productId }] });
    expect(await stockOf(t.database.db, s)).toBe(4);
    const answers = await Promise.all([1, 2].map(() => s.as.post(`/sales/${sale.id}/cancel`, { reason: 'erro' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(await stockOf(t.database.db, s)).toBe(5);
  });
});
