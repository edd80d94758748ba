import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SalonParams } from '../contract/common';
import { NoticeListResponse, NoticeSeenBody } from '../contract/staffNotices';
import { keepsSessions } from '../plugins/readCache';
import { requireSalon } from '../plugins/session';
import { actorOf } from '../services/permissions';

const tags = ['notices'];

/**
 * The bell of owners and front desk: what clients did on the booking page. Not kept by the read cache: `unread`
 * is the caller's own, and the cache's key holds the role, not the user. Marking read stays open after the
 * trial, as reading does (it changes nothing of the salon's: tests/api/subscription/trialWrites.test.ts); as any
 * write it still drops the salon's cached reads (plugins/readCache.ts), so the SPA sends it only when something
 * was new.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { staffNotices } = app.services;

  app.get(
    '/salons/:salonId/notices',
    { schema: { tags, params: SalonParams, response: { 200: NoticeListResponse } }, preHandler: app.authenticate },
    async (request) => staffNotices.list(actorOf(requireSalon(request, request.params.salonId))),
  );

  app.put(
    '/salons/:salonId/notices/seen',
    {
      schema: { tags, params: SalonParams, body: NoticeSeenBody, response: { 204: Type.Null() } },
      preHandler: app.authenticate,
      config: { ...keepsSessions, allowAfterTrial: true },
    },
    async (request, reply) => {
      await staffNotices.markSeen(actorOf(requireSalon(request, request.params.salonId)), request.body.up_to);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
