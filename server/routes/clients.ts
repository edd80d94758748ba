import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppointmentListResponse } from '../contract/appointments';
import { ClientListResponse, ClientPageQuery, ClientResponse, ClientStatisticsResponse, ClientTransactionsResponse } from '../contract/clients';
import { IdParams, SalonParams } from '../contract/common';
import { PageQuery, SearchParams } from '../contract/fields';
import { langOf } from '../i18n';
import { currentSession, requireSalon } from '../plugins/session';
import { narrowContacts } from '../services/clientContacts';
import { actorOf, ownColumn } from '../services/permissions';

const tags = ['clients'];

/** Clients: the list (30 a page, by name), search, the detail page and its history. Saving is in clientForms.ts. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { clients } = app.services;
  const auth = { preHandler: app.authenticate };

  app.get(
    '/salons/:salonId/clients',
    { schema: { tags, params: SalonParams, querystring: ClientPageQuery, response: { 200: ClientListResponse } }, ...auth, config: { salonCache: true } },
    async (request) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      return narrowContacts(app.db, actor, await clients.list(actor.salonId, request.query.page, request.query.after));
    },
  );

  app.get(
    '/salons/:salonId/clients/search/:query',
    { schema: { tags, params: SearchParams, querystring: PageQuery, response: { 200: ClientListResponse } }, ...auth, config: { salonCache: true } },
    async (request) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      return narrowContacts(app.db, actor, await clients.search(actor.salonId, request.params.query, request.query.page, ownColumn(actor)));
    },
  );

  app.get('/clients/:id', { schema: { tags, params: IdParams, response: { 200: ClientResponse } }, ...auth }, async (request) => {
    const actor = actorOf(currentSession(request));
    const [client] = await narrowContacts(app.db, actor, [await clients.show(actor.salonId, request.params.id)]);
    return client;
  });

  app.delete('/clients/:id', { schema: { tags, params: IdParams, response: { 204: Type.Null() } }, ...auth }, async (request, reply) => {
    await clients.remove(actorOf(currentSession(request)), request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/clients/:id/statistics',
    { schema: { tags, params: IdParams, response: { 200: ClientStatisticsResponse } }, ...auth },
    async (request) => clients.statistics(currentSession(request).salonId, request.params.id),
  );

  app.get(
    '/clients/:id/appointments',
    { schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: AppointmentListResponse } }, ...auth },
    async (request) => clients.appointments(currentSession(request).salonId, request.params.id, langOf(request), request.query.page),
  );

  app.get(
    '/clients/:id/transactions',
    { schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: ClientTransactionsResponse } }, ...auth },
    async (request) => clients.transactions(currentSession(request).salonId, request.params.id, request.query.page),
  );
};

export default routes;
