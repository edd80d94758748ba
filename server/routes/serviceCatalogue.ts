import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ServiceCategoryCreateBody,
  ServiceCategoryListResponse,
  ServiceCategoryResponse,
  ServiceCategoryUpdateBody,
  ServiceCreateBody,
  ServiceResponse,
  ServiceUpdateBody,
} from '../contract/catalogue';
import { IdParams, SalonParams } from '../contract/common';
import { SearchParams } from '../contract/fields';
import { currentSession, requireSalon } from '../plugins/session';
import { wrappedBody } from '../plugins/wrappedBody';

const tags = ['services'];
const deleted = { 204: Type.Null() };

/** The service catalogue: categories with their services, and search. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const catalogue = app.services.serviceCatalogue;
  const auth = { preHandler: app.authenticate };
  const categoryBody = wrappedBody('service_category');
  const serviceBody = wrappedBody('service', { duration: 'durationInvalid', price: 'moneyInvalid', cost: 'moneyInvalid' });

  app.get(
    '/salons/:salonId/service_categories',
    { schema: { tags, params: SalonParams, response: { 200: ServiceCategoryListResponse } }, ...auth },
    async (request) => catalogue.categories(requireSalon(request, request.params.salonId).salonId),
  );

  app.post(
    '/salons/:salonId/service_categories',
    { schema: { tags, params: SalonParams, body: ServiceCategoryCreateBody, response: { 201: ServiceCategoryResponse } }, ...auth, ...categoryBody },
    async (request, reply) => {
      const { salonId } = requireSalon(request, request.params.salonId);
      return reply.status(201).send(await catalogue.createCategory(salonId, request.body.service_category));
    },
  );

  app.put(
    '/service_categories/:id',
    { schema: { tags, params: IdParams, body: ServiceCategoryUpdateBody, response: { 200: ServiceCategoryResponse } }, ...auth, ...categoryBody },
    async (request) => catalogue.updateCategory(currentSession(request).salonId, request.params.id, request.body.service_category),
  );

  app.delete('/service_categories/:id', { schema: { tags, params: IdParams, response: deleted }, ...auth }, async (request, reply) => {
    await catalogue.deleteCategory(currentSession(request).salonId, request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/salons/:salonId/services',
    { schema: { tags, params: SalonParams, response: { 200: Type.Array(ServiceResponse) } }, ...auth },
    async (request) => catalogue.list(requireSalon(request, request.params.salonId).salonId),
  );

  app.get(
    '/salons/:salonId/services/search/:query',
    { schema: { tags, params: SearchParams, response: { 200: ServiceCategoryListResponse } }, ...auth },
    async (request) => catalogue.search(requireSalon(request, request.params.salonId).salonId, request.params.query),
  );

  app.post(
    '/salons/:salonId/services',
    { schema: { tags, params: SalonParams, body: ServiceCreateBody, response: { 201: ServiceResponse } }, ...auth, ...serviceBody },
    async (request, reply) => {
      const { salonId } = requireSalon(request, request.params.salonId);
      return reply.status(201).send(await catalogue.createService(salonId, request.body.service));
    },
  );

  app.put(
    '/services/:id',
    { schema: { tags, params: IdParams, body: ServiceUpdateBody, response: { 200: ServiceResponse } }, ...auth, ...serviceBody },
    async (request) => catalogue.updateService(currentSession(request).salonId, request.params.id, request.body.service),
  );

  app.delete('/services/:id', { schema: { tags, params: IdParams, response: deleted }, ...auth }, async (request, reply) => {
    await catalogue.deleteService(currentSession(request).salonId, request.params.id);
    return reply.status(204).send(null);
  });
};

export default routes;
