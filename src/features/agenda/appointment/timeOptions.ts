import { DURATION_OPTIONS, formatDuration } from '../../../lib/duration';
import { toWall, wallInstant } from '../../../lib/salonTime';

/**
 * Times of the agenda's forms. A start is epoch seconds; the forms hold it as a date ('YYYY-MM-DD') and a time
 * ('HH:MM') on the salon's clock (lib/salonTime), the clock the calendar draws with, so what the modal shows is
 * the cell that was tapped, whatever the device's zone.
 */
export const QUARTER = 900;
const pad = (n: number) => String(n).padStart(2, '0');

/** The nearest quarter hour (spec section 5): 9:07 is 9:00, 9:08 is 9:15. */
export const roundToQuarter = (epoch: number) => Math.round(epoch / QUARTER) * QUARTER;

/** A new appointment's default start: the next quarter hour from now. */
export const nextQuarter = (nowMs = Date.now()) => Math.ceil(nowMs / 1000 / QUARTER) * QUARTER;

export function dateInput(epoch: number): string {
  const d = toWall(epoch * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function timeInput(epoch: number): string {
  const d = toWall(epoch * 1000);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Minutes since midnight of 'HH:MM' ('24:00' is 1440), or NaN. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The epoch seconds of a day and time on the salon's clock; null when either is not a real one. */
export function epochOf(date: string, time: string): number | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const minutes = minutesOf(time);
  if (!day || Number.isNaN(minutes)) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  // 31/02 and the like: a real day keeps its month (checked in UTC, which skips no day).
  if (new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCMonth() !== month - 1) return null;
  return Math.floor(wallInstant([year, month, dayOfMonth, Math.floor(minutes / 60), minutes % 60, 0, 0]) / 1000);
}

/** The calendar's hours (spec section 9): 7:00 to 24:00. */
const FIRST = 7 * 60;
const DAY_END = 24 * 60;

/** 'HH:MM' every 15 minutes in [from, to]; `keep` (a saved time off the grid) is listed too, so it is not lost. */
export function quarterTimes(from = FIRST, to = DAY_END - 15, keep?: string): string[] {
  const times: string[] = [];
  for (let m = from; m <= to; m += 15) times.push(clock(m));
  if (keep && !times.includes(keep) && !Number.isNaN(minutesOf(keep))) times.push(keep);
  return times.sort();
}

/** The start times a form offers: 7:00 to 23:45. */
export const startTimes = (keep?: string) => quarterTimes(FIRST, DAY_END - 15, keep).map((t) => ({ value: t, label: t }));

/** 5 min to 5 h in 5-minute steps, with a saved duration off that list kept. */
export function durationOptions(keep?: number) {
  const list = keep && !DURATION_OPTIONS.includes(keep) ? [...DURATION_OPTIONS, keep].sort((a, b) => a - b) : DURATION_OPTIONS;
  return list.map((seconds) => ({ value: seconds, label: formatDuration(seconds) }));
}

/** A service's duration as the form takes it: a multiple of 5 minutes, from 5 minutes to 5 hours. */
export const snapDuration = (seconds: number) => Math.min(18_000, Math.max(300, Math.round(seconds / 300) * 300));
