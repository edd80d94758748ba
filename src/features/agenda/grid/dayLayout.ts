import { toDay } from '../agendaDates';
import type { AgendaItem } from '../agendaItems';
import { DAY_START_HOUR } from './useEmptySlotClick';

/** The part of react-big-calendar's slot metrics a cell is placed by: percentages of the column's height. */
export interface SlotMetrics {
  getRange(start: Date, end: Date): { top: number; height: number };
}

/**
 * Where a cell sits in a column of the agenda's own drawing (ColumnEvents): as react-big-calendar's 'no-overlap'
 * layout places a column where no two items share a moment, across the whole width, with the 2 px gap under it.
 */
export function placement(item: AgendaItem, metrics: SlotMetrics) {
  const { top, height } = metrics.getRange(item.start, item.end);
  return { top: `${top}%`, height: `calc(${height}% - 2px)`, width: '100%', left: 0 };
}

/**
 * A column of the grid: a professional's day (Dia), or a day of the professional's week (Semana, no resource).
 * `day` as toDay writes it.
 */
export const columnKey = (resourceId: unknown, day: string) => `${resourceId ?? ''}/${day}`;

/**
 * The items the agenda draws itself, by column (ColumnEvents), and those left to react-big-calendar: the columns
 * where two items share a moment (a blocked hour over a booking; bookings of one professional cannot overlap, the
 * database refuses it) or an item leaves the grid's hours of its day, which the library's 'no-overlap' layout
 * puts side by side or squeezes at an edge. Overlap is asked of times, not of the library's percentages of the
 * day: their rounding put some back-to-back bookings off the quarter hours (7:09-7:54, then 7:54) side by side.
 * `resourceOf` names an item's column: its professional in Dia, the one professional in Semana.
 */
export function splitColumns(items: readonly AgendaItem[], resourceOf: (item: AgendaItem) => unknown) {
  const columns = new Map<string, AgendaItem[]>();
  const irregular = new Set<string>();
  for (const item of items) {
    const day = toDay(item.start);
    const key = columnKey(resourceOf(item), day);
    const gridStart = new Date(item.start).setHours(DAY_START_HOUR, 0, 0, 0);
    if (item.start.getTime() < gridStart || toDay(item.end) !== day || item.end <= item.start) irregular.add(key);
    const column = columns.get(key);
    if (column) column.push(item);
    else columns.set(key, [item]);
  }
  const library: AgendaItem[] = [];
  for (const [key, column] of columns) {
    column.sort((a, b) => a.start.getTime() - b.start.getTime());
    if (!irregular.has(key) && column.every((item, i) => i === 0 || item.start >= column[i - 1].end)) continue;
    library.push(...column);
    columns.delete(key);
  }
  return { own: columns as ReadonlyMap<string, readonly AgendaItem[]>, library };
}
