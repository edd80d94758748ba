import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { SaleWire } from '../../../server/contract/sales';
import { json, type TestApp } from '../support/harness';
import { appointment, productSale, saleSalon, salesOf, sell, sold, stockOf, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

describe("sales: another salon's ids", () => {
  let t: TestApp;
  let owner: SaleSalon;
  let stranger: SaleSalon;
  let sale: SaleWire;
  beforeAll(async ({ t: fileT, shop: fileShop }) => {
    t = fileT;
    owner = fileShop;
    stranger = await saleSalon(t.app);
    sale = await sold(t.app, owner, productSale(owner));
  });

  const snapshot = async () => JSON.stringify([await salesOf(t.database.db, owner), await stockOf(t.database.db, owner), json(await owner.as.get(`/sales/${sale.id}`))]);

  it("answers 403 on another salon's paths and 404 on its sales, changing nothing", async () => {
    const before = await snapshot();
    const salonPath = `/salons/${owner.as.salonId}`;
    const as = stranger.as;
    for (const response of [
      await as.get(`${salonPath}/sales`),
      await as.post(`${salonPath}/sales`, { sale: productSale(stranger) }),
      await as.post(`${salonPath}/sales/`, { sale: productSale(stranger) }),
      await as.get(`${salonPath}/settings`),
      await t.app.inject({ method: 'PATCH', url: `/v1${salonPath}/settings`, headers: as.headers, payload: { allow_negative_stock: true } }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
    }
    for (const response of [
      await as.get(`/sales/${sale.id}`),
      await as.post(`/sales/${sale.id}/cancel`, { reason: 'intrusa' }),
      await as.post(`/sales/${sale.id}/send-invoice`, { email: 'intrusa@example.com' }),
      await as.post(`/sales/${sale.id}/send-invoice/`, { email: 'intrusa@example.com' }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    expect(json(await as.get('/salons/:salonId/sales'))).toEqual([]);
  });

  it("a sale of one's own salon pointing at another salon's rows is refused (422) and changes nothing there", async () => {
    const booking = await appointment(owner);
    const before = await snapshot();
    const response = await sell(t.app, stranger, {
      payment_type: 'pix',
      price: 4500 + 3990 + 4500,
      client_id: owner.clientId,
      transactions_attributes: [{ appointment_id: booking.id }, { product_id: owner.productId }, { service_id: owner.serviceId, user_id: owner.employeeId }],
    });
    expect(Object.keys(json(expectStatus(response, 422))).sort()).toEqual([
      'client',
      'transactions_attributes.0.appointment_id',
      'transactions_attributes.1.product_id',
      'transactions_attributes.2.service_id',
      'transactions_attributes.2.user_id',
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await salesOf(t.database.db, stranger)).toEqual([]);
    expect(json<Array<{ id: number; status: string }>>(await owner.as.get('/salons/:salonId/appointments?day=2030-03-01')).find((a) => a.id === booking.id)?.status).toBe('new');
  });

  it('answers 401 without credentials', async () => {
    for (const [method, url] of [
      ['GET', `/v1/salons/${owner.as.salonId}/sales`], ['POST', `/v1/salons/${owner.as.salonId}/sales`], ['GET', `/v1/sales/${sale.id}`],
      ['POST', `/v1/sales/${sale.id}/cancel`], ['POST', `/v1/sales/${sale.id}/send-invoice`], ['GET', `/v1/salons/${owner.as.salonId}/settings`],
    ] as const) {
      const payload = url.endsWith('/sales') ? { sale: productSale(owner) } : url.endsWith('cancel') ? { reason: 'x' } : { email: 'a@b.co' };
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? payload : undefined })).statusCode).toBe(401);
    }
  });
});
