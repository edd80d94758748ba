import { http, HttpResponse } from 'msw';
import type { OnlineBookingSettingsFields } from '../../../server/contract/onlineBooking';
import { API } from './origin';
import { db, record } from './db';

/**
 * The owner's online booking settings (server/routes/onlineBooking.ts), over db.onlineBooking: a PUT changes only
 * what it sends (a service or professional by id) and answers the whole settings. Refusals are each test's own.
 */
export const onlineBookingHandlers = [
  http.get(`${API}/salons/:salonId/online_booking`, () => HttpResponse.json(db.onlineBooking)),
  http.put(`${API}/salons/:salonId/online_booking`, async ({ request }) => {
    const { services, employees, ...fields } = ((await record(request)).online_booking ?? {}) as OnlineBookingSettingsFields;
    const intro = fields.intro === undefined ? {} : { intro: fields.intro?.trim() || null };
    Object.assign(db.onlineBooking, fields, intro);
    for (const { id, ...flags } of services ?? []) Object.assign(db.onlineBooking.services.find((s) => s.id === id) ?? {}, flags);
    for (const { id, ...flags } of employees ?? []) Object.assign(db.onlineBooking.employees.find((e) => e.id === id) ?? {}, flags);
    return HttpResponse.json(db.onlineBooking);
  }),
  // The photos: a new key per upload, as the server's address changes with the photo.
  http.put(`${API}/salons/:salonId/online_booking/photo`, async ({ request }) => {
    await record(request);
    db.onlineBooking.photo_url = `/v1/public/salons/${db.onlineBooking.slug}/photo?v=k${++photoKey}`;
    return HttpResponse.json(db.onlineBooking);
  }),
  http.delete(`${API}/salons/:salonId/online_booking/photo`, async ({ request }) => {
    await record(request);
    db.onlineBooking.photo_url = null;
    return HttpResponse.json(db.onlineBooking);
  }),
  http.put(`${API}/salons/:salonId/online_booking/employees/:employeeId/photo`, async ({ request, params }) => {
    await record(request);
    const employee = db.onlineBooking.employees.find((e) => e.id === Number(params.employeeId));
    if (!employee) return HttpResponse.json({ error: 'Não encontrado' }, { status: 404 });
    employee.photo_url = `/v1/public/salons/${db.onlineBooking.slug}/professionals/${employee.id}/photo?v=k${++photoKey}`;
    return HttpResponse.json(db.onlineBooking);
  }),
  http.delete(`${API}/salons/:salonId/online_booking/employees/:employeeId/photo`, async ({ request, params }) => {
    await record(request);
    const employee = db.onlineBooking.employees.find((e) => e.id === Number(params.employeeId));
    if (employee) employee.photo_url = null;
    return HttpResponse.json(db.onlineBooking);
  }),
];
let photoKey = 0;
