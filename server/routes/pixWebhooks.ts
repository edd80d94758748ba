import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/**
 * The Pix provider's notices (issue 28 item 6, issue 30 item 1): a payment of a deposit or of a counter charge. The signature covers the body as sent, so
 * this scope keeps JSON bodies as text: the provider (infra/pix) checks it before anything is parsed. Any signed
 * notice is answered 200, even one about nothing of ours, so the provider stops sending it; a bad signature 401.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/pix',
    {
      schema: { tags: ['webhooks'], summary: 'Pix payment notices (signed by the provider)', response: { 200: Type.Object({ received: Type.Literal(true) }) } },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      await app.services.pixCharges.receive(raw, request.headers);
      return { received: true as const };
    },
  );
};

export default routes;
