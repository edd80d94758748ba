import { vi } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { BlockedTimeWire } from '../../../server/contract/blockedTimes';
import { calls, seed } from '../mocks';
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
    origin: 'desk',
    awaiting_deposit: false,
    deposit: null,
    ...rest,
  };
}

export const MARIA = appointment({ id: 1, start: '09:00', minutes: 45, employee: ANA, client: 'Maria Souza', service: 'Escova', notes: 'Prefere água morna' });
export const JOAO = appointment({ id: 2, start: '10:00', minutes: 30, employee: BRUNO, client: 'João Lima', service: 'Corte masculino', status: 'started', status_display: 'Em atendimento' });
export const CARLA = appointment({ id: 3, start: '11:00', minutes: 60, employee: BRUNO, client: 'Carla Dias', service: 'Manicure', status: 'canceled', status_display: 'Cancelado' });
export const LUNCH: BlockedTimeWire = { id: 7, employee_id: ANA.id, start_at: at(TODAY, '12:00'), duration: 3600, reason: 'Almoço', series_id: null };

/**
 * The agenda's salon in the store: Bruno and Ana and the services, and the appointments and blocked times given (the
 * store lists each on the days its start_at and duration cover).
 */
export function seedAgenda(appointments: AppointmentWire[] = [], blockedTimes: BlockedTimeWire[] = []) {
  seedStaff([BRUNO, ANA]);
  seed({ appointments, blockedTimes });
}

/** The agenda's reads the server saw, in order, as 'appointments?day=2030-03-14' and 'blocked_times?day=...'. */
export const agendaCalls = () =>
  [...calls].filter((call) => call.startsWith('GET /salons/42/appointments?') || call.startsWith('GET /salons/42/blocked_times?')).map((call) => call.slice('GET /salons/42/'.length));
