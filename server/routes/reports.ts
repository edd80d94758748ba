import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalonParams } from '../contract/common';
import {
  ByTypeResponse,
  CommissionItemsResponse,
  CommissionsResponse,
  EmployeeReportParams,
  ReportQuery,
  SummaryResponse,
} from '../contract/reports';
import { requireSalon } from '../plugins/session';
import { actorOf } from '../services/permissions';

const tags = ['reports'];

/** The sales reports of /reports: `?start=&end=` (YYYY-MM-DD, both included, today by default). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { reports } = app.services;
  const auth = { preHandler: app.authenticate };
  const actor = (request: Parameters<typeof requireSalon>[0], salonId: number) => actorOf(requireSalon(request, salonId));

  app.get(
    '/salons/:salonId/reports/by-type',
    { schema: { tags, params: SalonParams, querystring: ReportQuery, response: { 200: ByTypeResponse } }, ...auth, config: { salonCache: true } },
    async (request) => reports.byType(actor(request, request.params.salonId), request.query),
  );

  app.get(
    '/salons/:salonId/reports/summary',
    { schema: { tags, params: SalonParams, querystring: ReportQuery, response: { 200: SummaryResponse } }, ...auth, config: { salonCache: true } },
    async (request) => reports.summary(actor(request, request.params.salonId), request.query),
  );

  app.get(
    '/salons/:salonId/reports/commissions',
    { schema: { tags, params: SalonParams, querystring: ReportQuery, response: { 200: CommissionsResponse } }, ...auth, config: { salonCache: true } },
    async (request) => reports.commissions(actor(request, request.params.salonId), request.query),
  );

  app.get(
    '/salons/:salonId/reports/commissions/:employeeId',
    { schema: { tags, params: EmployeeReportParams, querystring: ReportQuery, response: { 200: CommissionItemsResponse } }, ...auth, config: { salonCache: true } },
    async (request) => reports.commissionItems(actor(request, request.params.salonId), request.params.employeeId, request.query),
  );
};

export default routes;
