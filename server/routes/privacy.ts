import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ClientResponse } from '../contract/clients';
import { IdParams, SalonParams } from '../contract/common';
import { ClientEraseBody, ClientExportResponse, SalonCloseBody, SalonCloseResponse } from '../contract/privacy';
import { langOf } from '../i18n';
import { currentSession, requireSalon } from '../plugins/session';
import { actorOf } from '../services/permissions';

const tags = ['privacy'];
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * LGPD (issue 11, item 5), the owner's only (privacyAdmin): a client's data as JSON and their erasure, the whole
 * salon as a ZIP of CSV files, and closing the account. A salon past its trial may still use them: its clients'
 * rights and its own do not wait for a payment.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { privacy } = app.services;
  const auth = { preHandler: app.authenticate, config: { allowAfterTrial: true } };

  app.get(
    '/clients/:id/export',
    { schema: { tags, params: IdParams, response: { 200: ClientExportResponse } }, ...auth },
    async (request, reply) => {
      const data = await privacy.exportClient(currentSession(request).salonId, request.params.id);
      return reply.header('content-disposition', attachment(`cliente-${data.client.id}-dados.json`)).header('cache-control', 'no-store').send(data);
    },
  );

  app.post(
    '/clients/:id/erase',
    { schema: { tags, params: IdParams, body: ClientEraseBody, response: { 200: ClientResponse } }, ...auth },
    async (request) =>
      privacy.eraseClient(actorOf(currentSession(request)), request.params.id, request.body.confirm_name, request.body.future_bookings ?? 'cancel'),
  );

  app.get(
    '/salons/:salonId/export',
    {
      schema: { tags, params: SalonParams, response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/zip' }) } },
      ...auth,
    },
    async (request, reply) => {
      const { fileName, bytes } = await privacy.exportSalon(requireSalon(request, request.params.salonId).salonId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  app.post(
    '/salons/:salonId/close',
    { schema: { tags, params: SalonParams, body: SalonCloseBody, response: { 200: SalonCloseResponse } }, ...auth },
    async (request) => {
      const session = requireSalon(request, request.params.salonId);
      return privacy.closeAccount(session, request.body.password, langOf(request));
    },
  );
};

export default routes;
