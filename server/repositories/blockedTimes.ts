import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments } from '../db/schema/index';
import { overlapsWindow } from './appointments';

/**
 * Blocked times are rows of the appointments table (kind 'block'), so the one no-overlap constraint sees them
 * beside the bookings; they have no client, service nor price, and stay 'new' (active).
 */
export interface NewBlockedTime {
  salonId: number;
  employeeId: number;
  startAt: Date;
  duration: number;
  reason: string;
  seriesId: string | null;
}

const columns = {
  id: appointments.id,
  employeeId: appointments.employeeId,
  startAt: appointments.startAt,
  duration: appointments.duration,
  reason: appointments.reason,
  seriesId: appointments.seriesId,
};
export type BlockedTimeRow = { id: number; employeeId: number; startAt: Date; duration: number; reason: string | null; seriesId: string | null };

const isBlock = (salonId: number) => and(eq(appointments.salonId, salonId), eq(appointments.kind, 'block'));

export async function listBlockedTimes(db: Db, salonId: number, from: Date, to: Date, employeeId?: number): Promise<BlockedTimeRow[]> {
  return db
    .select(columns)
    .from(appointments)
    .where(and(isBlock(salonId), overlapsWindow(from, to), employeeId === undefined ? undefined : eq(appointments.employeeId, employeeId)))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

/** Every occurrence in one statement: all of them are saved, or (one overlaps something) none. */
export async function insertBlockedTimes(db: Db, rows: NewBlockedTime[]): Promise<BlockedTimeRow[]> {
  const inserted = await db
    .insert(appointments)
    .values(rows.map((row) => ({ ...row, kind: 'block' as const, status: 'new' as const })))
    .returning(columns);
  return inserted.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
}

export async function findBlockedTime(db: Db, salonId: number, id: number): Promise<BlockedTimeRow | undefined> {
  const [row] = await db.select(columns).from(appointments).where(and(isBlock(salonId), eq(appointments.id, id)));
  return row;
}

/**
 * Deletes one occurrence, or with `series` that occurrence and the later ones of its weekly repeat; answers
 * those deleted (none when the salon has no such block).
 */
export async function deleteBlockedTimes(db: Db, salonId: number, block: Pick<BlockedTimeRow, 'id' | 'seriesId' | 'startAt'>, series: boolean) {
  const which =
    series && block.seriesId !== null
      ? and(eq(appointments.seriesId, block.seriesId), gte(appointments.startAt, block.startAt))
      : eq(appointments.id, block.id);
  return db
    .delete(appointments)
    .where(and(isBlock(salonId), which))
    .returning({ id: appointments.id, startAt: appointments.startAt, employeeId: appointments.employeeId });
}
