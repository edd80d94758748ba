import type { ConflictSuggestionsWire } from '../contract/appointments';
import type { Db } from '../db/client';
import { busyEmployeeIds, busyRanges, salonFitRules, staffFit, type StaffFit } from '../repositories/bookingFit';
import { epochSeconds } from './agendaWindow';
import { ownColumn, type Actor } from './permissions';
import { workingHoursOf, workingStretches } from './availability';
import { addDays, dayStart, wallTimeAt } from './zonedTime';

/** The agenda's slot step: suggested starts fall on the quarter hours. */
const STEP_MS = 15 * 60_000;
/** How many days after the asked one the next free start is looked for. */
const DAYS_AHEAD = 7;

/** The slot a refused write asked for. */
export interface AskedSlot {
  /** The appointment being moved (never in its own way). */
  id?: number;
  employeeId: number;
  serviceId: number;
  startAt: Date;
  /** Seconds. */
  duration: number;
}

type Range = [number, number];

// Every zone's offset is a multiple of 15 minutes, so epoch quarter hours are the salon's quarter hours too.
const ceilStep = (ms: number) => Math.ceil(ms / STEP_MS) * STEP_MS;

/** The first quarter hour at or after `from`, inside a working stretch, where `length` ms clash with nothing busy. */
function firstFit(windows: readonly (readonly [number, number])[], busy: Range[], from: number, length: number): number | null {
  for (const [open, close] of windows) {
    let at = ceilStep(Math.max(open, from));
    while (at + length <= close) {
      const clash = busy.find(([start, end]) => start < at + length && end > at);
      if (!clash) return at;
      at = ceilStep(clash[1]);
    }
  }
  return null;
}

/**
 * What a refused booking could do instead (issue 25 item 6): the professional's next free start that fits the
 * duration (the asked day, then up to 7 more, within working hours, on the 15-minute step, around bookings and
 * blocks), and the other professionals serving clients who are free for the asked slot, work then and do the
 * service. A caller who books only in their own column is offered no one else.
 */
export async function conflictSuggestions(db: Db, actor: Actor, slot: AskedSlot): Promise<ConflictSuggestionsWire> {
  const { salonId } = actor;
  const rules = await salonFitRules(db, salonId);
  if (!rules) return { next_start: null, free_employees: [] };
  const { timeZone } = rules;
  const staff = await staffFit(db, salonId);
  const length = slot.duration * 1000;
  const asked = slot.startAt.getTime();
  const firstDay = wallTimeAt(asked, timeZone);
  const until = dayStart(addDays(firstDay, DAYS_AHEAD + 1), timeZone);
  const busy: Range[] = (await busyRanges(db, salonId, slot.employeeId, slot.startAt, new Date(until), slot.id)).map((row) => [
    row.startAt.getTime(),
    row.startAt.getTime() + row.duration * 1000,
  ]);
  const hours = workingHoursOf(staff.find((p) => p.id === slot.employeeId), rules.workingHours);
  let next: number | null = null;
  for (let day = 0; day <= DAYS_AHEAD && next === null; day++) {
    next = firstFit(workingStretches(addDays(firstDay, day), hours, timeZone), busy, asked, length);
  }

  let free: ConflictSuggestionsWire['free_employees'] = [];
  if (ownColumn(actor) === null) {
    const taken = await busyEmployeeIds(db, salonId, slot.startAt, slot.duration, slot.id);
    const works = (person: StaffFit) =>
      workingStretches(firstDay, workingHoursOf(person, rules.workingHours), timeZone).some(([open, close]) => open <= asked && asked + length <= close);
    const does = (person: StaffFit) => rules.anyServiceAllowed || person.serviceIds.size === 0 || person.serviceIds.has(slot.serviceId);
    free = staff
      .filter((p) => p.id !== slot.employeeId && p.servesClients && !taken.has(p.id) && does(p) && works(p))
      .map((p) => ({ id: p.id, name: p.name }));
  }
  return { next_start: next === null ? null : epochSeconds(new Date(next)), free_employees: free };
}
