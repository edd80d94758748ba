import type { MessageKey } from './i18n';

/** Messages are i18n keys, turned into text by the one error handler with the request's language. */
export type Message = MessageKey | { key: MessageKey; params: Record<string, string | number> };
export type FieldErrors = Record<string, Message[]>;

/** How a route's clients read errors: devise-style `{errors: ...}` for auth, `{field: [...]}` elsewhere. */
export type ErrorEnvelope = 'fields' | 'auth-fields' | 'auth-list';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly fields?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** Sent beside `errors` (a 409 duplicate names the row it matched, for the 'save anyway?' question). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(key);
  }
}

export const unprocessable = (fields: FieldErrors) => new HttpError(422, 'invalid', fields);
export const unauthorized = (key: MessageKey = 'unauthorized') => new HttpError(401, key);
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = () => new HttpError(404, 'notFound');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'rateLimited', undefined, { 'retry-after': String(retryAfterSeconds) });

/** 409 `{errors: [message], duplicate: {...}}`: the row a new name or phone matches, for the 'save anyway?' question. */
export const duplicateFound = (message: Message, duplicate: Record<string, unknown>) =>
  new HttpError(409, 'invalid', { base: [message] }, {}, { duplicate });

/** Seconds a client is asked to wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database is unreachable for now (server/db/unavailable.ts); the request itself is fine. */
export const databaseUnavailable = () =>
  new HttpError(503, 'databaseUnavailable', undefined, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
