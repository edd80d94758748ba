import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { agendaSalon, book, booked, day, hire, utc, type AgendaSalon } from '../support/agendaHelpers';
import { createTestApp, json, type TestApp } from '../support/harness';
import { expectStatus } from '../support/salonHelpers';

const TAKEN = { errors: { start_at: ['Este profissional já tem um agendamento neste horário'] } };

/** No double booking: the database's exclusion constraint decides, whatever the race (DESIGN.md section 5). */
describe('appointments never overlap for one professional', () => {
  let t: TestApp;
  let s: AgendaSalon;
  beforeAll(async () => {
    // The race's 50 requests share the app's 10 PostgreSQL connections. In a CI run, with other test files working
    // the same server, the race once took 12 s and 49 answers were not 409s: a request that waits longer than
    // production's 5 s for a free connection is answered 503 (the pool's policy, which databaseOutage.test.ts
    // checks). Here the wait may be long, so that only the race decides.
    t = await createTestApp({}, {}, {}, { connectTimeoutMs: 60_000 });
    s = await agendaSalon(t.app);
  });
  afterAll(() => t.close());

  it('of 50 concurrent overlapping bookings, exactly one is saved and the others answer 409', async () => {
    // Starts 1 to 50 minutes past 10:00, an hour each: every pair overlaps.
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => book(s, { start_at: utc(2030, 5, 6, 13, i + 1), duration: 3600 })));
    const statuses = responses.map((r) => r.statusCode);
    // On a failure, what came back instead.
    const answers = JSON.stringify(responses.filter((r) => r.statusCode !== 409).map((r) => [r.statusCode, r.body.slice(0, 120)]));
    expect(statuses.filter((code) => code === 201), answers).toHaveLength(1);
    expect(statuses.filter((code) => code === 409), answers).toHaveLength(49);
    expect(json(responses.find((r) => r.statusCode === 409) ?? { body: '{}' })).toMatchObject(TAKEN);
    const saved = await day(s, '2030-05-06');
    expect(saved).toHaveLength(1);
    expect(saved[0].id).toBe(json<AppointmentWire>(responses.find((r) => r.statusCode === 201) ?? { body: '{}' }).id);
  });

  it('accepts back-to-back bookings, refuses a one-minute overlap (in English too), and lets another professional take it', async () => {
    await booked(s, { start_at: utc(2030, 5, 7, 13) });
    await booked(s, { start_at: utc(2030, 5, 7, 13, 30) });
    await booked(s, { start_at: utc(2030, 5, 7, 12, 30) });
    expect(json(expectStatus(await book(s, { start_at: utc(2030, 5, 7, 13, 59) }), 409))).toMatchObject(TAKEN);
    const english = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${s.as.salonId}/appointments`,
      headers: { ...s.as.headers, 'accept-language': 'en' },
      payload: { appointment: { client_id: s.clientId, service_id: s.serviceId, employee_id: s.employeeId, start_at: utc(2030, 5, 7, 12, 45) } },
    });
    expect(english.statusCode).toBe(409);
    expect(json(english)).toMatchObject({ errors: { start_at: ['This professional already has an appointment at this time'] } });
    const bia = await hire(s.as, 'Bia');
    expectStatus(await book(s, { start_at: utc(2030, 5, 7, 13, 59), employee_id: bia }), 201);
    expect((await day(s, '2030-05-07')).length).toBe(4);
  });

  it('frees the slot of a canceled or no-show booking, and refuses bringing it back over a new one', async () => {
    const canceled = await booked(s, { start_at: utc(2030, 5, 8, 13) });
    expectStatus(await s.as.put(`/appointments/${canceled.id}`, { appointment: { status: 'canceled' } }), 200);
    const rebooked = await booked(s, { start_at: utc(2030, 5, 8, 13) });
    const noShow = await booked(s, { start_at: utc(2030, 5, 8, 15), status: 'no-show' });
    await booked(s, { start_at: utc(2030, 5, 8, 15) });
    // Reviving either would overlap what took its place: 409, and nothing changes.
    expect(json(expectStatus(await s.as.put(`/appointments/${canceled.id}`, { appointment: { status: 'new' } }), 409))).toMatchObject(TAKEN);
    expectStatus(await s.as.put(`/appointments/${noShow.id}`, { appointment: { status: 'started' } }), 409);
    const statuses = Object.fromEntries((await day(s, '2030-05-08')).map((a) => [a.id, a.status]));
    expect(statuses).toMatchObject({ [canceled.id]: 'canceled', [rebooked.id]: 'new', [noShow.id]: 'no_show' });
  });

  it('refuses moving or stretching a booking over another, keeping it where it was', async () => {
    const first = await booked(s, { start_at: utc(2030, 5, 9, 13) });
    const second = await booked(s, { start_at: utc(2030, 5, 9, 14) });
    expectStatus(await s.as.put(`/appointments/${second.id}`, { appointment: { start_at: utc(2030, 5, 9, 13, 15) } }), 409);
    expectStatus(await s.as.put(`/appointments/${first.id}`, { appointment: { duration: 3900 } }), 409);
    expectStatus(await s.as.put(`/appointments/${first.id}`, { appointment: { duration: 3600 } }), 200);
    expect((await day(s, '2030-05-09')).map((a) => [a.id, a.start_at, a.duration])).toEqual([
      [first.id, first.start_at, 3600],
      [second.id, second.start_at, 1800],
    ]);
  });
});
