import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { AuditListWire } from '../../../server/contract/audit';
import type { SaleWire } from '../../../server/contract/sales';
import { sales } from '../../../server/db/schema/index';
import { dayStart, wallTimeAt } from '../../../server/services/zonedTime';
import { json, type TestApp } from '../support/harness';
import { staffMember, signedInAs } from '../support/roleHelpers';
import { productSale, saleSalon, sold, stockOf, type SaleSalon } from '../support/saleHelpers';
import { actAs, expectStatus, type Actor } from '../support/salonHelpers';

/*
 * Issue 25 item 10: the front desk fixes the day's wrong sales (estorno) while the owner leaves 'recepção pode
 * estornar' on; the owner estorna any sale; a professional none. Every estorno keeps who did it and why.
 */
describe('sales: the estorno by the front desk', () => {
  let t: TestApp;
  let s: SaleSalon;
  let desk: Actor;
  let pro: Actor;
  // Tokyo is 12 hours ahead of São Paulo: the salon's day is not the server's nor UTC's.
  const zone = 'Asia/Tokyo';

  beforeAll(async ({ t: fileT }) => {
    t = fileT;
    s = await saleSalon(t.app, 50);
    expectStatus(await t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { time_zone: zone } }), 200);
    const owner = await signedInAs(s.as);
    desk = actAs(t.app, await staffMember(t, owner, 'front_desk', 'Rita Recepção'));
    pro = actAs(t.app, await staffMember(t, owner, 'professional', 'Bruno Barbeiro'));
  });

  const setting = async (on: boolean) =>
    expectStatus(await t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { front_desk_cancels_sales: on } }), 200);
  const cancel = (who: Actor, id: number, reason = 'Cobrado em dobro', lang = 'pt-BR') =>
    t.app.inject({ method: 'POST', url: `/v1/sales/${id}/cancel`, headers: { ...who.headers, 'accept-language': lang }, payload: { reason } });
  /** Moves a sale's time (the front desk's rule reads when it was made). */
  const madeAt = (id: number, at: number) => t.database.db.update(sales).set({ createdAt: new Date(at) }).where(and(eq(sales.salonId, s.as.salonId), eq(sales.id, id)));
  const todayStart = () => dayStart(wallTimeAt(Date.now(), zone), zone);

  it('lets the front desk estorno a sale of today with a reason: stock returns, who and why are kept and listed', async () => {
    const sale = await sold(t.app, s, productSale(s, 2));
    const before = await stockOf(t.database.db, s);
    // Offered to her on the receipt and in the list.
    expect(json<SaleWire>(expectStatus(await desk.get(`/sales/${sale.id}`), 200)).can_cancel).toBe(true);
    expect(json(expectStatus(await cancel(desk, sale.id, '   '), 422))).toEqual({ reason: ['Este campo é obrigatório'] });

    const canceled = json<SaleWire>(expectStatus(await cancel(desk, sale.id, 'Cliente pagou no cartão, não no Pix'), 200));
    expect(canceled).toMatchObject({ status: 'canceled', cancel_reason: 'Cliente pagou no cartão, não no Pix', can_cancel: false });
    expect(canceled.canceled_by?.name).toBe('Rita Recepção');
    // The front desk reads no commissions, on the estorno's answer too.
    expect(canceled.transactions.every((line) => line.commission === null)).toBe(true);
    expect(await stockOf(t.database.db, s)).toBe(before + 2);

    const listed = json<SaleWire[]>(expectStatus(await s.as.get('/salons/:salonId/sales?status=canceled'), 200));
    expect(listed.find((x) => x.id === sale.id)).toMatchObject({ canceled_by: { name: 'Rita Recepção' }, cancel_reason: 'Cliente pagou no cartão, não no Pix' });
    const trail = json<AuditListWire>(expectStatus(await s.as.get(`/sales/${sale.id}/audit`), 200)).events;
    expect(trail.map((e) => e.action)).toEqual(['created', 'canceled']);
    expect(trail[1].user_name).toBe('Rita Recepção');
    expect(trail[1].details).toEqual({ reason: 'Cliente pagou no cartão, não no Pix' });
  });

  it("refuses her a sale of yesterday in the salon's time zone (one minute before its midnight), in pt-BR and en; the owner may", async () => {
    const old = await sold(t.app, s, productSale(s, 1));
    await madeAt(old.id, todayStart() - 60_000);
    const early = await sold(t.app, s, productSale(s, 1));
    await madeAt(early.id, todayStart() + 60_000);
    const stock = await stockOf(t.database.db, s);

    expect(json<SaleWire>(expectStatus(await desk.get(`/sales/${old.id}`), 200)).can_cancel).toBe(false);
    expect(json(expectStatus(await cancel(desk, old.id), 403))).toEqual({ errors: ['A recepção só estorna vendas do dia. Peça ao dono para estornar esta venda.'], code: 'not_allowed' });
    expect(json(expectStatus(await cancel(desk, old.id, 'x', 'en'), 403))).toMatchObject({ errors: ['The front desk only refunds sales made today. Ask the owner to refund this sale.'] });
    expect(await stockOf(t.database.db, s)).toBe(stock);
    // Still signed in (a role's limit, not a lost session).
    expectStatus(await desk.get('/auth/validate_token'), 200);

    // The first minute of the salon's today is today (in UTC it is yesterday).
    expectStatus(await cancel(desk, early.id), 200);
    expect(json<SaleWire>(expectStatus(await s.as.get(`/sales/${old.id}`), 200)).can_cancel).toBe(true);
    expect(json<SaleWire>(expectStatus(await cancel(s.as, old.id, 'Erro de ontem'), 200))).toMatchObject({ status: 'canceled' });
    expect(await stockOf(t.database.db, s)).toBe(stock + 2);
  });

  it('refuses her any estorno once the owner turns the setting off; the owner still may; on again, she may', async () => {
    const sale = await sold(t.app, s, productSale(s, 1));
    await setting(false);
    try {
      expect(json<SaleWire>(expectStatus(await desk.get(`/sales/${sale.id}`), 200)).can_cancel).toBe(false);
      const listed = json<SaleWire[]>(expectStatus(await desk.get('/salons/:salonId/sales'), 200));
      expect(listed.find((x) => x.id === sale.id)?.can_cancel).toBe(false);
      expect(json(expectStatus(await cancel(desk, sale.id), 403))).toEqual({ errors: ['O dono desligou o estorno pela recepção. Peça ao dono para estornar esta venda.'], code: 'not_allowed' });
      expect(json(expectStatus(await cancel(desk, sale.id, 'x', 'en'), 403))).toMatchObject({ errors: ['The owner turned off refunds by the front desk. Ask the owner to refund this sale.'] });
      expect(json<SaleWire>(expectStatus(await s.as.get(`/sales/${sale.id}`), 200)).can_cancel).toBe(true);
    } finally {
      await setting(true);
    }
    expectStatus(await cancel(desk, sale.id), 200);
  });

  it('keeps a professional out of the estorno, even of their own sale of today', async () => {
    const own = await sold(t.app, s, productSale(s, 1));
    const response = await cancel(pro, own.id);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ code: 'not_allowed' });
    const [row] = await t.database.db.select({ status: sales.status }).from(sales).where(and(eq(sales.salonId, s.as.salonId), eq(sales.id, own.id)));
    expect(row.status).toBe('completed');
  });

  it('six estornos of one sale at once by the front desk: exactly one is made, the stock returns once, one audit row', async () => {
    const sale = await sold(t.app, s, productSale(s, 3));
    const before = await stockOf(t.database.db, s);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => cancel(desk, sale.id, `engano ${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) expect(json(answer)).toEqual({ base: ['Esta venda já foi cancelada'] });
    expect(await stockOf(t.database.db, s)).toBe(before + 3);
    const trail = json<AuditListWire>(expectStatus(await s.as.get(`/sales/${sale.id}/audit`), 200)).events;
    expect(trail.filter((e) => e.action === 'canceled')).toHaveLength(1);
    const winner = json<SaleWire>(answers.find((a) => a.statusCode === 200)!);
    const [row] = await t.database.db.select({ reason: sales.cancelReason }).from(sales).where(and(eq(sales.salonId, s.as.salonId), eq(sales.id, sale.id)));
    expect(row.reason).toBe(winner.cancel_reason);
  });
});
