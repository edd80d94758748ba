import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CepAddressResponse } from '../contract/address';

/** The address of a CEP, for the forms' look-up (signed in: it is a help for the salon's own forms). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cep/:cep',
    {
      schema: {
        tags: ['address'],
        params: Type.Object({ cep: Type.String({ pattern: '^[0-9]{5}-?[0-9]{3}$' }) }),
        response: {
          200: CepAddressResponse,
        },
      },
      preHandler: app.authenticate,
    },
    async (request) => app.services.cep.lookup(request.params.cep.replace('-', '')),
  );
};

export default routes;
