import type { ClientWire } from '../../../server/contract/clients';
import { api } from '../../api/client';

export type Client = ClientWire;

/** Typed calls of the clients API (spec section 7, Clients). */
export const clientsApi = {
  async list(salonId: number, page = 1): Promise<Client[]> {
    const { data } = await api.get<Client[]>(`/salons/${salonId}/clients`, { params: { page } });
    return data;
  },
};
