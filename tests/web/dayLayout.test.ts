import { describe, expect, it } from 'vitest';
import type { CSSProperties } from 'react';
import type { DayLayoutFunction } from 'react-big-calendar';
import noOverlap from 'react-big-calendar/lib/utils/layout-algorithms/no-overlap';
// @ts-expect-error CommonJS without types: the library's own slot metrics, as DayColumn builds them.
import { getSlotMetrics } from 'react-big-calendar/lib/utils/TimeSlots';
import { dayLayout } from '../../src/features/agenda/dayLayout';
import { localizer } from '../../src/features/agenda/localizer';

interface Booking {
  id: number;
  start: Date;
  end: Date;
}
const day = (h: number, m: number) => new Date(2026, 10, 26, h, m);
const accessors = { start: (e: Booking) => e.start, end: (e: Booking) => e.end };
const slotMetrics = getSlotMetrics({ min: day(7, 0), max: new Date(2026, 10, 26, 23, 59, 59), step: 15, timeslots: 4, localizer });
const layout = (fn: DayLayoutFunction<Booking>, events: Booking[]) =>
  // The style holds the library's xOffset (its left edge) beside CSS properties.
  fn({ events, minimumStartDifference: 30, slotMetrics, accessors }).map(({ event, style }) => ({ id: event.id, style: style as CSSProperties & { xOffset?: string } }));

/** The library's answers carry its working fields (friends, idx, size); the fast path's carry event and style only. */
const tookLibraryPath = (events: Booking[]) => 'friends' in (dayLayout({ events, minimumStartDifference: 30, slotMetrics, accessors })[0] ?? {});

/** A small deterministic generator, so a failure names bookings that come again; a day of 12 ends before midnight. */
function bookings(seed: number, count: number, overlapping: boolean): Booking[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const out: Booking[] = [];
  // On the quarter hours: off them, the library's own rounding can put back-to-back bookings side by side (below).
  let minute = 7 * 60 + Math.floor(next() * 8) * 15;
  for (let id = 1; id <= count; id++) {
    const length = [15, 30, 45, 60][Math.floor(next() * 4)];
    // Back to back or after a gap; when overlapping, sometimes starting inside the previous one.
    minute += overlapping && next() < 0.3 ? -Math.floor(next() * 3) * 15 : Math.floor(next() * 2) * 15;
    out.push({ id, start: day(0, minute), end: day(0, minute + length) });
    minute += length;
  }
  // At least one pair shares a moment: a blocked quarter hour inside the first booking.
  if (overlapping) out.push({ id: count + 1, start: new Date(out[0].start.getTime() + 5 * 60_000), end: new Date(out[0].start.getTime() + 20 * 60_000) });
  // The API's order is not the screen's.
  return out.sort(() => next() - 0.5);
}

describe('dayLayout (the Dia column layout)', () => {
  it('gives the library no-overlap answer for a day of back-to-back bookings, on its fast path', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const events = bookings(seed, 12, false);
      expect(layout(dayLayout, events)).toEqual(layout(noOverlap, events));
      expect(tookLibraryPath(events)).toBe(false);
    }
  });

  it('gives the library answer where bookings and blocked hours overlap', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const events = bookings(seed, 12, true);
      expect(layout(dayLayout, events)).toEqual(layout(noOverlap, events));
      expect(tookLibraryPath(events)).toBe(true);
    }
  });

  it('puts two bookings at the same time side by side, and a lone one across the column', () => {
    const events = [
      { id: 1, start: day(9, 0), end: day(10, 0) },
      { id: 2, start: day(9, 30), end: day(10, 0) },
      { id: 3, start: day(11, 0), end: day(11, 30) },
    ];
    const styles = Object.fromEntries(layout(dayLayout, events).map(({ id, style }) => [id, style]));
    expect(styles[1].width).not.toBe('calc(100% - 0px)');
    expect(styles[2].xOffset).not.toBe('calc(0% + 0px)');
    expect(styles[3]).toMatchObject({ width: 'calc(100% - 0px)', xOffset: 'calc(0% + 0px)' });
  });

  it('keeps back-to-back bookings off the quarter hours across the column, where the library halves them', () => {
    const events = [
      { id: 1, start: day(7, 9), end: day(7, 54) },
      { id: 2, start: day(7, 54), end: day(8, 24) },
    ];
    expect(layout(noOverlap, events).map(({ style }) => style.width)).toEqual(['calc(50% - 0px)', 'calc(50% - 3px)']);
    expect(layout(dayLayout, events).map(({ style }) => style.width)).toEqual(['calc(100% - 0px)', 'calc(100% - 0px)']);
  });

  it('lays out a booking that runs past midnight and an empty column like the library', () => {
    const late = [{ id: 1, start: day(23, 0), end: new Date(2026, 10, 27, 1, 0) }, { id: 2, start: day(22, 0), end: day(23, 0) }];
    expect(layout(dayLayout, late)).toEqual(layout(noOverlap, late));
    expect(layout(dayLayout, [])).toEqual([]);
  });
});
