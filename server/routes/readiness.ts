import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotReady, Ready } from '../contract/readiness';

/**
 * GET /v1/ready, the load balancer's readiness probe (/v1/health stays the liveness one: the process answers).
 * 200 only when the database answers and, on a server, the change listener is connected; 503 with the checks
 * otherwise. Never cached: a probe answered from a cache would say nothing about now.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: Ready, 503: NotReady } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const checks = await app.services.readiness.check();
      if (checks.database && checks.listener) return reply.status(200).send({ ready: true as const });
      return reply.status(503).send({ ready: false as const, checks });
    },
  );
};

export default routes;
