import { createSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '../../api/createApiThunk';
import { clientsApi, type Client } from './clientsApi';

export interface ClientsState {
  /** The current page of the list (30 a page), or the search results. */
  clients: Client[];
  page: number;
}

const initialState: ClientsState = { clients: [], page: 1 };

export const clientsRequested = createApiThunk('clients/clientsRequested', ({ salonId, page = 1 }: { salonId: number; page?: number }) =>
  clientsApi.list(salonId, page).then((clients) => ({ clients, page })),
);

const clientsSlice = createSlice({
  name: 'clients',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(clientsRequested.fulfilled, (state, action) => {
      state.clients = action.payload.clients;
      state.page = action.payload.page;
    });
  },
});

export default clientsSlice.reducer;

type WithClients = { clients: ClientsState };
export const selectClients = (state: WithClients) => state.clients.clients;
export const selectClientsPage = (state: WithClients) => state.clients.page;
