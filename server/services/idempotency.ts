import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { HttpError, unprocessable } from '../errors';
import * as keys from '../repositories/idempotencyKeys';
import { servicePlugin } from './registry';

// The running request's claim and its race (plugins/idempotency.ts runs handlers under it).
export { ClaimTaken, pendingClaims, type PendingClaim } from '../repositories/idempotencyKeys';

/** How long a key and its answer are kept (DESIGN.md section 5: 24 hours). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
// A request whose key was committed by another one waits this long for that one's answer, then answers 409.
const WAIT_MS = 5000;
const POLL_MS = 50;

/** The answer a key already has: replay it. */
export interface Replay {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A SHA-256 of a request body that does not depend on key order; buffers (an uploaded photo) go in as bytes,
 * so the same form sent twice fingerprints alike however it was encoded.
 */
export function fingerprint(body: unknown): string {
  const hash = createHash('sha256');
  const feed = (value: unknown): void => {
    if (Buffer.isBuffer(value)) {
      hash.update(`b${value.length}:`).update(value);
    } else if (Array.isArray(value)) {
      hash.update('[');
      value.forEach(feed);
      hash.update(']');
    } else if (value !== null && typeof value === 'object') {
      hash.update('{');
      for (const key of Object.keys(value).sort()) {
        hash.update(JSON.stringify(key));
        feed((value as Record<string, unknown>)[key]);
      }
      hash.update('}');
    } else {
      hash.update(`${JSON.stringify(value) ?? 'undefined'},`);
    }
  };
  feed(body);
  return hash.digest('hex');
}

/**
 * Idempotency-Key claims. A claim is written by the transaction that creates what its request creates
 * (repositories/idempotencyKeys.ts), so a key with a row is a key whose work was committed; its answer follows a
 * moment later, once the request has sent it.
 */
export function createIdempotencyService(db: Db) {
  /**
   * What a request with this key must answer instead of running: the stored answer of the request that committed
   * under it (waiting a little for it), 422 for another body, 409 when the answer never came (the process died
   * between its commit and its answer: whether to retry is the user's call); undefined when the key is free.
   */
  async function earlier(claim: keys.IdempotencyClaim): Promise<Replay | undefined> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await keys.findKey(db, claim);
      if (!row) return undefined;
      if (row.ageSeconds >= IDEMPOTENCY_TTL_SECONDS) {
        // Older than a day: as if never used (the maintenance job may not have swept it yet).
        await keys.deleteExpiredKey(db, row.id, IDEMPOTENCY_TTL_SECONDS);
        continue;
      }
      if (row.fingerprint !== claim.fingerprint) throw unprocessable({ idempotency_key: ['idempotencyKeyReused'] });
      if (row.statusCode != null) return { statusCode: row.statusCode, headers: row.responseHeaders ?? {}, body: row.responseBody ?? '' };
      if (Date.now() >= deadline) throw new HttpError(409, 'idempotencyInProgress');
      await sleep(POLL_MS);
    }
  }

  return {
    earlier,
    /** Stores the answer of a request whose claim was committed; false when none was (it created nothing). */
    complete: (claim: keys.IdempotencyClaim, answer: Replay, flush = false) => keys.completeKey(db, claim, answer, flush),
    /** Frees the key of committed work that was answered with a refusal (plugins/idempotency.ts). */
    release: (claim: keys.IdempotencyClaim) => keys.releaseKey(db, claim),
    /** The claim and answer of a request that wrote no claim with its work (plugins/idempotency.ts says when). */
    claimAfter: (claim: keys.IdempotencyClaim, answer: Replay) => keys.insertAnsweredKey(db, claim, answer),
    prune: () => keys.pruneIdempotencyKeys(db, IDEMPOTENCY_TTL_SECONDS),
  };
}
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

declare module 'fastify' {
  interface ServiceRegistry {
    idempotency: IdempotencyService;
  }
}

/** Registers the service as app.services.idempotency. */
export default servicePlugin('idempotency', (app) => createIdempotencyService(app.db));
