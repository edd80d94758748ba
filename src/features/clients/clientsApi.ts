import type { Static } from 'typebox';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { ClientStatisticsResponse, ClientWire, TransactionWire } from '../../../server/contract/clients';
import { api } from '../../api/client';
import { postCreate } from '../../api/idempotency';

export type Client = ClientWire;
export type Gender = ClientWire['gender'];
export type ClientStatistics = Static<typeof ClientStatisticsResponse>;
export type ClientAppointment = AppointmentWire;
export type ClientTransaction = TransactionWire;

/** The text fields of the client form, as the API names them. */
export const CLIENT_TEXT_FIELDS = ['name', 'email', 'phone', 'gender', 'birth', 'address', 'neighborhood', 'zip_code', 'city', 'state'] as const;
export type ClientTextField = (typeof CLIENT_TEXT_FIELDS)[number];
export type ClientInput = Record<ClientTextField, string>;

/** The search path holds the query: the server takes at most 100 characters. */
const SEARCH_MAX = 100;

/**
 * multipart `client[field]` parts. On create an empty field is left out; on update it is sent as '' because
 * the server keeps what is omitted and clears what is empty. The avatar goes only when a new file was chosen.
 */
export function clientFormData(input: Partial<ClientInput>, avatar: File | null, mode: 'create' | 'update', allowDuplicate = false): FormData {
  const form = new FormData();
  // The user saw 'Já existe ...' (a 409) and chose to save anyway.
  if (allowDuplicate) form.append('allow_duplicate', 'true');
  for (const field of CLIENT_TEXT_FIELDS) {
    const value = input[field]?.trim();
    if (value === undefined || (value === '' && mode === 'create')) continue;
    form.append(`client[${field}]`, value);
  }
  if (avatar) form.append('client[avatar]', avatar, avatar.name);
  return form;
}

/** Typed calls of the clients API (spec section 7, Clients). */
export const clientsApi = {
  async list(salonId: number, page = 1): Promise<Client[]> {
    const { data } = await api.get<Client[]>(`/salons/${salonId}/clients`, { params: { page } });
    return data;
  },
  async search(salonId: number, query: string, page = 1): Promise<Client[]> {
    const path = `/salons/${salonId}/clients/search/${encodeURIComponent(query.slice(0, SEARCH_MAX))}`;
    const { data } = await api.get<Client[]>(path, { params: { page } });
    return data;
  },
  async show(id: number): Promise<Client> {
    const { data } = await api.get<Client>(`/clients/${id}`);
    return data;
  },
  async create(salonId: number, input: Partial<ClientInput>, avatar: File | null, allowDuplicate = false): Promise<Client> {
    const { data } = await postCreate<Client>(`/salons/${salonId}/clients`, clientFormData(input, avatar, 'create', allowDuplicate));
    return data;
  },
  async update(id: number, input: Partial<ClientInput>, avatar: File | null, allowDuplicate = false): Promise<Client> {
    const { data } = await api.put<Client>(`/clients/${id}`, clientFormData(input, avatar, 'update', allowDuplicate));
    return data;
  },
  async remove(id: number): Promise<void> {
    await api.delete(`/clients/${id}`);
  },
  async statistics(id: number): Promise<ClientStatistics> {
    const { data } = await api.get<ClientStatistics>(`/clients/${id}/statistics`);
    return data;
  },
  async appointments(id: number, page = 1): Promise<ClientAppointment[]> {
    const { data } = await api.get<ClientAppointment[]>(`/clients/${id}/appointments`, { params: { page } });
    return data;
  },
  async transactions(id: number): Promise<{ products: ClientTransaction[]; services: ClientTransaction[] }> {
    const { data } = await api.get<{ products: ClientTransaction[]; services: ClientTransaction[] }>(`/clients/${id}/transactions`);
    return data;
  },
  /** avatar_url already starts with /v1, the instance's base; the image needs the auth headers, hence a blob. */
  async avatar(avatarUrl: string): Promise<Blob> {
    const { data } = await api.get<Blob>(avatarUrl.replace(/^\/v1(?=\/)/, ''), { responseType: 'blob' });
    return data;
  },
};
