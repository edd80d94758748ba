import fp from 'fastify-plugin';
import type { AccessLogEntry } from '../services/accessLog';

const FLUSH_MS = 1000;
const MAX_BUFFER = 500;

/**
 * Records every signed-in request (kept 6 months, see the privacy policy). Rows are buffered and written in
 * batches so logging never adds a query to the request's own path.
 */
export default fp(async (app) => {
  let buffer: AccessLogEntry[] = [];

  async function flush() {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    try {
      await app.services.accessLog.write(batch);
    } catch (error) {
      app.log.error({ err: error }, 'access log flush failed');
    }
  }

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  app.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    if (!session) return;
    buffer.push({
      salonId: session.salonId,
      userId: session.userId,
      method: request.method,
      path: (request.routeOptions.url ?? request.url).slice(0, 300),
      status: reply.statusCode,
      ip: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
    });
    if (buffer.length >= MAX_BUFFER) await flush();
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
