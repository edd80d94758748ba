import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { isAxiosError } from 'axios';
import { api } from './client';

/**
 * The key each create is sent with (header `Idempotency-Key`), so a retried submit is saved once. A submit
 * is known by its address and body: while its outcome is unknown (no answer, a timeout, a 5xx) the same submit
 * goes again with the same key, and the server answers with what the first attempt did. A definite answer
 * (any 2xx or 4xx) ends the submit; changed values are another submit, with a new key.
 */
const pending = new Map<string, string>();
/** Forgotten submits must not pile up for a whole working day. */
const MAX_PENDING = 50;

function fileTag(file: File) {
  return `file:${file.name}:${file.size}:${file.lastModified}`;
}

/** A stable text of the body: JSON as it is sent, multipart as its parts in order. */
function fingerprint(url: string, body: unknown): string {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const parts: string[] = [];
    body.forEach((value, name) => parts.push(`${name}=${typeof value === 'string' ? value : fileTag(value)}`));
    return `${url}\n${parts.join('\n')}`;
  }
  return `${url}\n${JSON.stringify(body ?? null)}`;
}

/** Unknown outcome: nothing came back, or the server failed (it may have saved before failing). */
function outcomeUnknown(error: unknown) {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500 || status === 408;
}

/** The key this submit carries: the pending one of the same submit, or a fresh one. */
export function idempotencyKeyFor(url: string, body: unknown): { key: string; settle(error?: unknown): void } {
  const id = fingerprint(url, body);
  let key = pending.get(id);
  if (!key) {
    key = crypto.randomUUID();
    if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value as string);
    pending.set(id, key);
  }
  return {
    key,
    settle(error?: unknown) {
      if (error === undefined || !outcomeUnknown(error)) pending.delete(id);
    },
  };
}

/** POST that creates something, with its Idempotency-Key. Every create of the SPA goes through here. */
export async function postCreate<T>(url: string, body: unknown, config: AxiosRequestConfig = {}): Promise<AxiosResponse<T>> {
  const submit = idempotencyKeyFor(url, body);
  try {
    const response = await api.post<T>(url, body, { ...config, headers: { ...config.headers, 'Idempotency-Key': submit.key } });
    submit.settle();
    return response;
  } catch (error) {
    submit.settle(error);
    throw error;
  }
}
