import { salonNow } from '../../../lib/salonTime';
import type { Employee } from '../../staff/staffApi';
import { clockMinutes, fromDay, shiftDays, toDay, weekOf } from '../agendaDates';
import type { AgendaView } from '../agendaSlice';
import { DAY_MINUTES, DAY_START_HOUR, type Column } from './useEmptySlotClick';

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
 * Where the grid opens: on other days at the first hour the shown professionals work (8:00 when none works, or
 * none said), on today an hour before now but never before that first hour (issue 25 item 7: a phone opened on
 * empty hours); a few minutes above that hour, so its label is not cut by the top of the grid (the first hour's
 * label sits below its line, so the grid's own top needs no room).
 */
export function scrollTimeFor(date: Date, now = salonNow(), hours: readonly (Employee['working_hours'] | undefined)[] = []): Date {
  const at = new Date(date);
  const starts = hours.flatMap((week) => (week?.[date.getDay()] ?? []).map((stretch) => Math.floor(clockMinutes(stretch.start) / 60)));
  const firstHour = starts.length > 0 ? Math.min(...starts) : undefined;
  const today = toDay(date) === toDay(now);
  const hour = Math.max(today ? Math.max(now.getHours() - 1, firstHour ?? DAY_START_HOUR) : firstHour ?? 8, DAY_START_HOUR);
  at.setHours(Math.min(hour, 23), 0, 0, 0);
  if (hour > DAY_START_HOUR) at.setMinutes(-LABEL_ROOM_MINUTES);
  return at;
}

const OFF_COLOR = '#f3f2f7';
const QUARTER = 15;
const ceilQuarter = (minute: number) => Math.ceil(minute / QUARTER) * QUARTER;
const percentOfDay = (minute: number) => `${(((minute - DAY_START_HOUR * 60) / DAY_MINUTES) * 100).toFixed(3)}%`;

/**
 * A column's shading outside the professional's weekly hours (7 entries, Sunday first; null a day off), as one
 * CSS gradient on the column instead of a class on each of its 68 quarter-hour cells. A quarter hour is shaded
 * when its start is outside every stretch, as the cells were. Hours only shade the grid: a booking outside them
 * is still allowed (salons book extra hours). Undefined: no shading.
 */
export function offHoursBackground(hours: Employee['working_hours'] | undefined, day: Date): string | undefined {
  if (!hours) return undefined;
  const open = (hours[day.getDay()] ?? [])
    .map((stretch) => [ceilQuarter(clockMinutes(stretch.start)), ceilQuarter(clockMinutes(stretch.end))] as const)
    .map(([from, to]) => [Math.max(from, DAY_START_HOUR * 60), Math.min(to, 24 * 60)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const stops: string[] = [];
  let at = DAY_START_HOUR * 60;
  for (const [from, to] of open) {
    if (from > at) stops.push(`${OFF_COLOR} ${percentOfDay(at)} ${percentOfDay(from)}`);
    at = Math.max(at, to);
    stops.push(`transparent ${percentOfDay(from)} ${percentOfDay(at)}`);
  }
  if (at < 24 * 60) stops.push(`${OFF_COLOR} ${percentOfDay(at)} 100%`);
  if (stops.length === 1) return stops[0].startsWith('transparent') ? undefined : `linear-gradient(${OFF_COLOR}, ${OFF_COLOR})`;
  return `linear-gradient(${stops.join(', ')})`;
}

/** The start of a professional's working day ('09:00'), for a new booking on a day other than today. */
export function firstHour(hours: Employee['working_hours'] | undefined, at: Date): string {
  return hours?.[at.getDay()]?.[0]?.start ?? '09:00';
}
