import { randomUUID } from 'node:crypto';
import type { AgendaQuery } from '../contract/appointments';
import type { BlockedTimeCreateFields, BlockedTimeWire } from '../contract/blockedTimes';
import type { Db } from '../db/client';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import type { Lang } from '../i18n';
import { bookingReferences, firstOverlap, isOverlapViolation } from '../repositories/appointments';
import * as blocks from '../repositories/blockedTimes';
import { isForeignKeyViolation } from '../repositories/sqlHelpers';
import * as changes from '../repositories/changes';
import { agendaWindow, epochSeconds, salonMoment, startInstant, timeZoneOf } from './agendaWindow';
import { slotTaken } from './booking';
import { servicePlugin } from './registry';
import type { SalonCaches } from '../infra/salonCaches';
import { addDays, daysBetween, instantOf, parseDate, wallTimeAt } from './zonedTime';
import { assertOwnColumn, visibleColumn, type Actor } from './permissions';

/** A weekly repeat reaches at most a year ahead (53 occurrences): enough for a lunch break, and bounded. */
const MAX_REPEAT_DAYS = 366;

const toWire = (b: blocks.BlockedTimeRow): BlockedTimeWire => ({
  id: b.id,
  employee_id: b.employeeId,
  start_at: epochSeconds(b.startAt),
  duration: b.duration,
  reason: b.reason ?? '',
  series_id: b.seriesId,
});

/**
 * The start of each occurrence: the same wall time every 7 days in the salon's zone (so 12:00 stays 12:00 across
 * a clock change), up to and including `until`. Errors go under repeat_weekly_until.
 */
function occurrences(first: Date, until: string | null | undefined, timeZone: string, errors: FieldErrors): Date[] {
  if (until === undefined || until === null || until === '') return [first];
  const last = parseDate(until);
  const wall = wallTimeAt(first.getTime(), timeZone);
  const span = last ? daysBetween(wall, last) : NaN;
  if (!last) errors.repeat_weekly_until = ['dateInvalid'];
  else if (span < 0) errors.repeat_weekly_until = ['repeatBeforeStart'];
  else if (span > MAX_REPEAT_DAYS) errors.repeat_weekly_until = ['repeatTooLong'];
  if (errors.repeat_weekly_until) return [];
  const starts: Date[] = [];
  for (let days = 0; days <= span; days += 7) starts.push(new Date(instantOf({ ...wall, ...addDays(wall, days) }, timeZone)));
  return starts;
}

/** Blocked times: lunch, a day off, a course. Stored beside the bookings, under the same no-overlap constraint. */
/** A blocked time's change, for the audit trail and the columns' open agendas. */
function blockChange(actor: Actor, action: 'created' | 'deleted', row: { id: number; startAt: Date; employeeId: number }): changes.Change {
  const agenda = { start_at: epochSeconds(row.startAt), employeeIds: [row.employeeId] };
  return { salonId: actor.salonId, entity: 'blocked_time', action, id: row.id, by: actor, agenda };
}

export function createBlockedTimeService(db: Db, caches?: SalonCaches) {
  async function list(actor: Actor, query: AgendaQuery): Promise<BlockedTimeWire[]> {
    const { salonId } = actor;
    const { from, to } = agendaWindow(query, await timeZoneOf(db, salonId, caches));
    return (await blocks.listBlockedTimes(db, salonId, from, to, visibleColumn(actor) ?? query.employee_id)).map(toWire);
  }

  /** Creates the block, or every occurrence of its weekly repeat: all of them, or none when one overlaps. */
  async function create(actor: Actor, fields: BlockedTimeCreateFields, lang: Lang): Promise<BlockedTimeWire[]> {
    const { salonId } = actor;
    assertOwnColumn(actor, fields.employee_id);
    const timeZone = await timeZoneOf(db, salonId, caches);
    const errors: FieldErrors = {};
    const reason = fields.reason.trim();
    if (!reason) errors.reason = ['blank'];
    const first = startInstant(fields.start_at, timeZone, errors);
    const starts = first ? occurrences(first, fields.repeat_weekly_until, timeZone, errors) : [];
    const { employee } = await bookingReferences(db, salonId, { employeeId: fields.employee_id });
    if (!employee) errors.employee = ['employeeNotFound'];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const { employee_id: employeeId, duration } = fields;
    const seriesId = starts.length > 1 ? randomUUID() : null;
    let rows: blocks.BlockedTimeRow[];
    try {
      rows = await db.transaction(async (tx) => {
        const created = await blocks.insertBlockedTimes(tx, starts.map((startAt) => ({ salonId, employeeId, startAt, duration, reason, seriesId })));
        await changes.record(tx, created.map((row) => blockChange(actor, 'created', row)));
        return created;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ employee: ['employeeNotFound'] });
      if (!isOverlapViolation(error)) throw error;
      // Say which booking or block is in the way: with a weekly repeat it may be months ahead.
      const clash = await firstOverlap(db, salonId, employeeId, starts.map((startAt) => ({ startAt, duration })));
      throw slotTaken(clash ? { key: 'blockOverlaps', params: { when: salonMoment(clash.startAt, timeZone, lang) } } : 'slotTaken');
    }
    return rows.map(toWire);
  }

  /** Deletes one occurrence, or with `series` that one and the later ones of its weekly repeat. */
  async function remove(actor: Actor, id: number, series = false) {
    const { salonId } = actor;
    const block = await blocks.findBlockedTime(db, salonId, id);
    if (!block) throw notFound();
    assertOwnColumn(actor, block.employeeId);
    const deleted = await db.transaction(async (tx) => {
      const rows = await blocks.deleteBlockedTimes(tx, salonId, block, series);
      await changes.record(tx, rows.map((row) => blockChange(actor, 'deleted', row)));
      return rows;
    });
    if (deleted.length === 0) throw notFound();
  }

  return { list, create, remove };
}
export type BlockedTimeService = ReturnType<typeof createBlockedTimeService>;

declare module 'fastify' {
  interface ServiceRegistry {
    blockedTimes: BlockedTimeService;
  }
}

/** Registers the service as app.services.blockedTimes. */
export default servicePlugin('blockedTimes', (app) => createBlockedTimeService(app.db, app.services.salonCaches), ['salonCaches']);
