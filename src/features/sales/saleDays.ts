/**
 * The sales list's day from its address, as the API takes it (YYYY-MM-DD in the salon's time zone). Today and the
 * steps between days are lib/days', the time of a sale lib/salonTime's.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real date as YYYY-MM-DD, or undefined (a hand-typed address). */
export function validDay(text: string | null): string | undefined {
  const match = text ? DAY.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 ? text! : undefined;
}
