import type { Static } from 'typebox';
import type { AuditListWire } from '../../../server/contract/audit';
import type { ComandaItemWire, ComandaStatusWire, ComandaWire } from '../../../server/contract/comandas';
import type { PixChargeWire } from '../../../server/contract/pixCharges';
import type { PixCodeQuery, PixCodeResponse, SaleCreateFields, SalePaymentWire, SaleSummaryResponse, SaleWire } from '../../../server/contract/sales';
import { baseApi } from '../../api/baseApi';

export type Sale = SaleWire;
export type SaleSummary = Static<typeof SaleSummaryResponse>;
export type SaleFields = SaleCreateFields;
export type PaymentType = NonNullable<SaleFields['payment_type']>;
export type SaleItemFields = SaleFields['transactions_attributes'][number];
export type SalePaymentFields = NonNullable<SaleFields['payments']>[number];
export type SalePayment = SalePaymentWire;
/** The static BR Code of an amount (br_code null while the salon has no Pix key). */
export type PixCode = Static<typeof PixCodeResponse>;
export type PixCodeArg = { salonId: number } & Required<Static<typeof PixCodeQuery>>;
/** A dynamic Pix charge of the payment provider, paid when its signed notice comes (issue 30 item 1). */
export type PixProviderCharge = PixChargeWire;
/** A visit's open ticket (issue 30 item 5) and one of its items. */
export type Comanda = ComandaWire;
export type ComandaItem = ComandaItemWire;
export interface ComandaItemFields {
  service_id?: number;
  product_id?: number;
  user_id?: number | null;
  quantity?: number;
}

/** A range of the salon's days, both included (YYYY-MM-DD), the page (30 sales a page), and the list's filters. */
export interface SaleListArg {
  salonId: number;
  start?: string;
  end?: string;
  page?: number;
  client_id?: number;
  payment_type?: PaymentType;
  status?: Sale['status'];
}

/**
 * A sale (or its estorno) changes the agenda (appointments completed or reopened), the clients' history, the
 * reports and the products' stock: every screen showing one of those asks again. A failure changed nothing.
 */
const AFFECTED = ['Appointment', 'Client', 'Report', 'Sale', 'ProductCategory', 'Comanda'] as const;
/** A comanda's change shows on every screen listing it; the answer is the comanda as it now is. */
const afterComanda = (_result: unknown, error: unknown) => (error ? [] : ['Comanda' as const]);
const afterSale = (_result: unknown, error: unknown) => (error ? [] : [...AFFECTED]);

/**
 * Sales (spec section 7, Sales and reports). createSale goes through the one POST path (baseApi -> postCreate),
 * which sends an Idempotency-Key per cart and keeps it while the outcome is unknown (no answer, 5xx): the same
 * cart sent again after a network error, or twice by a double tap, is recorded once; a changed cart is a new key.
 */
export const salesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createSale: build.mutation<Sale, { salonId: number; fields: SaleFields }>({
      query: ({ salonId, fields }) => ({ url: `/salons/${salonId}/sales`, method: 'POST', body: { sale: fields } }),
      invalidatesTags: afterSale,
    }),
    getSale: build.query<Sale, number>({
      query: (id) => ({ url: `/sales/${id}` }),
      providesTags: (_sale, _error, id) => [{ type: 'Sale', id }, 'Sale'],
    }),
    listSales: build.query<SaleSummary[], SaleListArg>({
      query: ({ salonId, ...params }) => ({ url: `/salons/${salonId}/sales`, params: { ...params } }),
      providesTags: ['Sale'],
    }),
    /** Estorno with a reason (the owner; the front desk a sale of today, when allowed); the answer is the sale as canceled. */
    cancelSale: build.mutation<Sale, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/sales/${id}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: afterSale,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }): Promise<void> {
        const done = await queryFulfilled.catch(() => null); // a failure is the dialog's to show
        if (done?.data?.id === id) dispatch(salesApi.util.upsertQueryData('getSale', id, done.data));
      },
    }),
    /** Queues the invoice e-mail (202). */
    sendInvoice: build.mutation<void, { id: number; email: string }>({
      query: ({ id, email }) => ({ url: `/sales/${id}/send-invoice`, method: 'POST', body: { email } }),
    }),
    /**
     * The checkout's Pix QR code before the sale is made: the BR Code of `amount` carrying `reference`, which the
     * sale then sends with its Pix payment. Asked while the confirmation shows it; never kept long (the salon's
     * key may change on the profile meanwhile).
     */
    getPixCode: build.query<PixCode, PixCodeArg>({
      query: ({ salonId, amount, reference }) => ({ url: `/salons/${salonId}/pix_code`, params: { amount, reference } }),
      keepUnusedDataFor: 5,
    }),
    /** The provider's Pix charge of an amount, for the checkout's confirmation (salons with pix_by_provider on). */
    createPixCharge: build.mutation<PixProviderCharge, { salonId: number; amount: number }>({
      query: ({ salonId, amount }) => ({ url: `/salons/${salonId}/pix_charges`, method: 'POST', body: { pix_charge: { amount } } }),
    }),
    /** Asked again when the salon's stream says a charge was paid (app/useSalonLive), never polled. */
    getPixCharge: build.query<PixProviderCharge, number>({
      query: (id) => ({ url: `/pix_charges/${id}` }),
      providesTags: (_charge, _error, id) => [{ type: 'PixCharge', id }, 'PixCharge'],
    }),
    /** The open comandas, oldest first (or today's closed or canceled ones): the agenda and the sales list show them. */
    listComandas: build.query<Comanda[], { salonId: number; status?: ComandaStatusWire }>({
      query: ({ salonId, status }) => ({ url: `/salons/${salonId}/comandas`, params: status ? { status } : undefined }),
      providesTags: ['Comanda'],
    }),
    getComanda: build.query<Comanda, number>({
      query: (id) => ({ url: `/comandas/${id}` }),
      providesTags: (_comanda, _error, id) => [{ type: 'Comanda', id }, 'Comanda'],
    }),
    /** From an appointment (an open one answers that one) or for a walk-in, with or without a client. */
    openComanda: build.mutation<Comanda, { salonId: number; appointmentId?: number; clientId?: number | null }>({
      query: ({ salonId, appointmentId, clientId }) => ({
        url: `/salons/${salonId}/comandas`,
        method: 'POST',
        body: { comanda: appointmentId ? { appointment_id: appointmentId } : { client_id: clientId ?? null } },
      }),
      invalidatesTags: afterComanda,
    }),
    addComandaItem: build.mutation<Comanda, { id: number; item: ComandaItemFields }>({
      query: ({ id, item }) => ({ url: `/comandas/${id}/items`, method: 'POST', body: { item } }),
      invalidatesTags: afterComanda,
    }),
    removeComandaItem: build.mutation<Comanda, { id: number; itemId: number }>({
      query: ({ id, itemId }) => ({ url: `/comandas/${id}/items/${itemId}`, method: 'DELETE' }),
      invalidatesTags: afterComanda,
    }),
    cancelComanda: build.mutation<Comanda, { id: number; reason: string | null }>({
      query: ({ id, reason }) => ({ url: `/comandas/${id}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: afterComanda,
    }),
    /** Who recorded and who canceled it, and when (the owner's 'Histórico'); an estorno refreshes it. */
    getSaleAudit: build.query<AuditListWire, number>({
      query: (id) => ({ url: `/sales/${id}/audit` }),
      providesTags: (_audit, _error, id) => [{ type: 'Sale', id }, 'Sale'],
    }),
  }),
});

export const {
  useCreateSaleMutation,
  useGetSaleQuery,
  useListSalesQuery,
  useCancelSaleMutation,
  useSendInvoiceMutation,
  useGetSaleAuditQuery,
  useGetPixCodeQuery,
  useListComandasQuery,
  useCreatePixChargeMutation,
  useGetPixChargeQuery,
  useGetComandaQuery,
  useOpenComandaMutation,
  useAddComandaItemMutation,
  useRemoveComandaItemMutation,
  useCancelComandaMutation,
} = salesApi;
