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

/** The session's headers and the language, as every call sends them (also the agenda's live stream, read with fetch). */
export function sessionHeaders(): Record<string, string> {
  const credentials = hooks.getCredentials();
  const headers: Record<string, string> = { 'Accept-Language': hooks.getLanguage() };
  if (credentials) Object.assign(headers, { 'access-token': credentials.accessToken, client: credentials.client, uid: credentials.uid });
  return headers;
}

/** A stream read outside axios was refused (401/403): the same way out as any other call. */
export const reportUnauthorized = () => hooks.onUnauthorized();

api.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
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
