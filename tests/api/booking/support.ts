import type { FastifyInstance } from 'fastify';
import type { AvailabilityWire, PublicBookingWire } from '../../../server/contract/onlineBooking';
import { addDays, isoDate, wallTimeAt, type CalendarDate } from '../../../server/services/zonedTime';
import { json } from '../support/harness';
import { expectStatus, type Actor } from '../support/salonHelpers';

/** Turns the salon's page on at `slug`, with any other settings given. */
export async function openPage(as: Actor, slug: string, fields: Record<string, unknown> = {}) {
  return expectStatus(await as.put('/salons/:salonId/online_booking', { online_booking: { enabled: true, slug, ...fields } }), 200);
}

let address = 0;
/** A call from a browser of its own (each gets a fresh address, so the page's per-address limit stays out of the way). */
export function visitor(app: FastifyInstance, remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/v1/public${url}`, remoteAddress, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

/** The next `weekday` (0 Sunday) at least `after` days from today in the zone. */
export function nextWeekday(weekday: number, timeZone = 'America/Sao_Paulo', after = 2): CalendarDate {
  let date = addDays(wallTimeAt(Date.now(), timeZone), after);
  while (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

export async function offered(app: FastifyInstance, slug: string, query: string): Promise<AvailabilityWire> {
  return json<AvailabilityWire>(expectStatus(await visitor(app).get(`/salons/${slug}/availability?${query}`), 200));
}

/** The offered 'HH:MM' times of one day. */
export async function timesOn(app: FastifyInstance, slug: string, date: CalendarDate, query: string) {
  const answer = await offered(app, slug, `${query}&from=${isoDate(date)}&days=1`);
  return answer.days[0].times;
}

let phone = 0;
/** A booking's body: a fresh mobile number unless one is given. */
export function bookingBody(fields: Record<string, unknown> = {}) {
  const number = `(11) 9${String(70000000 + ++phone).padStart(8, '0').replace(/^(\d{4})/, '$1-')}`;
  return { employee_id: null, client: { name: 'Bruna Online', phone: number }, consent: true, ...fields };
}

export async function bookOnline(app: FastifyInstance, slug: string, fields: Record<string, unknown>) {
  return json<PublicBookingWire>(expectStatus(await visitor(app).post(`/salons/${slug}/bookings`, bookingBody(fields)), 201));
}
