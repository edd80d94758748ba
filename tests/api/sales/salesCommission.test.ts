import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { saleTransactions } from '../../../server/db/schema/index';
import { hire } from '../support/agendaHelpers';
import { json } from '../support/harness';
import { saleSalon, sell, sold, stockOf, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

describe('commission rates and salon settings', () => {
  let s: SaleSalon;
  beforeAll(async ({ t }) => {
    s = await saleSalon(t.app, 1);
  });

  it('professionals carry service and product rates (percent, default 0), checked', async () => {
    const employee = json<Record<string, unknown>>(expectStatus(await s.as.put(`/employees/${s.employeeId}`, { employee: { service_commission: 33.33 } }), 200));
    expect(employee).toMatchObject({ service_commission: 33.33, product_commission: 0 });
    const bia = await hire(s.as, 'Bia', { product_commission: 5 });
    const list = json<Array<Record<string, unknown>>>(await s.as.get('/salons/:salonId/employees'));
    expect(list.find((e) => e.id === bia)).toMatchObject({ service_commission: 0, product_commission: 5 });
    for (const value of [-1, 100.01, 10.005, '10']) {
      const response = await s.as.put(`/employees/${bia}`, { employee: { service_commission: value } });
      expect(json(expectStatus(response, 422))).toEqual({ service_commission: ['Digite uma comissão de 0 a 100%, com até 2 casas decimais'] });
    }
    expect(json(expectStatus(await s.as.post('/salons/:salonId/employees', { employee: { name: 'Caio', agendei_access: false, product_commission: 101 } }), 422))).toEqual({
      product_commission: ['Digite uma comissão de 0 a 100%, com até 2 casas decimais'],
    });
  });

  it('a service may override the rate, or follow the professional with null', async ({ t }) => {
    const changed = json<Record<string, unknown>>(expectStatus(await s.as.put(`/services/${s.serviceId}`, { service: { commission: 45.5 } }), 200));
    expect(changed.commission).toBe(45.5);
    const categories = json<Array<{ services: Array<Record<string, unknown>> }>>(await s.as.get('/salons/:salonId/service_categories'));
    expect(categories[0].services[0]).toMatchObject({ id: s.serviceId, commission: 45.5 });
    expect(json(expectStatus(await s.as.put(`/services/${s.serviceId}`, { service: { commission: 150 } }), 422))).toEqual({ commission: ['Digite uma comissão de 0 a 100%, com até 2 casas decimais'] });
    expect(json(expectStatus(await s.as.put(`/services/${s.serviceId}`, { service: { commission: 0.001 } }), 422))).toEqual({ commission: ['Digite uma comissão de 0 a 100%, com até 2 casas decimais'] });
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 4500, transactions_attributes: [{ service_id: s.serviceId, user_id: s.employeeId }] });
    expect(sale.transactions[0]).toMatchObject({ commission_rate: 45.5, commission: 2048 });
    expect(json<Record<string, unknown>>(expectStatus(await s.as.put(`/services/${s.serviceId}`, { service: { commission: null } }), 200)).commission).toBeNull();
    const following = await sold(t.app, s, { payment_type: 'pix', price: 4500, transactions_attributes: [{ service_id: s.serviceId, user_id: s.employeeId }] });
    expect(following.transactions[0]).toMatchObject({ commission_rate: 33.33, commission: 1500 });
  });

  it('later rate changes never rewrite a sale', async ({ t }) => {
    const sale = await sold(t.app, s, { payment_type: 'pix', price: 4500, transactions_attributes: [{ service_id: s.serviceId, user_id: s.employeeId }] });
    const before = await t.database.db.select().from(saleTransactions).where(eq(saleTransactions.saleId, sale.id));
    expectStatus(await s.as.put(`/employees/${s.employeeId}`, { employee: { service_commission: 80, product_commission: 80 } }), 200);
    expectStatus(await s.as.put(`/services/${s.serviceId}`, { service: { commission: 90, price: 9900 } }), 200);
    expect(await t.database.db.select().from(saleTransactions).where(eq(saleTransactions.saleId, sale.id))).toEqual(before);
    expect(json(await s.as.get(`/sales/${sale.id}`))).toEqual(sale);
  });

  it('settings: read, allow negative stock, and refuse bad input', async ({ t }) => {
    expect(json(expectStatus(await s.as.get('/salons/:salonId/settings'), 200))).toMatchObject({ allow_negative_stock: false, time_zone: 'America/Sao_Paulo', plan_id: expect.any(Number) });
    expectStatus(await sell(t.app, s, { payment_type: 'pix', price: 3 * 3990, transactions_attributes: [{ product_id: s.productId, quantity: 3 }] }), 422);
    const patch = (payload: unknown) => t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: payload as object });
    expect(json(expectStatus(await patch({ allow_negative_stock: true }), 200))).toMatchObject({ allow_negative_stock: true, time_zone: 'America/Sao_Paulo' });
    expect(json(expectStatus(await s.as.get('/salons/:salonId/settings'), 200))).toMatchObject({ allow_negative_stock: true });
    expectStatus(await sell(t.app, s, { payment_type: 'pix', price: 3 * 3990, transactions_attributes: [{ product_id: s.productId, quantity: 3 }] }), 201);
    expect(await stockOf(t.database.db, s)).toBe(-2);
    expect(json(expectStatus(await patch({ salon: { allow_negative_stock: false } }), 200))).toMatchObject({ allow_negative_stock: false });
    for (const bad of [{ allow_negative_stock: 'yes' }, { allow_negative_stock: 1 }, [], null]) expect((await patch(bad)).statusCode).toBe(422);
  });
});
