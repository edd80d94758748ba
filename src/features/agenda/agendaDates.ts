import { fromDay, shiftDays } from '../../lib/days';
import { fromWall, toWall } from '../../lib/salonTime';
import type { AgendaRange } from './agendaApi';

/** Dia (one column a professional) or Semana (seven days of one professional). */
export type AgendaView = 'day' | 'week';

/**
 * Calendar days as the agenda keeps them: 'YYYY-MM-DD' strings (serialisable, the API's format), days of the
 * salon's clock; clock times; the ranges asked of the API. Its Dates are wall Dates (lib/salonTime): their local
 * fields are the salon's clock, whatever the device's zone; fromEpoch and epochSeconds cross to and from the API's
 * instants. Its only runtime imports are lib/days and lib/salonTime: the slice that uses it is in the app's first chunk.
 */

export { fromDay, salonToday, shiftDays, toDay } from '../../lib/days';

const pad = (n: number) => String(n).padStart(2, '0');

/** The Sunday-to-Saturday week holding a day, both ends included (as the API's range). */
export function weekOf(day: string): { start: string; end: string } {
  const start = shiftDays(day, -fromDay(day).getDay());
  return { start, end: shiftDays(start, 6) };
}

/** The next quarter hour after `now` (10:07 -> 10:15; 10:15 -> 10:30, never a time already past). */
export function nextQuarter(now: Date): Date {
  const next = new Date(now);
  next.setSeconds(0, 0);
  next.setMinutes((Math.floor(now.getMinutes() / 15) + 1) * 15);
  return next;
}

/** A day at a clock time ('09:30'). */
export function atTime(day: string, clock: string): Date {
  const [hours, minutes] = clock.split(':').map(Number);
  const date = fromDay(day);
  date.setHours(hours, minutes);
  return date;
}

/** The API's epoch seconds of a wall Date. */
export const epochSeconds = (date: Date) => Math.floor(fromWall(date).getTime() / 1000);
/** The wall Date of the API's epoch seconds. */
export const fromEpoch = (seconds: number) => toWall(seconds * 1000);

/** Minutes since midnight of a clock time ('24:00' is 1440). */
export const clockMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** 24-hour clock in both languages: salons write 14:30. */
export const clock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** '09:00 – 09:30' for anything with a start (epoch seconds) and a duration (seconds). */
export function clockRange({ start_at, duration }: { start_at: number; duration: number }): string {
  return `${clock(fromEpoch(start_at))} – ${clock(fromEpoch(start_at + duration))}`;
}

export function clockParts({ start_at, duration }: { start_at: number; duration: number }) {
  return { start: clock(fromEpoch(start_at)), end: clock(fromEpoch(start_at + duration)) };
}

/**
 * What the screen asks the server for. Dia: the whole salon's day (every column at once, so switching the
 * professional shown, as phones do, asks nothing). Semana: one professional's Sunday-to-Saturday.
 */
export function rangeFor(salonId: number, view: AgendaView, day: string, employeeId: number | null): AgendaRange {
  if (view === 'week' && employeeId) return { salonId, employeeId, ...weekOf(day) };
  return { salonId, day };
}

/** One step of the previous / next buttons (and of the prefetch): a day in Dia, a week in Semana. */
export const stepOf = (view: AgendaView) => (view === 'week' ? 7 : 1);

/** The ranges one step before and after: the next first, as it is the one most often opened. */
export function neighbours(salonId: number, view: AgendaView, day: string, employeeId: number | null): AgendaRange[] {
  const step = stepOf(view);
  return [rangeFor(salonId, view, shiftDays(day, step), employeeId), rangeFor(salonId, view, shiftDays(day, -step), employeeId)];
}
