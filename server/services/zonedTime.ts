/**
 * Wall-clock time in a salon's time zone (an IANA name), with the platform's ICU data: what "a day" means for
 * the agenda, and what a date-time sent without an offset means. Pure functions; instants are epoch milliseconds.
 */

export interface WallTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's IANA name as ICU spells it ('america/sao_paulo' is 'America/Sao_Paulo'); undefined for no zone. */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return formatIn(name).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The wall time at an instant in the zone. */
export function wallTimeAt(epochMs: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(new Date(epochMs)).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const asUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
const sameWall = (a: WallTime, b: WallTime) => asUtc(a) === asUtc(b);

/**
 * The instant a wall time names in the zone. Twice a year under daylight saving a wall time is ambiguous (the
 * earlier instant is taken) or does not exist (Brazil's clocks jumped from 00:00 to 01:00, so that day began at
 * 01:00: the instant right after the gap is taken, the way PostgreSQL reads it).
 */
export function instantOf(wall: WallTime, timeZone: string): number {
  const guess = asUtc(wall);
  const offsets = [-36, -12, 0, 12, 36].map((hours) => guess + hours * 3_600_000).map((at) => asUtc(wallTimeAt(at, timeZone)) - at);
  const candidates = [...new Set(offsets)].map((offset) => guess - offset).sort((a, b) => a - b);
  return candidates.find((at) => sameWall(wallTimeAt(at, timeZone), wall)) ?? candidates[candidates.length - 1];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as a calendar date, or undefined when it is no real date (2025-02-30). */
export function parseDate(text: string): CalendarDate | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  // Date.UTC reads years 0-99 as 1900-1999; no salon books outside these.
  if (year < 1900 || year > 2200) return undefined;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** A calendar date as 'YYYY-MM-DD'. */
export const isoDate = (d: CalendarDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The calendar date `days` after the given one. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Whole days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

const dayStarts = new Map<string, number>();

/**
 * The first instant of a calendar date in the zone. Remembered (a bounded memo): every agenda read asks for one
 * or two, and instantOf formats the zone's wall time about ten times.
 */
export function dayStart(date: CalendarDate, timeZone: string): number {
  const key = `${timeZone} ${date.year}-${date.month}-${date.day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = instantOf({ ...date, hour: 0, minute: 0, second: 0 }, timeZone);
    if (dayStarts.size >= 10_000) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

// An ISO 8601 date-time: 2030-03-14T09:30, with seconds, fractions and an offset (Z, -03:00, -0300) optional.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A start time as requests send it: epoch seconds (a number or digits), or an ISO 8601 date-time; one without
 * an offset is wall time in the salon's zone. Undefined when it names no real instant.
 */
export function parseInstant(value: number | string, timeZone: string): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value * 1000 : undefined;
  const text = value.trim();
  if (/^\d{1,12}$/.test(text)) return Number(text) * 1000;
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const date = parseDate(`${match[1]}-${match[2]}-${match[3]}`);
  const [hour, minute, second] = [match[4], match[5], match[6] ?? '0'].map(Number);
  if (!date || hour > 23 || minute > 59 || second > 59) return undefined;
  const wall = { ...date, hour, minute, second };
  const zone = match[7];
  if (!zone) return instantOf(wall, timeZone);
  if (zone.toUpperCase() === 'Z') return asUtc(wall);
  const [, sign, hh, mm] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone) ?? [];
  if (Number(hh) > 14 || Number(mm) > 59) return undefined;
  const offset = (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000;
  return asUtc(wall) - offset;
}
