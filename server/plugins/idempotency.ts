import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { unprocessable } from '../errors';
import { fingerprint } from '../services/idempotency';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route keeps its Idempotency-Key itself, in the rows it writes and in the same transaction (a sale:
     * services/sales.ts), and answers a retry and a reused key the way this plugin would: no claim row here.
     */
    ownIdempotency?: boolean;
  }
  interface FastifyRequest {
    /** The Idempotency-Key row this request holds (its answer is stored on send), or 'replay'. */
    idempotency: number | 'replay' | null;
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
 * `Idempotency-Key` on every POST that creates something (DESIGN.md section 5). The first request with a key
 * runs; its answer is stored for 24 hours if it was a success (2xx), and a retry with the same key and body gets
 * that answer back with `idempotent-replayed: true` instead of creating again. Other answers free the key: a
 * 4xx created nothing (so the corrected form may reuse the key; a 409 duplicate question is resent with
 * allow_duplicate), and a 5xx may be retried. Same key, other body: 422. A retry while the first still runs
 * waits for its answer, then 409. A request cut short by a crash keeps its key busy (409) until it expires:
 * whether it saved is unknown, and a duplicate is worse than asking the user to check.
 */
export default fp(async (app) => {
  app.decorateRequest('idempotency', null);

  const claim: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const path = request.url.split('?')[0];
    const result = await app.services.idempotency.claim({
      scope: scopeOf(request),
      key,
      method: request.method,
      path,
      fingerprint: fingerprint(request.body),
    });
    if (result.kind === 'claimed') {
      request.idempotency = result.id;
      return;
    }
    request.idempotency = 'replay';
    return reply.status(result.statusCode).headers(result.headers).header('idempotent-replayed', 'true').send(result.body);
  };

  const store: onSendHookHandler = async function (request, reply, payload) {
    const id = request.idempotency;
    if (typeof id !== 'number') return payload;
    request.idempotency = null;
    const status = reply.statusCode;
    try {
      if (status >= 200 && status < 300 && (typeof payload === 'string' || payload === null || payload === undefined)) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        await app.services.idempotency.complete(id, { statusCode: status, headers, body: payload ?? '' });
      } else {
        await app.services.idempotency.release(id);
      }
    } catch (error) {
      // The answer still goes out; the key then stays busy until it expires (409 on a retry, never a duplicate).
      request.log.error({ err: error }, 'could not store the idempotent answer');
    }
    return payload;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = asArray(route.method);
    if (!methods.includes('POST') || !route.url.startsWith('/v1/') || EXCLUDED.has(route.url) || route.config?.ownIdempotency) return;
    // Last among the route's preHandlers (after authentication, so the salon is known) and first among its
    // onSend hooks (before compression turns the payload into a stream).
    route.preHandler = [...asArray(route.preHandler), claim];
    route.onSend = [store, ...asArray(route.onSend)];
  });
}, { dependencies: ['service:idempotency'] });
