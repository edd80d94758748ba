import type { AvailabilityWire, PublicBookingFields, PublicBookingWire, PublicSalonWire } from '../../../server/contract/onlineBooking';
import { currentLang } from './i18n';

/** A failure as the page shows it: the status (0 offline), one message, the fields' messages, the 409's next times. */
export interface Failure {
  status: number;
  message: string | null;
  fields: Record<string, string[]>;
  nextTimes: NextTime[];
}
export interface NextTime {
  start_at: number;
  date: string;
  time: string;
}
export type Result<T> = { ok: true; data: T } | ({ ok: false } & Failure);

declare global {
  interface Window {
    /** The salon's data, asked for by booking.html's inline script before this code arrived. */
    agendeiSalon?: { slug: string; response: Promise<Response> };
  }
}

/** fetch, not axios: the page's whole script must stay small (docs/decisions/42). */
async function call<T>(method: string, path: string, body?: unknown, early?: Promise<Response>): Promise<Result<T>> {
  let response: Response;
  try {
    response = await (early ?? fetch(new URL(`/v1${path}`, location.origin), {
      method,
      headers: { accept: 'application/json', 'accept-language': currentLang(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }));
  } catch {
    return { ok: false, status: 0, message: null, fields: {}, nextTimes: [] };
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, data: data as T };
  // 409: {errors, next_times}; 429 and 404: {errors, message}; 422 and other 409s: {field: [message]}.
  const fields: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(data)) {
    if (Array.isArray(value) && name !== 'next_times' && typeof value[0] === 'string') fields[name] = value as string[];
  }
  const first = fields.errors?.[0] ?? fields.base?.[0] ?? Object.values(fields)[0]?.[0] ?? null;
  const nextTimes = Array.isArray(data.next_times) ? (data.next_times as NextTime[]) : [];
  return { ok: false, status: response.status, message: first, fields, nextTimes };
}

const salonPath = (slug: string) => `/public/salons/${encodeURIComponent(slug)}`;
const bookingPath = (token: string) => `/public/bookings/${encodeURIComponent(token)}`;

/** The salon's page: the answer booking.html already asked for (used once), else a request. */
export function getSalon(slug: string) {
  const early = window.agendeiSalon?.slug === slug ? window.agendeiSalon.response : undefined;
  window.agendeiSalon = undefined;
  return call<PublicSalonWire>('GET', salonPath(slug), undefined, early);
}

export function getAvailability(slug: string, serviceIds: number[], employeeId: number | null, from: string) {
  const query = new URLSearchParams({ service_ids: serviceIds.join(','), from, days: '7' });
  if (employeeId) query.set('employee_id', String(employeeId));
  return call<AvailabilityWire>('GET', `${salonPath(slug)}/availability?${query.toString().replace(/%2C/g, ',')}`);
}

export const book = (slug: string, body: PublicBookingFields) => call<PublicBookingWire>('POST', `${salonPath(slug)}/bookings`, body);
export const getBooking = (token: string) => call<PublicBookingWire>('GET', bookingPath(token));
export const cancelBooking = (token: string) => call<PublicBookingWire>('DELETE', bookingPath(token));
export const moveBooking = (token: string, startAt: number) => call<PublicBookingWire>('PUT', bookingPath(token), { start_at: startAt });
export const calendarUrl = (token: string) => `/v1${bookingPath(token)}/calendar.ics`;
