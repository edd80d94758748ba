import fp from 'fastify-plugin';
import type { AccessLogEntry } from '../services/accessLog';

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

  app.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    if (!session) return;
    const entry: AccessLogEntry = {
      salonId: session.salonId,
      userId: session.userId,
      method: request.method,
      path: (request.routeOptions.url ?? request.url).slice(0, 300),
      status: reply.statusCode,
      ip: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
    };
    const key = `${entry.userId}\n${entry.method}\n${entry.path}\n${entry.status}\n${entry.ip}\n${entry.userAgent}`;
    const same = buffer.get(key);
    if (same) same.count = (same.count ?? 1) + 1;
    else buffer.set(key, entry);
    if (buffer.size >= MAX_BUFFER) await flush();
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
