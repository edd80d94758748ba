import type { Static } from 'typebox';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { ClientStatisticsResponse, ClientTransactionsResponse, ClientWire, TransactionWire } from '../../../server/contract/clients';
import type { ClientExportWire } from '../../../server/contract/privacy';
import { baseApi } from '../../api/baseApi';
import { api } from '../../api/client';
import type { RootState } from '../../app/store';

export type Client = ClientWire;
export type Gender = ClientWire['gender'];
export type ClientStatistics = Static<typeof ClientStatisticsResponse>;
export type ClientAppointment = AppointmentWire;
export type ClientTransaction = TransactionWire;
export type ClientExport = ClientExportWire;
/** One page of the client's sale lines, split by kind. */
export type ClientTransactionsPage = Static<typeof ClientTransactionsResponse>;

/** The text fields of the client form, as the API names them. */
const CLIENT_TEXT_FIELDS = ['name', 'email', 'phone', 'gender', 'birth', 'address', 'neighborhood', 'zip_code', 'city', 'state'] as const;
export type ClientInput = Record<(typeof CLIENT_TEXT_FIELDS)[number], string> & { messages_consent: boolean };
/** What the form saves; allowDuplicate: the user saw 'Já existe ...' (a 409) and chose to save anyway. */
type ClientSave = { input: Partial<ClientInput>; avatar: File | null; allowDuplicate?: boolean };

/** The search path holds the query: the server takes at most 100 characters. */
const SEARCH_MAX = 100;
/** The history shows 50 appointments a page (the API's page size): a full page means there may be more. */
const HISTORY_PAGE_SIZE = 50;
/** The API answers 30 sale lines a page, products and services together: a full page means there may be more. */
const TRANSACTIONS_PAGE_SIZE = 30;

/**
 * multipart `client[field]` parts. On create an empty field is left out; on update it is sent as '' because
 * the server keeps what is omitted and clears what is empty. The avatar goes only when a new file was chosen.
 */
function clientFormData({ input, avatar, allowDuplicate }: ClientSave, mode: 'create' | 'update'): FormData {
  const form = new FormData();
  if (allowDuplicate) form.append('allow_duplicate', 'true');
  for (const field of CLIENT_TEXT_FIELDS) {
    const value = input[field]?.trim();
    if (value === undefined || (value === '' && mode === 'create')) continue;
    form.append(`client[${field}]`, value);
  }
  // The consent goes when it says something: ticked on create (the server's default is no), either way on update.
  const consent = input.messages_consent;
  if (consent !== undefined && (consent || mode === 'update')) form.append('client[messages_consent]', String(consent));
  if (avatar) form.append('client[avatar]', avatar, avatar.name);
  return form;
}

const LIST = { type: 'Client', id: 'LIST' } as const;
/** A page of the list or of a search: any save or delete may change which clients it holds, and their order. */
const listTags = (rows: Client[] = []) => [LIST, ...rows.map(({ id }) => ({ type: 'Client' as const, id }))];
/** After a save or delete every list and search asks again (the server pages and sorts); a failure changed nothing. */
const refreshLists = (_result: unknown, error: unknown) => (error ? [] : [LIST]);
// The history and statistics change with the agenda and checkout, which invalidate these: the agenda its
// appointments' list, a sale or its cancellation every Client, Sale and Appointment tag.
const APPOINTMENTS = { type: 'Appointment', id: 'LIST' } as const;
const SALES = { type: 'Sale', id: 'LIST' } as const;
const historyTags = (_result: unknown, _error: unknown, id: number) => [{ type: 'Client' as const, id }, APPOINTMENTS, SALES];

/** The clients API (spec section 7, Clients) as RTK Query endpoints. */
export const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Page 1 is also the app shell's once-per-session load: the list page shares that cache entry. */
    getClients: build.query<Client[], { salonId: number; page: number }>({
      query: ({ salonId, page }) => ({ url: `/salons/${salonId}/clients`, params: { page } }),
      providesTags: listTags,
    }),
    searchClients: build.query<Client[], { salonId: number; query: string; page: number }>({
      query: ({ salonId, query, page }) => ({ url: `/salons/${salonId}/clients/search/${encodeURIComponent(query.slice(0, SEARCH_MAX))}`, params: { page } }),
      providesTags: listTags,
    }),
    getClient: build.query<Client, number>({
      query: (id) => ({ url: `/clients/${id}` }),
      providesTags: (_client, _error, id) => [{ type: 'Client', id }],
    }),
    getClientStatistics: build.query<ClientStatistics, number>({
      query: (id) => ({ url: `/clients/${id}/statistics` }),
      providesTags: historyTags,
    }),
    /** The appointments history, newest first, 'Carregar mais' a page at a time. */
    getClientAppointments: build.infiniteQuery<ClientAppointment[], number, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, page) => (last.length >= HISTORY_PAGE_SIZE ? page + 1 : undefined),
      },
      query: ({ queryArg: id, pageParam: page }) => ({ url: `/clients/${id}/appointments`, params: { page } }),
      providesTags: historyTags,
    }),
    /** The lines of the client's completed sales, newest first, 'Carregar mais' a page at a time. */
    getClientTransactions: build.infiniteQuery<ClientTransactionsPage, number, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, page) => (last.products.length + last.services.length >= TRANSACTIONS_PAGE_SIZE ? page + 1 : undefined),
      },
      query: ({ queryArg: id, pageParam: page }) => ({ url: `/clients/${id}/transactions`, params: { page } }),
      providesTags: historyTags,
    }),
    createClient: build.mutation<Client, ClientSave & { salonId: number }>({
      query: (save) => ({ url: `/salons/${save.salonId}/clients`, method: 'POST', body: clientFormData(save, 'create') }),
      invalidatesTags: refreshLists,
    }),
    updateClient: build.mutation<Client, ClientSave & { id: number }>({
      query: (save) => ({ url: `/clients/${save.id}`, method: 'PUT', body: clientFormData(save, 'update') }),
      invalidatesTags: refreshLists,
      // The answer is the client as saved: the detail shows it at once rather than asking for it again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => null); // a failure is the form's to show
        if (saved) dispatch(clientsApi.util.updateQueryData('getClient', id, () => saved.data));
      },
    }),
    deleteClient: build.mutation<void, number>({
      query: (id) => ({ url: `/clients/${id}`, method: 'DELETE' }),
      invalidatesTags: refreshLists,
    }),
    /** LGPD: everything the salon holds about the client (the printable page and its JSON download). */
    getClientExport: build.query<ClientExport, number>({
      query: (id) => ({ url: `/clients/${id}/export` }),
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
      keepUnusedDataFor: 0,
    }),
    /**
     * LGPD erasure: the answer is the anonymised client. The lists drop them; the agenda and the sales show the
     * new name, so those lists ask again too.
     */
    /** `futureBookings`: the bookings still ahead are cancelled (the server's default) or kept, anonymous. */
    eraseClient: build.mutation<Client, { id: number; confirmName: string; futureBookings?: 'cancel' | 'keep' }>({
      query: ({ id, confirmName, futureBookings }) => ({ url: `/clients/${id}/erase`, method: 'POST', body: { confirm_name: confirmName, future_bookings: futureBookings } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Client', id }, APPOINTMENTS, SALES]),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }): Promise<void> {
        const erased = await queryFulfilled.catch(() => null); // a failure is the dialog's to show
        if (erased) dispatch(clientsApi.util.updateQueryData('getClient', id, () => erased.data));
      },
    }),
  }),
});

export const {
  useGetClientsQuery,
  useSearchClientsQuery,
  useGetClientQuery,
  useGetClientStatisticsQuery,
  useGetClientAppointmentsInfiniteQuery,
  useGetClientTransactionsInfiniteQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useDeleteClientMutation,
  useGetClientExportQuery,
  useEraseClientMutation,
} = clientsApi;

/** A row of a list or search already in the cache: the detail shows it at once while the client's own copy loads. */
export function selectKnownClient(state: RootState, id: number | null): Client | undefined {
  if (id === null) return undefined;
  const { util, endpoints } = clientsApi;
  const pages = [
    ...util.selectCachedArgsForQuery(state, 'getClients').map((arg) => endpoints.getClients.select(arg)(state).data),
    ...util.selectCachedArgsForQuery(state, 'searchClients').map((arg) => endpoints.searchClients.select(arg)(state).data),
  ];
  return pages.flatMap((rows) => rows ?? []).find((client) => client.id === id);
}

/**
 * The avatar's image, as a blob: it is only served with the session's headers, so a plain <img src> cannot load
 * it. A plain call through the one axios client (an image, not list state); avatar_url already starts with /v1,
 * the instance's base.
 */
export async function fetchAvatar(avatarUrl: string): Promise<Blob> {
  const { data } = await api.get<Blob>(avatarUrl.replace(/^\/v1(?=\/)/, ''), { responseType: 'blob' });
  return data;
}
