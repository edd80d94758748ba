import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ProductCategoryCreateBody,
  ProductCategoryListResponse,
  ProductCategoryResponse,
  ProductCategoryUpdateBody,
  ProductCreateBody,
  ProductResponse,
  ProductUpdateBody,
} from '../contract/catalogue';
import { IdParams, SalonParams } from '../contract/common';
import { SearchParams } from '../contract/fields';
import { currentSession, requireSalon } from '../plugins/session';
import { wrappedBody } from '../plugins/wrappedBody';

const tags = ['products'];
const deleted = { 204: Type.Null() };

/** The product catalogue: categories with their products, and search. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const catalogue = app.services.productCatalogue;
  const auth = { preHandler: app.authenticate };
  const categoryBody = wrappedBody('product_category');
  const productBody = wrappedBody('product', { price: 'moneyInvalid', cost: 'moneyInvalid', quantity: 'quantityInvalid' });

  app.get(
    '/salons/:salonId/product_categories',
    { schema: { tags, params: SalonParams, response: { 200: ProductCategoryListResponse } }, ...auth },
    async (request) => catalogue.categories(requireSalon(request, request.params.salonId).salonId),
  );

  app.post(
    '/salons/:salonId/product_categories',
    { schema: { tags, params: SalonParams, body: ProductCategoryCreateBody, response: { 201: ProductCategoryResponse } }, ...auth, ...categoryBody },
    async (request, reply) => {
      const { salonId } = requireSalon(request, request.params.salonId);
      return reply.status(201).send(await catalogue.createCategory(salonId, request.body.product_category));
    },
  );

  app.put(
    '/product_categories/:id',
    { schema: { tags, params: IdParams, body: ProductCategoryUpdateBody, response: { 200: ProductCategoryResponse } }, ...auth, ...categoryBody },
    async (request) => catalogue.updateCategory(currentSession(request).salonId, request.params.id, request.body.product_category),
  );

  app.delete('/product_categories/:id', { schema: { tags, params: IdParams, response: deleted }, ...auth }, async (request, reply) => {
    await catalogue.deleteCategory(currentSession(request).salonId, request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/salons/:salonId/products',
    { schema: { tags, params: SalonParams, response: { 200: Type.Array(ProductResponse) } }, ...auth },
    async (request) => catalogue.list(requireSalon(request, request.params.salonId).salonId),
  );

  app.get(
    '/salons/:salonId/products/search/:query',
    { schema: { tags, params: SearchParams, response: { 200: ProductCategoryListResponse } }, ...auth },
    async (request) => catalogue.search(requireSalon(request, request.params.salonId).salonId, request.params.query),
  );

  app.post(
    '/salons/:salonId/products',
    { schema: { tags, params: SalonParams, body: ProductCreateBody, response: { 201: ProductResponse } }, ...auth, ...productBody },
    async (request, reply) => {
      const { salonId } = requireSalon(request, request.params.salonId);
      return reply.status(201).send(await catalogue.createProduct(salonId, request.body.product));
    },
  );

  app.put(
    '/products/:id',
    { schema: { tags, params: IdParams, body: ProductUpdateBody, response: { 200: ProductResponse } }, ...auth, ...productBody },
    async (request) => catalogue.updateProduct(currentSession(request).salonId, request.params.id, request.body.product),
  );

  app.delete('/products/:id', { schema: { tags, params: IdParams, response: deleted }, ...auth }, async (request, reply) => {
    await catalogue.deleteProduct(currentSession(request).salonId, request.params.id);
    return reply.status(204).send(null);
  });
};

export default routes;
