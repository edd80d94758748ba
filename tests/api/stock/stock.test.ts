import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { ProductWire } from '../../../server/contract/catalogue';
import type { StockMovementWire } from '../../../server/contract/stock';
import { auditEvents, products, stockMovements } from '../../../server/db/schema/index';
import { json, signUpAndIn, type TestApp } from '../support/harness';
import { staffMember } from '../support/roleHelpers';
import { actAs, category, expectStatus, product, type Actor } from '../support/salonHelpers';

/** Issue 25, item 18: a product's low-stock level and flag, and stock entries (entrada) kept with who and when. */
describe('products: low stock and stock entries', () => {
  let t: TestApp;
  let as: Actor;
  let desk: Actor;
  let pro: Actor;
  let shelf: number;
  beforeAll(async ({ owner, t: fileT, as: fileAs }) => {
    t = fileT;
    as = fileAs;
    desk = actAs(t.app, await staffMember(t, owner, 'front_desk', 'Rita Recepção'));
    pro = actAs(t.app, await staffMember(t, owner, 'professional', 'Paulo Profissional'));
    shelf = await category(as, 'product', 'Finalizadores');
  });

  const db = () => t.database.db;
  const stockOf = async (id: number) => (await db().select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0].q;
  const movementCount = async (id: number) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(stockMovements).where(eq(stockMovements.productId, id)))[0].n;
  let names = 0;
  const newProduct = async (fields: Record<string, unknown> = {}) => (await product(as, shelf, { name: `Pomada ${++names}`, ...fields })).id;
  const entry = (who: Actor, id: number, body: Record<string, unknown>) => who.post(`/products/${id}/stock_entries`, body);

  it('flags a product at or below its level, and clears the level with null or ""', async () => {
    const created = json<ProductWire>(expectStatus(await as.post('/salons/:salonId/products', { product: { name: 'Gel', price: 2000, product_category_id: shelf, quantity: 3, low_stock_level: 3 } }), 201));
    expect(created).toMatchObject({ quantity: 3, low_stock_level: 3, low_stock: true });
    const put = async (fields: Record<string, unknown>) => json<ProductWire>(expectStatus(await as.put(`/products/${created.id}`, { product: fields }), 200));
    expect(await put({ quantity: 4 })).toMatchObject({ quantity: 4, low_stock_level: 3, low_stock: false });
    expect(await put({ low_stock_level: '' })).toMatchObject({ low_stock_level: null, low_stock: false });
    expect(await put({ low_stock_level: 10 })).toMatchObject({ low_stock_level: 10, low_stock: true });
    expect(await put({ low_stock_level: null })).toMatchObject({ low_stock_level: null, low_stock: false });
    // A level of 0 flags an empty shelf; a product without a level is never flagged, even at 0.
    expect(await put({ quantity: 0, low_stock_level: 0 })).toMatchObject({ low_stock: true });
    expect(json<ProductWire>(await as.post('/salons/:salonId/products', { product: { name: 'Cera', price: 2000, product_category_id: shelf } }))).toMatchObject({ quantity: 0, low_stock_level: null, low_stock: false });
    const listed = json<Array<ProductWire>>(await as.get('/salons/:salonId/products'));
    expect(listed.find((p) => p.id === created.id)).toMatchObject({ low_stock_level: 0, low_stock: true });
  });

  it('refuses a level that is not a whole number from 0, in the request language', async ({ owner }) => {
    const id = await newProduct();
    const pt = 'Digite um estoque mínimo inteiro de 0 a 1.000.000, ou deixe em branco para não avisar';
    for (const level of [-1, 1.5, 'dez', '3', 1_000_001]) {
      const refused = expectStatus(await as.put(`/products/${id}`, { product: { low_stock_level: level } }), 422);
      expect(json(refused)).toEqual({ low_stock_level: [pt] });
    }
    const english = await t.app.inject({ method: 'PUT', url: `/v1/products/${id}`, headers: { ...owner.headers, 'accept-language': 'en' }, payload: { product: { low_stock_level: -2 } } });
    expect(json(expectStatus(english, 422))).toEqual({ low_stock_level: ['Enter a whole low-stock level from 0 to 1,000,000, or leave it blank for no alert'] });
    expect(json<ProductWire>(await as.put(`/products/${id}`, { product: {} }))).toMatchObject({ low_stock_level: null });
  });

  it('adds an entrada: stock up, the movement kept with who and when, the audit row written', async () => {
    const id = await newProduct({ quantity: 2, low_stock_level: 2 });
    const before = Math.floor(Date.now() / 1000);
    const added = json<ProductWire>(expectStatus(await entry(desk, id, { stock_entry: { quantity: 5, unit_cost: 1250, note: '  NF 4521  ' } }), 200));
    expect(added).toMatchObject({ id, quantity: 7, low_stock_level: 2, low_stock: false });
    // A flat body is wrapped like the other resources'.
    expectStatus(await entry(as, id, { quantity: 1 }), 200);
    expect(await stockOf(id)).toBe(8);

    const listed = json<StockMovementWire[]>(expectStatus(await desk.get(`/products/${id}/stock_movements`), 200));
    expect(listed).toEqual([
      { id: expect.any(Number), product_id: id, quantity: 1, unit_cost: null, note: null, user_name: 'Dona Ana', created_at: expect.any(Number) },
      { id: expect.any(Number), product_id: id, quantity: 5, unit_cost: 1250, note: 'NF 4521', user_name: 'Rita Recepção', created_at: expect.any(Number) },
    ]);
    expect(listed[1].created_at).toBeGreaterThanOrEqual(before - 1);
    const audit = await db()
      .select({ action: auditEvents.action, userName: auditEvents.userName, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'product'), eq(auditEvents.entityId, id), eq(auditEvents.action, 'stock_entry')))
      .orderBy(auditEvents.id);
    expect(audit).toEqual([
      expect.objectContaining({ userName: 'Rita Recepção', details: expect.objectContaining({ quantity: 5, unit_cost: 1250, note: 'NF 4521' }) }),
      expect.objectContaining({ userName: 'Dona Ana', details: expect.objectContaining({ quantity: 1 }) }),
    ]);
  });

  it('refuses a bad entrada field by field, in pt-BR and en, and changes nothing', async ({ owner }) => {
    const id = await newProduct({ quantity: 4 });
    const quantityPt = ['Digite uma quantidade inteira de 1 a 100.000'];
    for (const quantity of [0, -3, 1.5, 100_001, '5', null]) {
      expect(json(expectStatus(await entry(as, id, { quantity }), 422))).toEqual({ quantity: quantityPt });
    }
    expect(json(expectStatus(await entry(as, id, { note: 'sem quantidade' }), 422))).toHaveProperty('quantity');
    expect(json(expectStatus(await entry(as, id, { quantity: 1, unit_cost: -1 }), 422))).toEqual({ unit_cost: ['Digite um valor de R$ 0,00 a R$ 1.000.000,00'] });
    expect(json(expectStatus(await entry(as, id, { quantity: 1, note: 'x'.repeat(501) }), 422))).toEqual({ note: ['Texto longo demais (máximo de 500 caracteres)'] });
    const english = await t.app.inject({ method: 'POST', url: `/v1/products/${id}/stock_entries`, headers: { ...owner.headers, 'accept-language': 'en' }, payload: { quantity: 0 } });
    expect(json(expectStatus(english, 422))).toEqual({ quantity: ['Enter a whole quantity from 1 to 100,000'] });
    expect(await stockOf(id)).toBe(4);
    expect(await movementCount(id)).toBe(0);
  });

  it('lets the owner and the front desk add stock, not a professional; only the owner sets the level', async () => {
    const id = await newProduct({ quantity: 1 });
    expectStatus(await entry(pro, id, { quantity: 3 }), 403);
    expectStatus(await pro.get(`/products/${id}/stock_movements`), 403);
    expectStatus(await desk.put(`/products/${id}`, { product: { low_stock_level: 5 } }), 403);
    expectStatus(await pro.put(`/products/${id}`, { product: { low_stock_level: 5 } }), 403);
    expect(await stockOf(id)).toBe(1);
    expect(await movementCount(id)).toBe(0);
    // Everyone reads the flag with the catalogue.
    expectStatus(await as.put(`/products/${id}`, { product: { low_stock_level: 5 } }), 200);
    expect(json<ProductWire[]>(await pro.get('/salons/:salonId/products')).find((p) => p.id === id)).toMatchObject({ low_stock: true });
  });

  it("answers 404 for another salon's product, whatever the body says, and leaves it alone", async () => {
    const neighbour = actAs(t.app, await signUpAndIn(t.app));
    const theirs = (await product(neighbour, await category(neighbour, 'product', 'Deles'), { name: 'Deles', quantity: 2 })).id;
    expectStatus(await entry(as, theirs, { quantity: 5 }), 404);
    expectStatus(await entry(as, theirs, { quantity: 5, salon_id: neighbour.salonId }), 404);
    expectStatus(await as.get(`/products/${theirs}/stock_movements`), 404);
    expectStatus(await entry(as, 999_999, { quantity: 5 }), 404);
    expect(await stockOf(theirs)).toBe(2);
    expect(await movementCount(theirs)).toBe(0);
    // The tenancy comes from the session: a salon id in the body never sends the entrada elsewhere.
    const mine = await newProduct({ quantity: 0 });
    expectStatus(await entry(as, mine, { quantity: 2, salon_id: neighbour.salonId }), 200);
    const [row] = await db().select({ salonId: stockMovements.salonId }).from(stockMovements).where(eq(stockMovements.productId, mine));
    expect(row.salonId).toBe(as.salonId);
  });

  it('counts an entrada once under a retried or double-clicked Idempotency-Key', async () => {
    const id = await newProduct({ quantity: 1 });
    const send = () => t.app.inject({ method: 'POST', url: `/v1/products/${id}/stock_entries`, headers: { ...desk.headers, 'idempotency-key': `entrada-${id}` }, payload: { quantity: 5 } });
    const responses = await Promise.all([send(), send(), send(), send(), send()]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((r) => json<ProductWire>(r).quantity)).toEqual([6, 6, 6, 6, 6]);
    expect(await stockOf(id)).toBe(6);
    expect(await movementCount(id)).toBe(1);
  });

  it('8 concurrent entradas (owner and front desk) all count: stock = initial + sum, one movement each', async () => {
    const id = await newProduct({ quantity: 10, low_stock_level: 12 });
    const amounts = [1, 2, 3, 4, 5, 6, 7, 8];
    const responses = await Promise.all(amounts.map((quantity, i) => entry(i % 2 ? desk : as, id, { quantity })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(amounts.length).fill(200));
    expect(await stockOf(id)).toBe(10 + 36);
    expect(await movementCount(id)).toBe(amounts.length);
    const movements = json<StockMovementWire[]>(await as.get(`/products/${id}/stock_movements`));
    expect(movements.map((m) => m.quantity).sort((a, b) => a - b)).toEqual(amounts);
    expect(json<ProductWire[]>(await as.get('/salons/:salonId/products')).find((p) => p.id === id)).toMatchObject({ quantity: 46, low_stock: false });
  });
});
