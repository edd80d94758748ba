import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalonParams } from '../contract/common';
import { EmployeeListResponse } from '../contract/employees';
import { requireSalon } from '../plugins/session';
import { listEmployees } from '../repositories/employees';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/salons/:salonId/employees',
    { schema: { tags: ['employees'], params: SalonParams, response: { 200: EmployeeListResponse } }, preHandler: app.authenticate },
    async (request) => {
      const { salonId } = requireSalon(request, request.params.salonId);
      const rows = await listEmployees(app.db, salonId);
      return rows.map((e) => ({
        id: e.id,
        name: e.name,
        email: e.email,
        phone: e.phone,
        color: e.color,
        agendei_access: e.agendeiAccess,
        service_ids: [],
      }));
    },
  );
};

export default routes;
