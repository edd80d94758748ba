import type { CepAddress } from '../../../server/contract/address';
import { baseApi } from '../../api/baseApi';

/** GET /cep/{cep}: a CEP's address does not change, so it is kept for the session (the server caches it too). */
export const cepApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookupCep: build.query<CepAddress, string>({
      query: (cep) => ({ url: `/cep/${cep}` }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useLazyLookupCepQuery } = cepApi;
export type { CepAddress };
