import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { sales } from '../../../server/db/schema/index';
import { book, booked, day, hire, utc } from '../support/agendaHelpers';
import { json, type TestApp } from '../support/harness';
import { appointment, sell, sold, type SaleSalon } from '../support/saleHelpers';
import { category, expectStatus, service } from '../support/salonHelpers';

const CARLOS_PT = 'Carlos não faz este serviço. Escolha um serviço de Carlos ou peça ao dono do salão para permitir qualquer serviço.';
const CARLOS_EN = 'Carlos does not do this service. Choose one of Carlos’s services or ask the salon owner to allow any service.';

/**
 * Issue 25 item 1: a professional with services set is booked and sold only for those, unless the owner turned on
 * 'permitir qualquer serviço'; one without services set does everything. A line from an appointment is exempt.
 */
describe('a professional is booked and sold only for their own services', () => {
  let t: TestApp;
  let s: SaleSalon;
  let carlos: number;
  let coloring: number;
  const anyService = async (on: boolean) =>
    expectStatus(
      await t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { salon: { any_service_allowed: on } } }),
      200,
    );
  const coloringSale = (extra: Record<string, unknown> = {}) => ({
    payment_type: 'pix',
    price: 15000,
    transactions_attributes: [{ service_id: coloring, user_id: carlos, ...extra }],
  });
  const salesCount = async () => (await t.database.db.select({ id: sales.id }).from(sales).where(eq(sales.salonId, s.as.salonId))).length;

  beforeAll(async ({ t: fileT, shop: fileShop }) => {
    t = fileT;
    s = fileShop;
    coloring = (await service(s.as, await category(s.as, 'service', 'Cor'), { name: 'Coloração', duration: 7200, price: 15000 })).id;
    carlos = await hire(s.as, 'Carlos', { service_ids: [s.serviceId] });
  });

  it('refuses booking Carlos for a service he does not do, 422 under service_id (pt-BR and en), and saves nothing', async () => {
    const refused = expectStatus(await book(s, { employee_id: carlos, service_id: coloring, start_at: utc(2030, 4, 1, 13) }), 422);
    expect(json(refused)).toEqual({ service_id: [CARLOS_PT] });
    const english = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${s.as.salonId}/appointments`,
      headers: { ...s.as.headers, 'accept-language': 'en' },
      payload: { appointment: { client_id: s.clientId, service_id: coloring, employee_id: carlos, start_at: utc(2030, 4, 1, 13) } },
    });
    expect(english.statusCode).toBe(422);
    expect(json(english)).toEqual({ service_id: [CARLOS_EN] });
    expect(await day(s, '2030-04-01')).toEqual([]);
  });

  it('books Carlos for his own service, and a professional without services set for any service', async () => {
    await booked(s, { employee_id: carlos, start_at: utc(2030, 4, 2, 13) });
    await booked(s, { service_id: coloring, start_at: utc(2030, 4, 2, 13) });
    expect((await day(s, '2030-04-02')).map((a) => [a.employee_id, a.service_id]).sort()).toEqual([[carlos, s.serviceId], [s.employeeId, coloring]].sort());
  });

  it("books anyone for anything once the owner turns on 'permitir qualquer serviço'", async () => {
    await anyService(true);
    try {
      await booked(s, { employee_id: carlos, service_id: coloring, start_at: utc(2030, 4, 3, 13) });
      await sold(t.app, s, coloringSale());
    } finally {
      await anyService(false);
    }
    expectStatus(await book(s, { employee_id: carlos, service_id: coloring, start_at: utc(2030, 4, 3, 18) }), 422);
  });

  it('checks an update only when it changes the professional or the service', async () => {
    const mine = await booked(s, { employee_id: carlos, start_at: utc(2030, 4, 4, 13) });
    expect(json(expectStatus(await s.as.put(`/appointments/${mine.id}`, { appointment: { service_id: coloring } }), 422))).toEqual({ service_id: [CARLOS_PT] });
    const owners = await booked(s, { service_id: coloring, start_at: utc(2030, 4, 4, 15) });
    expectStatus(await s.as.put(`/appointments/${owners.id}`, { appointment: { employee_id: carlos } }), 422);
    // Carlos's list changes later: his old Corte booking still moves, restatuses and keeps its service.
    expectStatus(await s.as.put(`/employees/${carlos}`, { employee: { service_ids: [coloring] } }), 200);
    try {
      expectStatus(await s.as.put(`/appointments/${mine.id}`, { appointment: { start_at: utc(2030, 4, 4, 17), service_id: s.serviceId, employee_id: carlos } }), 200);
      expectStatus(await s.as.put(`/appointments/${mine.id}`, { appointment: { status: 'started' } }), 200);
    } finally {
      expectStatus(await s.as.put(`/employees/${carlos}`, { employee: { service_ids: [s.serviceId] } }), 200);
    }
    const saved = Object.fromEntries((await day(s, '2030-04-04')).map((a) => [a.id, [a.employee_id, a.service_id, a.start_at]]));
    expect(saved).toEqual({ [mine.id]: [carlos, s.serviceId, utc(2030, 4, 4, 17)], [owners.id]: [s.employeeId, coloring, utc(2030, 4, 4, 15)] });
  });

  it('refuses a sale line of a service its professional does not do, under transactions_attributes.{i}.service_id', async () => {
    const before = await salesCount();
    const sale = {
      payment_type: 'pix',
      price: 4500 + 15000,
      transactions_attributes: [{ service_id: s.serviceId, user_id: carlos }, { service_id: coloring, user_id: carlos }],
    };
    expect(json(expectStatus(await sell(t.app, s, sale), 422))).toEqual({ 'transactions_attributes.1.service_id': [CARLOS_PT] });
    expect(await salesCount()).toBe(before);
    await sold(t.app, s, { payment_type: 'pix', price: 15000, transactions_attributes: [{ service_id: coloring, user_id: s.employeeId }] });
  });

  it("sells an appointment's line although its professional no longer does that service (it was accepted when booked)", async () => {
    const booking = await appointment(s, { employee_id: carlos });
    expectStatus(await s.as.put(`/employees/${carlos}`, { employee: { service_ids: [coloring] } }), 200);
    try {
      const sale = await sold(t.app, s, { payment_type: 'pix', price: 4500, transactions_attributes: [{ appointment_id: booking.id }] });
      expect(sale.transactions[0]).toMatchObject({ appointment_id: booking.id, service_id: s.serviceId, user_id: carlos });
    } finally {
      expectStatus(await s.as.put(`/employees/${carlos}`, { employee: { service_ids: [s.serviceId] } }), 200);
    }
  });

  it('refuses all of 6 concurrent sales of a service Carlos does not do, writing none, while a fitting one goes through', async () => {
    const before = await salesCount();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => sell(t.app, s, coloringSale())),
      sell(t.app, s, { payment_type: 'pix', price: 4500, transactions_attributes: [{ service_id: s.serviceId, user_id: carlos }] }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 422, 422, 201]);
    expect(await salesCount()).toBe(before + 1);
  });
});
