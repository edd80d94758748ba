import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';

export interface OutgoingEmail {
  salonId?: number | null;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export async function enqueueEmail(db: Db, email: OutgoingEmail) {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  return row;
}

/**
 * Claims due e-mails for `lockSeconds`. SKIP LOCKED lets N workers share one outbox: each row goes to exactly
 * one of them, and a worker that dies lets its claim run out so another retries it.
 */
export async function claimDueEmails(db: Db, limit: number, lockSeconds: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(emailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(inArray(emailOutbox.id, due.map((row) => row.id)))
      .returning({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        html: emailOutbox.html,
        text: emailOutbox.text,
        attempts: emailOutbox.attempts,
      });
  });
}

/** Gives claimed e-mails back unsent (a worker stopping mid-batch): due again at once, the claim's attempt not counted. */
export async function releaseClaims(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ lockedUntil: null, attempts: sql`${emailOutbox.attempts} - 1` })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')));
}

export async function markSent(db: Db, id: number) {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(emailOutbox.id, id));
}

export async function markAttemptFailed(db: Db, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(emailOutbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error, lockedUntil: null }
        : { lastError: error, lockedUntil: null, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(eq(emailOutbox.id, id));
}

const listColumns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  createdAt: emailOutbox.createdAt,
};

export async function listEmails(db: Db, limit = 100) {
  return db.select(listColumns).from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}

export async function findEmail(db: Db, id: number) {
  const [row] = await db
    .select({ ...listColumns, html: emailOutbox.html, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return row;
}
