import { salonNow } from '../../lib/salonTime';

/**
 * The report's period: calendar days as 'YYYY-MM-DD' (the API's format, both ends included), days of the salon's
 * clock ('today' is the salon's, lib/salonTime). Pure functions: the URL, the presets and the previous / next steps.
 */
export interface DayRange {
  start: string;
  end: string;
}

/** The API answers at most this many days at once (server/contract/reports.ts). */
export const MAX_RANGE_DAYS = 366;

export const PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const toDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Local midnight of a real calendar day, or null ('2026-02-30' and '31/12/2026' are not days). */
export function parseDay(text: string | null | undefined): Date | null {
  const match = DAY.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const fromDay = (day: string) => parseDay(day) ?? salonNow();

export function shiftDays(day: string, days: number): string {
  const date = fromDay(day);
  date.setDate(date.getDate() + days);
  return toDay(date);
}

/** Days from start to end, both included. */
export function rangeLength({ start, end }: DayRange): number {
  return Math.round((fromDay(end).getTime() - fromDay(start).getTime()) / 86_400_000) + 1;
}

const monthOf = (year: number, month: number): DayRange => ({ start: toDay(new Date(year, month, 1)), end: toDay(new Date(year, month + 1, 0)) });

/** What each preset means on `today`: weeks run Sunday to Saturday, as the agenda's; months are whole. */
export function presetRange(preset: Preset, today: Date = salonNow()): DayRange {
  const day = toDay(today);
  switch (preset) {
    case 'today':
      return { start: day, end: day };
    case 'yesterday': {
      const yesterday = shiftDays(day, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'thisWeek': {
      const start = shiftDays(day, -today.getDay());
      return { start, end: shiftDays(start, 6) };
    }
    case 'thisMonth':
      return monthOf(today.getFullYear(), today.getMonth());
    case 'lastMonth':
      return monthOf(today.getFullYear(), today.getMonth() - 1);
  }
}

export const sameRange = (a: DayRange, b: DayRange) => a.start === b.start && a.end === b.end;

/** The preset a range is on `today`, if any (the picker marks it). */
export const presetOf = (range: DayRange, today: Date = salonNow()): Preset | null =>
  PRESETS.find((preset) => sameRange(presetRange(preset, today), range)) ?? null;

/**
 * ?start=&end= as the page reads it: no range is today; a start alone is that day; anything unreadable, an
 * end before the start or more days than the API answers is not a range (null: the page falls back to today).
 */
export function rangeFromParams(params: URLSearchParams, today: Date = salonNow()): DayRange | null {
  const startText = params.get('start');
  const endText = params.get('end');
  if (startText === null && endText === null) return presetRange('today', today);
  const start = parseDay(startText);
  const end = endText === null ? start : parseDay(endText);
  if (!start || !end || end < start) return null;
  const range = { start: toDay(start), end: toDay(end) };
  return rangeLength(range) > MAX_RANGE_DAYS ? null : range;
}

/** Whole calendar months (as 'Este mês' and 'Mês passado' are) step a month at a time; other ranges by their length. */
function wholeMonths({ start, end }: DayRange): number {
  const first = fromDay(start);
  const last = fromDay(end);
  const nextDay = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  if (first.getDate() !== 1 || nextDay.getDate() !== 1) return 0;
  return (last.getFullYear() - first.getFullYear()) * 12 + last.getMonth() - first.getMonth() + 1;
}

/** The previous (-1) or next (+1) period of the same size: a day for a day, a month for a month. */
export function stepRange(range: DayRange, direction: -1 | 1): DayRange {
  const months = wholeMonths(range);
  if (months > 0) {
    const first = fromDay(range.start);
    const start = new Date(first.getFullYear(), first.getMonth() + direction * months, 1);
    return { start: toDay(start), end: toDay(new Date(start.getFullYear(), start.getMonth() + months, 0)) };
  }
  const days = rangeLength(range) * direction;
  return { start: shiftDays(range.start, days), end: shiftDays(range.end, days) };
}

/** Every day of the range, for the chart when the server leaves a day out. */
export function daysOf({ start, end }: DayRange): string[] {
  const days: string[] = [];
  for (let day = start; day <= end && days.length < 1000; day = shiftDays(day, 1)) days.push(day);
  return days;
}
