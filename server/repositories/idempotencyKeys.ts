import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { flushWal, perDatabase } from './sqlHelpers';

export type IdempotencyClaim = Pick<typeof idempotencyKeys.$inferInsert, 'scope' | 'key' | 'method' | 'path' | 'fingerprint'>;

const where = (claim: IdempotencyClaim) =>
  and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.method, claim.method),
    eq(idempotencyKeys.path, claim.path),
  );

/**
 * The Idempotency-Key claim of the request running now (plugins/idempotency.ts runs each keyed POST's handler
 * inside it), written by the transaction that creates what the request creates: repositories/changes.ts record()
 * writes it with the audit rows, and a transaction that records no change (an e-mail sent) calls writeClaim().
 * So a claim exists exactly when its work was committed: a request that failed or died leaves none.
 */
export interface PendingClaim {
  claim: IdempotencyClaim;
  /** Written once per request: by its first transaction that records a change (one is all a creating POST runs). */
  written?: boolean;
  /**
   * Its work committed without waiting for the disk (a sale, repositories/saleStatement.ts): the answer's store
   * waits instead, flushing the WAL past that commit, before the answer goes out.
   */
  flushWithAnswer?: boolean;
}
export const pendingClaims = new AsyncLocalStorage<PendingClaim>();

/** Another request with the key committed first: this transaction rolls back, and the plugin answers the winner's answer. */
export class ClaimTaken extends Error {
  constructor() {
    super('idempotency key claimed by another request');
  }
}

/**
 * The running request's claim, if it has one not yet written, and how to say it was: `settle` with the number of
 * rows its insert wrote (none: another request with the key committed first, and this one must roll back).
 */
export function pendingClaim() {
  const pending = pendingClaims.getStore();
  if (!pending || pending.written) return undefined;
  return {
    claim: pending.claim,
    settle: (written: number) => {
      if (written === 0) throw new ClaimTaken();
      pending.written = true;
    },
    /** The work was committed without waiting for the disk: the answer's store must. */
    flushWithAnswer: () => {
      pending.flushWithAnswer = true;
    },
  };
}

/**
 * The insert of the running request's claim in `tx`, if it has one not yet written; undefined otherwise. A
 * concurrent request with the same key waits on the unique index until the first commits, then inserts nothing.
 */
export function claimInsert(tx: Db) {
  const pending = pendingClaim();
  if (!pending) return undefined;
  const { scope, key, method, path, fingerprint } = pending.claim;
  return {
    query: tx.insert(idempotencyKeys).values({ scope, key, method, path, fingerprint }).onConflictDoNothing().returning({ id: idempotencyKeys.id }),
    /** Call with the number of rows the insert wrote. */
    settle: pending.settle,
  };
}

/** Writes the running request's claim in `tx` (for a transaction that records no change); nothing without one. */
export async function writeClaim(tx: Db) {
  const insert = claimInsert(tx);
  if (insert) insert.settle((await insert.query).length);
}

const p = (name: string) => sql.placeholder(name);
const byPlaceholders = and(
  eq(idempotencyKeys.scope, p('scope')),
  eq(idempotencyKeys.key, p('key')),
  eq(idempotencyKeys.method, p('method')),
  eq(idempotencyKeys.path, p('path')),
);
const claimParams = ({ scope, key, method, path }: IdempotencyClaim) => ({ scope, key, method, path });

// Every keyed POST reads its key first and stores its answer last: both prepared by name, built and planned once
// per connection rather than on every request (docs/decisions/38-the-sale-s-statements.md).
const keyLookup = perDatabase((db) =>
  db
    .select({
      id: idempotencyKeys.id,
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      responseHeaders: idempotencyKeys.responseHeaders,
      responseBody: idempotencyKeys.responseBody,
      ageSeconds: sql<number>`extract(epoch from now() - ${idempotencyKeys.createdAt})::float8`,
    })
    .from(idempotencyKeys)
    .where(byPlaceholders)
    .prepare('idempotency_key'),
);
const answerStatement = (db: Db, name: string, waitsForDisk: boolean) =>
  db
    .update(idempotencyKeys)
    .set({ statusCode: sql`${p('statusCode')}::int`, responseHeaders: sql`${p('headers')}::jsonb`, responseBody: sql`${p('body')}::text` })
    .where(and(byPlaceholders, isNull(idempotencyKeys.statusCode), waitsForDisk ? undefined : sql`set_config('synchronous_commit', 'off', true) = 'off'`))
    .returning({ id: idempotencyKeys.id })
    .prepare(name);
// The answer commits without waiting for the disk when the work it answers is on disk already (its own commit
// waited). A crash that lost the answer leaves the claim without one, which a retry hears as 409, as after a
// process that died before answering (plugins/idempotency.ts).
const answerStore = perDatabase((db) => answerStatement(db, 'idempotency_answer', false));
// A sale's commit did not wait (repositories/saleStatement.ts): this commit's flush carries it to disk too, as
// the WAL is written in order, so the sale needs no flush of its own (decision 38).
const answerStoreFlushing = perDatabase((db) => answerStatement(db, 'idempotency_answer_flushing', true));

/** The key's row as stored, with its age in seconds measured by the database's clock. */
export async function findKey(db: Db, claim: IdempotencyClaim) {
  const [row] = await keyLookup(db).execute(claimParams(claim));
  return row;
}

/** Stores the answer of the request whose claim was committed; false when no claim of it was (nothing created). */
export async function completeKey(db: Db, claim: IdempotencyClaim, answer: { statusCode: number; headers: Record<string, string>; body: string }, flush = false) {
  const rows = await (flush ? answerStoreFlushing : answerStore)(db).execute({ ...claimParams(claim), statusCode: answer.statusCode, headers: JSON.stringify(answer.headers), body: answer.body });
  // An update of no row writes no WAL, and its commit waits for no disk.
  if (flush && rows.length === 0) await flushWal(db);
  return rows.length > 0;
}

/** Frees a key whose committed work was answered with a refusal (its answer is not stored). */
export async function releaseKey(db: Db, claim: IdempotencyClaim) {
  await db.delete(idempotencyKeys).where(and(where(claim), isNull(idempotencyKeys.statusCode)));
}

/** A claim with its answer at once (for a request whose work wrote none); a key taken meanwhile keeps its own. */
export async function insertAnsweredKey(db: Db, claim: IdempotencyClaim, answer: { statusCode: number; headers: Record<string, string>; body: string }) {
  await db
    .insert(idempotencyKeys)
    .values({ ...claim, statusCode: answer.statusCode, responseHeaders: answer.headers, responseBody: answer.body })
    .onConflictDoNothing();
}

/** Removes one expired row (only if it is still expired: another request may have just renewed it). */
export async function deleteExpiredKey(db: Db, id: number, maxAgeSeconds: number) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${maxAgeSeconds})`)));
}

/** The maintenance job's sweep: every key older than `maxAgeSeconds`. */
export async function pruneIdempotencyKeys(db: Db, maxAgeSeconds: number) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${maxAgeSeconds})`));
}
