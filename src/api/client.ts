import axios, { type AxiosError } from 'axios';
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

api.interceptors.response.use(
  (response) => response,
  (error: AxiosError) => {
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
