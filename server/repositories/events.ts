import type { Db } from '../db/client';
import { analyticsEvents } from '../db/schema/index';

export type NewEvent = typeof analyticsEvents.$inferInsert;

export async function insertEvent(db: Db, event: NewEvent) {
  await db.insert(analyticsEvents).values(event);
}
