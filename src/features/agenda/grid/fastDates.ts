import type { DateLocalizer } from 'react-big-calendar';

/**
 * react-big-calendar's date helpers (date-arithmetic) floor a date to a unit by cloning it once per smaller unit
 * and checking each setter, and its comparisons floor both sides: a Dia of 400 appointments asked for tens of
 * thousands of such clones per render (docs/decisions/39). These do the same sums on numbers for the units the
 * time grid uses (milliseconds to day) and hand any other unit, or anything not a Date, to the original.
 * tests/web/agenda/fastDates.test.ts holds them to the originals' answers.
 */
const UNIT_MS: Record<string, number> = { milliseconds: 1, seconds: 1000, minutes: 60_000 };
const MILLI: Record<string, number> = { seconds: 1000, minutes: 60_000, hours: 3_600_000, day: 86_400_000 };

/** The date floored to the unit, as milliseconds; null when only the original knows how. */
function floorTo(date: unknown, unit: Unit | string | undefined): number | null {
  if (!(date instanceof Date)) return null;
  const time = date.getTime();
  if (unit === undefined) return time;
  // A time zone's offset is whole minutes (since 1914 in Brazil), so seconds and minutes floor in UTC alike.
  const size = UNIT_MS[unit];
  if (size !== undefined) return time - (((time % size) + size) % size);
  if (unit === 'day') return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return null;
}

type Compare = DateLocalizer['lt'];
type Unit = Parameters<Compare>[2];

export function withFastDates(base: DateLocalizer): DateLocalizer {
  const compare = (original: Compare, holds: (a: number, b: number) => boolean): Compare => (a, b, unit) => {
    const x = floorTo(a, unit);
    const y = floorTo(b, unit);
    return x === null || y === null ? original(a, b, unit) : holds(x, y);
  };
  const lt = compare(base.lt, (a, b) => a < b);
  const lte = compare(base.lte, (a, b) => a <= b);
  const gt = compare(base.gt, (a, b) => a > b);
  const gte = compare(base.gte, (a, b) => a >= b);
  const eq = compare(base.eq, (a, b) => a === b);
  const neq = compare(base.neq, (a, b) => a !== b);
  const startOf = (date: Date, unit: Unit, firstOfWeek?: unknown) => {
    const floor = floorTo(date, unit);
    return floor === null ? (base.startOf as (...args: unknown[]) => Date)(date, unit, firstOfWeek) : new Date(floor);
  };
  return {
    ...base,
    lt,
    lte,
    gt,
    gte,
    eq,
    neq,
    startOf,
    merge: (date: Date, time: Date) => {
      if (!(date instanceof Date) || !(time instanceof Date)) return base.merge(date, time);
      const merged = new Date(date.getFullYear(), date.getMonth(), date.getDate(), time.getHours(), time.getMinutes(), time.getSeconds(), time.getMilliseconds());
      // A clock time the day skips (a daylight-saving gap): the original's own correction.
      return merged.getHours() === time.getHours() ? merged : base.merge(date, time);
    },
    diff: (a: Date, b: Date, unit?: Unit) => {
      if (!unit || unit === 'milliseconds') return Math.abs(+a - +b);
      const x = floorTo(a, unit);
      const y = floorTo(b, unit);
      const size = MILLI[unit];
      return x === null || y === null || size === undefined ? base.diff(a, b, unit) : Math.round(Math.abs(x / size - y / size));
    },
    inRange: (day: Date, min?: Date, max?: Date, unit: Unit = 'day') => (!min || gte(day, min, unit)) && (!max || lte(day, max, unit)),
    isSameDate: (a: Date, b: Date) => eq(a, b, 'day'),
    inEventRange: ({ event: { start, end }, range }: { event: { start: Date; end: Date }; range: { start: Date; end: Date } }) => {
      const dayStart = startOf(start, 'day');
      const startsBeforeEnd = lte(dayStart, range.end, 'day');
      const endsAfterStart = neq(dayStart, end, 'minutes') ? gt(end, range.start, 'minutes') : gte(end, range.start, 'minutes');
      return startsBeforeEnd && endsAfterStart;
    },
  } as unknown as DateLocalizer;
}
