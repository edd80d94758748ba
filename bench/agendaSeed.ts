// The agenda benchmark's salon: 20 professionals with 20 appointments each today, and 10 each tomorrow, all
// booked through the real API (a new salon is on the Big plan, which has no professional limit).
import { AGENDA_COLORS } from '../server/contract/constants';
import type { BenchSalon } from './signUp';

export const PROFESSIONALS = 20;
export const TODAY_EACH = 20;
export const TOMORROW_EACH = 10;
const CLIENTS = 100;
const SALON_TIME_ZONE = 'America/Sao_Paulo';

export interface AgendaSeed {
  /** YYYY-MM-DD in the salon's time zone: the day /agenda opens on. */
  today: string;
  tomorrow: string;
  todayCount: number;
  tomorrowCount: number;
}

/** Today in the salon's time zone ('en-CA' writes YYYY-MM-DD). */
export const salonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE }).format(new Date());

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** 'HH:MM' of the n-th half hour from 8:00: back-to-back 30-minute bookings. */
const slot = (n: number) => `${String(8 + Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`;

const pad = (n: number) => String(n).padStart(3, '0');

export async function seedAgenda(base: string, salon: BenchSalon): Promise<AgendaSeed> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}/v1${path}`, {
      method: 'POST',
      headers: { ...salon.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const salonPath = `/salons/${salon.salonId}`;

  const category = await post<{ id: number }>(`${salonPath}/service_categories`, { service_category: { name: 'Cabelo' } });
  const services: number[] = [];
  for (const [name, price] of [['Corte', 4500], ['Barba', 3000], ['Escova', 5500], ['Coloração', 12000]] as const) {
    const service = { name, duration: 1800, price, service_category_id: category.id };
    services.push((await post<{ id: number }>(`${salonPath}/services`, { service })).id);
  }
  const professionals = [salon.employeeId];
  for (let p = 1; p < PROFESSIONALS; p++) {
    // Without access, so no invitation e-mail is queued.
    const employee = { name: `Profissional ${pad(p + 1)}`, color: AGENDA_COLORS[p % AGENDA_COLORS.length], agendei_access: false };
    professionals.push((await post<{ id: number }>(`${salonPath}/employees`, { employee })).id);
  }
  const clients: number[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const client = { name: `Cliente ${pad(c + 1)}` };
    clients.push((await post<{ id: number }>(`${salonPath}/clients`, { client })).id);
  }

  const today = salonToday();
  const tomorrow = nextDay(today);
  const book = (day: string, p: number, n: number) =>
    post(`${salonPath}/appointments`, {
      appointment: {
        employee_id: professionals[p],
        // Within one half hour, every professional has another client.
        client_id: clients[(p + n * PROFESSIONALS) % CLIENTS],
        service_id: services[(p + n) % services.length],
        // Without an offset: read in the salon's time zone.
        start_at: `${day}T${slot(n)}:00`,
      },
    });
  // A half hour of every professional at once: concurrent, yet no two requests compete for one professional's slot.
  for (const [day, each] of [[today, TODAY_EACH], [tomorrow, TOMORROW_EACH]] as const) {
    for (let n = 0; n < each; n++) await Promise.all(professionals.map((_, p) => book(day, p, n)));
  }
  return { today, tomorrow, todayCount: PROFESSIONALS * TODAY_EACH, tomorrowCount: PROFESSIONALS * TOMORROW_EACH };
}
