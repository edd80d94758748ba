import { createApiThunk } from '../../api/createApiThunk';
import { clientsApi, type ClientInput } from './clientsApi';

/** The history shows 50 appointments a page (the API's page size). */
export const HISTORY_PAGE_SIZE = 50;

export const clientsSearched = createApiThunk(
  'clients/clientsSearched',
  ({ salonId, query, page = 1 }: { salonId: number; query: string; page?: number }) =>
    clientsApi.search(salonId, query, page).then((clients) => ({ clients, page, query })),
);

/** The File stays in the thunk's argument (meta.arg, which the store never keeps), never in the state. */
export const clientCreated = createApiThunk(
  'clients/clientCreated',
  ({ salonId, input, avatar, allowDuplicate }: { salonId: number; input: Partial<ClientInput>; avatar: File | null; allowDuplicate?: boolean }) =>
    clientsApi.create(salonId, input, avatar, allowDuplicate),
);

export const clientUpdated = createApiThunk(
  'clients/clientUpdated',
  ({ id, input, avatar, allowDuplicate }: { id: number; input: Partial<ClientInput>; avatar: File | null; allowDuplicate?: boolean }) =>
    clientsApi.update(id, input, avatar, allowDuplicate),
);

export const clientDeleted = createApiThunk('clients/clientDeleted', (id: number) => clientsApi.remove(id).then(() => id));

export const clientOpened = createApiThunk('clients/clientOpened', (id: number) => clientsApi.show(id));

/** Everything the detail page shows under the info card, fetched side by side. */
export const clientHistoryRequested = createApiThunk('clients/clientHistoryRequested', async (id: number) => {
  const [statistics, appointments, transactions] = await Promise.all([
    clientsApi.statistics(id),
    clientsApi.appointments(id, 1),
    clientsApi.transactions(id),
  ]);
  return { id, statistics, appointments, products: transactions.products };
});

export const clientAppointmentsPageRequested = createApiThunk(
  'clients/clientAppointmentsPageRequested',
  ({ id, page }: { id: number; page: number }) => clientsApi.appointments(id, page).then((appointments) => ({ id, page, appointments })),
);
