import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { langOf } from '../i18n';
import type { CachedAnswer } from '../services/salonCaches';

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
/** As plugins/compression.ts: smaller answers go as they are. */
const COMPRESS_FROM = 1024;

/** Everything that may make two answers to one URL differ: the salon, the role and own column, the language. */
function cacheKey(request: FastifyRequest): string | undefined {
  const session = request.session;
  if (!session) return undefined;
  return `${session.salonId}|${session.role}|${session.employeeId ?? ''}|${langOf(request)}|${request.url}`;
}

/** br when the client takes it, else gzip, else none (a `;q=0` refuses). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return undefined;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** The answer in the encoding asked for, compressed once per cached answer (brotli at the plugin's quality 4). */
function encoded(answer: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') return (answer.br ??= brotliCompressSync(answer.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
  return (answer.gzip ??= gzipSync(answer.json));
}

/**
 * The busiest reads (the agenda, the clients list and search, the reports) answered from memory when nothing
 * of the salon changed since: no database round trip, no serialisation, no compression. Runs after
 * authenticate (the session, the role's capability) and validation, so a cached answer is never given to a
 * caller or a URL the route would refuse: the key holds the caller's salon, and only 200 answers are kept.
 * A notice from another instance that had already arrived is read before this runs: authenticate either asked
 * the database or yielded a turn of the event loop (services/auth.ts).
 */
export default fp(
  async (app) => {
    const caches = app.services.salonCaches;

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config?.salonCache) return;
      const key = cacheKey(request);
      if (!key || !request.session) return;
      const answer = caches.read(key);
      if (!answer) {
        request.cacheTicket = { salonId: request.session.salonId, key, ticket: caches.ticket() };
        return;
      }
      reply.header('x-cache', 'hit').type(JSON_TYPE);
      const encoding = answer.json.length >= COMPRESS_FROM ? encodingFor(request) : undefined;
      if (!encoding) return reply.send(answer.json);
      // Content-Encoding set: the compression plugin leaves the body alone.
      return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encoded(answer, encoding));
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
