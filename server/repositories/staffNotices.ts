import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, noticeReads, staffNotices } from '../db/schema/index';
import { rowsOf } from './sqlHelpers';

export type NewStaffNotice = Pick<typeof staffNotices.$inferInsert, 'salonId' | 'kind' | 'clientId' | 'appointmentId' | 'startAt' | 'services'>;

export async function insertNotice(tx: Db, row: NewStaffNotice) {
  await tx.insert(staffNotices).values(row);
}

/** The salon's latest notices, newest first, each with its client's name as it is now (read here, not copied). */
export async function latestNotices(db: Db, salonId: number, limit: number) {
  return db
    .select({
      id: staffNotices.id,
      kind: staffNotices.kind,
      clientName: clients.name,
      services: staffNotices.services,
      startAt: staffNotices.startAt,
      createdAt: staffNotices.createdAt,
      appointmentId: staffNotices.appointmentId,
    })
    .from(staffNotices)
    .leftJoin(clients, and(eq(clients.salonId, staffNotices.salonId), eq(clients.id, staffNotices.clientId)))
    .where(eq(staffNotices.salonId, salonId))
    .orderBy(desc(staffNotices.id))
    .limit(limit);
}

/**
 * How many of the salon's notices come after the user's read marker, counted up to `cap` only: the count runs
 * over a LIMIT subquery on the (salon_id, id) key, so a salon with years of notices costs no more than a new one.
 */
export async function unreadCount(db: Db, salonId: number, userId: number, cap: number): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from (
          select 1 from ${staffNotices}
          where ${staffNotices.salonId} = ${salonId}
            and ${staffNotices.id} > coalesce((select ${noticeReads.seenId} from ${noticeReads} where ${noticeReads.salonId} = ${salonId} and ${noticeReads.userId} = ${userId}), 0)
          limit ${cap}
        ) after_seen`,
  );
  return Number(row.count);
}

/**
 * Moves the user's read marker up to `upTo`, never back (the greater of the two), and never past the salon's
 * newest notice: a made-up id cannot mute the notices still to come.
 */
export async function markSeen(db: Db, salonId: number, userId: number, upTo: number) {
  const newest = sql`coalesce((select max(${staffNotices.id}) from ${staffNotices} where ${staffNotices.salonId} = ${salonId}), 0)`;
  await db
    .insert(noticeReads)
    .values({ salonId, userId, seenId: sql`least(${upTo}::bigint, ${newest})` })
    .onConflictDoUpdate({ target: [noticeReads.salonId, noticeReads.userId], set: { seenId: sql`greatest(${noticeReads.seenId}, excluded.seen_id)` } });
}
