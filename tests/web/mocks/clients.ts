import { http, HttpResponse } from 'msw';
import type { ClientWire } from '../../../server/contract/clients';
import { makeClient } from '../clients/clientsFixtures';
import { API } from './origin';
import { duplicateOf } from './duplicates';
import { byName, db, fold, matches, nextId, notFound, record } from './db';

/** The API's page of clients. */
const PAGE = 30;

const page = (rows: ClientWire[], url: URL) => {
  const number = Number(url.searchParams.get('page') ?? '1');
  return rows.slice((number - 1) * PAGE, number * PAGE);
};
/** Erased clients leave the lists and searches (nothing is left to find them by). */
const listed = () => db.clients.filter((c) => c.erased_at === null).sort(byName);

/** `client[name]` parts of a multipart form, or JSON's `{client: {...}}`, as the client's fields. */
function clientFields(body: Record<string, unknown>): Partial<ClientWire> {
  if (body.client && typeof body.client === 'object') return body.client as Partial<ClientWire>;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const field = /^client\[(\w+)\]$/.exec(key)?.[1];
    if (!field || field === 'avatar') continue;
    // An empty part clears the field; the consent comes as 'true' or 'false'.
    fields[field] = field === 'messages_consent' ? value === 'true' : value === '' ? null : value;
  }
  // The form's DD/MM/YYYY birth is stored, and answered, as YYYY-MM-DD.
  const birth = typeof fields.birth === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(fields.birth) : null;
  if (birth) fields.birth = `${birth[3]}-${birth[2]}-${birth[1]}`;
  return fields as Partial<ClientWire>;
}

const now = () => Math.floor(Date.now() / 1000);
/** The server dates the consent when it turns true and clears the date when it turns false. */
function withConsentDate(client: ClientWire, fields: Partial<ClientWire>) {
  if (fields.messages_consent === true && !client.messages_consent) fields.messages_consent_at = now();
  if (fields.messages_consent === false) fields.messages_consent_at = null;
  return Object.assign(client, fields);
}

const find = (id: unknown) => db.clients.find((c) => c.id === Number(id));
/** The client's history, or the API's 404 for a client it does not hold. */
/** The client's completed sales (db.sales), as the statistics and the sale lines count them. */
const salesOf = (id: unknown) => db.sales.filter((sale) => sale.client_id === Number(id) && sale.status === 'completed');
const historyOf = (id: unknown) => (find(id) ? db.appointments.filter((a) => a.client_id === Number(id)) : null);

/** The clients API (contract/clients.ts) over db.clients; the history endpoints answer from db.appointments and db.sales. */
export const clientHandlers = [
  http.get(`${API}/salons/:salonId/clients`, ({ request }) => HttpResponse.json(page(listed(), new URL(request.url)))),
  http.get(`${API}/salons/:salonId/clients/search/:query`, ({ request, params }) => {
    const query = String(params.query);
    const found = listed().filter((c) => matches(`${c.name} ${c.email ?? ''} ${c.phone ?? ''}`, query));
    return HttpResponse.json(page(found, new URL(request.url)));
  }),
  http.post(`${API}/salons/:salonId/clients`, async ({ request }) => {
    const body = await record(request);
    const fields = clientFields(body);
    const duplicate = duplicateOf('client', listed(), fields, body);
    if (duplicate) return duplicate;
    // A new client's gender is 'unspecified' until someone tells it (contract/constants.ts), no e-mail or phone.
    const client = withConsentDate(makeClient(nextId('clients', db.clients), { email: null, phone: null, gender: 'unspecified', messages_consent: false }), fields);
    db.clients.push(client);
    return HttpResponse.json(client, { status: 201 });
  }),
  http.get(`${API}/clients/:id`, ({ params }) => {
    const client = find(params.id);
    return client ? HttpResponse.json(client) : notFound();
  }),
  http.put(`${API}/clients/:id`, async ({ request, params }) => {
    const client = find(params.id);
    const body = await record(request);
    const fields = clientFields(body);
    if (!client) return notFound();
    const duplicate = duplicateOf('client', listed(), fields, body, client.id);
    if (duplicate) return duplicate;
    return HttpResponse.json(withConsentDate(client, fields));
  }),
  // LGPD erasure: 422 unless confirm_name is the client's name; the answer is the anonymised client.
  http.post(`${API}/clients/:id/erase`, async ({ request, params }) => {
    const { confirm_name: name = '', future_bookings: bookings = 'cancel' } = (await record(request)) as { confirm_name?: string; future_bookings?: string };
    const client = find(params.id);
    if (!client || client.erased_at !== null) return notFound();
    if (fold(name.trim()) !== fold(client.name)) {
      return HttpResponse.json({ confirm_name: ['Digite o nome do cliente exatamente como aparece no cadastro para confirmar'] }, { status: 422 });
    }
    const cleared = { email: null, phone: null, gender: 'unspecified', birth: null, address: null, neighborhood: null, zip_code: null, city: null, state: null };
    Object.assign(client, cleared, { name: `Cliente removido #${client.id}`, avatar_url: null, messages_consent: false, messages_consent_at: null, erased_at: now() });
    const ahead = db.appointments.filter((a) => a.client_id === client.id && a.start_at > now() && (a.status === 'new' || a.status === 'started'));
    for (const booking of ahead) {
      booking.client = { id: client.id, name: client.name };
      if (bookings === 'cancel') Object.assign(booking, { status: 'canceled', status_display: 'Cancelado' });
    }
    return HttpResponse.json(client);
  }),
  http.delete(`${API}/clients/:id`, async ({ request, params }) => {
    await record(request);
    const client = find(params.id);
    if (!client) return notFound();
    db.clients = db.clients.filter((c) => c !== client);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${API}/clients/:id/statistics`, ({ params }) => {
    const own = historyOf(params.id);
    if (!own) return notFound();
    const count = (status: string) => own.filter((a) => a.status === status).length;
    const completed = own.filter((a) => a.status === 'completed').map((a) => a.start_at);
    const sold = salesOf(params.id);
    // A visit is a completed appointment or a purchase (repositories/clientHistory.ts).
    const visits = [...completed, ...sold.map((sale) => sale.created_at)];
    return HttpResponse.json({
      prospection: own.filter((a) => a.status === 'new' || a.status === 'started').reduce((sum, a) => sum + a.price, 0),
      sales_total: sold.reduce((sum, sale) => sum + sale.price, 0),
      appointments_total: own.length,
      completed: completed.length,
      canceled: count('canceled'),
      no_show: count('no_show'),
      new_count: count('new'),
      last_visit: visits.length ? Math.max(...visits) : null,
    });
  }),
  // Newest first, 50 a page, as the history pages them.
  http.get(`${API}/clients/:id/appointments`, ({ request, params }) => {
    const number = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const own = historyOf(params.id)?.sort((a, b) => b.start_at - a.start_at);
    if (!own) return notFound();
    return HttpResponse.json(own.slice((number - 1) * 50, number * 50));
  }),
  // The lines of the client's completed sales, newest first, 30 a page, split by kind (services/clients.ts).
  http.get(`${API}/clients/:id/transactions`, ({ request, params }) => {
    if (!find(params.id)) return notFound();
    const number = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const lines = salesOf(params.id)
      .flatMap((sale) => sale.transactions.map((line) => ({ sale, line })))
      .sort((a, b) => b.sale.created_at - a.sale.created_at || b.line.id - a.line.id)
      .slice((number - 1) * 30, number * 30)
      .map(({ sale, line }) => ({
        ...{ id: line.id, sale_id: sale.id, name: line.name, quantity: line.quantity, value: line.value, discount: line.discount },
        ...{ created_at: sale.created_at, product_id: line.product_id, service_id: line.service_id, appointment_id: line.appointment_id, employee: line.employee },
      }));
    return HttpResponse.json({ products: lines.filter((l) => l.product_id !== null), services: lines.filter((l) => l.product_id === null) });
  }),
];
