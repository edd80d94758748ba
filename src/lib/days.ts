import { salonNow } from './salonTime';

/**
 * Calendar days as the screens keep them: 'YYYY-MM-DD' strings (serialisable, the API's format), days of the
 * salon's clock (lib/salonTime). The agenda and the sales list step through the same days.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export const toDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today in the salon. */
export const salonToday = () => toDay(salonNow());

/** A day's midnight (a wall Date); an unreadable text gives today. */
export function fromDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return fromDay(salonToday());
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The day `days` after the given one (before it when negative). */
export function shiftDays(day: string, days: number): string {
  const date = fromDay(day);
  date.setDate(date.getDate() + days);
  return toDay(date);
}
