import type {
  CashDrawerCloseFields, CashDrawerSummaryWire, CashDrawerWire, CashMovementFields, CashTotalsWire, CurrentCashDrawerWire,
} from '../../../server/contract/cashDrawers';
import { api } from '../../api/client';
import { baseApi } from '../../api/baseApi';
import { attachmentName } from '../../lib/saveFile';

export type CashDrawer = CashDrawerWire;
export type CashDrawerSummary = CashDrawerSummaryWire;
export type CashTotals = CashTotalsWire;
export type CashMovementInput = CashMovementFields;

/** A write changes the drawer; a failure changed nothing. */
const afterWrite = (_result: unknown, error: unknown) => (error ? [] : ['CashDrawer' as const]);

/**
 * The cash drawer (caixa, issue 30 item 6). Every answer of a write is the drawer as it now is; sales and estornos
 * change what it expects, so the 'Sale' notices of the salon's stream refresh it too (app/useSalonLive.ts).
 */
export const cashDrawerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentDrawer: build.query<CurrentCashDrawerWire, number>({
      query: (salonId) => ({ url: `/salons/${salonId}/cash_drawers/current` }),
      providesTags: ['CashDrawer'],
    }),
    getDrawer: build.query<CashDrawer, number>({
      query: (id) => ({ url: `/cash_drawers/${id}` }),
      providesTags: ['CashDrawer'],
    }),
    listDrawers: build.query<CashDrawerSummary[], { salonId: number; start: string; end: string }>({
      query: ({ salonId, start, end }) => ({ url: `/salons/${salonId}/cash_drawers`, params: { start, end } }),
      providesTags: ['CashDrawer'],
    }),
    openDrawer: build.mutation<CashDrawer, { salonId: number; float: number }>({
      query: ({ salonId, float }) => ({ url: `/salons/${salonId}/cash_drawers`, method: 'POST', body: { cash_drawer: { float } } }),
      invalidatesTags: afterWrite,
    }),
    moveCash: build.mutation<CashDrawer, { id: number; movement: CashMovementInput }>({
      query: ({ id, movement }) => ({ url: `/cash_drawers/${id}/movements`, method: 'POST', body: { cash_movement: movement } }),
      invalidatesTags: afterWrite,
    }),
    closeDrawer: build.mutation<CashDrawer, { id: number; fields: CashDrawerCloseFields }>({
      query: ({ id, fields }) => ({ url: `/cash_drawers/${id}/close`, method: 'POST', body: { cash_drawer: fields } }),
      invalidatesTags: afterWrite,
    }),
  }),
});

export const { useGetCurrentDrawerQuery, useGetDrawerQuery, useListDrawersQuery, useOpenDrawerMutation, useMoveCashMutation, useCloseDrawerMutation } = cashDrawerApi;

/** A closing as the owner's CSV: a file, so a plain call through the one axios client rather than a cached query. */
export async function fetchDrawerCsv(id: number): Promise<{ fileName: string; data: Blob }> {
  const response = await api.get<Blob>(`/cash_drawers/${id}/export`, { responseType: 'blob' });
  return { fileName: attachmentName(response.headers['content-disposition'], `caixa-${id}.csv`), data: response.data };
}
