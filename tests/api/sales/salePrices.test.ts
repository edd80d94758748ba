import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { SalonSettingsWire } from '../../../server/contract/salonSettings';
import { saleTransactions } from '../../../server/db/schema/index';
import { json, type TestApp } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { appointment, saleSalon, salesOf, stockOf, type SaleSalon } from '../support/saleHelpers';
import { actAs, expectStatus, type Actor } from '../support/salonHelpers';

/**
 * Issue 24, item 4: the catalogue price stands unless the salon lets the seller's role change it (the owner
 * always; the front desk and professionals only when the owner turns it on, and only down to a percentage).
 * Pomada costs R$ 39,90; the salon's service, Corte, R$ 45,00.
 */
describe('who may change a sale line price or give a discount', () => {
  let t: TestApp;
  let s: SaleSalon;
  let desk: Actor;
  let pro: Actor;
  let proId: number;

  beforeAll(async ({ t: fileT }) => {
    t = fileT;
    s = await saleSalon(t.app, 100);
    const owner = await signedInAs(s.as);
    desk = actAs(t.app, await staffMember(t, owner, 'front_desk', 'Rita Recepção'));
    const professional = await staffMember(t, owner, 'professional', 'Bruno Barbeiro');
    pro = actAs(t.app, professional);
    proId = professional.employeeId;
  });

  /** One Pomada line as `who` sells it (a professional's is theirs), priced at what the line comes to. */
  function sellPomada(who: Actor, line: { value?: number; discount?: number }, lang = 'pt-BR') {
    const userId = who === pro ? proId : s.employeeId;
    const price = (line.value ?? 3990) - (line.discount ?? 0);
    const sale = { payment_type: 'pix', price, transactions_attributes: [{ product_id: s.productId, user_id: userId, quantity: 1, ...line }] };
    return t.app.inject({ method: 'POST', url: `/v1/salons/${s.as.salonId}/sales`, headers: { ...who.headers, 'accept-language': lang }, payload: { sale } });
  }
  const settings = (fields: Record<string, unknown>, who: Actor = s.as, lang = 'pt-BR') =>
    t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: { ...who.headers, 'accept-language': lang }, payload: { salon: fields } });
  /** The 422's fields, with the currency's no-break space (Intl) read as a space. */
  const errorsOf = (response: LightMyRequestResponse) =>
    JSON.parse(expectStatus(response, 422).body.replace(/\\u00a0|\u00a0/g, ' ')) as Record<string, string[]>;
  const linesOf = (saleId: number) => t.database.db.select().from(saleTransactions).where(eq(saleTransactions.saleId, saleId));

  it('reads the price settings off by default, 10%; the front desk cannot change them; a bad percentage is 422', async () => {
    const read = json<SalonSettingsWire>(expectStatus(await s.as.get('/salons/:salonId/settings'), 200));
    expect(read).toMatchObject({ price_change_front_desk: false, price_change_professional: false, price_change_max_percent: 10 });
    expect((await settings({ price_change_front_desk: true }, desk)).statusCode).toBe(403);
    expect((await settings({ price_change_professional: true }, pro)).statusCode).toBe(403);
    for (const bad of [101, -1, 10.5, 'dez']) {
      expect(Object.keys(errorsOf(await settings({ price_change_max_percent: bad })))).toEqual(['price_change_max_percent']);
    }
    expect(errorsOf(await settings({ price_change_max_percent: 150 }))).toEqual({ price_change_max_percent: ['Digite uma porcentagem inteira de 0 a 100'] });
    expect(errorsOf(await settings({ price_change_max_percent: 150 }, s.as, 'en'))).toEqual({ price_change_max_percent: ['Enter a whole percentage from 0 to 100'] });
    expect(json<SalonSettingsWire>(expectStatus(await s.as.get('/salons/:salonId/settings'), 200)).price_change_max_percent).toBe(10);
  });

  it('refuses a lowered price or a 100% discount from the front desk and a professional by default (nothing written), not from the owner', async () => {
    const before = (await salesOf(t.database.db, s)).length;
    const stock = await stockOf(t.database.db, s);
    for (const who of [desk, pro]) {
      expect(errorsOf(await sellPomada(who, { value: 1 }))).toEqual({
        'transactions_attributes.0.value': ['Seu perfil não pode alterar o preço deste item (R$ 39,90). Peça ao dono do salão.'],
      });
      expect(errorsOf(await sellPomada(who, { discount: 3990 }))).toEqual({
        'transactions_attributes.0.discount': ['Seu perfil não pode dar desconto. Peça ao dono do salão.'],
      });
      // A raised price is a changed price too.
      expect(Object.keys(errorsOf(await sellPomada(who, { value: 5000 })))).toEqual(['transactions_attributes.0.value']);
    }
    expect(errorsOf(await sellPomada(desk, { discount: 10 }, 'en'))).toEqual({
      'transactions_attributes.0.discount': ['Your role cannot give discounts. Ask the salon owner.'],
    });
    expect(await salesOf(t.database.db, s)).toHaveLength(before);
    expect(await stockOf(t.database.db, s)).toBe(stock);

    // At the catalogue price everyone sells, and the line holds it.
    for (const who of [desk, pro]) {
      const sale = json<{ id: number; price: number }>(expectStatus(await sellPomada(who, {}), 201));
      expect(sale.price).toBe(3990);
      expect((await linesOf(sale.id)).map(({ value, discount }) => ({ value, discount }))).toEqual([{ value: 3990, discount: 0 }]);
    }
    // The owner may lower the price and give a 100% discount.
    expect(json<{ price: number }>(expectStatus(await sellPomada(s.as, { value: 1 }), 201)).price).toBe(1);
    const free = json<{ id: number; price: number }>(expectStatus(await sellPomada(s.as, { discount: 3990 }), 201));
    expect(free.price).toBe(0);
    expect((await linesOf(free.id))[0]).toMatchObject({ value: 3990, discount: 3990 });
  });

  it("keeps an appointment's own price for the front desk (not the catalogue's)", async () => {
    const booking = await appointment(s, { price: 5000 });
    const sale = { payment_type: 'pix', price: 5000, transactions_attributes: [{ appointment_id: booking.id }] };
    expectStatus(await desk.post('/salons/:salonId/sales', { sale }), 201);
    const other = await appointment(s, { price: 5000 });
    const lowered = { payment_type: 'pix', price: 4500, transactions_attributes: [{ appointment_id: other.id, value: 4500 }] };
    expect(Object.keys(errorsOf(await desk.post('/salons/:salonId/sales', { sale: lowered })))).toEqual(['transactions_attributes.0.value']);
  });

  it('lets the front desk and professionals change prices up to the percentage once the owner allows it', async () => {
    const saved = json<SalonSettingsWire>(expectStatus(await settings({ price_change_front_desk: true, price_change_max_percent: 10 }), 200));
    expect(saved).toMatchObject({ price_change_front_desk: true, price_change_professional: false, price_change_max_percent: 10 });
    // 10% of R$ 39,90 is R$ 3,99: a discount of 399 or a price of 3591 at most.
    expectStatus(await sellPomada(desk, { discount: 399 }), 201);
    expectStatus(await sellPomada(desk, { value: 3591 }), 201);
    expectStatus(await sellPomada(desk, { value: 5000 }), 201);
    expect(errorsOf(await sellPomada(desk, { discount: 400 }))).toEqual({ 'transactions_attributes.0.discount': ['Desconto acima do permitido (até 10%)'] });
    expect(errorsOf(await sellPomada(desk, { discount: 3990 }, 'en'))).toEqual({ 'transactions_attributes.0.discount': ['Discount above what is allowed (up to 10%)'] });
    expect(errorsOf(await sellPomada(desk, { value: 3590 }))).toEqual({
      'transactions_attributes.0.value': ['Preço abaixo do permitido (até 10% de desconto: no mínimo R$ 35,91)'],
    });
    // Still off for professionals.
    expect(Object.keys(errorsOf(await sellPomada(pro, { discount: 399 })))).toEqual(['transactions_attributes.0.discount']);

    expectStatus(await settings({ price_change_professional: true, price_change_max_percent: 25 }), 200);
    expectStatus(await sellPomada(pro, { discount: 997 }), 201);
    expect(Object.keys(errorsOf(await sellPomada(pro, { discount: 998 })))).toEqual(['transactions_attributes.0.discount']);
    expect(Object.keys(errorsOf(await sellPomada(pro, { value: 1 })))).toEqual(['transactions_attributes.0.value']);
    // The owner has no limit.
    expectStatus(await sellPomada(s.as, { discount: 3990 }), 201);
    expectStatus(await settings({ price_change_front_desk: false, price_change_professional: false, price_change_max_percent: 10 }), 200);
  });

  it("records a professional's product line without a professional as theirs, and refuses one credited to a colleague", async () => {
    const sale = { payment_type: 'pix', price: 3990, transactions_attributes: [{ product_id: s.productId, quantity: 1 }] };
    const mine = json<{ id: number; transactions: Array<{ user_id: number | null }> }>(expectStatus(await pro.post('/salons/:salonId/sales', { sale }), 201));
    expect(mine.transactions[0].user_id).toBe(proId);
    expect((await linesOf(mine.id))[0].employeeId).toBe(proId);
    const before = (await salesOf(t.database.db, s)).length;
    const colleagues = { ...sale, transactions_attributes: [{ product_id: s.productId, quantity: 1, user_id: s.employeeId }] };
    expect((await pro.post('/salons/:salonId/sales', { sale: colleagues })).statusCode).toBe(403);
    const mixed = { ...sale, price: 7980, transactions_attributes: [{ product_id: s.productId, quantity: 1, user_id: proId }, { product_id: s.productId, quantity: 1, user_id: s.employeeId }] };
    expect((await pro.post('/salons/:salonId/sales', { sale: mixed })).statusCode).toBe(403);
    expect(await salesOf(t.database.db, s)).toHaveLength(before);
    // The front desk may still sell a product credited to nobody.
    const unassigned = json<{ transactions: Array<{ user_id: number | null }> }>(expectStatus(await desk.post('/salons/:salonId/sales', { sale }), 201));
    expect(unassigned.transactions[0].user_id).toBeNull();
  });
});
