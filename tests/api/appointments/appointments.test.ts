import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { book, booked, day, hire, recordChanges, utc } from '../support/agendaHelpers';
import { json } from '../support/harness';
import { expectStatus } from '../support/salonHelpers';

/** The agenda's bookings: what is saved and answered, status changes, deletion, and the live-agenda notices. */
describe('appointments API', () => {
  it("books with the service's duration and price by default, answering spec section 3's fields", async ({ agenda: s }) => {
    const response = await book(s, { start_at: '2030-03-14T09:30:00-03:00', notes: 'Prefere tesoura' });
    const body = json<AppointmentWire>(expectStatus(response, 201));
    expect(body).toEqual({
      id: expect.any(Number),
      start_at: utc(2030, 3, 14, 12, 30),
      duration: 1800,
      price: 4500,
      notes: 'Prefere tesoura',
      status: 'new',
      status_display: 'Agendado',
      reminded_at: null,
      client_id: s.clientId,
      client: { id: s.clientId, name: 'Carla Cliente' },
      employee_id: s.employeeId,
      employee: { id: s.employeeId, name: 'Dona Ana', color: '#ef1554' },
      service_id: s.serviceId,
      service: { id: s.serviceId, name: 'Corte', duration: 1800, price: 4500 },
      sale_transaction: null,
      // Made in the app (an online booking says 'online': tests/api/booking).
      origin: 'desk',
      awaiting_deposit: false,
      deposit: null,
    });
    expect(await day(s, '2030-03-14')).toEqual([body]);
  });

  it('accepts epoch seconds, a wall time in the salon zone, its own duration and price, and labels by Accept-Language', async ({ t, agenda: s }) => {
    const byEpoch = await booked(s, { start_at: utc(2030, 3, 15, 12), duration: 3600, price: 9900 });
    expect(byEpoch).toMatchObject({ start_at: utc(2030, 3, 15, 12), duration: 3600, price: 9900 });
    // No offset: São Paulo's wall time (UTC-3), so 14:00 there is 17:00 UTC.
    const byWallTime = await booked(s, { start_at: '2030-03-15 14:00' });
    expect(byWallTime.start_at).toBe(utc(2030, 3, 15, 17));
    const english = await t.app.inject({ method: 'GET', url: `/v1/salons/${s.as.salonId}/appointments?day=2030-03-15`, headers: { ...s.as.headers, 'accept-language': 'en-US,en;q=0.9' } });
    expect(json<AppointmentWire[]>(english).map((a) => a.status_display)).toEqual(['Booked', 'Booked']);
  });

  it('changes status through PUT (no-show spelled either way) and moves a booking to another professional', async ({ agenda: s }) => {
    const bia = await hire(s.as, 'Bia', { color: '#2350c2' });
    const a = await booked(s, { start_at: utc(2030, 3, 16, 12) });
    const started = json<AppointmentWire>(expectStatus(await s.as.put(`/appointments/${a.id}`, { appointment: { status: 'started' } }), 200));
    expect(started).toMatchObject({ status: 'started', status_display: 'Em atendimento', start_at: a.start_at, price: 4500 });
    const noShow = json<AppointmentWire>(await s.as.put(`/appointments/${a.id}`, { status: 'no-show' }));
    expect(noShow).toMatchObject({ status: 'no_show', status_display: 'Não compareceu' });
    const moved = json<AppointmentWire>(
      expectStatus(await s.as.put(`/appointments/${a.id}`, { appointment: { employee_id: bia, start_at: utc(2030, 3, 16, 13), duration: 2700, notes: '' } }), 200),
    );
    expect(moved).toMatchObject({ employee_id: bia, employee: { id: bia, name: 'Bia', color: '#2350c2' }, start_at: utc(2030, 3, 16, 13), duration: 2700, notes: null });
    expect((await day(s, '2030-03-16', `&employee_id=${bia}`)).map((x) => x.id)).toEqual([a.id]);
    expect(await day(s, '2030-03-16', `&employee_id=${s.employeeId}`)).toEqual([]);
  });

  it('deletes a booking (404 the second time) and tells open agendas about every change after it is saved', async ({ t, agenda: s }) => {
    const { changes, stop } = recordChanges(t.app, s.as.salonId);
    const a = await booked(s, { start_at: utc(2030, 3, 17, 12) });
    expectStatus(await s.as.put(`/appointments/${a.id}`, { appointment: { status: 'canceled' } }), 200);
    expectStatus(await s.as.del(`/appointments/${a.id}`), 204);
    expectStatus(await s.as.del(`/appointments/${a.id}`), 404);
    const salonId = s.as.salonId;
    // On PostgreSQL the changes come back through LISTEN, a moment after the answers.
    await expect.poll(() => changes.length, { timeout: 5_000 }).toBe(3);
    stop();
    expect(changes).toEqual([
      { salonId, entity: 'appointment', action: 'created', id: a.id, start_at: a.start_at, employeeIds: [s.employeeId] },
      { salonId, entity: 'appointment', action: 'updated', id: a.id, start_at: a.start_at, employeeIds: [s.employeeId] },
      { salonId, entity: 'appointment', action: 'deleted', id: a.id, start_at: a.start_at, employeeIds: [s.employeeId] },
    ]);
    expect(await day(s, '2030-03-17')).toEqual([]);
  });

  it('describes the agenda endpoints in the OpenAPI document, with their query, body and responses', async ({ t }) => {
    type Doc = { paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: unknown; responses: Record<string, unknown> }>> };
    const doc = json<Doc>(expectStatus(await t.app.inject({ method: 'GET', url: '/v1/openapi.json' }), 200));
    const list = doc.paths['/v1/salons/{salonId}/appointments'];
    expect(list.get.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['day', 'start', 'end', 'employee_id']);
    expect(Object.keys(list.post.responses)).toEqual(['201', '409']);
    expect(list.post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/v1/appointments/{id}']).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(doc.paths['/v1/salons/{salonId}/blocked_times']).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/v1/blocked_times/{id}'].delete.parameters?.map((p) => p.name)).toEqual(['series', 'id']);
  });

  it('lists a range of days (the week view) in start order, with canceled ones included for the toggle', async ({ agenda: s }) => {
    const monday = await booked(s, { start_at: utc(2030, 4, 1, 15) });
    const sunday = await booked(s, { start_at: utc(2030, 3, 31, 15), status: 'canceled' });
    const saturday = await booked(s, { start_at: utc(2030, 4, 6, 15) });
    await booked(s, { start_at: utc(2030, 4, 7, 15) });
    const week = json<AppointmentWire[]>(expectStatus(await s.as.get('/salons/:salonId/appointments?start=2030-03-31&end=2030-04-06'), 200));
    expect(week.map((a) => [a.id, a.status])).toEqual([[sunday.id, 'canceled'], [monday.id, 'new'], [saturday.id, 'new']]);
  });
});
