import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EventBody } from '../contract/events';
import { unprocessable } from '../errors';

const MAX_PROPERTY_NAME = 64;

/** First-party analytics: button clicks on the public site and the identify after sign-in. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/events',
    { schema: { tags: ['events'], body: EventBody, response: { 204: Type.Null() } }, preHandler: app.identify },
    async (request, reply) => {
      // TypeBox drops the key schema of a Record (it becomes patternProperties '^.*$'), so the cap on property
      // names that the contract declares is enforced here.
      if (Object.keys(request.body.properties ?? {}).some((key) => key.length > MAX_PROPERTY_NAME)) {
        throw unprocessable({ properties: [{ key: 'tooLong', params: { max: MAX_PROPERTY_NAME } }] });
      }
      const session = request.session;
      const anonymousId = request.body.anonymous_id;
      await app.services.rateLimiter.guardEvent(request.ip, session ? `user:${session.userId}` : anonymousId && `anon:${anonymousId}`);
      await app.services.analytics.record({
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
