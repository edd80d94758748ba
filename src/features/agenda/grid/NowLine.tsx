import { useSyncExternalStore } from 'react';
import { toWall } from '../../../lib/salonTime';
import { fromDay, salonToday, toDay } from '../agendaDates';
import { DAY_MINUTES, DAY_START_HOUR } from './useEmptySlotClick';

/**
 * The agenda's current-time line, drawn by the grid's columns instead of react-big-calendar. The library's
 * columns for today each set the line's position in state as they mount, and that drew each column again with
 * all its appointments (400 in a full Dia) in the same task as the first draw. Here one minute clock, shared by
 * every column, moves only the lines.
 */
const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let timer: number | undefined;

/** Just past the next whole minute, as a wall clock turns (timers drift, and tabs in the background are slowed). */
const nextTick = () => (timer = window.setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS) + 50));

function tick() {
  listeners.forEach((listener) => listener());
  nextTick();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) nextTick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.clearTimeout(timer);
  };
}
// Read from the clock, not kept: a column mounted late, or a tab whose timers were slowed, still gets the minute now.
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);

/** The line on the column of today, at the current minute; none before the grid's first hour or on other days. */
export function NowLine({ day }: { day: Date }) {
  // The salon's clock, not the device's (lib/salonTime).
  const now = toWall(useSyncExternalStore(subscribe, currentMinute) * MINUTE_MS);
  const offset = now.getHours() * 60 + now.getMinutes() - DAY_START_HOUR * 60;
  if (offset < 0 || toDay(day) !== toDay(now)) return null;
  return <div className="rbc-current-time-indicator" style={{ top: `${(offset / DAY_MINUTES) * 100}%` }} />;
}

/**
 * What the grid takes for 'now': today's midnight. It still marks today's columns and headings, but lies before
 * the grid's first hour, so the library's own line is never drawn (NowLine draws it).
 */
export const midnightToday = (): Date => fromDay(salonToday());
