import { afterAll, describe, expect, it } from 'vitest';
import { format, getDay, startOfWeek } from 'date-fns';
import { dateFnsLocalizer } from 'react-big-calendar';
import { withFastDates } from '../../../src/features/agenda/grid/fastDates';

/** The calendar's date questions, answered by react-big-calendar's own helpers and by the fast ones, must agree. */
const original = dateFnsLocalizer({ format, getDay, startOfWeek, parse: () => new Date(NaN), locales: {} });
const fast = withFastDates(original);
const UNITS = [undefined, 'milliseconds', 'seconds', 'minutes', 'hours', 'day', 'week', 'month'] as const;

/** A small deterministic generator, so a failure names dates that come again. */
function dates(seed: number, around: Date[]): Date[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const spread = around.flatMap((at) => Array.from({ length: 40 }, () => new Date(at.getTime() + Math.round((next() - 0.5) * 2 * 36 * 3600_000 / 60_000) * 60_000 + (next() < 0.3 ? Math.floor(next() * 60_000) : 0))));
  return [...around, ...spread];
}

/**
 * The hour a clock change repeats (1:00-2:00 twice in New York's autumn): JavaScript's setters move a date there to
 * the first of the two, so the original's floors put it an hour early, which the fast ones do not (they agree
 * everywhere else). No Brazilian zone has changed clocks since 2019; there it was 23:00, outside the grid.
 */
const repeatedHour = (at: Date) =>
  new Date(at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes(), at.getSeconds(), at.getMilliseconds()).getTime() !== at.getTime();

const zones = ['America/Sao_Paulo', 'America/New_York', 'UTC'];
const initialZone = process.env.TZ;
afterAll(() => {
  if (initialZone === undefined) delete process.env.TZ;
  else process.env.TZ = initialZone;
});

describe.each(zones)('the agenda localizer in %s', (zone) => {
  it('answers every comparison, floor, merge, difference and range question as react-big-calendar does', () => {
    process.env.TZ = zone;
    // Days with a clock change (Brazil's last summer time began 2018-11-04 at midnight; New York's at 2:00), and today.
    const around = [new Date(2018, 10, 4, 0, 30), new Date(2019, 1, 16, 23, 30), new Date(2026, 2, 8, 2, 30), new Date(2026, 10, 1, 1, 30), new Date(2026, 10, 26, 9, 0)];
    const all = dates(7, around).filter((at) => !repeatedHour(at));
    let checked = 0;
    for (let i = 0; i < all.length; i++) {
      const a = all[i];
      const b = all[(i * 7 + 3) % all.length];
      const c = all[(i * 13 + 5) % all.length];
      for (const unit of UNITS) {
        for (const op of ['lt', 'lte', 'gt', 'gte', 'eq', 'neq'] as const) {
          expect(fast[op](a, b, unit), `${op}(${a.toISOString()}, ${b.toISOString()}, ${unit})`).toBe(original[op](a, b, unit));
        }
        if (unit !== 'week' && unit !== 'month') {
          expect(fast.diff(a, b, unit), `diff(${a.toISOString()}, ${b.toISOString()}, ${unit})`).toBe(original.diff(a, b, unit));
        }
        expect(+fast.startOf(a, unit as never), `startOf(${a.toISOString()}, ${unit})`).toBe(+original.startOf(a, unit as never));
        const [low, high] = +b < +c ? [b, c] : [c, b];
        expect(fast.inRange(a, low, high, unit), `inRange(${a.toISOString()}, ${unit})`).toBe(original.inRange(a, low, high, unit));
      }
      expect(+fast.merge(a, b)!, `merge(${a.toISOString()}, ${b.toISOString()})`).toBe(+original.merge(a, b)!);
      expect(fast.isSameDate(a, b)).toBe(original.isSameDate(a, b));
      const [start, end] = +a < +b ? [a, b] : [b, a];
      const range = { event: { start, end }, range: { start: c, end: new Date(+c + 86_400_000) } };
      expect(fast.inEventRange(range as never, undefined as never)).toBe(original.inEventRange(range as never, undefined as never));
      checked++;
    }
    expect(checked).toBeGreaterThan(190);
  });
});
