import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalonParams } from '../contract/common';
import { OnlineBookingSettingsBody, OnlineBookingSettingsResponse } from '../contract/onlineBooking';
import { keepsSessions } from '../plugins/readCache';
import { requireSalon } from '../plugins/session';
import { wrappedBody } from '../plugins/wrappedBody';
import { actorOf } from '../services/permissions';

/** The owner's 'Agendamento online' settings (issue 28, item 1). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { onlineBooking } = app.services;
  const tags = ['online_booking'];

  app.get(
    '/salons/:salonId/online_booking',
    { schema: { tags, params: SalonParams, response: { 200: OnlineBookingSettingsResponse } }, preHandler: app.authenticate },
    async (request) => onlineBooking.show(requireSalon(request, request.params.salonId).salonId),
  );

  app.put(
    '/salons/:salonId/online_booking',
    {
      schema: { tags, params: SalonParams, body: OnlineBookingSettingsBody, response: { 200: OnlineBookingSettingsResponse } },
      preHandler: app.authenticate,
      ...wrappedBody('online_booking'),
      config: keepsSessions,
    },
    async (request) => onlineBooking.update(actorOf(requireSalon(request, request.params.salonId)), request.body.online_booking),
  );
};

export default routes;
