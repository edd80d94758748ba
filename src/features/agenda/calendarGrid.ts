import type { Employee } from '../staff/staffApi';
import { clockMinutes, fromDay, shiftDays, toDay, weekOf } from './agendaDates';
import type { AgendaView } from './agendaSlice';
import { DAY_START_HOUR, type Column } from './useEmptySlotClick';

/** The grid's columns in order: one per professional in Dia, one per weekday (of the one professional) in Semana. */
export function calendarColumns(view: AgendaView, date: Date, professionals: readonly Employee[]): Column[] {
  if (view === 'day') return professionals.map((employee) => ({ day: date, employeeId: employee.id }));
  const { start } = weekOf(toDay(date));
  const employeeId = professionals[0]?.id ?? null;
  return Array.from({ length: 7 }, (_, i) => ({ day: fromDay(shiftDays(start, i)), employeeId }));
}

/** An hour's label sits centred on its line: opening this far above the hour shows it whole, not cut in half. */
const LABEL_ROOM_MINUTES = 10;

/**
 * Where the grid opens: an hour before now on today (the current time in view), 8:00 on other days; a few
 * minutes above that hour, so its label is not cut by the top of the grid (the first hour's label sits below
 * its line, so the grid's own top needs no room).
 */
export function scrollTimeFor(date: Date, now = new Date()): Date {
  const at = new Date(date);
  const hour = toDay(date) === toDay(now) ? Math.max(now.getHours() - 1, DAY_START_HOUR) : 8;
  at.setHours(hour, 0, 0, 0);
  if (hour > DAY_START_HOUR) at.setMinutes(-LABEL_ROOM_MINUTES);
  return at;
}

/**
 * Whether a professional works at a moment, by their weekly hours (7 entries, Sunday first; null a day off).
 * Hours only shade the grid: a booking outside them is still allowed (salons book extra hours).
 */
export function isWorking(hours: Employee['working_hours'] | undefined, at: Date): boolean {
  if (!hours) return true;
  const day = hours[at.getDay()];
  if (!day) return false;
  const minute = at.getHours() * 60 + at.getMinutes();
  return day.some((stretch) => minute >= clockMinutes(stretch.start) && minute < clockMinutes(stretch.end));
}

/** The start of a professional's working day ('09:00'), for a new booking on a day other than today. */
export function firstHour(hours: Employee['working_hours'] | undefined, at: Date): string {
  return hours?.[at.getDay()]?.[0]?.start ?? '09:00';
}
