/**
 * The sales list's days, as the API takes them (YYYY-MM-DD in the salon's time zone). Pure functions: the salon's
 * zone comes from its settings (the SPA-wide time-zone module can take over here when it lands).
 */

/** Today in the zone (the device's own zone while the settings load). */
export function todayIn(timeZone: string | undefined, now = Date.now()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real date as YYYY-MM-DD, or undefined (a hand-typed address). */
export function validDay(text: string | null): string | undefined {
  const match = text ? DAY.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 ? text! : undefined;
}

/** The day `days` after the given one. */
export function stepDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The time of day of an instant in the salon's zone ('14:05'). */
export function timeOfDay(epochSeconds: number, language: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone };
  try {
    return new Intl.DateTimeFormat(language, options).format(epochSeconds * 1000);
  } catch {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: undefined }).format(epochSeconds * 1000);
  }
}
