import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { HttpError, unprocessable } from '../errors';
import * as keys from '../repositories/idempotencyKeys';
import { servicePlugin } from './registry';

/** How long a key and its answer are kept (DESIGN.md section 5: 24 hours). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
// A second request with a key still in use waits this long for the first one's answer, then answers 409.
const WAIT_MS = 5000;
/**
 * A claim still unanswered after this long belongs to a request that will never answer: its process died, or
 * the database went away before the claim could be completed or released. The key is taken over, or a retry
 * (the SPA keeps the key across retries) would hear 409 for a day. No request runs this long.
 */
export const ABANDONED_CLAIM_SECONDS = 120;
const POLL_MS = 50;

export type ClaimResult =
  | { kind: 'claimed'; id: number }
  | { kind: 'replay'; statusCode: number; headers: Record<string, string>; body: string };

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

/** Idempotency-Key claims: the first request with a key does the work; a retry gets the first answer back. */
export function createIdempotencyService(db: Db) {
  async function claim(request: keys.IdempotencyClaim): Promise<ClaimResult> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const id = await keys.claimKey(db, request);
      if (id !== undefined) return { kind: 'claimed', id };
      const row = await keys.findKey(db, request);
      if (row && row.ageSeconds >= IDEMPOTENCY_TTL_SECONDS) {
        // Older than a day: as if never used (the maintenance job may not have swept it yet).
        await keys.deleteExpiredKey(db, row.id, IDEMPOTENCY_TTL_SECONDS);
        continue;
      }
      if (row && row.statusCode == null && row.ageSeconds >= ABANDONED_CLAIM_SECONDS) {
        await keys.deleteAbandonedKey(db, row.id, ABANDONED_CLAIM_SECONDS);
        continue;
      }
      if (row && row.fingerprint !== request.fingerprint) throw unprocessable({ idempotency_key: ['idempotencyKeyReused'] });
      if (row?.statusCode != null) {
        return { kind: 'replay', statusCode: row.statusCode, headers: row.responseHeaders ?? {}, body: row.responseBody ?? '' };
      }
      // Still running (or released between the insert and the read: then the next insert takes it).
      if (Date.now() >= deadline) throw new HttpError(409, 'idempotencyInProgress');
      if (row) await sleep(POLL_MS);
    }
  }

  return {
    claim,
    complete: (id: number, answer: { statusCode: number; headers: Record<string, string>; body: string }) => keys.completeKey(db, id, answer),
    release: (id: number) => keys.releaseKey(db, id),
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
