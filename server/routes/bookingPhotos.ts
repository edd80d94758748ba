import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Id, SalonParams } from '../contract/common';
import { OnlineBookingSettingsResponse, PhotoBody, PhotoQuery, SlugParams } from '../contract/onlineBooking';
import { multipartOptions, readMultipart } from '../plugins/multipartBody';
import { keepsSessions } from '../plugins/readCache';
import { requireSalon } from '../plugins/session';
import { actorOf } from '../services/permissions';

const EmployeePhotoParams = Type.Object({ salonId: Id, employeeId: Id });
const PublicProfessionalParams = Type.Object({ slug: SlugParams.properties.slug, employeeId: Id });
const Image = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/**
 * The booking page's photos (issue 28): the owner sends the salon's and each professional's (multipart `photo`,
 * answered with the whole settings, as their PUT is), and the page reads them by their versioned public address.
 * Multipart is registered here and in clientForms only; the caller is authenticated before an upload is read.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, multipartOptions);
  const { bookingPhotos, onlineBooking } = app.services;
  const tags = ['online_booking'];
  const upload = { onRequest: app.authenticate, preValidation: readMultipart, config: keepsSessions };
  const answer = { 200: OnlineBookingSettingsResponse };

  app.put(
    '/salons/:salonId/online_booking/photo',
    { schema: { tags, consumes: ['multipart/form-data'], params: SalonParams, body: PhotoBody, response: answer }, ...upload },
    async (request) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      await bookingPhotos.setSalonPhoto(actor, request.body.photo);
      return onlineBooking.show(actor.salonId);
    },
  );

  app.delete(
    '/salons/:salonId/online_booking/photo',
    { schema: { tags, params: SalonParams, response: answer }, preHandler: app.authenticate, config: keepsSessions },
    async (request) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      await bookingPhotos.removeSalonPhoto(actor);
      return onlineBooking.show(actor.salonId);
    },
  );

  app.put(
    '/salons/:salonId/online_booking/employees/:employeeId/photo',
    { schema: { tags, consumes: ['multipart/form-data'], params: EmployeePhotoParams, body: PhotoBody, response: answer }, ...upload },
    async (request) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      await bookingPhotos.setProfessionalPhoto(actor, request.params.employeeId, request.body.photo);
      return onlineBooking.show(actor.salonId);
    },
  );

  app.delete(
    '/salons/:salonId/online_booking/employees/:employeeId/photo',
    { schema: { tags, params: EmployeePhotoParams, response: answer }, preHandler: app.authenticate, config: keepsSessions },
    async (request) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      await bookingPhotos.removeProfessionalPhoto(actor, request.params.employeeId);
      return onlineBooking.show(actor.salonId);
    },
  );

  // A versioned address never changes content: any browser or CDN may keep it for a year.
  const sendPhoto = (reply: FastifyReply, photo: { contentType: string; bytes: Buffer }) =>
    reply.header('content-type', photo.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(photo.bytes);

  app.get(
    '/public/salons/:slug/photo',
    { schema: { tags: ['public_booking'], params: SlugParams, querystring: PhotoQuery, response: { 200: Image } } },
    async (request, reply) => sendPhoto(reply, await bookingPhotos.publicPhoto(request.params.slug, request.query.v)),
  );

  app.get(
    '/public/salons/:slug/professionals/:employeeId/photo',
    { schema: { tags: ['public_booking'], params: PublicProfessionalParams, querystring: PhotoQuery, response: { 200: Image } } },
    async (request, reply) => sendPhoto(reply, await bookingPhotos.publicPhoto(request.params.slug, request.query.v, request.params.employeeId)),
  );
};

export default routes;
