import { http, HttpResponse } from 'msw';
import { API } from './origin';
import { withUser } from './auth';
import { db, notFound } from './db';

/** The trail of `entity` `id`: its events, none yet for an appointment the store holds, else the API's 404. */
function trail(entity: 'appointment' | 'sale', id: number) {
  const found = db.audit.find((row) => row.entity === entity && row.id === id);
  if (found) return HttpResponse.json({ events: found.events });
  // Sales are not in this store: a sale's trail is seeded with it.
  return entity === 'appointment' && db.appointments.some((a) => a.id === id) ? HttpResponse.json({ events: [] }) : notFound();
}

/** Who did what to an appointment or a sale (server/routes/audit.ts), over db.audit. */
export const auditHandlers = [
  http.get(`${API}/appointments/:id/audit`, withUser((_request, _user, params) => trail('appointment', Number(params.id)))),
  http.get(`${API}/sales/:id/audit`, withUser((_request, _user, params) => trail('sale', Number(params.id)))),
];
