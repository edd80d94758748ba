// The public booking API as msw answers it for the booking page's tests: one salon ('barbearia-teste'), a week of
// times built from the `from` asked (09:00 and 09:30 every day but the second, which is full), one booking link.
import { http, HttpResponse } from 'msw';
import type { PublicBookingWire, PublicSalonWire } from '../../../server/contract/onlineBooking';
import { API, server } from '../msw';

export const SLUG = 'barbearia-teste';
export const TOKEN = 'tok-123';

export const salon: PublicSalonWire = {
  slug: SLUG,
  name: 'Barbearia Teste',
  intro: 'Cortes e barbas desde 1999.',
  photo_url: null,
  phone: '(11) 3333-4444',
  whatsapp_url: 'https://wa.me/5511999998888',
  address: 'Rua Augusta, 100 - São Paulo',
  map_url: 'https://www.google.com/maps/search/?api=1&query=Rua+Augusta',
  time_zone: 'America/Sao_Paulo',
  min_notice_minutes: 60,
  horizon_days: 30,
  cancel_hours: 24,
  deposit: null,
  categories: [
    {
      name: 'Cabelo',
      services: [
        { id: 3, name: 'Corte', description: null, duration: 1800, price: 4500 },
        { id: 5, name: 'Escova', description: 'Com lavagem', duration: 2700, price: 6000 },
      ],
    },
    { name: 'Barba', services: [{ id: 7, name: 'Barba', description: null, duration: 1800, price: 2500 }] },
  ],
  professionals: [
    { id: 11, name: 'Ana', photo_url: '/v1/public/salons/barbearia-teste/professionals/11/photo?v=k1', service_ids: [3, 5, 7] },
    { id: 12, name: 'Bruno', photo_url: null, service_ids: [3, 7] },
  ],
};

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** An instant of a day in São Paulo (UTC-3, no summer time since 2019). */
export const at = (date: string, time: string) => Date.parse(`${date}T${time}:00-03:00`) / 1000;
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
export const dayAfter = (days: number) => addDays(today(), days);

function week(from: string, serviceIds: number[]) {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(from, i);
    const full = date === dayAfter(1);
    return {
      date,
      times: full
        ? []
        : ['09:00', '09:30'].map((time) => ({
            start_at: at(date, time),
            time,
            pieces: serviceIds.map((id, n) => ({ service_id: id, start_at: at(date, time) + n * 1800, employee_ids: n === 0 ? [12, 11] : [11] })),
          })),
    };
  });
}

export const booking = (startAt: number, overrides: Partial<PublicBookingWire> = {}): PublicBookingWire => ({
  status: 'booked',
  start_at: startAt,
  end_at: startAt + 3600,
  time_zone: 'America/Sao_Paulo',
  total: 7000,
  pieces: [
    { service: { id: 3, name: 'Corte' }, employee: { id: 12, name: 'Bruno' }, start_at: startAt, duration: 1800, price: 4500 },
    { service: { id: 7, name: 'Barba' }, employee: { id: 12, name: 'Bruno' }, start_at: startAt + 1800, duration: 1800, price: 2500 },
  ],
  changeable_until: startAt - 86_400,
  changeable: true,
  salon: { slug: SLUG, name: salon.name, address: salon.address, phone: salon.phone },
  deposit: null,
  ...overrides,
});

/** What the page sent, method and path (without /v1, with the query) and body, oldest first. */
export const requests: Array<{ method: string; path: string; body: unknown }> = [];

/** Keeps a request in `requests` (a test's own handler calls it too). */
export async function record(request: Request) {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
  requests.push({ method: request.method, path: decodeURIComponent(url.pathname.slice(3) + url.search), body: text ? JSON.parse(text) : null });
}

export function usePublicApi(current: () => PublicBookingWire = () => booking(at(dayAfter(3), '09:00'))) {
  requests.length = 0;
  server.use(
    http.get(`${API}/public/salons/:slug`, async ({ request, params }) => {
      await record(request);
      return params.slug === SLUG ? HttpResponse.json(salon) : HttpResponse.json({ errors: ['Não encontrado'] }, { status: 404 });
    }),
    http.get(`${API}/public/salons/:slug/availability`, async ({ request }) => {
      await record(request);
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({ time_zone: salon.time_zone, days: week(query.get('from') ?? today(), (query.get('service_ids') ?? '').split(',').map(Number)) });
    }),
    http.post(`${API}/public/salons/:slug/bookings`, async ({ request }) => {
      await record(request);
      const body = requests[requests.length - 1].body as { start_at: number };
      return HttpResponse.json({ ...booking(body.start_at), token: TOKEN }, { status: 201 });
    }),
    http.get(`${API}/public/bookings/:token`, async ({ request, params }) => {
      await record(request);
      return params.token === TOKEN ? HttpResponse.json(current()) : HttpResponse.json({ errors: ['Não encontrado'] }, { status: 404 });
    }),
    http.delete(`${API}/public/bookings/:token`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...current(), status: 'canceled', changeable: false });
    }),
    http.put(`${API}/public/bookings/:token`, async ({ request }) => {
      await record(request);
      const body = requests[requests.length - 1].body as { start_at: number };
      return HttpResponse.json(booking(body.start_at));
    }),
  );
}
