import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { BlockedTimeWire } from '../../../server/contract/blockedTimes';
import { API } from '../msw';
import { renderApp, sessionAs, type SignedInAs } from '../render';
import { ANA, BRUNO, seedStaff } from '../staff/staffFixtures';

/** The agenda's "today" in these tests: Thursday 14 March 2030, 10:07 (its week runs Sunday 10 to Saturday 16). */
export const TODAY = '2030-03-14';
export const at = (day: string, clock: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = clock.split(':').map(Number);
  return Math.floor(new Date(y, m - 1, d, h, min).getTime() / 1000);
};

/**
 * Only Date is faked: msw, React and testing-library keep their real timers. jsdom has no elementFromPoint,
 * which react-big-calendar's drag-and-drop listener calls on every press: here nothing is under any point.
 */
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2030, 2, 14, 10, 7) });
  document.elementFromPoint ??= () => null;
}

/** Signed in at the frozen date: the shared session's expiry is counted from the real clock, long before 2030. */
export function renderAgenda(path = '/agenda', as?: SignedInAs) {
  const signedIn = sessionAs(as);
  const session = { ...signedIn, credentials: { ...signedIn.credentials, expiry: at('2031-01-01', '00:00') } };
  localStorage.setItem('agendei.session', JSON.stringify(session));
  return renderApp(path);
}

let nextId = 100;
export function appointment(fields: { day?: string; start: string; minutes: number; employee: typeof ANA; client: string; service: string } & Omit<Partial<AppointmentWire>, 'client' | 'service'>): AppointmentWire {
  const { day = TODAY, start, minutes, employee, client, service, ...rest } = fields;
  const id = rest.id ?? nextId++;
  return {
    id,
    start_at: at(day, start),
    duration: minutes * 60,
    price: 4500,
    notes: null,
    status: 'new',
    status_display: 'Agendado',
    reminded_at: null,
    client_id: id + 1000,
    client: { id: id + 1000, name: client },
    employee_id: employee.id,
    employee: { id: employee.id, name: employee.name, color: employee.color },
    service_id: 11,
    service: { id: 11, name: service, duration: minutes * 60, price: 4500 },
    sale_transaction: null,
    ...rest,
  };
}

export const MARIA = appointment({ id: 1, start: '09:00', minutes: 45, employee: ANA, client: 'Maria Souza', service: 'Escova', notes: 'Prefere água morna' });
export const JOAO = appointment({ id: 2, start: '10:00', minutes: 30, employee: BRUNO, client: 'João Lima', service: 'Corte masculino', status: 'started', status_display: 'Em atendimento' });
export const CARLA = appointment({ id: 3, start: '11:00', minutes: 60, employee: BRUNO, client: 'Carla Dias', service: 'Manicure', status: 'canceled', status_display: 'Cancelado' });
export const LUNCH: BlockedTimeWire = { id: 7, employee_id: ANA.id, start_at: at(TODAY, '12:00'), duration: 3600, reason: 'Almoço', series_id: null };

/**
 * The agenda's server: answers each day (or week) from `byDay` (keyed by `day`, or `start..end@employee_id`), and records
 * every query string asked, so tests can say what was fetched. Seeds the store with Bruno and Ana and the services.
 */
export function agendaServer(byDay: Record<string, AppointmentWire[]>, blocks: Record<string, BlockedTimeWire[]> = {}) {
  const asked: string[] = [];
  // 'YYYY-MM-DD' for a day; 'start..end@employee' for a professional's week.
  const key = (url: URL) =>
    url.searchParams.get('day') ?? `${url.searchParams.get('start')}..${url.searchParams.get('end')}@${url.searchParams.get('employee_id')}`;
  const handlers = [
    http.get(`${API}/salons/42/appointments`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`appointments?${url.searchParams}`);
      return HttpResponse.json(byDay[key(url)] ?? []);
    }),
    http.get(`${API}/salons/42/blocked_times`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`blocked_times?${url.searchParams}`);
      return HttpResponse.json(blocks[key(url)] ?? []);
    }),
  ];
  seedStaff([BRUNO, ANA]);
  return { asked, handlers };
}
