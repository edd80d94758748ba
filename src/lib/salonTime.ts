/**
 * The salon's clock (DESIGN.md section 5, Time: every screen shows and takes times in the salon's time zone,
 * whatever the device's). The screens, react-big-calendar and date-fns all read a Date's device-local fields, so
 * the app works in "wall" Dates: a Date whose local fields are the salon's wall clock at an instant. toWall makes
 * one from an instant (what the API sends), fromWall turns one back (what the API is sent). Until the salon's zone
 * is known both are the identity, i.e. the device's clock.
 *
 * A wall time that the device's own zone skips (its daylight-saving gap) cannot be held by a Date; wallInstant
 * takes the fields themselves for that reason, and the forms use it.
 */

const STORAGE_KEY = 'agendei.salonZone';
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** Whether the runtime knows the zone (an unknown one would make every conversion throw). */
export function knownZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

function storedZone(): string | undefined {
  try {
    const zone = globalThis.localStorage?.getItem(STORAGE_KEY);
    return knownZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

// The last salon's zone, kept across reloads so the screens need not wait for the settings to draw.
let zone: string | undefined = storedZone();

export const salonZone = (): string | undefined => zone;

/**
 * Sets the salon's zone (undefined: the device's); an unknown zone is ignored. Nothing is told: the screens read
 * the zone as they draw, so app/SalonClock.tsx draws the pages again (keyed on the zone) when it changes.
 */
export function setSalonZone(next: string | undefined): void {
  if (next !== undefined && !knownZone(next)) return;
  if (next === zone) return;
  zone = next;
  try {
    if (next) globalThis.localStorage?.setItem(STORAGE_KEY, next);
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // private mode: the zone is still set for this page
  }
}

/** Wall-clock fields: year, month (1-12), day, hours, minutes, seconds, milliseconds. */
export type WallFields = [number, number, number, number, number, number, number];

/** The wall clock of a zone at an instant (milliseconds), asked of Intl: exact, and slow (a few µs a call). */
export function wallFieldsOf(ms: number, inZone: string): WallFields {
  const fields: Record<string, number> = {};
  for (const part of formatter(inZone).formatToParts(ms)) if (part.type !== 'literal') fields[part.type] = Number(part.value);
  const millis = ((ms % 1000) + 1000) % 1000;
  return [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second, millis];
}

const directOffset = (ms: number, inZone: string) => {
  const [y, mo, d, h, mi, s, milli] = wallFieldsOf(ms, inZone);
  return Date.UTC(y, mo - 1, d, h, mi, s, milli) - ms;
};

const HOUR_MS = 3_600_000;
/** A zone's offset through each UTC hour it does not change in, by the hour's number (a day's agenda asks thousands of times). */
const hourOffsets = new Map<string, Map<number, number>>();

/**
 * How far a zone's wall clock is ahead of UTC at an instant, in milliseconds (São Paulo: -3 h). An hour whose
 * first and last millisecond share an offset has it throughout (no zone changes twice within an hour), so it is
 * asked of Intl twice per hour and kept; an hour with a change in it is asked at every instant.
 */
export function offsetAt(ms: number, inZone: string): number {
  const hour = Math.floor(ms / HOUR_MS);
  let byHour = hourOffsets.get(inZone);
  if (!byHour) hourOffsets.set(inZone, (byHour = new Map()));
  const kept = byHour.get(hour);
  if (kept !== undefined) return kept;
  const start = directOffset(hour * HOUR_MS, inZone);
  if (start !== directOffset(hour * HOUR_MS + HOUR_MS - 1, inZone)) return directOffset(ms, inZone);
  if (byHour.size > 50_000) byHour.clear();
  byHour.set(hour, start);
  return start;
}

/** The wall clock of a zone at an instant (milliseconds). */
export function wallFieldsAt(ms: number, inZone: string): WallFields {
  const wall = new Date(ms + offsetAt(ms, inZone));
  return [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds()];
}

/**
 * The instant a zone's wall clock shows those fields. A time the zone skips (the hour a daylight-saving change
 * jumps over) comes out that far later, as JavaScript's own Date does; a time shown twice is its first.
 */
export function instantInZone([y, mo, d, h, mi, s, milli]: WallFields, inZone: string): number {
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s, milli);
  const first = asUtc - offsetAt(asUtc, inZone);
  const offset = offsetAt(first, inZone);
  const second = asUtc - offset;
  return offsetAt(second, inZone) === offset ? second : first;
}

const fieldsOf = (date: Date): WallFields => [
  date.getFullYear(),
  date.getMonth() + 1,
  date.getDate(),
  date.getHours(),
  date.getMinutes(),
  date.getSeconds(),
  date.getMilliseconds(),
];

/** A Date whose device-local fields are the salon's wall clock at the instant. */
export function toWall(instant: Date | number): Date {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!zone) return new Date(ms);
  const [y, mo, d, h, mi, s, milli] = wallFieldsAt(ms, zone);
  return new Date(y, mo - 1, d, h, mi, s, milli);
}

/** The instant (milliseconds) of wall-clock fields in the salon. */
export function wallInstant(fields: WallFields): number {
  if (zone) return instantInZone(fields, zone);
  const [y, mo, d, h, mi, s, milli] = fields;
  return new Date(y, mo - 1, d, h, mi, s, milli).getTime();
}

/** The real instant of a wall Date (see toWall). */
export const fromWall = (wall: Date): Date => new Date(zone ? instantInZone(fieldsOf(wall), zone) : wall.getTime());

/** Now, on the salon's wall clock. */
export const salonNow = (): Date => toWall(Date.now());
