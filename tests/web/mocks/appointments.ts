import { http, HttpResponse } from 'msw';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { APPOINTMENT_STATUS_LABELS } from '../../../server/contract/constants';
import { API } from './origin';
import { agendaRange, overlaps } from './agendaRange';
import { db, nextId, notFound, record } from './db';

type Fields = Partial<Omit<AppointmentWire, 'start_at'>> & { start_at?: number | string };

/** The body's fields as the row stores them: the names of the client, professional and service looked up in the store. */
function resolve(fields: Fields, row: Partial<AppointmentWire> = {}): Partial<AppointmentWire> {
  const out: Partial<AppointmentWire> = { ...(fields as Partial<AppointmentWire>) };
  if (typeof fields.start_at === 'string') out.start_at = Date.parse(fields.start_at) / 1000;
  // 'no-show' is the calendar's spelling of the status (contract/appointments.ts).
  if ((fields.status as string) === 'no-show') out.status = 'no_show';
  if (out.status) out.status_display = APPOINTMENT_STATUS_LABELS['pt-BR'][out.status];
  if (fields.client_id !== undefined) {
    const client = db.clients.find((c) => c.id === fields.client_id);
    out.client = { id: fields.client_id, name: client?.name ?? row.client?.name ?? '' };
  }
  if (fields.employee_id !== undefined) {
    const employee = db.employees.find((e) => e.id === fields.employee_id);
    out.employee = employee ? { id: employee.id, name: employee.name, color: employee.color } : { id: fields.employee_id, name: '', color: '#ef1554' };
  }
  if (fields.service_id !== undefined) {
    const service = db.serviceCategories.flatMap((c) => c.services).find((s) => s.id === fields.service_id);
    out.service = service ? { id: service.id, name: service.name, duration: service.duration, price: service.price } : { id: fields.service_id, name: '', duration: 0, price: 0 };
  }
  return out;
}

/** The agenda's bookings (contract/appointments.ts) over db.appointments, and its live stream (open and quiet). */
export const appointmentHandlers = [
  http.get(`${API}/salons/:salonId/appointments`, ({ request }) => {
    const range = agendaRange(new URL(request.url));
    return HttpResponse.json(db.appointments.filter((a) => overlaps(a, range)).sort((a, b) => a.start_at - b.start_at));
  }),
  http.post(`${API}/salons/:salonId/appointments`, async ({ request }) => {
    const fields = resolve(((await record(request)).appointment ?? {}) as Fields);
    // The service's duration and price unless the body says otherwise.
    const row: AppointmentWire = {
      id: nextId('appointments', db.appointments),
      start_at: 0,
      duration: fields.service?.duration ?? 0,
      price: fields.service?.price ?? 0,
      notes: null,
      status: 'new',
      status_display: APPOINTMENT_STATUS_LABELS['pt-BR'].new,
      reminded_at: null,
      client_id: 0,
      client: { id: 0, name: '' },
      employee_id: 0,
      employee: { id: 0, name: '', color: '#ef1554' },
      service_id: 0,
      service: { id: 0, name: '', duration: 0, price: 0 },
      sale_transaction: null,
      origin: 'desk',
    awaiting_deposit: false,
    deposit: null,
      ...fields,
    };
    db.appointments.push(row);
    return HttpResponse.json(row, { status: 201 });
  }),
  // Only what is sent changes.
  http.put(`${API}/appointments/:id`, async ({ request, params }) => {
    const body = await record(request);
    const row = db.appointments.find((a) => a.id === Number(params.id));
    if (!row) return notFound();
    Object.assign(row, resolve((body.appointment ?? {}) as Fields, row));
    return HttpResponse.json(row);
  }),
  http.delete(`${API}/appointments/:id`, async ({ request, params }) => {
    await record(request);
    const before = db.appointments.length;
    db.appointments = db.appointments.filter((a) => a.id !== Number(params.id));
    return db.appointments.length < before ? new HttpResponse(null, { status: 204 }) : notFound();
  }),
  // The live stream says it is ready and then nothing (it ends when the page unmounts).
  http.get(`${API}/salons/:salonId/appointments/stream`, () => {
    const body = new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n')) });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  }),
];
