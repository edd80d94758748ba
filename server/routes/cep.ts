import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** The address of a CEP, for the forms' look-up (signed in: it is a help for the salon's own forms). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cep/:cep',
    {
      schema: {
        tags: ['address'],
        params: Type.Object({ cep: Type.String({ pattern: '^[0-9]{5}-?[0-9]{3}$' }) }),
        response: {
          200: Type.Object({
            zip_code: Type.String(),
            address: Nullable(Type.String()),
            neighborhood: Nullable(Type.String()),
            city: Nullable(Type.String()),
            state: Nullable(Type.String()),
          }),
        },
      },
      preHandler: app.authenticate,
    },
    async (request) => app.services.cep.lookup(request.params.cep.replace('-', '')),
  );
};

export default routes;
