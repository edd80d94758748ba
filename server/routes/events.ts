import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EventBody } from '../contract/events';
import { insertEvent } from '../repositories/events';

/** First-party analytics: button clicks on the public site and the identify after sign-in. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/events',
    { schema: { tags: ['events'], body: EventBody, response: { 204: Type.Null() } }, preHandler: app.identify },
    async (request, reply) => {
      await app.services.rateLimiter.guard('events', request.ip);
      const session = request.session;
      await insertEvent(app.db, {
        name: request.body.name,
        anonymousId: request.body.anonymous_id ?? null,
        salonId: session?.salonId ?? null,
        userId: session?.userId ?? null,
        properties: request.body.properties ?? {},
      });
      return reply.status(204).send(null);
    },
  );
};

export default routes;
