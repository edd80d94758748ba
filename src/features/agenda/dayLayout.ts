import type { DayLayoutAlgorithm, DayLayoutFunction } from 'react-big-calendar';
import { toDay } from './agendaDates';
import type { AgendaItem } from './agendaItems';
import { DAY_START_HOUR } from './useEmptySlotClick';

type LayoutArgs<T extends object> = Parameters<DayLayoutFunction<T>>[0];
type Layout<T extends object> = ReturnType<DayLayoutFunction<T>>;
interface Placed<T> {
  event: T;
  start: number;
  top: number;
  height: number;
}

/**
 * A column laid out as react-big-calendar's 'no-overlap' lays out one where no two events share a moment: each
 * event across the whole width, with the library's padding and the 2 px gap under it, in order of start. The
 * library's version builds an object per event, sorts them twice, compares every pair and fills a 100-slot array
 * per event: about a tenth of a full Dia's render (400 events). Only for columns that layoutFor has checked.
 */
export function fastDayLayout<T extends object>({ events, slotMetrics, accessors }: LayoutArgs<T>): Layout<T> {
  const placed: Array<Placed<T>> = events.map((event) => {
    const start: Date = accessors.start(event);
    const { top, height } = slotMetrics.getRange(start, accessors.end(event)) as { top: number; height: number };
    return { event, start: start.getTime(), top, height };
  });
  placed.sort((a, b) => a.start - b.start);
  return placed.map(({ event, top, height }) => ({
    event,
    style: { top, height: `calc(${height}% - 2px)`, width: 'calc(100% - 0px)', xOffset: 'calc(0% + 0px)', left: 0 },
  }));
}

/**
 * The layout for these items: the fast one when, in every column (a professional's day), no two items share a
 * moment and each lies within the grid's hours of one day; otherwise the library's 'no-overlap' for the whole grid.
 * Bookings of one professional cannot overlap (the database refuses it), so that is the rare case of a blocked
 * hour over a booking. Overlap is asked of times, not of the library's percentages of the day: their rounding put
 * some back-to-back bookings off the quarter hours (7:09-7:54, then 7:54) side by side at half width.
 * (The library's layout is chosen by name, not imported: its CommonJS copy would be a second one in the bundle.)
 */
export function layoutFor(items: readonly AgendaItem[]): DayLayoutAlgorithm | DayLayoutFunction<AgendaItem> {
  const columns = new Map<string, AgendaItem[]>();
  for (const item of items) {
    const day = toDay(item.start);
    const gridStart = new Date(item.start).setHours(DAY_START_HOUR, 0, 0, 0);
    // Before the grid's first hour or past its day: drawn squeezed at an edge, where the library's layout decides.
    if (item.start.getTime() < gridStart || toDay(item.end) !== day || item.end <= item.start) return 'no-overlap';
    const key = `${item.resourceId}/${day}`;
    const column = columns.get(key);
    if (column) column.push(item);
    else columns.set(key, [item]);
  }
  for (const column of columns.values()) {
    column.sort((a, b) => a.start.getTime() - b.start.getTime());
    for (let i = 1; i < column.length; i++) if (column[i].start < column[i - 1].end) return 'no-overlap';
  }
  return fastDayLayout;
}
