import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';

export interface OutboxBacklog {
  /** E-mails not sent yet and not given up on. */
  pending: number;
  /** How long the one due longest ago has waited past its time (0 when none is due): what the worker is behind by. */
  oldestDueSeconds: number;
}

/** One statement over the pending rows only (email_outbox_due_idx leads with status): cheap enough for every scrape. */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: count(),
      oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.nextAttemptAt}) filter (where ${emailOutbox.nextAttemptAt} <= now())), 0)::float8`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return row;
}
