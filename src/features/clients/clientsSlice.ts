import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { createApiThunk } from '../../api/createApiThunk';
import { sessionCleared, signInRequested, signOutRequested } from '../auth/authSlice';
import { clientsApi, type Client, type ClientAppointment, type ClientStatistics, type ClientTransaction } from './clientsApi';
import {
  clientAppointmentsPageRequested,
  clientCreated,
  clientDeleted,
  clientHistoryRequested,
  clientOpened,
  clientsSearched,
  clientUpdated,
  HISTORY_PAGE_SIZE,
} from './clientsThunks';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

export interface ClientDetailState {
  id: number | null;
  client: Client | null;
  status: Status;
  notFound: boolean;
  statistics: ClientStatistics | null;
  appointments: ClientAppointment[];
  appointmentsPage: number;
  moreAppointments: boolean;
  products: ClientTransaction[];
  historyStatus: Status;
}

export interface ClientsState {
  /** The current page of the list (30 a page), or the search results. */
  clients: Client[];
  page: number;
  /** '' for the plain list, otherwise the search these results answer. */
  query: string;
  status: Status;
  /** Only the latest list or search request may fill the list, so a slow answer never overwrites a newer one. */
  requestId: string | null;
  /** What the latest request asks for: a page of the plain list ('' query) or of a search. */
  requestPage: number;
  requestQuery: string;
  /** When the plain list on screen was fetched (epoch ms), so opening /clients right after reuses it. */
  loadedAt: number | null;
  detail: ClientDetailState;
}

const emptyDetail = (id: number | null, client: Client | null = null): ClientDetailState => ({
  id,
  client,
  status: 'idle',
  notFound: false,
  statistics: null,
  appointments: [],
  appointmentsPage: 1,
  moreAppointments: false,
  products: [],
  historyStatus: 'idle',
});

const initialState: ClientsState = {
  clients: [],
  page: 1,
  query: '',
  status: 'idle',
  requestId: null,
  requestPage: 1,
  requestQuery: '',
  loadedAt: null,
  detail: emptyDetail(null),
};

/** A plain list fetched this recently is shown as it is: the store already follows this session's own changes. */
export const CLIENTS_FRESH_MS = 60_000;

/**
 * Without a page it is the once-per-session load of page 1; the list page always sends its page. Either is
 * skipped when the same page is already on its way, or (the list page) was fetched moments ago: opening
 * /clients asks the server once.
 */
export const clientsRequested = createApiThunk(
  'clients/clientsRequested',
  ({ salonId, page = 1 }: { salonId: number; page?: number }) =>
    clientsApi.list(salonId, page).then((clients) => ({ clients, page, query: '', fetchedAt: Date.now() })),
  {
    condition: ({ page }, { getState }) => {
      const state = (getState() as { clients: ClientsState }).clients;
      const wanted = page ?? 1;
      if (state.status === 'loading' && state.requestQuery === '' && state.requestPage === wanted) return false;
      // The shared load never takes the list away from a request of the list page.
      if (page === undefined) return state.status === 'idle' || state.status === 'failed';
      const fresh = state.loadedAt !== null && Date.now() - state.loadedAt < CLIENTS_FRESH_MS;
      return !(state.status === 'ready' && state.query === '' && state.page === wanted && fresh);
    },
  },
);

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const byName = (a: Client, b: Client) => fold(a.name).localeCompare(fold(b.name), 'pt-BR');

/** Would the server's search for `query` find this client? (Name, e-mail or phone digits.) */
function matches(client: Client, query: string) {
  const digits = query.replace(/\D/g, '');
  const haystack = fold(`${client.name} ${client.email ?? ''}`);
  const words = fold(query).split(/\s+/).filter(Boolean);
  return words.every((word) => haystack.includes(word)) || (digits.length >= 2 && (client.phone ?? '').replace(/\D/g, '').includes(digits));
}

const clientsSlice = createSlice({
  name: 'clients',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(clientsRequested.pending, (state, action) => {
        Object.assign(state, { requestId: action.meta.requestId, requestPage: action.meta.arg.page ?? 1, requestQuery: '', status: 'loading' });
      })
      .addCase(clientsSearched.pending, (state, action) => {
        const { query, page = 1 } = action.meta.arg;
        Object.assign(state, { requestId: action.meta.requestId, requestPage: page, requestQuery: query, status: 'loading' });
      })
      .addCase(clientCreated.fulfilled, (state, { payload }) => {
        if (state.query && !matches(payload, state.query)) return;
        state.clients.push(payload);
        state.clients.sort(byName);
      })
      .addCase(clientUpdated.fulfilled, (state, { payload }) => {
        state.clients = state.clients.map((client) => (client.id === payload.id ? payload : client));
        if (state.detail.id === payload.id) state.detail.client = payload;
      })
      .addCase(clientDeleted.fulfilled, (state, { payload: id }) => {
        state.clients = state.clients.filter((client) => client.id !== id);
        if (state.detail.id === id) state.detail = emptyDetail(null);
      })
      .addCase(clientOpened.pending, (state, { meta }) => {
        // The row just clicked is already known: the info card shows it while the fresh copy loads.
        if (state.detail.id !== meta.arg) state.detail = emptyDetail(meta.arg, state.clients.find((c) => c.id === meta.arg) ?? null);
        state.detail.status = 'loading';
      })
      .addCase(clientOpened.fulfilled, (state, { payload, meta }) => {
        if (state.detail.id !== meta.arg) return;
        state.detail.client = payload;
        state.detail.status = 'ready';
      })
      .addCase(clientOpened.rejected, (state, { payload, meta }) => {
        if (state.detail.id !== meta.arg) return;
        state.detail.status = 'failed';
        state.detail.notFound = payload?.status === 404;
      })
      .addCase(clientHistoryRequested.pending, (state, { meta }) => {
        if (state.detail.id === meta.arg) state.detail.historyStatus = 'loading';
      })
      .addCase(clientHistoryRequested.fulfilled, (state, { payload }) => {
        if (state.detail.id !== payload.id) return;
        Object.assign(state.detail, {
          statistics: payload.statistics,
          appointments: payload.appointments,
          appointmentsPage: 1,
          moreAppointments: payload.appointments.length >= HISTORY_PAGE_SIZE,
          products: payload.products,
          historyStatus: 'ready',
        });
      })
      .addCase(clientHistoryRequested.rejected, (state, { meta }) => {
        if (state.detail.id === meta.arg) state.detail.historyStatus = 'failed';
      })
      .addCase(clientAppointmentsPageRequested.fulfilled, (state, { payload }) => {
        if (state.detail.id !== payload.id) return;
        const known = new Set(state.detail.appointments.map((a) => a.id));
        state.detail.appointments.push(...payload.appointments.filter((a) => !known.has(a.id)));
        state.detail.appointmentsPage = payload.page;
        state.detail.moreAppointments = payload.appointments.length >= HISTORY_PAGE_SIZE;
      })
      .addMatcher(isAnyOf(clientsRequested.fulfilled, clientsSearched.fulfilled), (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.clients = action.payload.clients;
        state.page = action.payload.page;
        state.query = action.payload.query;
        state.status = 'ready';
        state.loadedAt = 'fetchedAt' in action.payload ? action.payload.fetchedAt : null;
      })
      .addMatcher(isAnyOf(clientsRequested.rejected, clientsSearched.rejected), (state, action) => {
        if (action.meta.requestId === state.requestId) state.status = 'failed';
      })
      // Another session (or none) must never see this one's clients.
      .addMatcher(isAnyOf(signInRequested.fulfilled, signOutRequested.fulfilled, sessionCleared), () => initialState);
  },
});

export default clientsSlice.reducer;

type WithClients = { clients: ClientsState };
export const selectClients = (state: WithClients) => state.clients.clients;
export const selectClientsPage = (state: WithClients) => state.clients.page;
export const selectClientsQuery = (state: WithClients) => state.clients.query;
export const selectClientsStatus = (state: WithClients) => state.clients.status;
export const selectClientDetail = (state: WithClients) => state.clients.detail;
