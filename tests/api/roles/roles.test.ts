import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { AuditListWire } from '../../../server/contract/audit';
import type { CommissionsWire } from '../../../server/contract/reports';
import type { SaleWire } from '../../../server/contract/sales';
import { utc } from '../support/agendaHelpers';
import { json, type SignedIn } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { type SaleSalon } from '../support/saleHelpers';
import { actAs, client, expectStatus, type Actor } from '../support/salonHelpers';

/**
 * What each role sees of the salon's rows (issue 11): a professional narrowed to their own column, clients,
 * sales and commission; the front desk to today's sales; the owner's audit trail naming who did what.
 */
describe('roles narrow what a user sees and changes', () => {
  let s: SaleSalon;
  let desk: SignedIn & { employeeId: number };
  let pro: SignedIn & { employeeId: number };
  let asDesk: Actor;
  let asPro: Actor;
  let ownersBooking: AppointmentWire;
  let prosBooking: AppointmentWire;
  let prosClientId: number;

  const appointmentBody = (employeeId: number, clientId: number, hour: number) => ({
    appointment: { client_id: clientId, service_id: s.serviceId, employee_id: employeeId, start_at: utc(2030, 3, 1, hour) },
  });

  beforeAll(async ({ t, shop: fileShop }) => {
    s = fileShop;
    const owner = await signedInAs(s.as);
    desk = await staffMember(t, owner, 'front_desk', 'Rita Recepção');
    pro = await staffMember(t, owner, 'professional', 'Bruno Barbeiro');
    asDesk = actAs(t.app, desk);
    asPro = actAs(t.app, pro);
    prosClientId = (await client(s.as, 'Paulo do Bruno', { 'client[phone]': '11987654321', 'client[email]': 'paulo@cliente.com' })).id;
    ownersBooking = json<AppointmentWire>(expectStatus(await asDesk.post('/salons/:salonId/appointments', appointmentBody(s.employeeId, s.clientId, 12)), 201));
    prosBooking = json<AppointmentWire>(expectStatus(await asDesk.post('/salons/:salonId/appointments', appointmentBody(pro.employeeId, prosClientId, 13)), 201));
  });

  it("shows a professional only their own column, and everyone's once the salon allows it", async ({ t }) => {
    const own = json<AppointmentWire[]>(expectStatus(await asPro.get('/salons/:salonId/appointments?day=2030-03-01'), 200));
    expect(own.map((a) => a.id)).toEqual([prosBooking.id]);
    const asked = json<AppointmentWire[]>(expectStatus(await asPro.get(`/salons/:salonId/appointments?day=2030-03-01&employee_id=${s.employeeId}`), 200));
    expect(asked.map((a) => a.id)).toEqual([prosBooking.id]);
    expect(json<AppointmentWire[]>(await asDesk.get('/salons/:salonId/appointments?day=2030-03-01')).map((a) => a.id).sort()).toEqual([ownersBooking.id, prosBooking.id].sort());

    expectStatus(await t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { salon: { professionals_see_all: true } } }), 200);
    const all = json<AppointmentWire[]>(expectStatus(await asPro.get('/salons/:salonId/appointments?day=2030-03-01'), 200));
    expect(all.map((a) => a.id).sort()).toEqual([ownersBooking.id, prosBooking.id].sort());
    expect(json<{ data: { salon: { professionals_see_all: boolean } } }>(await asPro.get('/auth/validate_token')).data.salon.professionals_see_all).toBe(true);
    await t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { salon: { professionals_see_all: false } } });
  });

  it("lets a professional book, start and block in their own column only, and changes nothing in another's", async () => {
    const refused = await asPro.post('/salons/:salonId/appointments', appointmentBody(s.employeeId, s.clientId, 15));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_allowed' });
    expectStatus(await asPro.post('/salons/:salonId/appointments', appointmentBody(pro.employeeId, s.clientId, 16)), 201);

    expect((await asPro.put(`/appointments/${ownersBooking.id}`, { appointment: { status: 'started' } })).statusCode).toBe(403);
    expect((await asPro.put(`/appointments/${prosBooking.id}`, { appointment: { employee_id: s.employeeId } })).statusCode).toBe(403);
    const started = json<AppointmentWire>(expectStatus(await asPro.put(`/appointments/${prosBooking.id}`, { appointment: { status: 'started' } }), 200));
    expect(started.status).toBe('started');
    const day = json<AppointmentWire[]>(await s.as.get('/salons/:salonId/appointments?day=2030-03-01'));
    expect(day.find((a) => a.id === ownersBooking.id)).toMatchObject({ status: 'new', employee_id: s.employeeId });

    const blockFor = (employeeId: number) => ({ blocked_time: { employee_id: employeeId, reason: 'Almoço', duration: 3600, start_at: utc(2030, 3, 2, 15) } });
    expect((await asPro.post('/salons/:salonId/blocked_times', blockFor(s.employeeId))).statusCode).toBe(403);
    expectStatus(await asPro.post('/salons/:salonId/blocked_times', blockFor(pro.employeeId)), 201);
  });

  it("sells a professional's own appointment, refuses another's, and shows them only their own sales", async () => {
    const other = await asPro.post('/salons/:salonId/sales', { sale: { payment_type: 'pix', price: 4500, transactions_attributes: [{ appointment_id: ownersBooking.id }] } });
    expect(other.statusCode).toBe(403);
    const own = json<SaleWire>(
      expectStatus(await asPro.post('/salons/:salonId/sales', { sale: { payment_type: 'pix', price: 4500, transactions_attributes: [{ appointment_id: prosBooking.id }] } }), 201),
    );
    expect(own.transactions[0].employee?.id).toBe(pro.employeeId);
    expectStatus(await asPro.get(`/sales/${own.id}`), 200);

    const ownersSale = json<SaleWire>(
      expectStatus(await s.as.post('/salons/:salonId/sales', { sale: { payment_type: 'cash', price: 4500, transactions_attributes: [{ appointment_id: ownersBooking.id }] } }), 201),
    );
    expect((await asPro.get(`/sales/${ownersSale.id}`)).statusCode).toBe(404);
    expect((await asPro.get('/salons/:salonId/sales')).statusCode).toBe(403);
    expectStatus(await asDesk.get(`/sales/${ownersSale.id}`), 200);

    // Commissions: the professional's own row, never another's lines.
    const commissions = json<CommissionsWire>(expectStatus(await asPro.get('/salons/:salonId/reports/commissions?start=2020-01-01&end=2020-12-31'), 200));
    expect(commissions.rows.every((row) => row.employee_id === pro.employeeId)).toBe(true);
    expect((await asPro.get(`/salons/:salonId/reports/commissions/${s.employeeId}`)).statusCode).toBe(403);
    expectStatus(await asPro.get(`/salons/:salonId/reports/commissions/${pro.employeeId}`), 200);
    const today = json<CommissionsWire>(expectStatus(await asPro.get('/salons/:salonId/reports/commissions'), 200));
    expect(today.rows.map((row) => row.employee_id)).toEqual([pro.employeeId]);
    const everyone = json<CommissionsWire>(expectStatus(await s.as.get('/salons/:salonId/reports/commissions'), 200));
    expect(everyone.rows.map((row) => row.employee_id).sort()).toEqual([s.employeeId, pro.employeeId].sort());
  });

  it("gives the front desk today's sales report and nothing beyond it", async () => {
    expectStatus(await asDesk.get('/salons/:salonId/reports/summary'), 200);
    expectStatus(await asDesk.get('/salons/:salonId/reports/by-type'), 200);
    const yesterday = await asDesk.get('/salons/:salonId/reports/summary?start=2030-02-28&end=2030-03-01');
    expect(yesterday.statusCode).toBe(403);
    expect(yesterday.json()).toMatchObject({ code: 'not_allowed' });
    expect((await asDesk.get('/salons/:salonId/reports/commissions')).statusCode).toBe(403);
    expectStatus(await s.as.get('/salons/:salonId/reports/summary?start=2030-02-28&end=2030-03-01'), 200);
  });

  it("shows a professional the contacts of their own clients only", async () => {
    const strangerId = (await client(s.as, 'Marta de Ninguém', { 'client[phone]': '11912345678', 'client[email]': 'marta@cliente.com' })).id;
    const list = json<Array<{ id: number; phone: string | null; email: string | null }>>(expectStatus(await asPro.get('/salons/:salonId/clients'), 200));
    const theirs = list.find((c) => c.id === prosClientId);
    const others = list.find((c) => c.id === strangerId);
    expect(json<{ phone: string | null }>(expectStatus(await asPro.get(`/clients/${strangerId}`), 200)).phone).toBeNull();
    expect(theirs).toMatchObject({ phone: expect.stringContaining('98765'), email: 'paulo@cliente.com' });
    expect(others).toMatchObject({ phone: null, email: null });
    const ownerSees = json<{ phone: string | null }>(expectStatus(await asDesk.get(`/clients/${prosClientId}`), 200));
    expect(ownerSees.phone).toContain('98765');
    expect((await asPro.get(`/clients/${s.clientId}/statistics`)).statusCode).toBe(403);
  });

  it('keeps one owner: the last one cannot step down, and a new role holds from the next call', async () => {
    const ownerEmployee = s.employeeId;
    const demote = await s.as.put(`/employees/${ownerEmployee}`, { employee: { role: 'professional' } });
    expect(demote.statusCode).toBe(422);
    expect(demote.json()).toEqual({ role: ['O salão precisa de pelo menos um dono: dê esse papel a outra pessoa antes.'] });

    expectStatus(await s.as.put(`/employees/${desk.employeeId}`, { employee: { role: 'owner' } }), 200);
    expectStatus(await asDesk.get('/salons/:salonId/subscription'), 200);
    expectStatus(await s.as.put(`/employees/${desk.employeeId}`, { employee: { role: 'front_desk' } }), 200);
    expect((await asDesk.get('/salons/:salonId/subscription')).statusCode).toBe(403);
  });

  it('records who created, changed and deleted an appointment and a sale, for the owner only', async () => {
    const booking = json<AppointmentWire>(expectStatus(await asDesk.post('/salons/:salonId/appointments', appointmentBody(pro.employeeId, s.clientId, 18)), 201));
    expectStatus(await asPro.put(`/appointments/${booking.id}`, { appointment: { status: 'started' } }), 200);
    expectStatus(await asDesk.put(`/appointments/${booking.id}`, { appointment: { start_at: utc(2030, 3, 1, 19) } }), 200);
    const sale = json<SaleWire>(
      expectStatus(await asPro.post('/salons/:salonId/sales', { sale: { payment_type: 'pix', price: 4500, transactions_attributes: [{ appointment_id: booking.id }] } }), 201),
    );
    expectStatus(await s.as.post(`/sales/${sale.id}/cancel`, { reason: 'Cobrado em dobro' }), 200);

    const trail = json<AuditListWire>(expectStatus(await s.as.get(`/appointments/${booking.id}/audit`), 200)).events;
    expect(trail.map((e) => [e.action, e.user_name, e.details?.status ?? null])).toEqual([
      ['created', 'Rita Recepção', null],
      ['status', 'Bruno Barbeiro', 'started'],
      ['moved', 'Rita Recepção', null],
      ['status', 'Bruno Barbeiro', 'completed'],
      ['status', 'Dona Ana', 'started'],
    ]);
    const saleTrail = json<AuditListWire>(expectStatus(await s.as.get(`/sales/${sale.id}/audit`), 200)).events;
    expect(saleTrail.map((e) => [e.action, e.user_name])).toEqual([['created', 'Bruno Barbeiro'], ['canceled', 'Dona Ana']]);
    expect(saleTrail[1].details).toEqual({ reason: 'Cobrado em dobro' });
    expect((await asDesk.get(`/appointments/${booking.id}/audit`)).statusCode).toBe(403);

    const deletable = json<AppointmentWire>(expectStatus(await asDesk.post('/salons/:salonId/appointments', appointmentBody(pro.employeeId, s.clientId, 20)), 201));
    expectStatus(await asDesk.del(`/appointments/${deletable.id}`), 204);
    const afterDelete = json<AuditListWire>(expectStatus(await s.as.get(`/appointments/${deletable.id}/audit`), 200)).events;
    expect(afterDelete.map((e) => e.action)).toEqual(['created', 'deleted']);
    expect((await s.as.get('/appointments/999999/audit')).statusCode).toBe(404);
  });
});
