import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { hire } from '../support/agendaHelpers';
import { json } from '../support/harness';
import { appointment, saleSalon, sold, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

/**
 * Issue 25 item 12: a product line sent without a professional used to be credited to nobody, so its commission
 * was lost. Left out, it is now the appointment's professional's, else the seller's; `user_id: null` is nobody.
 */
describe('the professional a product line is credited to by default', () => {
  let s: SaleSalon;
  let bia: number;
  beforeAll(async ({ t }) => {
    s = await saleSalon(t.app, 20);
    expectStatus(await s.as.put(`/employees/${s.employeeId}`, { employee: { product_commission: 10 } }), 200);
    bia = await hire(s.as, 'Bia', { product_commission: 5 });
  });

  it('goes to the seller when they serve clients (an owner or a professional with a column)', async ({ t }) => {
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 3990, transactions_attributes: [{ product_id: s.productId }] });
    expect(sale.transactions[0]).toMatchObject({ user_id: s.employeeId, employee: { id: s.employeeId }, commission_rate: 10, commission: 399 });
  });

  it('goes to the professional of the appointment the sale checks out, wherever the line is', async ({ t }) => {
    const booking = await appointment(s, { employee_id: bia });
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 4500 + 3990, transactions_attributes: [{ product_id: s.productId }, { appointment_id: booking.id }] });
    expect(sale.transactions.map((l) => [l.user_id, l.commission_rate, l.commission])).toEqual([[bia, 5, 200], [bia, 0, 0]]);
  });

  it('follows the professional the appointment line was credited to', async ({ t }) => {
    const booking = await appointment(s, { employee_id: bia });
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 4500 + 3990, transactions_attributes: [{ appointment_id: booking.id, user_id: s.employeeId }, { product_id: s.productId }] });
    expect(sale.transactions.map((l) => l.user_id)).toEqual([s.employeeId, s.employeeId]);
  });

  it('credits nobody when user_id is null, as clients sending null have always meant', async ({ t }) => {
    const booking = await appointment(s, { employee_id: bia });
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 4500 + 3990, transactions_attributes: [{ appointment_id: booking.id }, { product_id: s.productId, user_id: null }] });
    expect(sale.transactions[1]).toMatchObject({ user_id: null, employee: null, commission_rate: 0, commission: 0 });
  });

  it('keeps a professional named on the line', async ({ t }) => {
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 3990, transactions_attributes: [{ product_id: s.productId, user_id: bia }] });
    expect(json<{ transactions: Array<{ user_id: number }> }>(expectStatus(await s.as.get(`/sales/${sale.id}`), 200)).transactions[0].user_id).toBe(bia);
  });

  it("credits nobody when the seller does not serve clients ('atende clientes' off, as the front desk starts)", async ({ t }) => {
    expectStatus(await s.as.put(`/employees/${s.employeeId}`, { employee: { serves_clients: false } }), 200);
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 3990, transactions_attributes: [{ product_id: s.productId }] });
    expect(sale.transactions[0]).toMatchObject({ user_id: null, commission: 0 });
    expectStatus(await s.as.put(`/employees/${s.employeeId}`, { employee: { serves_clients: true } }), 200);
  });
});
