import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from './sqlHelpers';
import { idempotencyKeys } from '../db/schema/index';

export type IdempotencyClaim = Pick<typeof idempotencyKeys.$inferInsert, 'scope' | 'key' | 'method' | 'path' | 'fingerprint'>;

const where = (claim: IdempotencyClaim) =>
  and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.method, claim.method),
    eq(idempotencyKeys.path, claim.path),
  );

function claimQuery(db: Db) {
  const { placeholder } = sql;
  return db
    .insert(idempotencyKeys)
    .values({ scope: placeholder('scope'), key: placeholder('key'), method: placeholder('method'), path: placeholder('path'), fingerprint: placeholder('fingerprint') })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
    .prepare('idempotency_claim');
}

// Every POST with a key (every sale from the SPA) runs it: prepared once per database handle, it is neither
// built again here nor parsed and planned again by the database.
const preparedClaim = perDatabase(claimQuery);

/** Takes the key for this request: its id, or undefined when another request holds it (the unique constraint decides). */
export async function claimKey(db: Db, claim: IdempotencyClaim) {
  const query = preparedClaim(db);
  const { scope, key, method, path, fingerprint } = claim;
  const [row] = await query.execute({ scope, key, method, path, fingerprint });
  return row?.id;
}

/** The key's row as stored, with its age in seconds measured by the database's clock. */
export async function findKey(db: Db, claim: IdempotencyClaim) {
  const [row] = await db
    .select({
      id: idempotencyKeys.id,
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      responseHeaders: idempotencyKeys.responseHeaders,
      responseBody: idempotencyKeys.responseBody,
      ageSeconds: sql<number>`extract(epoch from now() - ${idempotencyKeys.createdAt})::float8`,
    })
    .from(idempotencyKeys)
    .where(where(claim));
  return row;
}

export async function completeKey(db: Db, id: number, answer: { statusCode: number; headers: Record<string, string>; body: string }) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseHeaders: answer.headers, responseBody: answer.body })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees a key whose request answered with something not worth replaying (see plugins/idempotency.ts). */
export async function releaseKey(db: Db, id: number) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Removes one expired row (only if it is still expired: another request may have just renewed it). */
export async function deleteExpiredKey(db: Db, id: number, maxAgeSeconds: number) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${maxAgeSeconds})`)));
}

/** Removes one claim that was never answered (only if it still is not, and is still that old). */
export async function deleteAbandonedKey(db: Db, id: number, minAgeSeconds: number) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${minAgeSeconds})`)));
}

/** The maintenance job's sweep: every key older than `maxAgeSeconds`. */
export async function pruneIdempotencyKeys(db: Db, maxAgeSeconds: number) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${maxAgeSeconds})`));
}
