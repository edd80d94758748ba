import type { Static } from 'typebox';
import type {
  ByTypeResponse,
  CommissionItemsResponse,
  CommissionsResponse,
  ReportItemRow,
  SummaryResponse,
} from '../../../server/contract/reports';
import { baseApi } from '../../api/baseApi';

export type ReportItem = Static<typeof ReportItemRow>;
export type ByType = Static<typeof ByTypeResponse>;
export type Summary = Static<typeof SummaryResponse>;
export type PaymentType = Summary['by_payment'][number]['payment_type'];
export type Commissions = Static<typeof CommissionsResponse>;
export type CommissionRow = Commissions['rows'][number];
export type CommissionItem = Static<typeof CommissionItemsResponse>[number];

/** A report's question: the salon and its days, both ends included ('YYYY-MM-DD', salon time zone). */
export interface ReportArgs {
  salonId: number;
  start: string;
  end: string;
}

/**
 * Every report provides the 'Report' type: a sale made or cancelled on this device invalidates it (the sales
 * API does), and the page asks again on mount, on a new range and when the window gets focus back
 * (useRefreshOnFocus), so a sale made on another device shows up too.
 */
const REPORT = ['Report'] as const;
const params = ({ start, end }: ReportArgs) => ({ start, end });

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReportByType: build.query<ByType, ReportArgs>({
      query: (args) => ({ url: `/salons/${args.salonId}/reports/by-type`, params: params(args) }),
      providesTags: [...REPORT],
    }),
    getReportSummary: build.query<Summary, ReportArgs>({
      query: (args) => ({ url: `/salons/${args.salonId}/reports/summary`, params: params(args) }),
      providesTags: [...REPORT],
    }),
    getCommissions: build.query<Commissions, ReportArgs>({
      query: (args) => ({ url: `/salons/${args.salonId}/reports/commissions`, params: params(args) }),
      providesTags: [...REPORT],
    }),
    getCommissionItems: build.query<CommissionItem[], ReportArgs & { employeeId: number }>({
      query: (args) => ({ url: `/salons/${args.salonId}/reports/commissions/${args.employeeId}`, params: params(args) }),
      providesTags: [...REPORT],
    }),
  }),
});

export const { useGetReportByTypeQuery, useGetReportSummaryQuery, useGetCommissionsQuery, useGetCommissionItemsQuery } = reportsApi;
