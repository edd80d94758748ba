import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProductResponse } from '../contract/catalogue';
import { IdParams } from '../contract/common';
import { StockEntryBody, StockMovementListResponse } from '../contract/stock';
import { currentSession } from '../plugins/session';
import { wrappedBody } from '../plugins/wrappedBody';
import { actorOf } from '../services/permissions';

/** A product's stock entries (entrada) and its movements; the salon is always the session's. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { stock } = app.services;
  const tags = ['products'];
  const entryBody = wrappedBody('stock_entry', { quantity: 'stockEntryQuantityInvalid', unit_cost: 'moneyInvalid' });

  app.post(
    '/products/:id/stock_entries',
    { schema: { tags, params: IdParams, body: StockEntryBody, response: { 200: ProductResponse } }, preHandler: app.authenticate, ...entryBody },
    async (request) => stock.addEntry(actorOf(currentSession(request)), request.params.id, request.body.stock_entry),
  );

  app.get(
    '/products/:id/stock_movements',
    { schema: { tags, params: IdParams, response: { 200: StockMovementListResponse } }, preHandler: app.authenticate },
    async (request) => stock.list(currentSession(request).salonId, request.params.id),
  );
};

export default routes;
