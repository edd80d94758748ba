import axios, { type AxiosError } from 'axios';

export interface StoredCredentials {
  accessToken: string;
  client: string;
  uid: string;
  expiry: number;
}

interface ClientHooks {
  getCredentials(): StoredCredentials | null;
  getLanguage(): string;
  /** A protected call answered 401/403: the stored session is no longer good. */
  onUnauthorized(): void;
  /** A write answered 402: the trial is over and the salon has no subscription. */
  onPaymentRequired(): void;
}

let hooks: ClientHooks = {
  getCredentials: () => null,
  getLanguage: () => 'pt-BR',
  onUnauthorized: () => undefined,
  onPaymentRequired: () => undefined,
};

/** Wired once in main.tsx, so this module never imports the store (and tests can wire their own). */
export function configureApiClient(next: ClientHooks) {
  hooks = next;
}

/** The one axios instance of the SPA. */
export const api = axios.create({ baseURL: '/v1', timeout: 20_000 });

api.interceptors.request.use((config) => {
  const credentials = hooks.getCredentials();
  if (credentials) {
    config.headers.set('access-token', credentials.accessToken);
    config.headers.set('client', credentials.client);
    config.headers.set('uid', credentials.uid);
  }
  config.headers.set('Accept-Language', hooks.getLanguage());
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error: AxiosError) => {
    const status = error.response?.status;
    const wasProtected = Boolean(error.config?.headers?.['access-token']);
    if ((status === 401 || status === 403) && wasProtected) hooks.onUnauthorized();
    if (status === 402) hooks.onPaymentRequired();
    return Promise.reject(error);
  },
);
