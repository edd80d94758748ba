import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AgendaQuery, SlotTakenResponse } from '../contract/appointments';
import { BlockedTimeCreateBody, BlockedTimeDeleteQuery, BlockedTimeListResponse } from '../contract/blockedTimes';
import { IdParams, SalonParams } from '../contract/common';
import { langOf } from '../i18n';
import { keepsSessions } from '../plugins/readCache';
import { currentSession, requireSalon } from '../plugins/session';
import { agendaBody, agendaErrors } from './appointments';
import { actorOf } from '../services/permissions';

const tags = ['blocked_times'];

/** A professional's blocked times (lunch, day off, course): one-off or repeating weekly, each occurrence a row. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { blockedTimes } = app.services;
  const auth = { preHandler: app.authenticate };
  const body = agendaBody('blocked_time', { start_at: 'startAtInvalid', duration: 'blockDurationInvalid', repeat_weekly_until: 'dateInvalid' });
  app.setErrorHandler(agendaErrors);

  app.get(
    '/salons/:salonId/blocked_times',
    { schema: { tags, params: SalonParams, querystring: AgendaQuery, response: { 200: BlockedTimeListResponse } }, ...auth, config: { salonCache: true } },
    async (request) => blockedTimes.list(actorOf(requireSalon(request, request.params.salonId)), request.query),
  );

  app.post(
    '/salons/:salonId/blocked_times',
    {
      schema: { tags, params: SalonParams, body: BlockedTimeCreateBody, response: { 201: BlockedTimeListResponse, 409: SlotTakenResponse } },
      ...auth,
      ...body,
      config: keepsSessions,
    },
    async (request, reply) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      return reply.status(201).send(await blockedTimes.create(actor, request.body.blocked_time, langOf(request)));
    },
  );

  app.delete(
    '/blocked_times/:id',
    { schema: { tags, params: IdParams, querystring: BlockedTimeDeleteQuery, response: { 204: Type.Null() } }, ...auth, config: keepsSessions },
    async (request, reply) => {
      await blockedTimes.remove(actorOf(currentSession(request)), request.params.id, request.query.series ?? false);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
