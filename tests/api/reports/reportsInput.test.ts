import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, type Actor } from '../support/salonHelpers';

const REPORTS = ['by-type', 'summary', 'commissions', 'commissions/:employeeId'];

/** Bad ranges answer 422 under the field at fault, in the caller's language; never 5xx. Other salons: 403/404. */
describe('reports with bad input', () => {
  let t: TestApp;
  let as: Actor;
  let employeeId: number;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
    const owner = await signUpAndIn(t.app);
    as = actAs(t.app, owner);
    employeeId = Number(owner.user.employee_id);
  });

  const path = (report: string) => `/salons/:salonId/reports/${report.replace(':employeeId', String(employeeId))}`;
  const query = async (report: string, search: string) => {
    const response = await as.get(`${path(report)}?${search}`);
    return [response.statusCode, json(response)];
  };

  it.each(REPORTS)('%s: refuses impossible dates, a reversed range and more than 366 days', async (report) => {
    for (const bad of ['2030-02-30', '2030-13-01', '30-07-01', 'hoje', '0000-01-01', '1899-12-31', '2030-07-01T10:00', '', ' 2030-07-01']) {
      expect(await query(report, `start=${encodeURIComponent(bad)}&end=2030-07-01`)).toEqual([422, { start: ['Data inválida. Use AAAA-MM-DD'] }]);
      expect(await query(report, `end=${encodeURIComponent(bad)}`)).toEqual([422, { end: ['Data inválida. Use AAAA-MM-DD'] }]);
    }
    expect(await query(report, 'start=2030-02-30&end=amanhã')).toEqual([
      422,
      { start: ['Data inválida. Use AAAA-MM-DD'], end: ['Data inválida. Use AAAA-MM-DD'] },
    ]);
    expect(await query(report, 'start=2030-07-08&end=2030-07-01')).toEqual([422, { end: ['O fim do período deve ser igual ou depois do início'] }]);
    expect(await query(report, 'start=2030-01-01&end=2031-01-02')).toEqual([422, { end: ['Período longo demais (no máximo 366 dias)'] }]);
    expect((await query(report, 'start=2030-01-01&end=2031-01-01'))[0]).toBe(200);
    expect((await query(report, 'start=2028-01-01&end=2028-12-31'))[0]).toBe(200);
    expect((await query(report, `start=${'9'.repeat(41)}`))[0]).toBe(422);
    expect((await query(report, 'start=2030-07-01&start=2030-07-02'))[0]).toBe(422);
  });

  it('answers in English when asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/salons/${as.salonId}/reports/summary?start=2030-07-08&end=2030-07-01`,
      headers: { ...as.headers, 'accept-language': 'en' },
    });
    expect([response.statusCode, json(response)]).toEqual([422, { end: ['The end of the range must be on or after its start'] }]);
    const bad = await t.app.inject({ method: 'GET', url: `/v1/salons/${as.salonId}/reports/by-type?start=x`, headers: { ...as.headers, 'accept-language': 'en' } });
    expect(json(bad)).toEqual({ start: ['Invalid date. Use YYYY-MM-DD'] });
  });

  it('refuses a malformed professional id, without a 5xx', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '0x10']) {
      expect((await as.get(`/salons/:salonId/reports/commissions/${bad}`)).statusCode).toBe(422);
    }
    expect((await as.get('/salons/:salonId/reports/commissions/2147483647')).statusCode).toBe(404);
  });

  it.each(REPORTS)("%s: another salon's id answers 403 and no sign-in 401", async (report) => {
    const other = actAs(t.app, await signUpAndIn(t.app));
    const foreign = await t.app.inject({ method: 'GET', url: `/v1${path(report).replace(':salonId', String(other.salonId))}`, headers: as.headers });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1${path(report).replace(':salonId', String(as.salonId))}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
