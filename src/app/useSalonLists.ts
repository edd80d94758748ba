import { skipToken } from '@reduxjs/toolkit/query';
import { useFailureToast } from '../components/useFailureToast';
import { agendaApi } from '../features/agenda/agendaApi';
import { catalogueApi } from '../features/catalogue/catalogueApi';
import { clientsApi } from '../features/clients/clientsApi';
import { staffApi } from '../features/staff/staffApi';

/**
 * The once-per-session load of the lists every screen shares (spec section 2, "Data loading"): while a
 * session is open the app shell holds a subscription to the salon's professionals, service and product
 * categories and the first page of clients, so they load at once and stay cached; pages use the same cache
 * entries. Any failed load of them (the first one or a page's refresh) is toasted here, once.
 */
export function useSalonLists(salonId: number | null) {
  const arg = salonId ?? skipToken;
  const employees = staffApi.endpoints.getEmployees.useQuery(arg);
  const services = catalogueApi.endpoints.getServiceCategories.useQuery(arg);
  const products = catalogueApi.endpoints.getProductCategories.useQuery(arg);
  const clients = clientsApi.endpoints.getClients.useQuery(salonId ? { salonId, page: 1 } : skipToken);
  // Asked with the lists, so a new salon's first-steps checklist is there when the agenda first draws, rather
  // than arriving after it and pushing the calendar down. A failure only leaves the checklist out.
  agendaApi.endpoints.getOnboarding.useQuery(arg);
  useFailureToast(employees.error, 'errors.loadEmployees');
  useFailureToast(services.error, 'errors.loadServiceCategories');
  useFailureToast(products.error, 'errors.loadProductCategories');
  useFailureToast(clients.error, 'errors.loadClients');
}
