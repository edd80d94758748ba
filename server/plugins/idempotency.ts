import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler, RouteHandlerMethod, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unprocessable } from '../errors';
import { ClaimTaken, fingerprint, pendingClaims, type PendingClaim, type Replay } from '../services/idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key claim this request runs under (its work's transaction writes it), if it sent a key. */
    idempotency: PendingClaim | null;
  }
}

/**
 * POSTs that do not create anything: signing in issues fresh tokens each time (a replay would hand out stored
 * credentials), a password-reset request and an analytics event are harmless to repeat.
 */
const EXCLUDED = new Set(['/v1/auth/sign_in', '/v1/auth/password', '/v1/events']);
// 1 to 255 printable ASCII characters (a UUID is what the SPA sends).
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;
// Only these go back on a replay: everything else (security headers, request id) is set afresh per answer.
const KEPT_HEADERS = ['content-type', 'location'];

/** The request's Idempotency-Key, if it sent one; a malformed one is refused (422). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !VALID_KEY.test(key)) throw unprocessable({ idempotency_key: ['idempotencyKeyInvalid'] });
  return key;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Whose key it is: the signed-in user in their salon (two users of a salon who happen to send one key and body
 * each create their own; neither is handed the other's answer); for sign-up (no session yet), the caller's
 * address, hashed.
 */
export function scopeOf(request: FastifyRequest): string {
  if (request.session) return `salon:${request.session.salonId}:user:${request.session.userId}`;
  return `ip:${createHash('sha256').update(request.ip).digest('hex')}`;
}

/**
 * `Idempotency-Key` on every POST that creates something (DESIGN.md section 5). The key's claim is written by the
 * transaction that creates what the request creates (repositories/changes.ts record(), or writeClaim()), so it
 * exists exactly when the work was committed. A retry with the same key and body gets the first answer back with
 * `idempotent-replayed: true` instead of creating again (stored for 24 hours once it was sent); a retry that
 * races the first waits on the key's unique index, rolls back, and gets the first answer too. A request that
 * failed, or died before committing, left no claim: its retry runs. Same key, other body: 422. An answer that
 * never came after its commit (the process died in between) answers 409 for a day: the work was saved, and a
 * duplicate is worse than asking the user to check.
 */
export default fp(async (app) => {
  app.decorateRequest('idempotency', null);

  const replay = (reply: FastifyReply, answer: Replay) =>
    reply.status(answer.statusCode).headers(answer.headers).header('idempotent-replayed', 'true').send(answer.body);

  const check: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    // '/sales/' and '/sales' are one route (spec section 7 accepts both): one key must not create twice through them.
    const path = request.url.split('?')[0].replace(/(.)\/+$/, '$1');
    const claim = { scope: scopeOf(request), key, method: request.method, path, fingerprint: fingerprint(request.body) };
    const answer = await app.services.idempotency.earlier(claim);
    if (answer) return replay(reply, answer);
    request.idempotency = { claim };
  };

  /** Runs the handler with its claim pending, so the transaction that creates its work writes the claim too. */
  const underClaim = (handler: RouteHandlerMethod): RouteHandlerMethod =>
    async function (this: unknown, request, reply) {
      const pending = request.idempotency;
      if (!pending) return handler.call(this as never, request, reply);
      try {
        return await pendingClaims.run(pending, () => handler.call(this as never, request, reply));
      } catch (error) {
        // A retry racing the first request fails on the key (ClaimTaken) or, before reaching it, on what the first
        // one took (the slot, the appointment sold): when the key was committed meanwhile, its answer is this one's.
        // A request that wrote the claim itself failed on its own (store() below frees the key of a refusal).
        if (pending.written) throw error;
        request.idempotency = null;
        let answer: Replay | undefined;
        try {
          answer = await app.services.idempotency.earlier(pending.claim);
        } catch (refusal) {
          // 409 (its answer never came) or 422 (another body): what a retry after it would hear.
          if (error instanceof ClaimTaken) throw refusal;
        }
        if (answer) return replay(reply, answer);
        if (error instanceof ClaimTaken) throw new HttpError(409, 'idempotencyInProgress');
        throw error;
      }
    };

  const store: onSendHookHandler = async function (request, reply, payload) {
    const pending = request.idempotency;
    if (!pending) return payload;
    request.idempotency = null;
    const status = reply.statusCode;
    try {
      if (status >= 200 && status < 300 && (typeof payload === 'string' || payload === null || payload === undefined)) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        const answer = { statusCode: status, headers, body: payload ?? '' };
        if (pending.written) await app.services.idempotency.complete(pending.claim, answer, pending.flushWithAnswer);
        else {
          // A route whose work recorded no change (a bug to fix: its transaction should write the claim) still
          // gets its retries answered, claimed after the fact.
          request.log.warn({ url: request.url }, 'a keyed POST succeeded without writing its claim in its transaction');
          await app.services.idempotency.claimAfter(pending.claim, answer);
        }
      } else if (pending.written && status < 500) {
        // Committed work answered with a refusal (a declined card, recorded as declined): a refusal is not worth
        // replaying, and the corrected form may reuse the key, as after any 4xx.
        await app.services.idempotency.release(pending.claim);
      }
    } catch (error) {
      // Work that committed without waiting for the disk is not answered as done until a flush says it is: the
      // request fails (503), and its retry hears 409 (saved, check) or, if the work was lost, records it again.
      if (pending.flushWithAnswer) throw error;
      // Otherwise the answer still goes out; a retry then hears 409 until the key expires (never a duplicate).
      request.log.error({ err: error }, 'could not store the idempotent answer');
    }
    return payload;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = asArray(route.method);
    if (!methods.includes('POST') || !route.url.startsWith('/v1/') || EXCLUDED.has(route.url)) return;
    // Last among the route's preHandlers (after authentication, so the salon is known) and first among its
    // onSend hooks (before compression turns the payload into a stream).
    route.preHandler = [...asArray(route.preHandler), check];
    route.handler = underClaim(route.handler);
    route.onSend = [store, ...asArray(route.onSend)];
  });
}, { dependencies: ['service:idempotency'] });
