import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalonParams } from '../contract/common';
import { SalonSettingsBody, SalonSettingsResponse } from '../contract/salonSettings';
import { requireSalon } from '../plugins/session';
import { actorOf } from '../services/permissions';
import { wrappedBody } from '../plugins/wrappedBody';

/** The salon's profile and settings: GET, and PATCH of what the owner may change (flat or under `salon`). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { salonSettings } = app.services;
  const tags = ['salons'];

  app.get(
    '/salons/:salonId/settings',
    { schema: { tags, params: SalonParams, response: { 200: SalonSettingsResponse } }, preHandler: app.authenticate },
    async (request) => salonSettings.show(requireSalon(request, request.params.salonId).salonId),
  );

  app.patch(
    '/salons/:salonId/settings',
    { schema: { tags, params: SalonParams, body: SalonSettingsBody, response: { 200: SalonSettingsResponse } }, preHandler: app.authenticate, ...wrappedBody('salon') },
    async (request) => salonSettings.update(actorOf(requireSalon(request, request.params.salonId)), request.body.salon),
  );
};

export default routes;
