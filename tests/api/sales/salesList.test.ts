import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { SaleSummaryWire } from '../../../server/contract/sales';
import { sales } from '../../../server/db/schema/index';
import { json } from '../support/harness';
import { staffMember, signedInAs } from '../support/roleHelpers';
import { productSale, saleSalon, sold, type SaleSalon } from '../support/saleHelpers';
import { actAs, client, expectStatus, type Actor } from '../support/salonHelpers';

/*
 * Issue 25 item 11: the sales list of a day (today by default), filtered on the server by client, payment type and
 * paid or canceled, for the roles that see sales (the owner and the front desk; a professional gets 403).
 */
describe('sales: the list and its filters', () => {
  let s: SaleSalon;
  let desk: Actor;
  let pro: Actor;
  let other: number;
  const ids: Record<string, number> = {};

  beforeAll(async ({ t }) => {
    s = await saleSalon(t.app, 100);
    const owner = await signedInAs(s.as);
    desk = actAs(t.app, await staffMember(t, owner, 'front_desk', 'Rita Recepção'));
    pro = actAs(t.app, await staffMember(t, owner, 'professional', 'Bruno Barbeiro'));
    other = (await client(s.as, 'Otávio Outro')).id;
    ids.carlaPix = (await sold(t.app, s, productSale(s, 1, { client_id: s.clientId }))).id;
    ids.carlaCash = (await sold(t.app, s, productSale(s, 1, { client_id: s.clientId, payment_type: 'cash' }))).id;
    ids.otherPix = (await sold(t.app, s, productSale(s, 2, { client_id: other }))).id;
    ids.walkIn = (await sold(t.app, s, productSale(s, 1, { client_id: null, payment_type: 'debit_card' }))).id;
    ids.yesterday = (await sold(t.app, s, productSale(s, 1, { client_id: s.clientId }))).id;
    await t.database.db
      .update(sales)
      .set({ createdAt: new Date(Date.now() - 86_400_000 * 2) })
      .where(and(eq(sales.salonId, s.as.salonId), eq(sales.id, ids.yesterday)));
    expectStatus(await desk.post(`/sales/${ids.carlaCash}/cancel`, { reason: 'Cobrado em dobro' }), 200);
  });

  const list = async (query = '', who = s.as) => json<SaleSummaryWire[]>(expectStatus(await who.get(`/salons/:salonId/sales${query}`), 200));
  const idsOf = (rows: SaleSummaryWire[]) => rows.map((row) => row.id).sort((a, b) => a - b);

  it("lists today's sales by default, newest first, each with what the list shows", async () => {
    const today = await list();
    expect(today.map((row) => row.id)).toEqual([ids.walkIn, ids.otherPix, ids.carlaCash, ids.carlaPix]);
    expect(today.find((row) => row.id === ids.otherPix)).toMatchObject({
      number: expect.any(Number),
      client: { id: other, name: 'Otávio Outro' },
      price: 7980,
      payment_type: 'pix',
      payment_type_display: 'Pix',
      status: 'completed',
      canceled_by: null,
      cancel_reason: null,
      created_at: expect.any(Number),
    });
    expect(today.find((row) => row.id === ids.walkIn)).toMatchObject({ client: null, payment_type_display: 'Cartão Débito' });
  });

  it('filters by client, by payment type and by paid or canceled, and the filters combine', async () => {
    expect(idsOf(await list(`?client_id=${s.clientId}`))).toEqual([ids.carlaPix, ids.carlaCash]);
    expect(idsOf(await list('?payment_type=pix'))).toEqual([ids.carlaPix, ids.otherPix]);
    expect(idsOf(await list(`?client_id=${s.clientId}&payment_type=pix`))).toEqual([ids.carlaPix]);
    expect(idsOf(await list('?status=completed'))).toEqual([ids.carlaPix, ids.otherPix, ids.walkIn]);
    const canceled = await list('?status=canceled');
    expect(canceled).toHaveLength(1);
    expect(canceled[0]).toMatchObject({ id: ids.carlaCash, status: 'canceled', cancel_reason: 'Cobrado em dobro', canceled_by: { name: 'Rita Recepção' } });
    expect(Math.abs(Number(canceled[0].canceled_at) - Date.now() / 1000)).toBeLessThan(120);
  });

  it('lists another day, with its filters', async () => {
    const when = new Date(Date.now() - 86_400_000 * 2).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    expect(idsOf(await list(`?start=${when}&end=${when}`))).toEqual([ids.yesterday]);
    expect(await list(`?start=${when}&end=${when}&client_id=${other}`)).toEqual([]);
  });

  it('answers 422 in the field for a filter it cannot read', async () => {
    for (const query of ['?payment_type=cheque', '?status=refunded', '?client_id=abc']) {
      const response = await s.as.get(`/salons/:salonId/sales${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(json<Record<string, unknown>>(response)), query).toEqual([query.slice(1).split('=')[0]]);
    }
  });

  it('is the owner\'s and the front desk\'s: a professional is refused', async () => {
    expect(idsOf(await list('', desk))).toEqual(idsOf(await list()));
    // Each row says whether the caller may estorno it now: the front desk today's paid ones.
    expect((await list('', desk)).map((row) => [row.id, row.can_cancel])).toEqual([
      [ids.walkIn, true],
      [ids.otherPix, true],
      [ids.carlaCash, false],
      [ids.carlaPix, true],
    ]);
    const refused = await pro.get('/salons/:salonId/sales');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'not_allowed' });
  });

  it("never lists another salon's sales, whatever client is asked for", async ({ t }) => {
    const elsewhere = await saleSalon(t.app, 5);
    await sold(t.app, elsewhere, productSale(elsewhere, 1, { client_id: elsewhere.clientId }));
    expect(await list(`?client_id=${elsewhere.clientId}`)).toEqual([]);
  });
});
