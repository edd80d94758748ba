import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AvailabilityQuery,
  AvailabilityResponse,
  PublicBookingBody,
  PublicBookingMoveBody,
  PublicBookingResponse,
  PublicSalonResponse,
  SlugParams,
  TokenParams,
} from '../contract/onlineBooking';
import { keepPublicAnswer, keepsSessions } from '../plugins/readCache';

/**
 * The salon's public booking page (issue 28, item 3): no session. A salon is found by its page's address, a
 * booking by its link's secret (long, random, kept hashed, good for this booking only).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicBooking } = app.services;
  const tags = ['public_booking'];

  // The page's reads are the same for every visitor: answered from memory until the salon changes or the minute ends.
  app.get(
    '/public/salons/:slug',
    { schema: { tags, params: SlugParams, response: { 200: PublicSalonResponse } }, config: { publicCache: true } },
    async (request) => {
      const { salonId, answer } = await publicBooking.salon(request.params.slug);
      keepPublicAnswer(request, salonId);
      return answer;
    },
  );

  app.get(
    '/public/salons/:slug/availability',
    { schema: { tags, params: SlugParams, querystring: AvailabilityQuery, response: { 200: AvailabilityResponse } }, config: { publicCache: true } },
    async (request) => {
      const { salonId, answer } = await publicBooking.availability(request.params.slug, request.query);
      keepPublicAnswer(request, salonId);
      return answer;
    },
  );

  app.post(
    '/public/salons/:slug/bookings',
    { schema: { tags, params: SlugParams, body: PublicBookingBody, response: { 201: PublicBookingResponse } }, config: keepsSessions },
    async (request, reply) => reply.status(201).send(await publicBooking.book(request.params.slug, request.body, request.ip)),
  );

  app.get('/public/bookings/:token', { schema: { tags, params: TokenParams, response: { 200: PublicBookingResponse } } }, async (request) =>
    publicBooking.show(request.params.token),
  );

  app.get(
    '/public/bookings/:token/calendar.ics',
    { schema: { tags, params: TokenParams, produces: ['text/calendar'], response: { 200: Type.String() } } },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="agendamento.ics"')
        .header('cache-control', 'private, no-store')
        .send(await publicBooking.calendar(request.params.token)),
  );

  // The deposit's Pix as a QR code, drawn here so the page ships no QR library (its JavaScript budget).
  app.get(
    '/public/bookings/:token/pix.svg',
    { schema: { tags, params: TokenParams, produces: ['image/svg+xml'], response: { 200: Type.String() } } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'private, no-store')
        .send(await publicBooking.pixQr(request.params.token)),
  );

  app.delete(
    '/public/bookings/:token',
    { schema: { tags, params: TokenParams, response: { 200: PublicBookingResponse } }, config: keepsSessions },
    async (request) => publicBooking.cancel(request.params.token),
  );

  app.put(
    '/public/bookings/:token',
    { schema: { tags, params: TokenParams, body: PublicBookingMoveBody, response: { 200: PublicBookingResponse } }, config: keepsSessions },
    async (request) => publicBooking.move(request.params.token, request.body.start_at),
  );
};

export default routes;
