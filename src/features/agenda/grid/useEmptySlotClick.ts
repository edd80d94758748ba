import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** The calendar's hours: 7:00 to 24:00 (spec section 2), in 15-minute rows. */
export const DAY_START_HOUR = 7;
export const DAY_MINUTES = (24 - DAY_START_HOUR) * 60;
export const STEP_MINUTES = 15;
/** A press that moved farther than this was a scroll or a drag, not a tap. */
const TAP_TOLERANCE = 8;

export interface Column {
  day: Date;
  employeeId: number | null;
}

/**
 * A click, or a plain tap, on an empty cell gives its quarter hour and column. react-big-calendar's own slot
 * selection needs a long press on touch screens and holds the page still while it selects (its issue #1005),
 * so the agenda reads the cell from the press position itself: the column's index among the grid's columns,
 * and the height inside it. Presses on events, and presses that moved (a scroll, a drag), are not taps.
 */
export function useEmptySlotClick(columns: readonly Column[], onSlot: (start: Date, employeeId: number | null) => void) {
  const pressedAt = useRef<{ x: number; y: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    pressedAt.current = { x: e.clientX, y: e.clientY };
  };

  const onClick = (e: MouseEvent<HTMLElement>) => {
    const pressed = pressedAt.current;
    pressedAt.current = null;
    if (pressed && Math.hypot(e.clientX - pressed.x, e.clientY - pressed.y) > TAP_TOLERANCE) return;
    const target = e.target as Element;
    if (target.closest('.rbc-event, .rbc-addons-dnd-resize-ns-anchor')) return;
    const cell = target.closest('.rbc-day-slot');
    if (!cell) return;
    const all = Array.from(e.currentTarget.querySelectorAll('.rbc-time-content > .rbc-day-slot'));
    const column = columns[all.indexOf(cell)];
    const rect = cell.getBoundingClientRect();
    if (!column || rect.height <= 0) return;
    const fraction = Math.min(Math.max((e.clientY - rect.top) / rect.height, 0), 0.9999);
    const minutes = Math.floor((fraction * DAY_MINUTES) / STEP_MINUTES) * STEP_MINUTES;
    const start = new Date(column.day);
    start.setHours(DAY_START_HOUR, minutes, 0, 0);
    onSlot(start, column.employeeId);
  };

  return { onPointerDown, onClick };
}
