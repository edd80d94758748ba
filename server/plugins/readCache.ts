import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { langOf } from '../i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The 200 answer may be kept in memory and served again to the same view of the same salon until anything
     * of the salon changes (services/salonCaches.ts). Only for reads whose answer depends on nothing but the
     * URL, the caller's salon, role and column, and the language.
     */
    salonCache?: boolean;
  }
  interface FastifyRequest {
    /** Set on a cacheable read served from the database: where to keep its answer, and since when it is fresh. */
    cacheTicket?: { salonId: number; key: string; ticket: number };
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = 'application/json; charset=utf-8';

/** Everything that may make two answers to one URL differ: the salon, the role and own column, the language. */
function cacheKey(request: FastifyRequest): string | undefined {
  const session = request.session;
  if (!session) return undefined;
  return `${session.salonId}|${session.role}|${session.employeeId ?? ''}|${langOf(request)}|${request.url}`;
}

/**
 * The busiest reads (the agenda, the clients list and search, the reports) answered from memory when nothing
 * of the salon changed since: no database round trip and no serialisation. Runs after authenticate (the
 * session, the role's capability) and after validation, so a cached answer is never given to a caller or a
 * URL the route would refuse: the key holds the caller's salon, and only 200 answers are kept.
 */
export default fp(
  async (app) => {
    const caches = app.services.salonCaches;

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config?.salonCache) return;
      const key = cacheKey(request);
      if (!key || !request.session) return;
      if (caches.read(key) !== undefined) {
        // One turn of the event loop first: a notice of a write on another instance that has already reached
        // this one's LISTEN connection is read before answering from memory (it drops the entry).
        await new Promise(setImmediate);
      }
      const payload = caches.read(key);
      if (payload !== undefined) {
        reply.header('x-cache', 'hit').type(JSON_TYPE);
        return reply.send(payload);
      }
      request.cacheTicket = { salonId: request.session.salonId, key, ticket: caches.ticket() };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // A write (whatever its answer) drops its salon before the caller hears back: a read it sends next, here
      // or on another instance told by the database's notice, sees the change.
      if (!READS.has(request.method) && request.session) caches.invalidate(request.session.salonId);
      const ticket = request.cacheTicket;
      if (ticket && reply.statusCode === 200 && typeof payload === 'string') {
        caches.keepRead(ticket.salonId, ticket.key, payload, ticket.ticket);
        reply.header('x-cache', 'miss');
      }
      return payload;
    });
  },
  { name: 'readCache', dependencies: ['service:salonCaches'] },
);
