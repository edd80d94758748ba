import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { hire } from '../support/agendaHelpers';
import { json, signUpAndIn } from '../support/harness';
import { insertSales, setPlan } from '../support/reportsFixture';
import { actAs, category, client, expectStatus, product, service, type Actor } from '../support/salonHelpers';

/**
 * Reports against hand-computed numbers (issue 9): a fixture of sales written straight into the database at
 * chosen instants around midnight in America/Sao_Paulo (UTC-3), over several days, with a canceled sale, sales
 * just outside the range and another salon's sale in it, none of which may count.
 */
describe('reports', () => {
  let as: Actor;
  let ana: number;
  let bruno: number;
  let carla: number;
  const ids = { corte: 0, escova: 0, pomada: 0, shampoo: 0 };
  let saleIds: number[];
  const range = 'start=2030-03-10&end=2030-03-13';

  beforeAll(async ({ t }) => {
    const owner = await signUpAndIn(t.app, { name: 'Ana Dona' });
    as = actAs(t.app, owner);
    ana = Number(owner.user.employee_id);
    bruno = await hire(as, 'Bruno');
    carla = (await client(as, 'Carla')).id;
    const hair = await category(as, 'service', 'Cabelo');
    ids.corte = (await service(as, hair, { name: 'Corte', price: 5000 })).id;
    ids.escova = (await service(as, hair, { name: 'Escova', price: 8000 })).id;
    const shelf = await category(as, 'product', 'Loja');
    ids.pomada = (await product(as, shelf, { name: 'Pomada', price: 3000 })).id;
    ids.shampoo = (await product(as, shelf, { name: 'Shampoo', price: 2500 })).id;
    const corte = { serviceId: ids.corte, name: 'Corte', value: 5000 };
    const escova = { serviceId: ids.escova, name: 'Escova', value: 8000 };
    const pomada = { productId: ids.pomada, name: 'Pomada', value: 3000 };
    saleIds = await insertSales(t, as.salonId, [
      // Day 10, 10:00 local.
      { at: '2030-03-10T13:00:00Z', paymentType: 'pix', clientId: carla, lines: [
        { ...corte, employeeId: ana, discount: 500, rate: 1000 },
        { ...pomada, employeeId: bruno, quantity: 2, rate: 500 },
      ] },
      // 23:30 local on day 10, though already day 11 in UTC.
      { at: '2030-03-11T02:30:00Z', paymentType: 'cash', lines: [{ ...escova, employeeId: bruno, rate: 2000 }] },
      // 00:30 local on day 11; the shampoo is credited to no one.
      { at: '2030-03-11T03:30:00Z', paymentType: 'credit_card', clientId: carla, lines: [
        { ...corte, employeeId: bruno, discount: 1000, rate: 2000 },
        { productId: ids.shampoo, name: 'Shampoo', value: 2500 },
      ] },
      // Canceled (estorno): it leaves the reports.
      { at: '2030-03-11T15:00:00Z', paymentType: 'pix', canceled: true, lines: [{ ...escova, employeeId: ana, rate: 1000 }] },
      // Day 12.
      { at: '2030-03-12T20:00:00Z', paymentType: 'pix', lines: [{ ...pomada, employeeId: ana, discount: 300, rate: 1000 }] },
      // 23:59 local on day 9, and 00:00 local on day 14: just outside the range.
      { at: '2030-03-10T02:59:00Z', paymentType: 'debit_card', lines: [{ ...corte, employeeId: ana, rate: 1000 }] },
      { at: '2030-03-14T03:00:00Z', paymentType: 'debit_card', lines: [{ ...corte, employeeId: ana, rate: 1000 }] },
    ]);

    // Another salon's sale in the range: it never shows here.
    const other = actAs(t.app, await signUpAndIn(t.app));
    const theirs = (await service(other, await category(other, 'service', 'Cabelo'), { name: 'Corte', price: 9900 })).id;
    await insertSales(t, other.salonId, [
      { at: '2030-03-11T15:00:00Z', paymentType: 'pix', lines: [{ serviceId: theirs, name: 'Corte', value: 9900 }] },
    ]);
  });

  const get = async <T>(path: string) => json<T>(expectStatus(await as.get(`/salons/:salonId/reports/${path}`), 200));

  it('lists services and products grouped by item, largest gross value first', async () => {
    expect(await get(`by-type?${range}`)).toEqual({
      services: [
        { id: ids.corte, service_id: ids.corte, name: 'Corte', quantity: 2, value: 10000, discount: 1500, net: 8500 },
        { id: ids.escova, service_id: ids.escova, name: 'Escova', quantity: 1, value: 8000, discount: 0, net: 8000 },
      ],
      products: [
        { id: ids.pomada, product_id: ids.pomada, name: 'Pomada', quantity: 3, value: 9000, discount: 300, net: 8700 },
        { id: ids.shampoo, product_id: ids.shampoo, name: 'Shampoo', quantity: 1, value: 2500, discount: 0, net: 2500 },
      ],
    });
  });

  it('sums the Resumo de Vendas by type, payment and every day of the range (zero days included)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const summary = await get<{ generated_at: number }>(`summary?${range}`);
    expect(summary).toEqual({
      services: { quantity: 3, gross: 18000, discount: 1500, net: 16500 },
      products: { quantity: 4, gross: 11500, discount: 300, net: 11200 },
      total: { quantity: 7, gross: 29500, discount: 1800, net: 27700 },
      sales_count: 4,
      by_payment: [
        { payment_type: 'pix', count: 2, total: 13200, fees: 0, net: 13200 },
        { payment_type: 'cash', count: 1, total: 8000, fees: 0, net: 8000 },
        { payment_type: 'credit_card', count: 1, total: 6500, fees: 0, net: 6500 },
      ],
      by_installments: [{ installments: 1, count: 1, total: 6500, fees: 0, net: 6500 }],
      by_day: [
        { day: '2030-03-10', count: 2, total: 18500 },
        { day: '2030-03-11', count: 1, total: 6500 },
        { day: '2030-03-12', count: 1, total: 2700 },
        { day: '2030-03-13', count: 0, total: 0 },
      ],
      generated_at: expect.any(Number),
      features: { commissions: true },
    });
    expect(summary.generated_at).toBeGreaterThanOrEqual(before);
    expect(summary.generated_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('counts a day from midnight to midnight in the salon time zone', async () => {
    const day10 = await get<{ sales_count: number; total: { net: number }; by_day: unknown[] }>('summary?start=2030-03-10&end=2030-03-10');
    expect([day10.sales_count, day10.total.net, day10.by_day]).toEqual([2, 18500, [{ day: '2030-03-10', count: 2, total: 18500 }]]);
    // One date alone is that day; the edges 23:59 of day 9 and 00:00 of day 14 each fall on their own day.
    expect((await get<{ by_day: unknown[] }>('summary?start=2030-03-09')).by_day).toEqual([{ day: '2030-03-09', count: 1, total: 5000 }]);
    expect((await get<{ by_day: unknown[] }>('summary?end=2030-03-14')).by_day).toEqual([{ day: '2030-03-14', count: 1, total: 5000 }]);
  });

  it('answers today, with nothing sold, when no range is sent', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const summary = await get<{ sales_count: number; total: unknown; by_day: unknown[] }>('summary');
    expect(summary).toMatchObject({ sales_count: 0, total: { quantity: 0, gross: 0, discount: 0, net: 0 }, by_payment: [] });
    // Around midnight the clock may have moved on between the two readings.
    expect(summary.by_day).toHaveLength(1);
    expect([today, new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())]).toContain(
      (summary.by_day[0] as { day: string }).day,
    );
    expect(await get('by-type')).toEqual({ services: [], products: [] });
  });

  it('sums commissions per professional, most due first, with a drill-down to the lines', async ({ t }) => {
    expect(await get(`commissions?${range}`)).toEqual({
      available: true,
      rows: [
        { employee_id: bruno, name: 'Bruno', quantity: 4, gross: 19000, discount: 1000, net: 18000, commission: 2700, tips: 0 },
        { employee_id: ana, name: 'Ana Dona', quantity: 2, gross: 8000, discount: 800, net: 7200, commission: 720, tips: 0 },
      ],
      total: { quantity: 6, gross: 27000, discount: 1800, net: 25200, commission: 3420, tips: 0 },
    });
    const line = { created_at: expect.any(Number) };
    expect(await get(`commissions/${bruno}?${range}`)).toEqual([
      { ...line, sale_id: saleIds[2], sale_number: 3, name: 'Corte', client: 'Carla', quantity: 1, value: 5000, discount: 1000, net: 4000, commission_rate: 20, commission: 800 },
      { ...line, sale_id: saleIds[1], sale_number: 2, name: 'Escova', client: null, quantity: 1, value: 8000, discount: 0, net: 8000, commission_rate: 20, commission: 1600 },
      { ...line, sale_id: saleIds[0], sale_number: 1, name: 'Pomada', client: 'Carla', quantity: 2, value: 3000, discount: 0, net: 6000, commission_rate: 5, commission: 300 },
    ]);
    const anas = await get<Array<{ created_at: number; sale_id: number }>>(`commissions/${ana}?${range}`);
    expect(anas.map((l) => [l.sale_id, l.created_at])).toEqual([
      [saleIds[4], Date.parse('2030-03-12T20:00:00Z') / 1000],
      [saleIds[0], Date.parse('2030-03-10T13:00:00Z') / 1000],
    ]);
    // Another salon's professional is not found here; one of this salon without sales has an empty list.
    const outsider = await signUpAndIn(t.app);
    expectStatus(await as.get(`/salons/:salonId/reports/commissions/${Number(outsider.user.employee_id)}?${range}`), 404);
    expect(await get(`commissions/${await hire(as, 'Caio')}?${range}`)).toEqual([]);
  });

  it('keeps bigint sums exact past 2^31 cents', async ({ t }) => {
    const big = { serviceId: ids.escova, employeeId: ana, name: 'Escova', value: 1_000_000_000, rate: 1000 };
    await insertSales(t, as.salonId, [1, 2, 3].map((h) => ({ at: `2030-05-01T1${h}:00:00Z`, paymentType: 'pix' as const, lines: [big] })));
    const summary = await get<{ total: unknown; by_payment: unknown }>('summary?start=2030-05-01&end=2030-05-01');
    expect(summary.total).toEqual({ quantity: 3, gross: 3_000_000_000, discount: 0, net: 3_000_000_000 });
    expect(summary.by_payment).toEqual([{ payment_type: 'pix', count: 3, total: 3_000_000_000, fees: 0, net: 3_000_000_000 }]);
    const commissions = await get<{ rows: unknown[] }>('commissions?start=2030-05-01&end=2030-05-01');
    expect(commissions.rows).toEqual([expect.objectContaining({ employee_id: ana, gross: 3_000_000_000, commission: 300_000_000 })]);
  });

  it('gives Solo the sales summary and commissions as unavailable; Team has them', async ({ t }) => {
    const solo = actAs(t.app, await signUpAndIn(t.app, { plan: 1 }));
    const soloEmployee = await t.app.inject({ method: 'GET', url: `/v1/salons/${solo.salonId}/employees`, headers: solo.headers });
    const [own] = json<Array<{ id: number }>>(soloEmployee);
    const soloService = (await service(solo, await category(solo, 'service', 'Cabelo'), { name: 'Corte', price: 5000 })).id;
    await insertSales(t, solo.salonId, [
      { at: '2030-03-10T13:00:00Z', paymentType: 'pix', lines: [{ serviceId: soloService, employeeId: own.id, name: 'Corte', value: 5000, rate: 1000 }] },
    ]);
    const read = async <T>(path: string) => json<T>(expectStatus(await solo.get(`/salons/:salonId/reports/${path}`), 200));
    expect(await read(`summary?${range}`)).toMatchObject({ sales_count: 1, total: { net: 5000 }, features: { commissions: false } });
    expect(await read(`commissions?${range}`)).toEqual({ available: false, rows: [], total: { quantity: 0, gross: 0, discount: 0, net: 0, commission: 0, tips: 0 } });
    expect(await read(`commissions/${own.id}?${range}`)).toEqual([]);
    expectStatus(await solo.get(`/salons/:salonId/reports/commissions/${bruno}?${range}`), 404);

    await setPlan(t, solo.salonId, 2);
    expect(await read(`summary?${range}`)).toMatchObject({ features: { commissions: true } });
    expect(await read(`commissions?${range}`)).toMatchObject({ available: true, rows: [expect.objectContaining({ employee_id: own.id, commission: 500 })] });
  });
});
