import { createElement, forwardRef, type CSSProperties, type ReactNode } from 'react';
import { ColumnEvents } from './ColumnEvents';
import type { SlotMetrics } from './dayLayout';
import { NowLine } from './NowLine';
import { DAY_MINUTES } from './useEmptySlotClick';

interface ColumnProps {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** The column's day, professional (Dia) and slot metrics: react-big-calendar's DayColumn passes them. */
  date?: Date;
  resource?: unknown;
  slotMetrics?: SlotMetrics;
}

// The grid's hours (7:00 to midnight), for agenda.css to size the column and its lines.
const HOURS_STYLE = { '--agenda-hours': DAY_MINUTES / 60 } as CSSProperties;

/**
 * react-big-calendar's column element (its dayColumnWrapper), drawn lighter:
 * - The library's first child is its hour rows: 17 class components of 4 quarter-hour cells each, 1,428
 *   components in a Dia of 20 columns, drawn again whenever the grid is (a day's appointments arriving, a day
 *   switch). They draw nothing but lines, so one element paints them instead (agenda.css, .agenda-hours).
 *   A click books the quarter hour under the pointer (useEmptySlotClick) and a drag snaps to the library's slot
 *   metrics, neither of which reads those cells.
 * - Its appointments and blocked times, drawn by ColumnEvents (the library draws only those of columns it must lay
 *   out itself, dayLayout.ts's splitColumns).
 * - After its appointments, the agenda's current-time line (NowLine), where the library drew its own.
 * If a version of the library passes something other than the rows' array first, it is drawn as given.
 */
export const AgendaColumn = forwardRef<HTMLDivElement, ColumnProps>(function AgendaColumn({ children, className, style, date, resource, slotMetrics }, ref) {
  const [rows, ...rest] = Array.isArray(children) ? children : [children];
  const hours = Array.isArray(rows) ? <div className="agenda-hours" style={HOURS_STYLE} /> : rows;
  // The column's own appointments before the library's container, where the add-on draws a dragged one's preview on top.
  const own = date && slotMetrics && <ColumnEvents date={date} resource={resource} slotMetrics={slotMetrics} />;
  // Spread as arguments, not passed as an array: the library's children carry no keys.
  return createElement('div', { ref, className, style }, hours, own, ...rest, date && <NowLine day={date} />);
});
