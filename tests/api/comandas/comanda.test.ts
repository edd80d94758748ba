import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { ComandaWire } from '../../../server/contract/comandas';
import type { SaleWire } from '../../../server/contract/sales';
import { randomUUID } from 'node:crypto';
import { appointments, auditEvents, bookingDeposits, comandaItems, comandas, sales } from '../../../server/db/schema/index';
import { json } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { appointment, saleSalon, type SaleSalon } from '../support/saleHelpers';
import { actAs, expectStatus, type Actor } from '../support/salonHelpers';

type Errors = Record<string, string[]>;
const CORTE = 4500;
const POMADA = 3990;

const openFrom = (as: Actor, appointmentId: number) => as.post('/salons/:salonId/comandas', { comanda: { appointment_id: appointmentId } });
const opened = async (as: Actor, appointmentId: number) => json<ComandaWire>(expectStatus(await openFrom(as, appointmentId), 201));
const add = (as: Actor, id: number, item: Record<string, unknown>) => as.post(`/comandas/${id}/items`, { item });
const show = async (as: Actor, id: number) => json<ComandaWire>(expectStatus(await as.get(`/comandas/${id}`), 200));

/** The sale that closes `comanda` as shown: its items as lines, paid with Pix. */
const closing = (comanda: ComandaWire, version = comanda.version) => ({
  price: comanda.total,
  payments: [{ method: 'pix', amount: comanda.total }],
  transactions_attributes: comanda.items.map((item) => ({
    service_id: item.service_id, product_id: item.product_id, appointment_id: item.appointment_id, user_id: item.user_id, quantity: item.quantity,
  })),
  comanda: { id: comanda.id, version },
});
const closeWith = (as: Actor, comanda: ComandaWire, version?: number) => as.post('/salons/:salonId/sales', { sale: closing(comanda, version) });

describe('the comanda (issue 30 item 5)', () => {
  let s: SaleSalon;
  let desk: Actor;
  let pro: Actor;
  let proId: number;
  beforeAll(async ({ app, t }) => {
    s = await saleSalon(app, 100);
    const owner = await signedInAs(s.as);
    desk = actAs(app, await staffMember(t, owner, 'front_desk', 'Rita Recepção'));
    const member = await staffMember(t, owner, 'professional', 'Paulo Barbeiro');
    pro = actAs(app, member);
    proId = member.employeeId;
  });

  it("opens from an appointment with its client and service, and a second opening answers the same one", async ({ db }) => {
    const visit = await appointment(s);
    const comanda = await opened(desk, visit.id);
    expect(comanda).toMatchObject({ status: 'open', status_display: 'Aberta', version: 0, client: { id: s.clientId, name: 'Carla Cliente' }, appointment_id: visit.id, opened_by_name: 'Rita Recepção', total: CORTE });
    expect(comanda.items).toEqual([expect.objectContaining({ name: 'Corte', service_id: s.serviceId, appointment_id: visit.id, user_id: s.employeeId, quantity: 1, value: CORTE, total: CORTE })]);
    const again = json<ComandaWire>(expectStatus(await openFrom(s.as, visit.id), 200));
    expect(again.id).toBe(comanda.id);
    expect((await db.select().from(comandas).where(eq(comandas.salonId, s.as.salonId))).filter((c) => c.appointmentId === visit.id)).toHaveLength(1);
    expect(json<ComandaWire[]>(expectStatus(await pro.get('/salons/:salonId/comandas'), 200)).map((c) => c.id)).toContain(comanda.id);
  });

  it('five devices opening one appointment at once share one comanda, numbered once', async ({ db }) => {
    const visit = await appointment(s);
    const answers = await Promise.all([s.as, desk, s.as, desk, s.as, desk].map((as) => openFrom(as, visit.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => json<ComandaWire>(a).id)).size).toBe(1);
    const rows = await db.select({ number: comandas.number }).from(comandas).where(and(eq(comandas.salonId, s.as.salonId), eq(comandas.appointmentId, visit.id)));
    expect(rows).toHaveLength(1);
    const numbers = (await db.select({ number: comandas.number }).from(comandas).where(eq(comandas.salonId, s.as.salonId))).map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('keeps every item of six devices adding to one comanda at once', async ({ db }) => {
    const comanda = await opened(s.as, (await appointment(s)).id);
    const adders = [s.as, desk, pro, s.as, desk, pro];
    const answers = await Promise.all(adders.map((as, i) => add(as, comanda.id, { product_id: s.productId, quantity: i + 1, user_id: as === pro ? proId : s.employeeId })));
    answers.forEach((a) => expectStatus(a, 201));
    const after = await show(desk, comanda.id);
    expect(after.version).toBe(6);
    expect(after.items).toHaveLength(7);
    expect(after.items.slice(1).map((item) => item.quantity).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(after.total).toBe(CORTE + 21 * POMADA);
    const stored = await db.select().from(comandaItems).where(and(eq(comandaItems.salonId, s.as.salonId), eq(comandaItems.comandaId, comanda.id)));
    expect(stored).toHaveLength(7);
    const audit = await db.select({ action: auditEvents.action }).from(auditEvents)
      .where(and(eq(auditEvents.salonId, s.as.salonId), eq(auditEvents.entity, 'comanda'), eq(auditEvents.entityId, comanda.id)));
    expect(audit.filter((a) => a.action === 'item_added')).toHaveLength(6);
  });

  it("lets a professional add and take out only their own items, and not cancel", async () => {
    const comanda = await opened(desk, (await appointment(s)).id);
    expect(expectStatus(await add(pro, comanda.id, { product_id: s.productId, user_id: s.employeeId }), 403)).toBeTruthy();
    const mine = json<ComandaWire>(expectStatus(await add(pro, comanda.id, { product_id: s.productId }), 201));
    const own = mine.items.find((item) => item.product_id === s.productId)!;
    expect(own).toMatchObject({ user_id: proId, employee: { id: proId, name: 'Paulo Barbeiro' }, added_by_name: 'Paulo Barbeiro', value: POMADA });
    expectStatus(await pro.del(`/comandas/${comanda.id}/items/${mine.items[0].id}`), 403);
    const without = json<ComandaWire>(expectStatus(await pro.del(`/comandas/${comanda.id}/items/${own.id}`), 200));
    expect(without.items.map((item) => item.name)).toEqual(['Corte']);
    expectStatus(await pro.post(`/comandas/${comanda.id}/cancel`, {}), 403);
  });

  it('refuses in words what cannot be added, and anything once canceled', async () => {
    const comanda = await opened(desk, (await appointment(s)).id);
    expect(json<Errors>(expectStatus(await add(desk, comanda.id, {}), 422))).toEqual({ base: ['Escolha um serviço ou um produto'] });
    expect(json<Errors>(expectStatus(await add(desk, comanda.id, { product_id: 99_999 }), 422))).toEqual({ product_id: ['Escolha um produto deste salão'] });
    expect(Object.keys(json<Errors>(expectStatus(await add(desk, comanda.id, { product_id: s.productId, quantity: 0 }), 422)))).toEqual(['quantity']);
    const canceled = json<ComandaWire>(expectStatus(await desk.post(`/comandas/${comanda.id}/cancel`, { reason: 'Cliente foi embora' }), 200));
    expect(canceled).toMatchObject({ status: 'canceled', cancel_reason: 'Cliente foi embora', ended_by_name: 'Rita Recepção' });
    expect(json<Errors>(expectStatus(await add(desk, comanda.id, { product_id: s.productId }), 422))).toEqual({ base: ['Esta comanda já foi fechada ou cancelada'] });
    expect(json<ComandaWire[]>(expectStatus(await desk.get('/salons/:salonId/comandas'), 200)).map((c) => c.id)).not.toContain(comanda.id);
    expect(json<ComandaWire[]>(expectStatus(await desk.get('/salons/:salonId/comandas?status=canceled'), 200)).map((c) => c.id)).toContain(comanda.id);
  });

  it('opens a walk-in comanda with or without a client of the salon', async () => {
    const walkIn = json<ComandaWire>(expectStatus(await desk.post('/salons/:salonId/comandas', { comanda: {} }), 201));
    expect(walkIn).toMatchObject({ client: null, appointment_id: null, items: [], total: 0 });
    const named = json<ComandaWire>(expectStatus(await desk.post('/salons/:salonId/comandas', { comanda: { client_id: s.clientId } }), 201));
    expect(named.client).toEqual({ id: s.clientId, name: 'Carla Cliente' });
    expect(json<Errors>(expectStatus(await desk.post('/salons/:salonId/comandas', { comanda: { client_id: 99_999 } }), 422))).toEqual({ client: ['Escolha um cliente deste salão'] });
    expect(json<Errors>(expectStatus(await desk.post('/salons/:salonId/comandas', { comanda: { appointment_id: 99_999 } }), 422))).toEqual({ appointment_id: ['Escolha um agendamento deste salão'] });
  });

  it('closes into one sale at the version shown; one behind is refused and nothing is written', async ({ db }) => {
    const visit = await appointment(s);
    const comanda = await opened(desk, visit.id);
    const seen = json<ComandaWire>(expectStatus(await add(pro, comanda.id, { product_id: s.productId }), 201));
    // A phone adds another Pomada after the front desk's screen showed the comanda.
    expectStatus(await add(pro, comanda.id, { product_id: s.productId }), 201);
    const before = (await db.select().from(sales).where(eq(sales.salonId, s.as.salonId))).length;
    expect(json<Errors>(expectStatus(await closeWith(desk, seen), 422))).toEqual({ comanda: ['A comanda mudou enquanto você fechava: confira os itens e feche de novo'] });
    expect((await db.select().from(sales).where(eq(sales.salonId, s.as.salonId))).length).toBe(before);

    const now = await show(desk, comanda.id);
    const sale = json<SaleWire>(expectStatus(await closeWith(desk, now), 201));
    expect(sale.price).toBe(CORTE + 2 * POMADA);
    expect(sale.transactions.map((line) => line.name)).toEqual(['Corte', 'Pomada', 'Pomada']);
    const closed = await show(desk, comanda.id);
    expect(closed).toMatchObject({ status: 'closed', sale_id: sale.id, ended_by_name: 'Rita Recepção' });
    const [row] = await db.select({ status: appointments.status }).from(appointments).where(and(eq(appointments.salonId, s.as.salonId), eq(appointments.id, visit.id)));
    expect(row.status).toBe('completed');
    expect(json<Errors>(expectStatus(await closeWith(desk, closed), 422))).toEqual({ comanda: ['Esta comanda já foi fechada ou cancelada'] });
    expect(json<Errors>(expectStatus(await openFrom(desk, visit.id), 422))).toEqual({ appointment_id: ['Este agendamento já foi finalizado numa venda'] });
  });

  it("carries an online visit's paid deposit on its appointment's item, and its sale deducts it", async ({ db }) => {
    const visit = await appointment(s);
    const visitId = randomUUID();
    await db.update(appointments).set({ visitId }).where(and(eq(appointments.salonId, s.as.salonId), eq(appointments.id, visit.id)));
    const [deposit] = await db.insert(bookingDeposits)
      .values({ salonId: s.as.salonId, visitId, amount: 1500, status: 'paid', expiresAt: new Date(Date.now() + 900_000) }).returning({ id: bookingDeposits.id });
    const comanda = await opened(desk, visit.id);
    expect(comanda.items[0].deposit).toEqual({ id: deposit.id, amount: 1500 });
    const sale = json<SaleWire>(expectStatus(await desk.post('/salons/:salonId/sales', { sale: { ...closing(comanda), payments: [{ method: 'pix', amount: CORTE - 1500 }] } }), 201));
    expect(sale).toMatchObject({ price: CORTE, deposit: 1500 });
    expect((await show(desk, comanda.id)).status).toBe('closed');
  });

  it('five closings at once make one sale', async ({ db }) => {
    const comanda = await opened(desk, (await appointment(s)).id);
    const before = (await db.select().from(sales).where(eq(sales.salonId, s.as.salonId))).length;
    const answers = await Promise.all([desk, s.as, desk, s.as, desk].map((as) => closeWith(as, comanda)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    expect((await db.select().from(sales).where(eq(sales.salonId, s.as.salonId))).length).toBe(before + 1);
  });

  it('an addition racing the closing is either in the sale or refused, never lost', async ({ db }) => {
    for (let round = 0; round < 3; round += 1) {
      const comanda = await opened(desk, (await appointment(s)).id);
      const [sale, ...adds] = await Promise.all([closeWith(desk, comanda), ...[pro, s.as, pro, desk, pro].map((as) => add(as, comanda.id, { product_id: s.productId }))]);
      const stored = await db.select().from(comandaItems).where(and(eq(comandaItems.salonId, s.as.salonId), eq(comandaItems.comandaId, comanda.id)));
      const after = await show(desk, comanda.id);
      if (sale.statusCode === 201) {
        // Closed first: every addition after it was refused, and the comanda holds exactly what was sold.
        expect(adds.every((a) => a.statusCode === 422)).toBe(true);
        expect(stored).toHaveLength(json<SaleWire>(sale).transactions.length);
        expect(after.status).toBe('closed');
      } else {
        expect(json<Errors>(sale)).toEqual({ comanda: ['A comanda mudou enquanto você fechava: confira os itens e feche de novo'] });
        expect(after.status).toBe('open');
        expect(stored).toHaveLength(1 + adds.filter((a) => a.statusCode === 201).length);
        await desk.post(`/comandas/${comanda.id}/cancel`, {});
      }
    }
  });
});
