import { MAX_START_AT, MIN_START_AT, type AgendaQuery } from '../contract/appointments';
import type { Db } from '../db/client';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import type { Lang } from '../i18n';
import { salonTimeZone } from '../repositories/salons';
import type { SalonCaches } from '../infra/salonCaches';
import { addDays, dayStart, daysBetween, parseDate, parseInstant, type CalendarDate } from './zonedTime';

/** The week view asks for 7 days; a month grid for 6 weeks. Longer ranges are refused, so one request stays cheap. */
export const MAX_RANGE_DAYS = 42;

/**
 * The salon's time zone, which says what its days are (DESIGN.md section 5): from this instance's memory when
 * `caches` is given and holds it (a change of the salon's row drops it), else read and kept.
 */
export async function timeZoneOf(db: Db, salonId: number, caches?: SalonCaches): Promise<string> {
  const kept = caches?.timeZone(salonId);
  if (kept) return kept;
  const ticket = caches?.ticket() ?? 0;
  const timeZone = await salonTimeZone(db, salonId);
  if (!timeZone) throw notFound();
  caches?.keepTimeZone(salonId, timeZone, ticket);
  return timeZone;
}

/**
 * The instants [from, to) of `day`, or of the days `start` to `end` (both included), counted in the salon's
 * time zone: a day is 23 or 25 hours long where clocks change. 422 with the field at fault otherwise.
 */
export function agendaWindow(query: AgendaQuery, timeZone: string): { from: Date; to: Date } {
  const { day, start, end } = query;
  const fields = day !== undefined ? { day } : { start, end };
  if (Object.values(fields).every((value) => value === undefined) || (day !== undefined && (start ?? end) !== undefined)) {
    throw unprocessable({ day: ['agendaRangeMissing'] });
  }
  const errors: FieldErrors = {};
  const dates: Partial<Record<keyof AgendaQuery, CalendarDate>> = {};
  for (const [field, value] of Object.entries(fields) as Array<[keyof AgendaQuery, string | undefined]>) {
    const date = value === undefined ? undefined : parseDate(value);
    if (date) dates[field] = date;
    else errors[field] = [value === undefined ? 'blank' : 'dateInvalid'];
  }
  const first = dates.day ?? dates.start;
  const last = dates.day ?? dates.end;
  if (!first || !last) throw unprocessable(errors);
  const span = daysBetween(first, last);
  if (span < 0) throw unprocessable({ end: ['rangeReversed'] });
  if (span + 1 > MAX_RANGE_DAYS) throw unprocessable({ end: [{ key: 'rangeTooLong', params: { max: MAX_RANGE_DAYS } }] });
  return { from: new Date(dayStart(first, timeZone)), to: new Date(dayStart(addDays(last, 1), timeZone)) };
}

/** A start time as sent (epoch seconds or ISO 8601), within 2000-2100; otherwise the error goes under start_at. */
export function startInstant(value: number | string, timeZone: string, errors: FieldErrors): Date | undefined {
  const ms = parseInstant(value, timeZone);
  if (ms === undefined || ms < MIN_START_AT * 1000 || ms > MAX_START_AT * 1000) {
    errors.start_at = ['startAtInvalid'];
    return undefined;
  }
  // Whole seconds: the wire has epoch seconds, so a fraction could never be shown nor sent back.
  return new Date(Math.floor(ms / 1000) * 1000);
}

/** A moment as the salon reads it ('14/03/2030 09:30'), for messages. */
export function salonMoment(at: Date, timeZone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);
}

export const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
