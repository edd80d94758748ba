import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditListResponse } from '../contract/audit';
import { IdParams } from '../contract/common';
import { currentSession } from '../plugins/session';

/** Who created, changed, canceled or deleted an appointment or a sale, for the owner's detail views. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { audit } = app.services;
  const schema = { tags: ['audit'], params: IdParams, response: { 200: AuditListResponse } };
  app.get('/appointments/:id/audit', { schema, preHandler: app.authenticate }, async (request) =>
    audit.trail(currentSession(request).salonId, 'appointment', request.params.id),
  );
  app.get('/sales/:id/audit', { schema, preHandler: app.authenticate }, async (request) =>
    audit.trail(currentSession(request).salonId, 'sale', request.params.id),
  );
};

export default routes;
