import type { DayLayoutFunction } from 'react-big-calendar';
import noOverlap from 'react-big-calendar/lib/utils/layout-algorithms/no-overlap';

type LayoutArgs<T extends object> = Parameters<DayLayoutFunction<T>>[0];
type Layout<T extends object> = ReturnType<DayLayoutFunction<T>>;
interface Placed<T> {
  event: T;
  start: number;
  end: number;
  top: number;
  height: number;
}

const byStartThenLonger = <T>(a: Placed<T>, b: Placed<T>) => a.start - b.start || b.end - a.end;

/**
 * react-big-calendar's 'no-overlap' layout, answered at once for the usual column: a professional's day, where
 * bookings cannot overlap (the database refuses it) and a blocked hour rarely does. The library's version builds
 * an object per event, sorts them twice, compares every pair and fills a 100-slot array per event: about a tenth
 * of a full Dia's render (400 events). When no two events of the column share a moment, each takes the column's
 * whole width, with the style the library gives such an event (its padding and the 2 px gap under it); otherwise
 * the library lays the column out.
 *
 * Whether two events meet is asked of their times, not of their positions: the library compares percentages of
 * the day, and their rounding put some back-to-back bookings (7:09-7:54 then 7:54) side by side at half width.
 * tests/web/dayLayout.test.ts holds both paths to the library's answers.
 */
export function dayLayout<T extends object>(args: LayoutArgs<T>): Layout<T> {
  const { events, slotMetrics, accessors } = args;
  const placed: Array<Placed<T>> = events.map((event) => {
    const startDate: Date = accessors.start(event);
    const endDate: Date = accessors.end(event);
    const { top, height } = slotMetrics.getRange(startDate, endDate) as { top: number; height: number };
    return { event, start: startDate.getTime(), end: endDate.getTime(), top, height };
  });
  placed.sort(byStartThenLonger);
  let latestEnd = -Infinity;
  for (const { start, end, height } of placed) {
    // Side by side, or drawn with no height (outside the grid's hours): the library's layout.
    if (height <= 0 || start < latestEnd) return noOverlap(args);
    latestEnd = Math.max(latestEnd, end);
  }
  return placed.map(({ event, top, height }) => ({
    event,
    style: { top, height: `calc(${height}% - 2px)`, width: 'calc(100% - 0px)', xOffset: 'calc(0% + 0px)', left: 0 },
  }));
}
