import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { notFound, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The listener of METRICS_PORT once the app is ready (tests read its port); undefined without METRICS_PORT. */
    metricsServer?: Server;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the token. Both sides are hashed first: timingSafeEqual needs equal
 * lengths, and comparing digests in constant time tells a caller nothing of the token, not even its length.
 */
function tokenCheck(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return (header: string | undefined) => {
    if (!expected) return true;
    const given = /^Bearer +(\S+)$/i.exec(header ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(given), expected);
  };
}

/** The metrics' own listener: GET /metrics and nothing else, for a network that only Prometheus reaches. */
function metricsListener(app: FastifyInstance, registry: Registry, allowed: (header: string | undefined) => boolean): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return void response.writeHead(404).end();
    if (!allowed(request.headers.authorization)) return void response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: collecting failed');
        response.writeHead(500).end();
      },
    );
  });
}

/**
 * GET /metrics: on the app's port only with `Authorization: Bearer <METRICS_TOKEN>` (404 when no token is set, so
 * the SPA's fallback never answers it with a page); on METRICS_PORT, to anyone who reaches that port, or only with
 * the token when one is set.
 */
export function metricsEndpoint(app: FastifyInstance, registry: Registry | undefined) {
  const { metricsToken, metricsPort, host } = app.config;
  const allowed = tokenCheck(metricsToken);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!registry || !metricsToken) throw notFound();
    if (!allowed(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });

  if (!registry || metricsPort === undefined) return;
  const server = metricsListener(app, registry, allowed);
  app.decorate('metricsServer', server);
  app.addHook('onReady', () => new Promise<void>((resolve, reject) => server.once('error', reject).listen(metricsPort, host, resolve)));
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}
