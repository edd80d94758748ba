import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { browserOffline, connectionAnswered, connectionLost, setConnectionProbe, waitForConnection } from './connection';
import { isNotAllowed, readFailure } from './errors';

export interface StoredCredentials {
  accessToken: string;
  client: string;
  uid: string;
  expiry: number;
}

interface ClientHooks {
  getCredentials(): StoredCredentials | null;
  getLanguage(): string;
  /** A protected call answered 401, or 403 without the not-allowed code: the stored session is no longer good. */
  onUnauthorized(): void;
  /** A call outside the user's role (403 not_allowed): the session stays; `message` is the server's. */
  onNotAllowed(message: string): void;
  /** A write answered 402: the trial is over and the salon has no subscription. */
  onPaymentRequired(): void;
}

let hooks: ClientHooks = {
  getCredentials: () => null,
  getLanguage: () => 'pt-BR',
  onUnauthorized: () => undefined,
  onNotAllowed: () => undefined,
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
/** A stream read outside axios was outside the user's role: said, and the session stays. */
export const reportNotAllowed = (message: string) => hooks.onNotAllowed(message);

api.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
  return config;
});

// The check goes around this instance's interceptors: it must neither wait for the connection nor hold itself.
setConnectionProbe(() => axios.get('/v1/health', { timeout: 5_000 }));

/** No answer at all: the network (or the server) is out of reach. A timeout or a cancel is not that. */
const noAnswer = (error: AxiosError) => !error.response && error.code === 'ERR_NETWORK';

/**
 * What may be sent again by itself once the connection is back: reads, updates (the same values twice are
 * the same values), and creates carrying their Idempotency-Key (the server answers a repeat with the first
 * answer, src/api/idempotency.ts). A delete is not: repeated after a lost answer, it would say 'not found'.
 */
function repeatable(config: InternalAxiosRequestConfig) {
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get' || method === 'put' || method === 'patch') return true;
  return method === 'post' && Boolean(config.headers?.['Idempotency-Key']);
}

api.interceptors.response.use(
  (response) => {
    connectionAnswered();
    return response;
  },
  async (error: AxiosError) => {
    if (error.response) connectionAnswered();
    else if (noAnswer(error)) {
      connectionLost();
      // The browser knows it is offline: the call waits (the form keeps what was typed, the banner says why)
      // and goes again, with the same headers and so the same Idempotency-Key, when the network is back.
      // Otherwise the server may be what is out of reach: the failure is said now and the user decides.
      const config = error.config;
      if (config && browserOffline() && repeatable(config)) {
        await waitForConnection(config.signal as AbortSignal | undefined);
        return api.request(config);
      }
    }
    const status = error.response?.status;
    const wasProtected = Boolean(error.config?.headers?.['access-token']);
    const failure = readFailure(error);
    // Not allowed by the role is not signed out: the message is said and the user stays where they are.
    if (isNotAllowed(failure) && wasProtected) hooks.onNotAllowed(failure.message);
    else if ((status === 401 || status === 403) && wasProtected) hooks.onUnauthorized();
    if (status === 402) hooks.onPaymentRequired();
    return Promise.reject(error);
  },
);
