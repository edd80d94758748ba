import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Type } from 'typebox';
import {
  AgendaQuery,
  AppointmentCreateBody,
  AppointmentDeleteQuery,
  AppointmentListResponse,
  AppointmentResponse,
  AppointmentUpdateBody,
  SlotTakenResponse,
} from '../contract/appointments';
import { IdParams, SalonParams } from '../contract/common';
import { handleError } from '../errorHandler';
import { HttpError, unprocessable } from '../errors';
import { langOf, t, type MessageKey } from '../i18n';
import { keepsSessions } from '../plugins/readCache';
import { currentSession, requireSalon } from '../plugins/session';
import { wrappedBody } from '../plugins/wrappedBody';
import { actorOf } from '../services/permissions';

/** The agenda form's field names (spec section 5): errors on client_id show under `client`, and so on. */
const FORM_FIELDS: Record<string, string> = { client_id: 'client', service_id: 'service', employee_id: 'employee' };

/**
 * wrappedBody, with the errors named as the agenda's forms name their fields. A field's own message (an invalid
 * date and time) is for a value sent; a field left out still reads 'required'.
 */
export function agendaBody(wrapper: string, messages: Record<string, MessageKey>) {
  const [plain, specific] = [wrappedBody(wrapper), wrappedBody(wrapper, messages)];
  const fieldsOf = (options: typeof plain, errors: FastifySchemaValidationError[]) =>
    errors.length > 0 ? (options.schemaErrorFormatter(errors, 'body').fields ?? {}) : {};
  return {
    ...specific,
    schemaErrorFormatter: (errors: FastifySchemaValidationError[], dataVar: string) => {
      if (dataVar !== 'body') return specific.schemaErrorFormatter(errors, dataVar);
      const missing = errors.filter((error) => error.keyword === 'required');
      const fields = { ...fieldsOf(specific, errors.filter((error) => error.keyword !== 'required')), ...fieldsOf(plain, missing) };
      return unprocessable(Object.fromEntries(Object.entries(fields).map(([field, list]) => [FORM_FIELDS[field] ?? field, list])));
    },
  };
}

/** A slot already taken answers 409 `{errors: {start_at: [message]}, suggestions}`; everything else as every route does. */
export function agendaErrors(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError && error.statusCode === 409 && error.fields) {
    const lang = langOf(request);
    const errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, list]) => [field, list.map((m) => (typeof m === 'string' ? t(lang, m) : t(lang, m.key, m.params)))]),
    );
    // Beside the errors (which older clients read alone): what is free instead (services/freeSlots.ts).
    return reply.status(409).send({ errors, ...error.extra });
  }
  return handleError(error, request, reply);
}

const tags = ['appointments'];

/** The agenda's bookings: a day or a range of days, booking, moving, status changes and deletion. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { booking } = app.services;
  const auth = { preHandler: app.authenticate };
  const body = agendaBody('appointment', { start_at: 'startAtInvalid', duration: 'durationInvalid', price: 'moneyInvalid', status: 'statusInvalid' });
  app.setErrorHandler(agendaErrors);

  app.get(
    '/salons/:salonId/appointments',
    { schema: { tags, params: SalonParams, querystring: AgendaQuery, response: { 200: AppointmentListResponse } }, ...auth, config: { salonCache: true } },
    async (request) => booking.list(actorOf(requireSalon(request, request.params.salonId)), request.query, langOf(request)),
  );

  app.post(
    '/salons/:salonId/appointments',
    { schema: { tags, params: SalonParams, body: AppointmentCreateBody, response: { 201: AppointmentResponse, 409: SlotTakenResponse } }, ...auth, ...body, config: keepsSessions },
    async (request, reply) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      return reply.status(201).send(await booking.create(actor, request.body.appointment, langOf(request)));
    },
  );

  app.put(
    '/appointments/:id',
    { schema: { tags, params: IdParams, body: AppointmentUpdateBody, response: { 200: AppointmentResponse, 409: SlotTakenResponse } }, ...auth, ...body, config: keepsSessions },
    async (request) =>
      booking.update(actorOf(currentSession(request)), request.params.id, request.body.appointment, langOf(request), request.body.notify_client ?? true),
  );

  const deletion = { tags, params: IdParams, querystring: AppointmentDeleteQuery, response: { 204: Type.Null() } };
  app.delete('/appointments/:id', { schema: deletion, ...auth, config: keepsSessions }, async (request, reply) => {
    await booking.remove(actorOf(currentSession(request)), request.params.id, request.query.notify_client ?? true);
    return reply.status(204).send(null);
  });
};

export default routes;
