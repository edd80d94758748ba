import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AvatarQuery, ClientCreateBody, ClientResponse, ClientUpdateBody } from '../contract/clients';
import { IdParams, SalonParams } from '../contract/common';
import { DuplicateResponse } from '../contract/duplicates';
import { multipartOptions, readMultipart } from '../plugins/multipartBody';
import { currentSession, requireSalon } from '../plugins/session';
import { actorOf } from '../services/permissions';
import { wrappedBody } from '../plugins/wrappedBody';
import { allowsDuplicate } from '../services/duplicates';

const tags = ['clients'];
const consumes = ['multipart/form-data', 'application/json'];
const clientMessages = { gender: 'genderInvalid' } as const;

/**
 * Saving a client (multipart `client[field]`, with the avatar file) and reading the avatar back. Multipart
 * is registered here only, and the caller is authenticated on request, before any upload is read.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, multipartOptions);
  const { clients } = app.services;
  const { preValidation: nest, schemaErrorFormatter } = wrappedBody('client', clientMessages);
  const form = { onRequest: app.authenticate, preValidation: [readMultipart, nest], schemaErrorFormatter };

  app.post(
    '/salons/:salonId/clients',
    { schema: { tags, consumes, params: SalonParams, body: ClientCreateBody, response: { 201: ClientResponse, 409: DuplicateResponse } }, ...form },
    async (request, reply) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      return reply.status(201).send(await clients.create(actor, request.body.client, allowsDuplicate(request.body.allow_duplicate)));
    },
  );

  app.put(
    '/clients/:id',
    { schema: { tags, consumes, params: IdParams, body: ClientUpdateBody, response: { 200: ClientResponse, 409: DuplicateResponse } }, ...form },
    async (request) =>
      clients.update(actorOf(currentSession(request)), request.params.id, request.body.client, allowsDuplicate(request.body.allow_duplicate)),
  );

  app.get(
    '/clients/:id/avatar',
    {
      schema: { tags, params: IdParams, querystring: AvatarQuery, response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const avatar = await clients.avatar(currentSession(request).salonId, request.params.id);
      // The versioned URL (avatar_url carries ?v=key) never changes content; only this browser may keep it.
      const cache = request.query.v === avatar.key ? 'private, max-age=31536000, immutable' : 'private, no-cache';
      return reply.header('content-type', avatar.contentType).header('cache-control', cache).send(avatar.bytes);
    },
  );
};

export default routes;
