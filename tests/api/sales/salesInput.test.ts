import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { appointments, salons } from '../../../server/db/schema/index';
import { json, type TestApp } from '../support/harness';
import { appointment, productSale, saleSalon, salesOf, sell, stockOf, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

type Errors = Record<string, string[]>;

describe('sales: what a sale refuses (422 under the field, nothing recorded)', () => {
  let t: TestApp;
  let s: SaleSalon;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
    s = await saleSalon(t.app, 1);
  });

  async function refused(sale: Record<string, unknown>, lang?: string): Promise<Errors> {
    const before = await salesOf(t.database.db, s);
    const response = await sell(t.app, s, sale, lang ? { 'accept-language': lang } : {});
    expect(response.statusCode, response.body).toBe(422);
    expect(await salesOf(t.database.db, s)).toEqual(before);
    return json<Errors>(response);
  }

  const line = (fields: Record<string, unknown>) => ({ payment_type: 'pix', price: 0, transactions_attributes: [fields] });

  it('a price that disagrees with the items, and a negative total', async () => {
    expect(await refused(productSale(s, 1, { price: 3000 }))).toEqual({
      price: [expect.stringMatching(/^O valor da venda não confere com os itens \(total dos itens: R\$\s39,90\)/)],
    });
    const negative = await refused({ payment_type: 'pix', price: 0, transactions_attributes: [{ product_id: s.productId, discount: 4000 }] });
    expect(negative.price).toEqual(['Você não pode finalizar uma venda com valor negativo']);
    expect(negative['transactions_attributes.0.discount']).toEqual(['O desconto não pode ser maior que o valor do item']);
    const negativeEn = await refused({ payment_type: 'pix', price: 0, transactions_attributes: [{ product_id: s.productId, discount: 4000 }] }, 'en');
    expect(negativeEn.price).toEqual(['You cannot complete a sale with a negative total']);
  });

  it('unknown items, professionals, appointments and clients, also from another salon', async ({ shop: other }) => {
    const foreignBooking = await appointment(other);
    expect(await refused(line({ service_id: other.serviceId, user_id: s.employeeId }))).toEqual({ 'transactions_attributes.0.service_id': ['Escolha um serviço deste salão'] });
    expect(await refused(line({ product_id: other.productId }))).toEqual({ 'transactions_attributes.0.product_id': ['Escolha um produto deste salão'] });
    expect(await refused(line({ product_id: s.productId, user_id: other.employeeId, value: 0 }))).toEqual({ 'transactions_attributes.0.user_id': ['Escolha um profissional deste salão'] });
    const foreign = await refused(line({ appointment_id: foreignBooking.id }));
    expect(foreign['transactions_attributes.0.appointment_id']).toEqual(['Escolha um agendamento deste salão']);
    expect(await refused({ ...productSale(s), client_id: other.clientId })).toEqual({ client: ['Escolha um cliente deste salão'] });
    expect(await refused({ ...productSale(s), client_id: 999_999 })).toEqual({ client: ['Escolha um cliente deste salão'] });
    // Nothing of the other salon changed.
    const [row] = await t.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, foreignBooking.id));
    expect(row.status).toBe('new');
  });

  it('a line with both or neither of service and product, a service without a professional or with quantity 2', async () => {
    expect(await refused(line({ service_id: s.serviceId, product_id: s.productId, user_id: s.employeeId }))).toMatchObject({
      'transactions_attributes.0.service_id': ['Escolha um serviço ou um produto para este item (um dos dois)'],
    });
    expect(await refused(line({ quantity: 1 }))).toMatchObject({ 'transactions_attributes.0.service_id': ['Escolha um serviço ou um produto para este item (um dos dois)'] });
    expect(await refused({ payment_type: 'pix', price: 4500, transactions_attributes: [{ service_id: s.serviceId }] })).toEqual({
      'transactions_attributes.0.user_id': ['Escolha o profissional deste serviço'],
    });
    expect(await refused({ payment_type: 'pix', price: 9000, transactions_attributes: [{ service_id: s.serviceId, user_id: s.employeeId, quantity: 2 }] })).toMatchObject({
      'transactions_attributes.0.quantity': ['Um serviço é vendido com quantidade 1'],
    });
  });

  it('errors name the line they belong to', async () => {
    const errors = await refused({
      payment_type: 'pix',
      price: 3990,
      transactions_attributes: [{ product_id: s.productId }, { product_id: s.productId, discount: 99_999 }, { service_id: 999_999, user_id: s.employeeId }],
    });
    expect(Object.keys(errors).sort()).toEqual(['price', 'transactions_attributes.1.discount', 'transactions_attributes.2.service_id']);
  });

  it('an appointment canceled, no-show, or already sold; a product line with an appointment', async () => {
    for (const status of ['canceled', 'no_show']) {
      const booking = await appointment(s, { status });
      expect(await refused({ payment_type: 'pix', price: 4500, transactions_attributes: [{ appointment_id: booking.id }] })).toEqual({
        'transactions_attributes.0.appointment_id': ['Este agendamento foi cancelado ou marcado como não compareceu e não pode ser vendido'],
      });
    }
    const booking = await appointment(s);
    const twice = await refused({ payment_type: 'pix', price: 9000, transactions_attributes: [{ appointment_id: booking.id }, { appointment_id: booking.id }] });
    expect(twice).toEqual({ 'transactions_attributes.1.appointment_id': ['Este agendamento já foi vendido'] });
    expectStatus(await sell(t.app, s, { payment_type: 'pix', price: 4500, transactions_attributes: [{ appointment_id: booking.id }] }), 201);
    expect(await refused({ payment_type: 'pix', price: 4500, transactions_attributes: [{ appointment_id: booking.id }] })).toEqual({
      'transactions_attributes.0.appointment_id': ['Este agendamento já foi vendido'],
    });
    const another = await appointment(s);
    expect(await refused({ payment_type: 'pix', price: 3990, transactions_attributes: [{ appointment_id: another.id, product_id: s.productId }] })).toEqual({
      'transactions_attributes.0.appointment_id': ['Um agendamento só pode ser vendido como serviço'],
    });
  });

  it('stock too low, unless the salon allows negative stock', async () => {
    expect(await stockOf(t.database.db, s)).toBe(1);
    expect(await refused(productSale(s, 2))).toEqual({ 'transactions_attributes.0.quantity': ['Estoque insuficiente: restam 1 unidade(s) de Pomada'] });
    expect((await refused(productSale(s, 2), 'en'))['transactions_attributes.0.quantity']).toEqual(['Not enough stock: 1 unit(s) of Pomada left']);
    expect(await stockOf(t.database.db, s)).toBe(1);
    await t.database.db.update(salons).set({ allowNegativeStock: true }).where(eq(salons.id, s.as.salonId));
    expectStatus(await sell(t.app, s, productSale(s, 3)), 201);
    expect(await stockOf(t.database.db, s)).toBe(-2);
    await t.database.db.update(salons).set({ allowNegativeStock: false }).where(eq(salons.id, s.as.salonId));
    expect(await refused(productSale(s, 1))).toEqual({ 'transactions_attributes.0.quantity': ['Estoque insuficiente: restam 0 unidade(s) de Pomada'] });
  });

  it('received below the total, or with a payment other than cash', async () => {
    await t.database.db.update(salons).set({ allowNegativeStock: true }).where(eq(salons.id, s.as.salonId));
    expect(await refused(productSale(s, 1, { payment_type: 'cash', received: 3000 }))).toEqual({ received: ['O valor recebido deve ser igual ou maior que o total da venda'] });
    expect(await refused(productSale(s, 1, { received: 5000 }))).toEqual({ received: ['O valor recebido só vale para pagamento em dinheiro'] });
    expectStatus(await sell(t.app, s, productSale(s, 1, { payment_type: 'cash', received: 3990 })), 201);
    await t.database.db.update(salons).set({ allowNegativeStock: false }).where(eq(salons.id, s.as.salonId));
  });

  it('bad shapes answer 422 under the field, never 5xx', async () => {
    const item = { product_id: s.productId };
    expect(await refused({ payment_type: 'bitcoin', price: 3990, transactions_attributes: [item] })).toEqual({ payment_type: ['Escolha Dinheiro, Cartão Débito, Cartão Crédito, Pix ou Outro'] });
    expect(await refused({ payment_type: 'pix', price: 3990, transactions_attributes: [] })).toEqual({ transactions_attributes: ['Adicione pelo menos um item à venda'] });
    expect(await refused({ payment_type: 'pix', transactions_attributes: [item] })).toEqual({ price: ['Este campo é obrigatório'] });
    expect(await refused({ payment_type: 'pix', price: -1, transactions_attributes: [item] })).toEqual({ price: ['Digite um valor de R$ 0,00 a R$ 1.000.000,00'] });
    expect(await refused({ payment_type: 'pix', price: 3990, transactions_attributes: [{ ...item, quantity: 0 }] })).toEqual({
      'transactions_attributes.0.quantity': ['Digite uma quantidade inteira de 1 a 9999'],
    });
    expect(await refused({ payment_type: 'pix', price: 3990, transactions_attributes: [{ ...item, discount: 1.5 }] })).toEqual({
      'transactions_attributes.0.discount': ['Digite um valor de R$ 0,00 a R$ 1.000.000,00'],
    });
    const bodies: unknown[] = [
      null, [], 'text', 42, {}, { sale: null }, { sale: [] }, { sale: { transactions_attributes: 'x' } },
      { sale: { payment_type: 'pix', price: '3990', transactions_attributes: [item] } },
      { sale: { payment_type: 'pix', price: 3990, transactions_attributes: [null, 'x', 3] } },
      { sale: { payment_type: 'pix', price: 3990, transactions_attributes: [{ product_id: '1' }] } },
      { sale: { payment_type: 'pix', price: 3990, transactions_attributes: [{ product_id: 2 ** 40 }] } },
      { sale: { payment_type: 'pix', price: 3990, client_id: 'abc', transactions_attributes: [item] } },
      { sale: { payment_type: 'pix', price: 3990, transactions_attributes: Array.from({ length: 101 }, () => item) } },
      { sale: { payment_type: 'pix', price: 3990, transactions_attributes: [{ ...item, name: 'a\u0000b' }] } },
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({ method: 'POST', url: `/v1/salons/${s.as.salonId}/sales`, headers: s.as.headers, payload: payload as object });
      const label = `${JSON.stringify(payload).slice(0, 80)} -> ${response.statusCode}`;
      // A bare string is sent as text/plain (415); everything else is JSON checked field by field (422).
      expect(response.statusCode, label).toBe(typeof payload === 'string' ? 415 : 422);
      expect(Object.values(json<Errors>(response)).flat().length, label).toBeGreaterThan(0);
    }
    for (const raw of ['{"sale":', '']) {
      const response = await t.app.inject({ method: 'POST', url: `/v1/salons/${s.as.salonId}/sales`, headers: { ...s.as.headers, 'content-type': 'application/json' }, payload: raw });
      expect(response.statusCode).toBe(400);
    }
    // Only the three sales made on purpose above.
    expect(await salesOf(t.database.db, s)).toHaveLength(3);
  });

  it('the other endpoints refuse bad input too', async ({ shop: other }) => {
    const sale = json<{ id: number }>(expectStatus(await sell(t.app, other, productSale(other)), 201));
    const as = other.as;
    expect(json(expectStatus(await as.post(`/sales/${sale.id}/cancel`, { reason: '' }), 422))).toEqual({ reason: ['Este campo é obrigatório'] });
    expect(json(expectStatus(await as.post(`/sales/${sale.id}/cancel`, { reason: '   ' }), 422))).toEqual({ reason: ['Este campo é obrigatório'] });
    expectStatus(await as.post(`/sales/${sale.id}/cancel`, {}), 422);
    expectStatus(await as.post(`/sales/${sale.id}/cancel`, { reason: 'x'.repeat(501) }), 422);
    expect(json(expectStatus(await as.post(`/sales/${sale.id}/send-invoice`, { email: 'not-an-email' }), 422))).toEqual({ email: ['Ops! Por favor, digite um e-mail válido'] });
    expectStatus(await as.post(`/sales/${sale.id}/send-invoice`, { email: 42 }), 422);
    for (const query of ['page=0', 'page=abc', 'start=2030-13-01', 'start=2030-03-10&end=2030-03-01', 'start=2020-01-01&end=2030-01-01']) {
      expectStatus(await as.get(`/salons/:salonId/sales?${query}`), 422);
    }
    for (const id of ['0', 'abc', '1e3', '99999999999']) expect((await as.get(`/sales/${id}`)).statusCode).toBe(422);
    expectStatus(await as.get('/sales/2147483647'), 404);
  });
});
