import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The cheapest round trip that proves the database answers: a pool connection (or PGlite) and one statement. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
