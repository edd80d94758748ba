import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalonParams } from '../contract/common';
import { OnboardingBody, OnboardingResponse } from '../contract/onboarding';
import { requireSalon } from '../plugins/session';
import { actorOf } from '../services/permissions';

/** The agenda's first-steps checklist: GET its state, PUT `{dismissed}` to close it (or offer it again). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { onboarding } = app.services;
  const tags = ['salons'];

  app.get(
    '/salons/:salonId/onboarding',
    { schema: { tags, params: SalonParams, response: { 200: OnboardingResponse } }, preHandler: app.authenticate },
    async (request) => onboarding.show(requireSalon(request, request.params.salonId).salonId),
  );

  app.put(
    '/salons/:salonId/onboarding',
    { schema: { tags, params: SalonParams, body: OnboardingBody, response: { 200: OnboardingResponse } }, preHandler: app.authenticate },
    async (request) => onboarding.setDismissed(actorOf(requireSalon(request, request.params.salonId)), request.body.dismissed),
  );
};

export default routes;
