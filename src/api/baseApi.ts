import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ResponseType } from 'axios';
import { api } from './client';
import { readFailure, type ApiFailure } from './errors';
import { postCreate } from './idempotency';

/** One call as an endpoint describes it; the body may be JSON or FormData, as axios takes it. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number>;
  responseType?: ResponseType;
}

/**
 * RTK Query's base query over the one axios instance (src/api/client.ts), so the session headers, the
 * language and where a 401/403 or a 402 sends the user stay in one place. Every POST of the API creates
 * something, so it goes with its Idempotency-Key (src/api/idempotency.ts). A failure becomes the one
 * serialisable ApiFailure that forms and toasts read (src/api/errors.ts).
 */
const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async ({ url, method = 'GET', body, params, responseType }, { signal }) => {
  try {
    const config = { params, signal, responseType };
    const response = method === 'POST' ? await postCreate(url, body, config) : await api.request({ url, method, data: body, ...config });
    return { data: response.data };
  } catch (error) {
    return { error: readFailure(error) };
  }
};

/**
 * The SPA's server state. Each feature injects its endpoints (features/<area>/<area>Api.ts) and names what
 * they provide and invalidate with these tags, so a change made on one screen refreshes every screen showing
 * it. Query args carry the salon id, and the cache is reset whenever a session starts or ends (app/store.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Employee', 'ServiceCategory', 'ProductCategory', 'Client', 'Appointment', 'BlockedTime', 'Sale', 'Report', 'OnlineBooking', 'Notice', 'CashDrawer', 'Comanda', 'PixCharge'],
  endpoints: () => ({}),
});
