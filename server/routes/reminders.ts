import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/**
 * The unsubscribe link of a reminder e-mail: the SPA's public page /lembretes/cancelar posts its token here.
 * No session: the client has no account; the 128-bit token is the proof.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reminders/unsubscribe',
    {
      schema: {
        tags: ['reminders'],
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Type.Object({ salon_name: Type.String() }) },
      },
    },
    async (request) => app.services.reminders.unsubscribe(request.body.token),
  );
};

export default routes;
