import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The channel every API instance on one PostgreSQL server LISTENs to for agenda changes. */
export const AGENDA_CHANNEL = 'agenda';

/**
 * NOTIFY through the pool: every session LISTENing on the channel (this instance's included) receives it once
 * the statement commits, and it runs in its own implicit transaction here, so right away.
 */
export async function notifyAgenda(db: Db, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${AGENDA_CHANNEL}, ${payload})`);
}
