import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import type { SaleWire } from '../../../server/contract/sales';
import { idempotencyKeys, saleTransactions, salons } from '../../../server/db/schema/index';
import { json } from '../support/harness';
import { appointment, productSale, saleSalon, salesOf, sell, stockOf } from '../support/saleHelpers';
import { category, expectStatus, product } from '../support/salonHelpers';

describe('sales: exactly once, under retries and races', () => {
  it('the same Idempotency-Key twice records one sale and answers the same one', async ({ t }) => {
    const s = await saleSalon(t.app);
    const booking = await appointment(s);
    const sale = { payment_type: 'pix', price: 4500 + 3990, transactions_attributes: [{ appointment_id: booking.id }, { product_id: s.productId }] };
    const first = json<SaleWire>(expectStatus(await sell(t.app, s, sale, { 'idempotency-key': 'checkout-1' }), 201));
    const retry = expectStatus(await sell(t.app, s, sale, { 'idempotency-key': 'checkout-1' }), 201);
    expect(json<SaleWire>(retry).id).toBe(first.id);
    // The trailing-slash spelling is the same route: the key's claim answers the first sale.
    const other = expectStatus(await sell(t.app, s, sale, { 'idempotency-key': 'checkout-1' }, `/v1/salons/${s.as.salonId}/sales/`), 201);
    expect(json<SaleWire>(other).id).toBe(first.id);
    expect(await salesOf(t.database.db, s)).toHaveLength(1);
    expect(await stockOf(t.database.db, s)).toBe(4);
    const [salon] = await t.database.db.select({ last: salons.lastSaleNumber }).from(salons).where(eq(salons.id, s.as.salonId));
    expect(salon.last).toBe(1);
  });

  it("answers a retry from the key's claim: marked replayed, the key with another body is refused and records nothing", async ({ t }) => {
    const s = await saleSalon(t.app);
    const key = { 'idempotency-key': `checkout-${randomUUID()}` };
    const first = expectStatus(await sell(t.app, s, productSale(s), key), 201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = expectStatus(await sell(t.app, s, productSale(s), key), 201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(json<SaleWire>(retry).id).toBe(json<SaleWire>(first).id);
    const other = expectStatus(await sell(t.app, s, productSale(s, 2), key), 422);
    expect(json(other)).toEqual({ idempotency_key: ['Esta Idempotency-Key já foi usada com outros dados. Use uma chave nova para outra solicitação.'] });
    const english = expectStatus(await sell(t.app, s, productSale(s, 2), { ...key, 'accept-language': 'en' }), 422);
    expect(json(english)).toEqual({ idempotency_key: ['This Idempotency-Key was already used with other data. Use a new key for another request.'] });
    expect(await salesOf(t.database.db, s)).toHaveLength(1);
    expect(await stockOf(t.database.db, s)).toBe(4);
    // One claim, written in the sale's transaction, with the answer it replays.
    const claims = await t.database.db.select({ status: idempotencyKeys.statusCode }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key['idempotency-key']));
    expect(claims).toEqual([{ status: 201 }]);
    const malformed = expectStatus(await sell(t.app, s, productSale(s), { 'idempotency-key': 'chave\u0001' }), 422);
    expect(Object.keys(json(malformed))).toEqual(['idempotency_key']);
    expect(await salesOf(t.database.db, s)).toHaveLength(1);
  });

  it('20 concurrent POSTs with one key record one sale, and all of them answer it', async ({ t }) => {
    const s = await saleSalon(t.app, 50);
    const responses = await Promise.all(Array.from({ length: 20 }, () => sell(t.app, s, productSale(s, 2), { 'idempotency-key': 'double-click' })));
    // The ones that raced the first waited on the key's claim and answer the first one's sale.
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(new Set(responses.map((r) => json<SaleWire>(r).id)).size).toBe(1);
    expect(await salesOf(t.database.db, s)).toHaveLength(1);
    expect(await stockOf(t.database.db, s)).toBe(48);
  });

  it('two concurrent sales of the last unit: one 201, one 422, stock 0', async ({ t }) => {
    const s = await saleSalon(t.app, 1);
    const [a, b] = await Promise.all([sell(t.app, s, productSale(s)), sell(t.app, s, productSale(s))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const refused = [a, b].find((r) => r.statusCode === 422)!;
    expect(json(refused)).toEqual({ 'transactions_attributes.0.quantity': ['Estoque insuficiente: restam 0 unidade(s) de Pomada'] });
    expect(await stockOf(t.database.db, s)).toBe(0);
    expect(await salesOf(t.database.db, s)).toHaveLength(1);
  });

  it('a failure midway (the second line short of stock after the first took its units) leaves nothing', async ({ t }) => {
    const s = await saleSalon(t.app, 5);
    const scarce = (await product(s.as, await category(s.as, 'product', 'Raros'), { name: 'Óleo', price: 5000, quantity: 1 })).id;
    const booking = await appointment(s);
    const response = await sell(t.app, s, {
      payment_type: 'pix',
      price: 4500 + 2 * 3990 + 3 * 5000,
      transactions_attributes: [{ appointment_id: booking.id }, { product_id: s.productId, quantity: 2 }, { product_id: scarce, quantity: 3 }],
    });
    expect(json(expectStatus(response, 422))).toEqual({ 'transactions_attributes.2.quantity': ['Estoque insuficiente: restam 1 unidade(s) de Óleo'] });
    expect(await stockOf(t.database.db, s)).toBe(5);
    expect(await salesOf(t.database.db, s)).toEqual([]);
    expect(await t.database.db.select().from(saleTransactions).where(eq(saleTransactions.salonId, s.as.salonId))).toEqual([]);
    const agenda = json<Array<{ id: number; status: string; sale_transaction: unknown }>>(await s.as.get('/salons/:salonId/appointments?day=2030-03-01'));
    expect(agenda.find((a) => a.id === booking.id)).toMatchObject({ status: 'new', sale_transaction: null });
    // The number was not used up either: the next sale is number 1.
    expect((json<SaleWire>(expectStatus(await sell(t.app, s, productSale(s)), 201))).number).toBe(1);
  });

  it('30 concurrent sales of services in one salon: numbers 1 to 30, none repeated or skipped, priced by the server', async ({ t }) => {
    const s = await saleSalon(t.app);
    // The value typed at the desk is kept, the discount taken off; the answer's total is the server's sum.
    const sale = (i: number) => ({
      payment_type: 'pix',
      client_id: s.clientId,
      price: 4500 + 100 * i - 50,
      transactions_attributes: [{ service_id: s.serviceId, user_id: s.employeeId, value: 4500 + 100 * i, discount: 50 }],
    });
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => sell(t.app, s, sale(i), { 'idempotency-key': randomUUID() })));
    const answered = responses.map((r) => json<SaleWire>(expectStatus(r, 201)));
    expect(answered.map((a) => a.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const [i, a] of answered.entries()) {
      expect(a).toMatchObject({ price: 4450 + 100 * i, subtotal: 4500 + 100 * i, discount: 50, client: { id: s.clientId, name: 'Carla Cliente' } });
      expect(a.transactions).toEqual([expect.objectContaining({ service_id: s.serviceId, value: 4500 + 100 * i, discount: 50, total: 4450 + 100 * i, employee: { id: s.employeeId, name: 'Dona Ana' } })]);
    }
    const rows = await salesOf(t.database.db, s);
    expect(rows.map((r) => [r.id, r.number, r.price])).toEqual(
      expect.arrayContaining(answered.map((a) => [a.id, a.number, a.price])),
    );
    expect(rows).toHaveLength(30);
    const [salon] = await t.database.db.select({ last: salons.lastSaleNumber }).from(salons).where(eq(salons.id, s.as.salonId));
    expect(salon.last).toBe(30);
    // A total the items do not add up to is refused, whatever the client sends.
    expect(expectStatus(await sell(t.app, s, { ...sale(0), price: 1 }), 422)).toBeTruthy();
    expect(await salesOf(t.database.db, s)).toHaveLength(30);
  });

  it('two concurrent sales of one appointment: one wins', async ({ t }) => {
    const s = await saleSalon(t.app);
    const booking = await appointment(s);
    const sale = { payment_type: 'pix', price: 4500, transactions_attributes: [{ appointment_id: booking.id }] };
    const [a, b] = await Promise.all([sell(t.app, s, sale), sell(t.app, s, sale)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect(await salesOf(t.database.db, s)).toHaveLength(1);
  });
});
