import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Refreshes the planner's statistics of every table (PGlite has no autovacuum to do it). */
export async function analyzeTables(db: Db) {
  await db.execute(sql`ANALYZE`);
}
