import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalonParams } from '../contract/common';
import { SubscribeBody, SubscriptionChangeBody, SubscriptionResponse } from '../contract/subscription';
import { langOf } from '../i18n';
import { requireSalon } from '../plugins/session';
import { actorOf } from '../services/permissions';

/**
 * The salon's plan (/meu-salao/plano): GET its state and payments, POST subscribe (spec section 7), PUT to cancel
 * at the period's end or keep renewing. Subscribing and cancelling stay open after the trial: they are the way out.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { subscriptions } = app.services;
  const tags = ['subscription'];

  app.get(
    '/salons/:salonId/subscription',
    { schema: { tags, params: SalonParams, response: { 200: SubscriptionResponse } }, preHandler: app.authenticate },
    async (request) => subscriptions.show(requireSalon(request, request.params.salonId).salonId, langOf(request)),
  );

  app.post(
    '/salons/:salonId/subscribe',
    {
      schema: { tags, params: SalonParams, body: SubscribeBody, response: { 200: SubscriptionResponse } },
      preHandler: app.authenticate,
      config: { allowAfterTrial: true },
    },
    async (request) => subscriptions.subscribe(requireSalon(request, request.params.salonId), request.body, langOf(request)),
  );

  app.put(
    '/salons/:salonId/subscription',
    {
      schema: { tags, params: SalonParams, body: SubscriptionChangeBody, response: { 200: SubscriptionResponse } },
      preHandler: app.authenticate,
      config: { allowAfterTrial: true },
    },
    async (request) =>
      subscriptions.setCancelAtPeriodEnd(actorOf(requireSalon(request, request.params.salonId)), request.body.cancel_at_period_end, langOf(request)),
  );
};

export default routes;
