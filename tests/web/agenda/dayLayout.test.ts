import { describe, expect, it } from 'vitest';
import type { CSSProperties } from 'react';
import type { DayLayoutFunction } from 'react-big-calendar';
// @ts-expect-error CommonJS without types: the library's own 'no-overlap' layout, the one the app replaces.
import noOverlapUntyped from 'react-big-calendar/lib/utils/layout-algorithms/no-overlap';
// @ts-expect-error CommonJS without types: the library's own slot metrics, as DayColumn builds them.
import { getSlotMetrics } from 'react-big-calendar/lib/utils/TimeSlots';
import { toDay } from '../../../src/features/agenda/agendaDates';
import { columnKey, placement, splitColumns, type SlotMetrics } from '../../../src/features/agenda/grid/dayLayout';
import type { AgendaItem } from '../../../src/features/agenda/agendaItems';
import { localizer } from '../../../src/features/agenda/grid/localizer';

const noOverlap = noOverlapUntyped as DayLayoutFunction<AgendaItem>;
const day = (h: number, m: number) => new Date(2026, 10, 26, h, m);
const accessors = { start: (e: AgendaItem) => e.start, end: (e: AgendaItem) => e.end };
const slotMetrics: SlotMetrics = getSlotMetrics({ min: day(7, 0), max: new Date(2026, 10, 26, 23, 59, 59), step: 15, timeslots: 4, localizer });
const layout = (fn: DayLayoutFunction<AgendaItem>, events: AgendaItem[]) =>
  // The style holds the library's xOffset (its left edge) beside CSS properties.
  fn({ events, minimumStartDifference: 30, slotMetrics, accessors }).map(({ event, style }) => ({ key: event.key, style: style as CSSProperties & { xOffset?: string } }));

/** A blocked time is enough for the layout: it reads start, end and the column. */
const item = (key: string, start: Date, end: Date, resourceId = 1): AgendaItem =>
  ({ kind: 'block', key, start, end, resourceId, block: {} }) as unknown as AgendaItem;

/** A small deterministic generator, so a failure names bookings that come again; a day of 12 ends before midnight. */
function bookings(seed: number, count: number, overlapping: boolean): AgendaItem[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const out: AgendaItem[] = [];
  // On the quarter hours: off them, the library's own rounding can put back-to-back bookings side by side (below).
  let minute = 7 * 60 + Math.floor(next() * 8) * 15;
  for (let id = 1; id <= count; id++) {
    const length = [15, 30, 45, 60][Math.floor(next() * 4)];
    // Back to back or after a gap; when overlapping, sometimes starting inside the previous one.
    minute += overlapping && next() < 0.3 ? -Math.floor(next() * 3) * 15 : Math.floor(next() * 2) * 15;
    out.push(item(`a${id}`, day(0, minute), day(0, minute + length)));
    minute += length;
  }
  // At least one pair shares a moment: a blocked quarter hour inside the first booking.
  if (overlapping) out.push(item('b1', new Date(out[0].start.getTime() + 5 * 60_000), new Date(out[0].start.getTime() + 20 * 60_000)));
  // The API's order is not the screen's.
  return out.sort(() => next() - 0.5);
}

/** Dia: a column per professional. */
const byProfessional = (events: AgendaItem[]) => splitColumns(events, (event) => event.resourceId);
const ownKeys = (split: ReturnType<typeof splitColumns>) => [...split.own.keys()].sort();

describe('the agenda columns layout (dayLayout.ts)', () => {
  it("places a day of back-to-back bookings where the library's 'no-overlap' layout does, drawn by the agenda", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const events = bookings(seed, 12, false);
      const split = byProfessional(events);
      expect(split.library).toEqual([]);
      expect(split.own.get(columnKey(1, toDay(day(0, 0))))).toHaveLength(12);
      for (const { key, style } of layout(noOverlap, events)) {
        // The library's whole width and left edge, written its way.
        expect([style.width, style.xOffset]).toEqual(['calc(100% - 0px)', 'calc(0% + 0px)']);
        const mine = placement(events.find((event) => event.key === key)!, slotMetrics);
        expect({ top: mine.top, height: mine.height }).toEqual({ top: `${style.top}%`, height: style.height });
        expect({ width: mine.width, left: mine.left }).toEqual({ width: '100%', left: 0 });
      }
      // In order of start, whatever the API's order.
      const starts = split.own.get(columnKey(1, toDay(day(0, 0))))!.map((event) => event.start.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
  });

  it("leaves a column where two items share a moment to the library's layout, which puts them side by side", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const events = bookings(seed, 12, true);
      const split = byProfessional(events);
      expect(split.own.size).toBe(0);
      expect(split.library).toHaveLength(events.length);
    }
    const events = [item('a', day(9, 0), day(10, 0)), item('b', day(9, 30), day(10, 0)), item('c', day(11, 0), day(11, 30))];
    const styles = Object.fromEntries(layout(noOverlap, events).map(({ key, style }) => [key, style]));
    expect(styles.a.width).not.toBe('calc(100% - 0px)');
    expect(styles.b.xOffset).not.toBe('calc(0% + 0px)');
    // Only that column: another professional's day stays the agenda's.
    const split = byProfessional([...events, item('d', day(9, 0), day(10, 0), 2)]);
    expect(split.library.map((event) => event.key)).toEqual(['a', 'b', 'c']);
    expect(ownKeys(split)).toEqual([columnKey(2, toDay(day(0, 0)))]);
  });

  it('keeps items at the same time in different columns: professionals in Dia, days in Semana', () => {
    expect(ownKeys(byProfessional([item('a', day(9, 0), day(10, 0), 1), item('b', day(9, 0), day(10, 0), 2)]))).toEqual([columnKey(1, toDay(day(0, 0))), columnKey(2, toDay(day(0, 0)))]);
    const thursday = new Date(2026, 10, 27, 9, 0);
    const week = splitColumns([item('a', day(9, 0), day(10, 0)), item('b', thursday, new Date(2026, 10, 27, 10, 0))], () => undefined);
    expect(week.library).toEqual([]);
    // Semana's columns have no resource: react-big-calendar gives them null.
    expect(ownKeys(week)).toEqual([columnKey(null, toDay(day(0, 0))), columnKey(null, toDay(thursday))]);
  });

  it('keeps back-to-back bookings off the quarter hours across the column, where the library halves them', () => {
    const events = [item('a', day(7, 9), day(7, 54)), item('b', day(7, 54), day(8, 24))];
    expect(byProfessional(events).library).toEqual([]);
    expect(layout(noOverlap, events).map(({ style }) => style.width)).toEqual(['calc(50% - 0px)', 'calc(50% - 3px)']);
    expect(events.map((event) => placement(event, slotMetrics).width)).toEqual(['100%', '100%']);
  });

  it("leaves a column with an item outside the grid's hours, past midnight or without length to the library", () => {
    for (const odd of [item('a', day(6, 0), day(6, 45)), item('a', day(23, 0), new Date(2026, 10, 27, 1, 0)), item('a', day(9, 0), day(9, 0))]) {
      const split = byProfessional([odd, item('z', day(15, 0), day(16, 0))]);
      expect(split.library.map((event) => event.key).sort()).toEqual(['a', 'z']);
      expect(split.own.size).toBe(0);
    }
    expect(byProfessional([])).toEqual({ own: new Map(), library: [] });
  });
});
