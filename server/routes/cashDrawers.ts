import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CashDrawerCloseBody, CashDrawerListResponse, CashDrawerOpenBody, CashDrawerResponse, CashMovementBody, CurrentCashDrawerResponse,
} from '../contract/cashDrawers';
import { IdParams, SalonParams } from '../contract/common';
import { ReportQuery } from '../contract/reports';
import { langOf } from '../i18n';
import { keepsSessions } from '../plugins/readCache';
import { currentSession, requireSalon } from '../plugins/session';
import { wrappedBody } from '../plugins/wrappedBody';
import { actorOf } from '../services/permissions';

const tags = ['cash_drawers'];

/** The cash drawer (caixa, issue 30 item 6): open, sangria and suprimento, close with a count; the owner's list and CSV. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { cashDrawers } = app.services;
  const auth = { preHandler: app.authenticate };

  app.get(
    '/salons/:salonId/cash_drawers/current',
    { schema: { tags, params: SalonParams, response: { 200: CurrentCashDrawerResponse } }, ...auth },
    async (request) => cashDrawers.current(requireSalon(request, request.params.salonId).salonId),
  );

  app.post(
    '/salons/:salonId/cash_drawers',
    {
      schema: { tags, params: SalonParams, body: CashDrawerOpenBody, response: { 201: CashDrawerResponse } },
      ...auth,
      ...wrappedBody('cash_drawer', { float: 'moneyInvalid' }),
      config: keepsSessions,
    },
    async (request, reply) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      return reply.status(201).send(await cashDrawers.open(actor, request.body.cash_drawer));
    },
  );

  app.get(
    '/salons/:salonId/cash_drawers',
    { schema: { tags, params: SalonParams, querystring: ReportQuery, response: { 200: CashDrawerListResponse } }, ...auth },
    async (request) => cashDrawers.list(requireSalon(request, request.params.salonId).salonId, request.query),
  );

  app.get(
    '/cash_drawers/:id',
    { schema: { tags, params: IdParams, response: { 200: CashDrawerResponse } }, ...auth },
    async (request) => cashDrawers.show(currentSession(request).salonId, request.params.id),
  );

  app.post(
    '/cash_drawers/:id/movements',
    {
      schema: { tags, params: IdParams, body: CashMovementBody, response: { 200: CashDrawerResponse } },
      ...auth,
      ...wrappedBody('cash_movement', { kind: 'cashMovementKindInvalid', amount: 'cashMovementAmountInvalid', reason: 'cashMovementReasonBlank' }),
      config: keepsSessions,
    },
    async (request) => cashDrawers.move(actorOf(currentSession(request)), request.params.id, request.body.cash_movement, langOf(request)),
  );

  app.post(
    '/cash_drawers/:id/close',
    {
      schema: { tags, params: IdParams, body: CashDrawerCloseBody, response: { 200: CashDrawerResponse } },
      ...auth,
      ...wrappedBody('cash_drawer', { counted: 'moneyInvalid' }),
      config: keepsSessions,
    },
    async (request) => cashDrawers.close(actorOf(currentSession(request)), request.params.id, request.body.cash_drawer),
  );

  app.get(
    '/cash_drawers/:id/export',
    { schema: { tags, params: IdParams, produces: ['text/csv'], response: { 200: Type.String({ description: 'text/csv' }) } }, ...auth },
    async (request, reply) => {
      const { fileName, text } = await cashDrawers.exportCsv(currentSession(request).salonId, request.params.id, langOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
};

export default routes;
