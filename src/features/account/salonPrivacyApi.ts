import type { SalonCloseWire } from '../../../server/contract/privacy';
import { api } from '../../api/client';
import { baseApi } from '../../api/baseApi';
import { attachmentName } from '../../lib/saveFile';

export type SalonClosed = SalonCloseWire;

/**
 * The salon's LGPD calls (/meu-salao/privacidade). Closing the account is a mutation; nothing is cached after it,
 * as the session ends with it (the server signs every user out).
 */
export const salonPrivacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    closeAccount: build.mutation<SalonClosed, { salonId: number; password: string }>({
      query: ({ salonId, password }) => ({ url: `/salons/${salonId}/close`, method: 'POST', body: { password } }),
    }),
  }),
});

export const { useCloseAccountMutation } = salonPrivacyApi;

/**
 * The whole salon as a ZIP of CSV files: a file, not list state, so a plain call through the one axios client
 * (with the session's headers) rather than a cached query; the name is the one the server gives it.
 */
export async function fetchSalonExport(salonId: number): Promise<{ fileName: string; data: Blob }> {
  const response = await api.get<Blob>(`/salons/${salonId}/export`, { responseType: 'blob', timeout: 120_000 });
  return { fileName: attachmentName(response.headers['content-disposition'], `agendei-salao-${salonId}.zip`), data: response.data };
}
