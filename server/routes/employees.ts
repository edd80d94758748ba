import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, SalonParams } from '../contract/common';
import { DuplicateResponse } from '../contract/duplicates';
import { EmployeeCreateBody, EmployeeListResponse, EmployeeResponse, EmployeeUpdateBody } from '../contract/employees';
import { langOf } from '../i18n';
import { currentSession, requireSalon } from '../plugins/session';
import { wrappedBody } from '../plugins/wrappedBody';
import { allowsDuplicate } from '../services/duplicates';
import { actorOf } from '../services/permissions';
import { staffFor } from '../services/staffView';

/** Professionals: the staff page and the agenda's columns. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { staff } = app.services;
  const employeeBody = wrappedBody('employee', { working_hours: 'workingHoursInvalid', service_commission: 'commissionInvalid', product_commission: 'commissionInvalid' });

  app.get(
    '/salons/:salonId/employees',
    { schema: { tags: ['employees'], params: SalonParams, response: { 200: EmployeeListResponse } }, preHandler: app.authenticate, config: { salonCache: true } },
    async (request) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      return staffFor(actor, await staff.list(actor.salonId));
    },
  );

  app.post(
    '/salons/:salonId/employees',
    {
      schema: { tags: ['employees'], params: SalonParams, body: EmployeeCreateBody, response: { 201: EmployeeResponse, 409: DuplicateResponse } },
      preHandler: app.authenticate,
      ...employeeBody,
    },
    async (request, reply) => {
      const session = requireSalon(request, request.params.salonId);
      const allowDuplicate = allowsDuplicate(request.body.allow_duplicate);
      return reply.status(201).send(await staff.create(session, request.body.employee, langOf(request), allowDuplicate));
    },
  );

  app.put(
    '/employees/:id',
    {
      schema: { tags: ['employees'], params: IdParams, body: EmployeeUpdateBody, response: { 200: EmployeeResponse, 409: DuplicateResponse } },
      preHandler: app.authenticate,
      ...employeeBody,
    },
    async (request) =>
      staff.update(currentSession(request), request.params.id, request.body.employee, langOf(request), allowsDuplicate(request.body.allow_duplicate)),
  );

  app.delete(
    '/employees/:id',
    { schema: { tags: ['employees'], params: IdParams, response: { 204: Type.Null() } }, preHandler: app.authenticate },
    async (request, reply) => {
      await staff.remove(currentSession(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
