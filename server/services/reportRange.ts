import type { ReportQuery } from '../contract/reports';
import { unprocessable, type FieldErrors } from '../errors';
import { addDays, dayStart, daysBetween, parseDate, wallTimeAt, type CalendarDate } from './zonedTime';

/** A year, leap day included: the longest range a report covers, so one request stays cheap. */
export const MAX_REPORT_DAYS = 366;

export interface ReportRange {
  /** The first and last day, both included, in the salon's time zone. */
  first: CalendarDate;
  last: CalendarDate;
  /** The instants [from, to) those days span: a day is 23 or 25 hours long where clocks change. */
  from: Date;
  to: Date;
}

import { isoDate } from './zonedTime';
export { isoDate };

/**
 * The days `start` to `end` of a report, counted in the salon's time zone (DESIGN.md section 5). Both omitted:
 * today there; one omitted: the day sent. 422 under the field at fault for a date that does not exist, an end
 * before the start, or more than MAX_REPORT_DAYS days.
 */
export function reportRange(query: ReportQuery, timeZone: string, now = Date.now()): ReportRange {
  const errors: FieldErrors = {};
  const dates: Partial<Record<'start' | 'end', CalendarDate>> = {};
  for (const field of ['start', 'end'] as const) {
    const value = query[field];
    if (value === undefined) continue;
    const date = parseDate(value);
    if (date) dates[field] = date;
    else errors[field] = ['dateInvalid'];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const today = wallTimeAt(now, timeZone);
  const first = dates.start ?? dates.end ?? today;
  const last = dates.end ?? dates.start ?? today;
  const span = daysBetween(first, last);
  if (span < 0) throw unprocessable({ end: ['rangeReversed'] });
  if (span + 1 > MAX_REPORT_DAYS) throw unprocessable({ end: [{ key: 'rangeTooLong', params: { max: MAX_REPORT_DAYS } }] });
  const day = (d: CalendarDate): CalendarDate => ({ year: d.year, month: d.month, day: d.day });
  return { first: day(first), last: day(last), from: new Date(dayStart(first, timeZone)), to: new Date(dayStart(addDays(last, 1), timeZone)) };
}

/** Every day of the range, in order, as YYYY-MM-DD. */
export function daysOf(range: ReportRange): string[] {
  const count = daysBetween(range.first, range.last) + 1;
  return Array.from({ length: count }, (_, i) => isoDate(addDays(range.first, i)));
}
