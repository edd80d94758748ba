import { DEFAULT_WORKING_HOURS, type WorkingDay } from '../contract/constants';
import { addDays, dayStart, instantOf, wallTimeAt, type CalendarDate } from './zonedTime';

/**
 * When a visit of one or more services fits (issue 28, item 4): the free start times of each day, in the salon's
 * zone, and who can do each piece at each of them. Pure: the caller reads the professionals, their busy ranges
 * and the salon's rules; instants are epoch milliseconds. The same arithmetic answers the public page's strip of
 * days and the booking's own check before it writes.
 */

/** One service of the visit, in the order done: its length and the time after it the chair is not free (seconds). */
export interface VisitService {
  serviceId: number;
  duration: number;
  bufferAfter: number;
}

/** A professional who may be booked online, with the services they do (empty: every service, as in the agenda). */
export interface BookableProfessional {
  id: number;
  workingHours: readonly WorkingDay[] | null;
  serviceIds: ReadonlySet<number>;
}

/** [start, end) in epoch ms: a booking (with its service's buffer) or a blocked time. */
export type Busy = readonly [number, number];

export interface AvailabilityAsk {
  timeZone: string;
  /** The salon's default hours, for professionals without their own (null: DEFAULT_WORKING_HOURS). */
  salonHours: readonly WorkingDay[] | null;
  services: readonly VisitService[];
  /** The professionals to consider: the chosen one, or every bookable one ('qualquer profissional'). */
  professionals: readonly BookableProfessional[];
  /** Each professional's busy ranges over the days asked, in any order. */
  busy: ReadonlyMap<number, readonly Busy[]>;
  /** The first day shown, and how many. */
  from: CalendarDate;
  days: number;
  now: number;
  /** Rules of the salon's page: the minimum notice, how far ahead (days after today), the step of start times. */
  minNoticeMs: number;
  horizonDays: number;
  stepMinutes: number;
}

/** A piece of an offered time: its service, when it starts, and who is free to do it then (by id, as given). */
export interface OfferedPiece {
  serviceId: number;
  start: number;
  employeeIds: number[];
}

export interface OfferedTime {
  start: number;
  pieces: OfferedPiece[];
}

export interface OfferedDay {
  date: CalendarDate;
  times: OfferedTime[];
}

type Range = readonly [number, number];

const DAY_MS = 86_400_000;

/** The hours a professional works: their own, else the salon's default hours, else DEFAULT_WORKING_HOURS (the agenda's suggestions, freeSlots.ts, read them too). */
export const workingHoursOf = (person: { readonly workingHours: readonly WorkingDay[] | null } | undefined, salonHours: readonly WorkingDay[] | null): readonly WorkingDay[] =>
  person?.workingHours ?? salonHours ?? DEFAULT_WORKING_HOURS;

/** A day's working stretches as instants, in the zone ('24:00' is the next midnight). */
export function workingStretches(date: CalendarDate, hours: readonly WorkingDay[], timeZone: string): Range[] {
  const day = hours[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
  const midnight = dayStart(date, timeZone);
  const plain = dayStart(addDays(date, 1), timeZone) - midnight === DAY_MS;
  const at = (clock: string) => {
    if (clock === '24:00') return dayStart(addDays(date, 1), timeZone);
    const [hour, minute] = clock.split(':').map(Number);
    // A day without a clock change: plain minutes from midnight (see startsOf).
    return plain ? midnight + (hour * 60 + minute) * 60_000 : instantOf({ ...date, hour, minute, second: 0 }, timeZone);
  };
  return (day ?? []).map(({ start, end }) => [at(start), at(end)] as const);
}

const does = (person: BookableProfessional, serviceId: number) => person.serviceIds.size === 0 || person.serviceIds.has(serviceId);
const clashes = (busy: readonly Busy[] | undefined, start: number, end: number) => (busy ?? []).some(([from, to]) => from < end && to > start);
const within = (stretches: readonly Range[], start: number, end: number) => stretches.some(([open, close]) => open <= start && end <= close);

/**
 * The start times of a day on the salon's clock: every `step` minutes from its midnight (9:00, 9:15, ...), as
 * instants. Walked on the wall clock, not by adding milliseconds: on a day the clocks change, 9:00 is still 9:00
 * (Lisbon's last Sunday of March has 23 hours). A wall time the change skips is left out; one it repeats is
 * offered once.
 */
function startsOf(date: CalendarDate, timeZone: string, stepMinutes: number): number[] {
  const starts: number[] = [];
  // Most days have no change: 24 hours from midnight to midnight, so the starts are plain steps from midnight
  // (a day's Intl calls are two memoised midnights instead of a hundred wall-time round trips).
  const midnight = dayStart(date, timeZone);
  if (dayStart(addDays(date, 1), timeZone) - midnight === DAY_MS) {
    for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) starts.push(midnight + minutes * 60_000);
    return starts;
  }
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const wall = { ...date, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 };
    const at = instantOf(wall, timeZone);
    const back = wallTimeAt(at, timeZone);
    if (back.hour !== wall.hour || back.minute !== wall.minute || back.day !== date.day) continue;
    if (starts.length === 0 || at > starts[starts.length - 1]) starts.push(at);
  }
  return starts;
}

/**
 * The offered times of each day asked. A time is offered when every piece, one right after the other, has
 * someone free to do it: working then (the piece inside one working stretch; the buffer after it may run past
 * closing), doing that service, and with nothing busy over the piece and its buffer. One professional doing the
 * next piece too needs no buffer between the two. Before now plus the notice, and after the horizon, nothing is
 * offered.
 */
export function availability(ask: AvailabilityAsk): OfferedDay[] {
  const { timeZone, services, professionals } = ask;
  const today = wallTimeAt(ask.now, timeZone);
  const last = addDays(today, ask.horizonDays);
  const earliest = ask.now + ask.minNoticeMs;
  const days: OfferedDay[] = [];
  for (let i = 0; i < ask.days; i++) {
    const date = addDays(ask.from, i);
    const times: OfferedTime[] = [];
    const afterHorizon = Date.UTC(date.year, date.month - 1, date.day) > Date.UTC(last.year, last.month - 1, last.day);
    if (!afterHorizon && services.length > 0) {
      const stretches = new Map(professionals.map((p) => [p.id, workingStretches(date, workingHoursOf(p, ask.salonHours), timeZone)]));
      // Starts outside everyone's working day cannot fit: skipped before any piece is tried.
      const all = [...stretches.values()].flat();
      const opens = Math.min(...all.map(([open]) => open));
      const closes = Math.max(...all.map(([, close]) => close));
      // Each person's busy ranges that can touch this day's visits (the week's others are never looked at again).
      const reach = services.reduce((sum, service) => sum + (service.duration + service.bufferAfter) * 1000, 0);
      const busyToday = new Map(
        professionals.map((p) => [p.id, (ask.busy.get(p.id) ?? []).filter(([from, to]) => from < closes + reach && to > opens)] as const),
      );
      for (const start of startsOf(date, timeZone, ask.stepMinutes)) {
        if (start < earliest || start < opens || start >= closes) continue;
        const pieces = piecesAt(start, services, professionals, stretches, busyToday);
        if (pieces) times.push({ start, pieces });
      }
    }
    days.push({ date, times });
  }
  return days;
}

/**
 * Who can do each piece of a visit starting at `start`; undefined when some piece has no one. Worked from the last
 * piece back: a person may do a piece and leave (then the chair's buffer after it must be free too, and someone
 * must be able to do the rest), or go on with the next piece themselves (no buffer between their own pieces).
 */
function piecesAt(
  start: number,
  services: readonly VisitService[],
  professionals: readonly BookableProfessional[],
  stretches: ReadonlyMap<number, Range[]>,
  busy: ReadonlyMap<number, readonly Busy[]>,
): OfferedPiece[] | undefined {
  const starts: number[] = [];
  let at = start;
  for (const service of services) {
    starts.push(at);
    at += service.duration * 1000;
  }
  const able: Array<Set<number>> = [];
  for (let i = services.length - 1; i >= 0; i--) {
    const service = services[i];
    const [from, to] = [starts[i], starts[i] + service.duration * 1000];
    const rest = able[i + 1];
    const ids = new Set<number>();
    for (const person of professionals) {
      const own = busy.get(person.id);
      if (!does(person, service.serviceId) || !within(stretches.get(person.id) ?? [], from, to) || clashes(own, from, to)) continue;
      const leaves = (rest === undefined || rest.size > 0) && !clashes(own, to, to + service.bufferAfter * 1000);
      if (leaves || rest?.has(person.id)) ids.add(person.id);
    }
    if (ids.size === 0) return undefined;
    able[i] = ids;
  }
  return services.map((service, i) => ({ serviceId: service.serviceId, start: starts[i], employeeIds: [...able[i]] }));
}

/**
 * Who does each piece of an offered time: the chosen professional when there is one; otherwise, one person for
 * the whole visit when someone can (the least busy of them, by `load`), else for each piece the one who did the
 * last piece if they may go on, or the least busy who can. Valid because each piece's list was worked out
 * against the next piece's (piecesAt): whoever is in it may do it and leave, or go on with the next piece.
 */
export function assignPieces(time: OfferedTime, load: ReadonlyMap<number, number>): number[] {
  const lightest = (ids: number[]) => [...ids].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || a - b)[0];
  const everyPiece = time.pieces.reduce<number[]>((ids, piece) => ids.filter((id) => piece.employeeIds.includes(id)), time.pieces[0]?.employeeIds ?? []);
  if (everyPiece.length > 0) {
    const one = lightest(everyPiece);
    return time.pieces.map(() => one);
  }
  const chosen: number[] = [];
  for (const piece of time.pieces) {
    const previous = chosen[chosen.length - 1];
    chosen.push(previous !== undefined && piece.employeeIds.includes(previous) ? previous : lightest(piece.employeeIds));
  }
  return chosen;
}
