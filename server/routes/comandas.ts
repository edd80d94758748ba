import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ComandaCancelBody, ComandaItemBody, ComandaItemParams, ComandaListQuery, ComandaListResponse, ComandaOpenBody, ComandaResponse } from '../contract/comandas';
import { IdParams, SalonParams } from '../contract/common';
import { langOf } from '../i18n';
import { keepsSessions } from '../plugins/readCache';
import { currentSession, requireSalon } from '../plugins/session';
import { wrappedBody } from '../plugins/wrappedBody';
import { actorOf } from '../services/permissions';

const tags = ['comandas'];

/**
 * The comanda (issue 30 item 5): open from an appointment or for a walk-in, add and take out items, cancel. It
 * becomes a sale through POST /salons/{id}/sales with `comanda_id` (routes/sales.ts).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { comandas } = app.services;
  const auth = { preHandler: app.authenticate };

  app.get(
    '/salons/:salonId/comandas',
    { schema: { tags, params: SalonParams, querystring: ComandaListQuery, response: { 200: ComandaListResponse } }, ...auth },
    async (request) => comandas.list(requireSalon(request, request.params.salonId).salonId, request.query.status ?? 'open', langOf(request)),
  );

  app.post(
    '/salons/:salonId/comandas',
    {
      schema: { tags, params: SalonParams, body: ComandaOpenBody, response: { 200: ComandaResponse, 201: ComandaResponse } },
      ...auth,
      ...wrappedBody('comanda', { appointment_id: 'saleAppointmentNotFound', client_id: 'clientNotFound' }),
      config: keepsSessions,
    },
    async (request, reply) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      const { comanda, created } = await comandas.open(actor, request.body.comanda, langOf(request));
      return reply.status(created ? 201 : 200).send(comanda);
    },
  );

  app.get('/comandas/:id', { schema: { tags, params: IdParams, response: { 200: ComandaResponse } }, ...auth }, async (request) =>
    comandas.show(currentSession(request).salonId, request.params.id, langOf(request)),
  );

  app.post(
    '/comandas/:id/items',
    {
      schema: { tags, params: IdParams, body: ComandaItemBody, response: { 201: ComandaResponse } },
      ...auth,
      ...wrappedBody('item', { service_id: 'saleServiceNotFound', product_id: 'saleProductNotFound', user_id: 'employeeNotFound', quantity: 'saleQuantityInvalid' }),
      config: keepsSessions,
    },
    async (request, reply) => {
      const comanda = await comandas.addItem(actorOf(currentSession(request)), request.params.id, request.body.item, langOf(request));
      return reply.status(201).send(comanda);
    },
  );

  app.delete(
    '/comandas/:id/items/:itemId',
    { schema: { tags, params: ComandaItemParams, response: { 200: ComandaResponse } }, ...auth, config: keepsSessions },
    async (request) => comandas.removeItem(actorOf(currentSession(request)), request.params.id, request.params.itemId, langOf(request)),
  );

  app.post(
    '/comandas/:id/cancel',
    { schema: { tags, params: IdParams, body: ComandaCancelBody, response: { 200: ComandaResponse } }, ...auth, config: keepsSessions },
    async (request) => comandas.cancel(actorOf(currentSession(request)), request.params.id, request.body.reason, langOf(request)),
  );
};

export default routes;
