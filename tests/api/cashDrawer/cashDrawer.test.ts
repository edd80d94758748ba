import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { CashDrawerSummaryWire, CashDrawerWire, CurrentCashDrawerWire } from '../../../server/contract/cashDrawers';
import { auditEvents, cashDrawers, cashMovements } from '../../../server/db/schema/index';
import { json } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { productSale, saleSalon, sell, sold, type SaleSalon } from '../support/saleHelpers';
import { actAs, expectStatus, type Actor } from '../support/salonHelpers';

type Errors = Record<string, string[]>;
const POMADA = 3990;

/** One Pomada paid as given. */
const pomada = (s: SaleSalon, payments: unknown[], quantity = 1) => ({ ...productSale(s, quantity), payment_type: undefined, payments });

const current = async (as: Actor) => json<CurrentCashDrawerWire>(expectStatus(await as.get('/salons/:salonId/cash_drawers/current'), 200)).drawer;
const openDrawer = async (as: Actor, float: number) => json<CashDrawerWire>(expectStatus(await as.post('/salons/:salonId/cash_drawers', { cash_drawer: { float } }), 201));
const move = (as: Actor, id: number, kind: string, amount: number, reason = 'Troco') => as.post(`/cash_drawers/${id}/movements`, { cash_movement: { kind, amount, reason } });
const close = (as: Actor, id: number, counted: Record<string, number>, note?: string) => as.post(`/cash_drawers/${id}/close`, { cash_drawer: { counted, note } });

describe('the cash drawer (issue 30 item 6)', () => {
  let s: SaleSalon;
  let desk: Actor;
  let pro: Actor;
  beforeAll(async ({ app, t }) => {
    s = await saleSalon(app, 1000);
    const owner = await signedInAs(s.as);
    desk = actAs(app, await staffMember(t, owner, 'front_desk', 'Rita Recepção'));
    pro = actAs(app, await staffMember(t, owner, 'professional', 'Paulo Profissional'));
  });

  it('answers no drawer before one is opened, and refuses a second while one is open', async () => {
    expect(await current(s.as)).toBeNull();
    const refused = expectStatus(await s.as.post('/salons/:salonId/cash_drawers', { cash_drawer: { float: -1 } }), 422);
    expect(Object.keys(json<Errors>(refused))).toEqual(['float']);
  });

  it('counts float + cash payments + suprimentos - sangrias - estornos, and each other method; closing shows the differences', async ({ app, db }) => {
    // A sale before the drawer opened belongs to no drawer.
    await sold(app, s, pomada(s, [{ method: 'cash', amount: POMADA }]));
    const drawer = await openDrawer(desk, 10_000);
    expect(drawer).toMatchObject({ opened_by_name: 'Rita Recepção', float: 10_000, closed_at: null, counted: null, difference: null, movements: [], canceled_sales: [] });
    expect(drawer.expected).toEqual({ cash: 10_000, debit_card: 0, credit_card: 0, pix: 0, other: 0 });
    expect(json<Errors>(expectStatus(await s.as.post('/salons/:salonId/cash_drawers', { float: 0 }), 422))).toEqual({ base: ['Já há um caixa aberto'] });

    await sold(app, s, pomada(s, [{ method: 'cash', amount: POMADA, received: 5000 }]));
    await sold(app, s, pomada(s, [{ method: 'pix', amount: POMADA }]));
    await sold(app, s, pomada(s, [{ method: 'debit_card', amount: POMADA }]));
    await sold(app, s, pomada(s, [{ method: 'pix', amount: 3000 }, { method: 'cash', amount: 4980, received: 5000 }], 2));
    await sold(app, s, pomada(s, [{ method: 'credit_card', amount: 2000 }, { method: 'other', amount: 1990 }]));
    const refunded = await sold(app, s, pomada(s, [{ method: 'cash', amount: 1000 }, { method: 'credit_card', amount: 2990 }]));
    expectStatus(await move(desk, drawer.id, 'suprimento', 2500, 'Troco do banco'), 200);
    expectStatus(await move(s.as, drawer.id, 'sangria', 5000, 'Depósito'), 200);
    expectStatus(await s.as.post(`/sales/${refunded.id}/cancel`, { reason: 'Cliente desistiu' }), 200);

    const open = (await current(desk))!;
    const cash = 10_000 + POMADA + 4980 + 1000 + 2500 - 5000 - 1000;
    expect(open.expected).toEqual({ cash, debit_card: POMADA, credit_card: 2000 + 2990 - 2990, pix: POMADA + 3000, other: 1990 });
    expect(open.sales).toEqual({ cash: POMADA + 4980 + 1000, debit_card: POMADA, credit_card: 4990, pix: POMADA + 3000, other: 1990 });
    expect(open.estornos).toEqual({ cash: 1000, debit_card: 0, credit_card: 2990, pix: 0, other: 0 });
    expect(open).toMatchObject({ suprimentos: 2500, sangrias: 5000 });
    expect(open.movements).toEqual([
      expect.objectContaining({ kind: 'suprimento', amount: 2500, reason: 'Troco do banco', user_name: 'Rita Recepção' }),
      expect.objectContaining({ kind: 'sangria', amount: 5000, reason: 'Depósito' }),
    ]);
    expect(open.canceled_sales).toEqual([expect.objectContaining({ sale_id: refunded.id, number: refunded.number, amount: POMADA, cash: 1000, reason: 'Cliente desistiu' })]);

    const closed = json<CashDrawerWire>(expectStatus(await close(desk, drawer.id, { cash: cash - 150, debit_card: POMADA, credit_card: 2000, pix: POMADA + 3000 }, 'Faltou troco'), 200));
    expect(closed).toMatchObject({ closed_by_name: 'Rita Recepção', note: 'Faltou troco', expected: open.expected });
    expect(closed.counted).toEqual({ cash: cash - 150, debit_card: POMADA, credit_card: 2000, pix: POMADA + 3000, other: 0 });
    expect(closed.difference).toEqual({ cash: -150, debit_card: 0, credit_card: 0, pix: 0, other: -1990 });
    const audit = await db.select({ action: auditEvents.action }).from(auditEvents)
      .where(and(eq(auditEvents.salonId, s.as.salonId), eq(auditEvents.entity, 'cash_drawer'), eq(auditEvents.entityId, drawer.id))).orderBy(auditEvents.id);
    expect(audit.map((a) => a.action)).toEqual(['opened', 'suprimento', 'sangria', 'closed']);

    // After the closing: nothing more counts in it, nothing more moves it, and no drawer is open.
    await sold(app, s, pomada(s, [{ method: 'cash', amount: POMADA }]));
    expect(json<CashDrawerWire>(expectStatus(await desk.get(`/cash_drawers/${drawer.id}`), 200)).expected).toEqual(open.expected);
    expect(json<Errors>(expectStatus(await move(desk, drawer.id, 'suprimento', 100), 422))).toEqual({ base: ['Este caixa já foi fechado'] });
    expect(json<Errors>(expectStatus(await close(desk, drawer.id, {}), 422))).toEqual({ base: ['Este caixa já foi fechado'] });
    expect(await current(desk)).toBeNull();

    // The owner's list and the CSV of the closing.
    const listed = json<CashDrawerSummaryWire[]>(expectStatus(await s.as.get('/salons/:salonId/cash_drawers'), 200));
    expect(listed.find((d) => d.id === drawer.id)).toMatchObject({ difference: closed.difference, counted: closed.counted });
    const csv = expectStatus(await s.as.get(`/cash_drawers/${drawer.id}/export`), 200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="caixa-\d{4}-\d\d-\d\d-\d+\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Linha;Forma;Esperado;Contado;Diferença;Quem;Quando;Detalhe');
    expect(lines).toContain(`Fechamento;Dinheiro;${(cash / 100).toFixed(2).replace('.', ',')};${((cash - 150) / 100).toFixed(2).replace('.', ',')};-1,50;Rita Recepção;${lines.find((l) => l.startsWith('Fechamento;Dinheiro'))!.split(';')[6]};Faltou troco`);
    expect(lines.some((l) => l.startsWith('Sangria;Dinheiro;-50,00;') && l.endsWith(';Depósito'))).toBe(true);
    expect(lines.some((l) => l.startsWith(`Estorno;;-39,90;`) && l.includes(`Venda ${refunded.number}: Cliente desistiu`))).toBe(true);
  });

  it('opens one drawer of six concurrent openings, and closes it once of six concurrent closings', async ({ db }) => {
    const opens = await Promise.all(Array.from({ length: 6 }, (_, i) => desk.post('/salons/:salonId/cash_drawers', { cash_drawer: { float: 100 * i } })));
    expect(opens.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const refused of opens.filter((r) => r.statusCode === 422)) expect(json(refused)).toEqual({ base: ['Já há um caixa aberto'] });
    const open = await db.select({ id: cashDrawers.id }).from(cashDrawers).where(and(eq(cashDrawers.salonId, s.as.salonId), isNull(cashDrawers.closedAt)));
    const id = json<CashDrawerWire>(opens.find((r) => r.statusCode === 201)!).id;
    expect(open).toEqual([{ id }]);
    expect((await current(desk))!.id).toBe(id);
    const closes = await Promise.all(Array.from({ length: 6 }, () => close(desk, id, { cash: 0 })));
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of closes.filter((r) => r.statusCode === 422)) expect(json(refused)).toEqual({ base: ['Este caixa já foi fechado'] });
  });

  it('takes the concurrent sangrias that fit in the cash and refuses the rest: the cash never goes negative', async ({ app, db }) => {
    const drawer = await openDrawer(desk, 10_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => move(desk, drawer.id, 'sangria', 3000, 'Depósito')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 422, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(json(refused)).toEqual({ amount: ['A sangria é maior que o dinheiro no caixa (R$\u00a010,00)'] });
    const moves = await db.select({ amount: cashMovements.amount }).from(cashMovements).where(and(eq(cashMovements.salonId, s.as.salonId), eq(cashMovements.drawerId, drawer.id)));
    expect(moves).toHaveLength(3);
    expect((await current(desk))!.expected.cash).toBe(1000);
    const english = await app.inject({
      method: 'POST', url: `/v1/cash_drawers/${drawer.id}/movements`, headers: { ...desk.headers, 'accept-language': 'en' },
      payload: { cash_movement: { kind: 'sangria', amount: 1001, reason: 'Bank' } },
    });
    expect(json(expectStatus(english, 422))).toEqual({ amount: ['The cash out is more than the cash in the drawer (R$10.00)'] });
    expectStatus(await close(desk, drawer.id, { cash: 1000 }), 200);
  });

  it('refuses bad movements under their field, and a blank reason', async () => {
    const drawer = await openDrawer(desk, 0);
    expect(Object.keys(json<Errors>(expectStatus(await move(desk, drawer.id, 'saque', 100), 422)))).toEqual(['kind']);
    expect(Object.keys(json<Errors>(expectStatus(await move(desk, drawer.id, 'suprimento', 0), 422)))).toEqual(['amount']);
    expect(json<Errors>(expectStatus(await move(desk, drawer.id, 'suprimento', 100, '   '), 422))).toEqual({ reason: ['Diga o motivo'] });
    expectStatus(await move(desk, 99_999_999, 'suprimento', 100), 404);
    expectStatus(await close(desk, drawer.id, {}), 200);
  });

  it('lets the owner and the front desk run the drawer, not a professional; the list and CSV are the owner’s', async () => {
    expectStatus(await pro.get('/salons/:salonId/cash_drawers/current'), 403);
    expectStatus(await pro.post('/salons/:salonId/cash_drawers', { cash_drawer: { float: 0 } }), 403);
    const drawer = await openDrawer(s.as, 0);
    expectStatus(await pro.post(`/cash_drawers/${drawer.id}/movements`, { cash_movement: { kind: 'suprimento', amount: 1, reason: 'x' } }), 403);
    expectStatus(await pro.post(`/cash_drawers/${drawer.id}/close`, { cash_drawer: { counted: {} } }), 403);
    expectStatus(await desk.get('/salons/:salonId/cash_drawers'), 403);
    expectStatus(await desk.get(`/cash_drawers/${drawer.id}/export`), 403);
    expectStatus(await desk.get(`/cash_drawers/${drawer.id}`), 200);
    expectStatus(await close(s.as, drawer.id, {}), 200);
  });

  it('with the setting on, refuses a cash sale while no drawer is open, and takes card and Pix', async ({ app }) => {
    expect(json<{ cash_sales_need_drawer: boolean }>(await s.as.get('/salons/:salonId/settings')).cash_sales_need_drawer).toBe(false);
    const patch = (on: boolean) => app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { salon: { cash_sales_need_drawer: on } } });
    const patched = expectStatus(await patch(true), 200);
    expect(json<{ cash_sales_need_drawer: boolean }>(patched).cash_sales_need_drawer).toBe(true);
    const refused = expectStatus(await sell(app, s, pomada(s, [{ method: 'pix', amount: 990 }, { method: 'cash', amount: 3000 }])), 422);
    expect(json(refused)).toEqual({ payments: ['Abra o caixa antes de receber em dinheiro'] });
    expect(json(expectStatus(await sell(app, s, productSale(s, 1, { payment_type: 'cash' })), 422))).toEqual({ payments: ['Abra o caixa antes de receber em dinheiro'] });
    await sold(app, s, pomada(s, [{ method: 'pix', amount: POMADA }]));
    await sold(app, s, pomada(s, [{ method: 'credit_card', amount: POMADA }]));
    const drawer = await openDrawer(desk, 0);
    await sold(app, s, pomada(s, [{ method: 'cash', amount: POMADA }]));
    expectStatus(await close(desk, drawer.id, { cash: POMADA }), 200);
    expectStatus(await patch(false), 200);
  });
});
