import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { appointments } from '../../../server/db/schema/index';
import { agendaSalon, blocked, booked, utc, type AgendaSalon } from '../support/agendaHelpers';
import { json, type TestApp } from '../support/harness';
import type { Actor } from '../support/salonHelpers';

type Call = [string, (as: Actor) => ReturnType<Actor['get']>];

/** Tenant isolation (DESIGN.md section 5): another salon's path answers 403, another salon's id 404; nothing changes. */
describe('tenancy of the agenda', () => {
  let t: TestApp;
  let owner: AgendaSalon;
  let stranger: AgendaSalon;
  const ids: Record<string, number> = {};

  const rows = () => t.database.db.select().from(appointments).where(eq(appointments.salonId, owner.as.salonId)).orderBy(appointments.id);

  beforeAll(async ({ t: fileT, agenda: fileAgenda }) => {
    t = fileT;
    owner = fileAgenda;
    stranger = await agendaSalon(t.app);
    ids.appointment = (await booked(owner, { start_at: utc(2030, 7, 1, 13) })).id;
    ids.block = (await blocked(owner, { start_at: utc(2030, 7, 1, 15) }))[0].id;
  });

  const salonCalls = (): Call[] => {
    const salon = `/salons/${owner.as.salonId}`;
    const fields = { client_id: stranger.clientId, service_id: stranger.serviceId, employee_id: stranger.employeeId, start_at: utc(2030, 7, 1, 13) };
    return [
      ['GET appointments', (as) => as.get(`${salon}/appointments?day=2030-07-01`)],
      ['GET appointments range', (as) => as.get(`${salon}/appointments?start=2030-07-01&end=2030-07-07`)],
      ['POST appointment', (as) => as.post(`${salon}/appointments`, { appointment: fields })],
      ['GET blocked_times', (as) => as.get(`${salon}/blocked_times?day=2030-07-01`)],
      ['POST blocked_time', (as) => as.post(`${salon}/blocked_times`, { blocked_time: { employee_id: owner.employeeId, start_at: utc(2030, 7, 2, 13), duration: 600, reason: 'X' } })],
    ];
  };
  const idCalls = (): Call[] => [
    ['PUT appointment', (as) => as.put(`/appointments/${ids.appointment}`, { appointment: { status: 'canceled' } })],
    ['DELETE appointment', (as) => as.del(`/appointments/${ids.appointment}`)],
    ['DELETE blocked_time', (as) => as.del(`/blocked_times/${ids.block}?series=true`)],
    // A block is no appointment, and the other way round: each endpoint sees only its own kind.
    ['PUT block as appointment', (as) => as.put(`/appointments/${ids.block}`, { appointment: { status: 'canceled' } })],
    ['DELETE block as appointment', (as) => as.del(`/appointments/${ids.block}`)],
    ['DELETE appointment as block', (as) => as.del(`/blocked_times/${ids.appointment}`)],
  ];

  it("answers 403 on another salon's paths and 404 on its ids, changing nothing", async () => {
    const before = await rows();
    for (const [label, call] of salonCalls()) expect([label, (await call(stranger.as)).statusCode]).toEqual([label, 403]);
    for (const [label, call] of idCalls().slice(0, 3)) expect([label, (await call(stranger.as)).statusCode]).toEqual([label, 404]);
    for (const [label, call] of idCalls().slice(3)) expect([label, (await call(owner.as)).statusCode]).toEqual([label, 404]);
    expect(await rows()).toEqual(before);
  });

  it("refuses another salon's client, service and professional with 422 under the form's fields", async () => {
    const response = await owner.as.post('/salons/:salonId/appointments', {
      appointment: { client_id: stranger.clientId, service_id: stranger.serviceId, employee_id: stranger.employeeId, start_at: utc(2030, 7, 3, 13) },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      client: ['Escolha um cliente deste salão'],
      service: ['Escolha um serviço deste salão'],
      employee: ['Escolha um profissional deste salão'],
    });
    const move = await owner.as.put(`/appointments/${ids.appointment}`, { appointment: { employee_id: stranger.employeeId } });
    expect([move.statusCode, json(move)]).toEqual([422, { employee: ['Escolha um profissional deste salão'] }]);
    const block = await owner.as.post('/salons/:salonId/blocked_times', { blocked_time: { employee_id: stranger.employeeId, start_at: utc(2030, 7, 3, 13), duration: 600, reason: 'X' } });
    expect([block.statusCode, json(block)]).toEqual([422, { employee: ['Escolha um profissional deste salão'] }]);
    expect((await t.database.db.select().from(appointments).where(eq(appointments.salonId, stranger.as.salonId))).length).toBe(0);
  });

  it('answers 401 without credentials', async () => {
    const salon = `/v1/salons/${owner.as.salonId}`;
    for (const [method, url] of [
      ['GET', `${salon}/appointments?day=2030-07-01`], ['POST', `${salon}/appointments`], ['GET', `${salon}/blocked_times?day=2030-07-01`],
      ['PUT', `/v1/appointments/${ids.appointment}`], ['DELETE', `/v1/appointments/${ids.appointment}`], ['DELETE', `/v1/blocked_times/${ids.block}`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? { appointment: { client_id: owner.clientId, service_id: owner.serviceId, employee_id: owner.employeeId, start_at: utc(2030, 7, 4, 13) } } : undefined;
      expect([method, url, (await t.app.inject({ method, url, payload })).statusCode]).toEqual([method, url, 401]);
    }
  });
});
