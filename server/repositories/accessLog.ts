import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessLog } from '../db/schema/index';

export type AccessLogEntry = typeof accessLog.$inferInsert;

export async function insertAccessLog(db: Db, entries: AccessLogEntry[]) {
  if (entries.length > 0) await db.insert(accessLog).values(entries);
}

export async function pruneAccessLog(db: Db, olderThanMonths: number) {
  await db.delete(accessLog).where(sql`${accessLog.createdAt} < now() - make_interval(months => ${olderThanMonths})`);
}
