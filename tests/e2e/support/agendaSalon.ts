import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, openAs, seedServices, signUpOwner, type Owner } from './owner';

/**
 * A salon ready for the agenda's browser tests, made through the API: the owner (Rafa Lima, the first column),
 * two professionals with their colours, the catalogue of seedServices and three clients. Each test makes its own.
 */
export const BRUNO = { name: 'Bruno Navalha', color: '#2350c2' };
export const CARLA = { name: 'Carla Tesoura', color: '#27c148' };
export const OWNER_NAME = 'Rafa Lima';
const CLIENTS = [
  { name: 'Ana Beatriz Costa', phone: '(11) 91234-5678' },
  { name: 'João Silva', phone: '(11) 98888-7777' },
  { name: 'Marcos Paulo', phone: '(21) 99876-5432' },
];

/** The salon's time zone (the default): the browsers run in it too, so the page's days are the salon's. */
export const IN_SALON: BrowserContextOptions = { timezoneId: 'America/Sao_Paulo', locale: 'pt-BR' };
/** A phone in the salon: touch, no mouse (so no drag and drop), a mobile browser. */
export const ON_PHONE: BrowserContextOptions = { ...IN_SALON, hasTouch: true, isMobile: true };

export interface AgendaSalon {
  owner: Owner;
  services: Record<string, number>;
  staff: Record<string, number>;
  clients: Record<string, number>;
}

export interface Appointment {
  id: number;
  start_at: number;
  duration: number;
  status: string;
  employee_id: number;
  client: { id: number; name: string };
}

export async function seedAgendaSalon(baseUrl: string): Promise<AgendaSalon> {
  const owner = await signUpOwner(baseUrl, OWNER_NAME);
  const services = await seedServices(baseUrl, owner);
  const post = <T>(path: string, body: unknown) => api<T>(baseUrl, owner, `/salons/${owner.salonId}${path}`, { method: 'POST', body });
  for (const { name, color } of [BRUNO, CARLA]) {
    await post('/employees', { employee: { name, color, agendei_access: false, service_ids: Object.values(services) } });
  }
  const employees = await api<Array<{ id: number; name: string }>>(baseUrl, owner, `/salons/${owner.salonId}/employees`);
  const clients: Record<string, number> = {};
  for (const client of CLIENTS) clients[client.name] = (await post<{ id: number }>('/clients', { client })).id;
  // A salon at work: its first-steps checklist closed (tests/e2e/signup/onboarding.test.ts shows a new one).
  await api(baseUrl, owner, `/salons/${owner.salonId}/onboarding`, { method: 'PUT', body: { dismissed: true } });
  return { owner, services, staff: Object.fromEntries(employees.map((e) => [e.name, e.id])), clients };
}

/**
 * The day the tests book on: a Tuesday to Friday 2 to 8 days ahead in the salon. Inside the default working
 * hours (Monday to Saturday), the next day in the same week, and never today, whose grid scrolls to the clock.
 */
export function bookingDay(now = Date.now()): string {
  const inSalon = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  for (let ahead = 2; ; ahead++) {
    const day = inSalon.format(new Date(now + ahead * 86_400_000));
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 2 && weekday <= 5) return day;
  }
}

/** 'YYYY-MM-DD' plus some days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An appointment made through the API; a date-time without an offset is read in the salon's time zone. */
export function book(baseUrl: string, salon: AgendaSalon, what: { client: string; professional: string; service: string; day: string; clock: string }) {
  const appointment = {
    client_id: salon.clients[what.client],
    employee_id: salon.staff[what.professional],
    service_id: salon.services[what.service],
    start_at: `${what.day}T${what.clock}:00`,
  };
  return api<Appointment>(baseUrl, salon.owner, `/salons/${salon.owner.salonId}/appointments`, { method: 'POST', body: { appointment } });
}

/** What the server holds for a day (GET /appointments?day). */
export const dayOnServer = (baseUrl: string, salon: AgendaSalon, day: string) =>
  api<Appointment[]>(baseUrl, salon.owner, `/salons/${salon.owner.salonId}/appointments?day=${day}`);

/** A booked cell's accessible name: 'Cliente, Serviço, das 09:00 às 09:45[, status]'. */
export const eventName = (client: string, service: string, start: string, end: string, status?: string) =>
  `${client}, ${service}, das ${start} às ${end}${status ? `, ${status}` : ''}`;

/** 'rgb(r, g, b)', as getComputedStyle writes a colour. */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

export const styleOf = (element: Locator) =>
  element.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, opacity: getComputedStyle(el).opacity }));

/** /agenda on a day, chosen in the toolbar's date picker as a user would. */
export async function openAgenda(page: Page, baseUrl: string, day: string) {
  await page.goto(`${baseUrl}/agenda`);
  const date = page.getByRole('group', { name: 'Escolher o dia' }).getByLabel('Data');
  await date.fill(day);
  await expect.poll(() => date.inputValue()).toBe(day);
  await page.locator('.rbc-time-view').waitFor();
}

/** A page signed in as the salon's owner on a screen of `viewport`, opened on the agenda's `day`. */
export async function openSalonAgenda(browser: Browser, baseUrl: string, salon: AgendaSalon, day: string, viewport: { width: number; height: number }, options: BrowserContextOptions) {
  const page = await openAs(browser, baseUrl, salon.owner, viewport, options);
  await openAgenda(page, baseUrl, day);
  return page;
}
