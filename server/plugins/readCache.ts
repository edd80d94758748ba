import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { langOf } from '../i18n';
import type { HeaderSet } from './securityHeaders';
import type { CachedAnswer } from '../infra/salonCaches';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The 200 answer may be kept in memory and served again to the same view of the same salon until anything
     * of the salon changes (infra/salonCaches.ts). Only for reads whose answer depends on nothing but the
     * URL, the caller's salon, role and column, and the language.
     */
    salonCache?: boolean;
    /**
     * A write that changes the salon's data only, never a user, a role, a device or the salon's own row (a sale):
     * it drops the salon's cached answers and keeps its cached sessions. Without it, a write drops both.
     */
    keepsSessions?: boolean;
    /**
     * A public read (the booking page's, no session) whose answer depends on nothing but the URL, the language
     * and the minute: kept like a salon's read once the route names its salon (keepPublicAnswer).
     */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    /** Set on a cacheable read served from the database: where to keep its answer, and since when it is fresh. */
    cacheTicket?: { salonId: number; key: string; ticket: number };
    /** A public read's key and ticket, until its route knows the salon. */
    publicCacheKey?: { key: string; ticket: number };
  }
}

/** A public read served from the database: its answer is kept under its salon (dropped by the salon's changes). */
export function keepPublicAnswer(request: FastifyRequest, salonId: number) {
  if (request.publicCacheKey) request.cacheTicket = { salonId, ...request.publicCacheKey };
}

/** The route config of a write that keeps the salon's cached sessions (a sale, a booking, a blocked hour). */
export const keepsSessions = { keepsSessions: true } as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
type Encoding = 'br' | 'gzip';
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
function parseEncoding(header: string): Encoding | undefined {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once (a bounded memo). */
const encodings = new Map<string, Encoding | undefined>();
function encodingFor(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return undefined;
  if (encodings.has(header)) return encodings.get(header);
  const encoding = parseEncoding(header);
  if (encodings.size >= 64) encodings.clear();
  encodings.set(header, encoding);
  return encoding;
}

/**
 * The answer in the encoding asked for, compressed once per cached answer (brotli at the plugin's quality 4).
 * Kept as a latin1 string of the bytes: Node writes a string body together with the headers in one write, where
 * a Buffer body costs a writev of two parts (measured: docs/decisions/08).
 */
function encoded(answer: CachedAnswer, encoding: Encoding): string {
  if (encoding === 'br') return (answer.br ??= brotliCompressSync(answer.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).toString('latin1'));
  return (answer.gzip ??= gzipSync(answer.json).toString('latin1'));
}

/**
 * Writes a hit straight to the socket, in one write: Fastify's send would hand Node a Buffer (a writev) and run
 * the onSend hooks (compression, which has nothing to do here, and the headers added below). onResponse hooks
 * (the access log) still run: Fastify listens for the response's end.
 */
function sendHit(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, securityHeaders: HeaderSet) {
  const encoding = answer.json.length >= COMPRESS_FROM ? encodingFor(request) : undefined;
  const body = encoding ? encoded(answer, encoding) : answer.json;
  const headers: OutgoingHttpHeaders = {
    'content-type': JSON_TYPE,
    'x-cache': 'hit',
    'x-request-id': request.id,
    ...securityHeaders,
    'content-length': encoding ? body.length : Buffer.byteLength(body),
  };
  if (encoding) Object.assign(headers, { 'content-encoding': encoding, vary: 'accept-encoding' });
  reply.hijack();
  reply.raw.writeHead(200, headers);
  reply.raw.end(body, encoding ? 'latin1' : 'utf8');
}

/**
 * The busiest reads (the agenda, the clients list and search, the reports) answered from memory when nothing
 * of the salon changed since: no database round trip, no serialisation, no compression. The look-up is the
 * route's last preValidation hook, after authenticate (the session, the role's capability), so a cached answer
 * is never given to a caller the route would refuse; the key holds the caller's salon, and only 200 answers are
 * kept. A hit skips validation: its URL is the very one that was validated and answered 200 for this view.
 * A notice from another instance that had already arrived is read before this runs: authenticate either asked
 * the database or yielded a turn of the event loop (services/auth.ts).
 */
export default fp(
  async (app) => {
    const caches = app.services.salonCaches;
    const securityHeaders = app.securityHeaders.api;

    // A callback hook, not an async one: nothing here waits, and a promise per request is garbage on the hit path.
    const lookUp = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const key = request.method === 'GET' ? cacheKey(request) : undefined;
      if (key && request.session) {
        const answer = caches.read(key);
        // After a hit, done() ends the chain: the reply counts as sent (hijacked), so Fastify goes no further.
        if (answer) sendHit(request, reply, answer, securityHeaders);
        else request.cacheTicket = { salonId: request.session.salonId, key, ticket: caches.ticket() };
      }
      done();
    };

    // The minute is in the key: a public answer depends on the time (the minimum notice, today's past times),
    // so it is never served past its minute; the salon's changes drop it before that.
    const lookUpPublic = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (request.method === 'GET') {
        const key = `public|${langOf(request)}|${Math.floor(Date.now() / 60_000)}|${request.url}`;
        const answer = caches.read(key);
        if (answer) sendHit(request, reply, answer, securityHeaders);
        else request.publicCacheKey = { key, ticket: caches.ticket() };
      }
      done();
    };

    app.addHook('onRoute', (route) => {
      const hook = route.config?.salonCache ? lookUp : route.config?.publicCache ? lookUpPublic : undefined;
      if (!hook) return;
      const hooks = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
      route.preValidation = [...hooks, hook];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // A write (whatever its answer) drops its salon before the caller hears back: a read it sends next, here
      // or on another instance told by the database's notice, sees the change.
      if (!READS.has(request.method) && request.session) {
        if (request.routeOptions.config.keepsSessions) caches.invalidateReads(request.session.salonId);
        else caches.invalidate(request.session.salonId);
      }
      const ticket = request.cacheTicket;
      if (ticket && reply.statusCode === 200 && typeof payload === 'string') {
        const answer = caches.keepRead(ticket.salonId, ticket.key, payload, ticket.ticket);
        reply.header('x-cache', 'miss');
        // Compressed here, once, in the form the next hits send (plugins/compression.ts sees the encoding set
        // and leaves it): not once by the plugin for this answer and again for the first hit.
        const encoding = answer && payload.length >= COMPRESS_FROM ? encodingFor(request) : undefined;
        if (answer && encoding) {
          reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
          return Buffer.from(encoded(answer, encoding), 'latin1');
        }
      }
      return payload;
    });
  },
  { name: 'readCache', dependencies: ['service:salonCaches', 'securityHeaders'] },
);
