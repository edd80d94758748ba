import type { onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessLogEntry } from '../infra/accessLog';

/** Distinct request kinds held before an early flush. */
const MAX_BUFFER = 500;

/**
 * Records every signed-in request (kept 6 months, see the privacy policy). Rows are buffered and written in
 * batches so logging never adds a query to the request's own path; identical requests within one batch are
 * one row with their count (50 connections reading the agenda write one row a second, not thousands).
 */
export default fp<{ flushMs?: number }>(async (app, { flushMs = 1000 }) => {
  let buffer = new Map<string, AccessLogEntry>();

  async function flush() {
    if (buffer.size === 0) return;
    const batch = [...buffer.values()];
    buffer = new Map();
    try {
      await app.services.accessLog.write(batch);
    } catch (error) {
      app.log.error({ err: error }, 'access log flush failed');
    }
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  // Each route's own onResponse hook, added as the route is (every route comes after this plugin): it knows its
  // path without request.routeOptions, a new object per call. A callback hook, not an async one: it runs on every
  // request and never waits (a full buffer is flushed in the background; flush() reports its own failures).
  // A request that matched no route has no session (nothing authenticated it), so it has nothing to record.
  app.addHook('onRoute', (route) => {
    const path = route.url.slice(0, 300);
    const record: onResponseHookHandler = (request, reply, done) => {
      const session = request.session;
      if (session) {
        const method = request.method;
        const status = reply.statusCode;
        const ip = request.ip;
        const userAgent = (request.headers['user-agent'] ?? '').slice(0, 300);
        const key = `${session.userId}\n${method}\n${path}\n${status}\n${ip}\n${userAgent}`;
        const same = buffer.get(key);
        if (same) same.count = (same.count ?? 1) + 1;
        else buffer.set(key, { salonId: session.salonId, userId: session.userId, method, path, status, ip, userAgent });
        if (buffer.size >= MAX_BUFFER) void flush();
      }
      done();
    };
    route.onResponse = [...(route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]), record];
  });

  app.decorate('flushAccessLog', flush);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}, { dependencies: ['service:accessLog'] });

declare module 'fastify' {
  interface FastifyInstance {
    flushAccessLog(): Promise<void>;
  }
}
