import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, SalonParams } from '../contract/common';
import { PixChargeBody, PixChargeResponse } from '../contract/pixCharges';
import { keepsSessions } from '../plugins/readCache';
import { currentSession, requireSalon } from '../plugins/session';
import { wrappedBody } from '../plugins/wrappedBody';
import { actorOf } from '../services/permissions';

const tags = ['sales'];

/** Pix at the counter through the payment provider (issue 30 item 1): the charge, and whether it is paid yet. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { pixCharges } = app.services;
  const auth = { preHandler: app.authenticate };

  app.post(
    '/salons/:salonId/pix_charges',
    {
      schema: { tags, params: SalonParams, body: PixChargeBody, response: { 201: PixChargeResponse } },
      ...auth,
      ...wrappedBody('pix_charge', { amount: 'moneyInvalid' }),
      config: keepsSessions,
    },
    async (request, reply) => reply.status(201).send(await pixCharges.create(actorOf(requireSalon(request, request.params.salonId)), request.body.pix_charge.amount)),
  );

  app.get('/pix_charges/:id', { schema: { tags, params: IdParams, response: { 200: PixChargeResponse } }, ...auth }, async (request) =>
    pixCharges.show(currentSession(request).salonId, request.params.id),
  );
};

export default routes;
