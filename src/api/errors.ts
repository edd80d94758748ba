import { isAxiosError } from 'axios';
import type { ConflictSuggestionsWire } from '../../server/contract/appointments';
import { NOT_ALLOWED_CODE } from '../../server/contract/roles';
import i18n from '../i18n';

/** Server field names are snake_case; forms use camelCase (salon_name -> salonName). */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function flatten(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (value && typeof value === 'object') return Object.values(value).flatMap(flatten);
  return [];
}

/** One line for a notice: the server's errors joined, the network message, or 'Erro desconhecido'. */
function errorText(error: unknown): string {
  if (isAxiosError(error)) {
    if (!error.response) return i18n.t('errors.network');
    const data = error.response.data as { errors?: unknown } | undefined;
    const messages = flatten(data?.errors ?? data);
    if (messages.length > 0) return messages.join(' ');
  }
  return i18n.t('errors.unknown');
}

/** Field messages from a 422, keyed by the form's own field names, for Formik's setErrors. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error) || error.response?.status !== 422) return {};
  const data = error.response.data as { errors?: unknown } | undefined;
  const source = data && typeof data.errors === 'object' && !Array.isArray(data.errors) ? data.errors : data;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return {};
  return Object.fromEntries(
    Object.entries(source as Record<string, unknown>).map(([field, messages]) => [camel(field), flatten(messages).join(' ')]),
  );
}

/** The record a new client or professional resembles (a 409): the save goes through only if the user insists. */
export interface DuplicateMatch {
  id: number;
  name: string;
  phone: string | null;
  match: 'name' | 'phone';
}

/** createAsyncThunk rejects with this, so the store keeps only serialisable values. */
export interface ApiFailure {
  status: number | null;
  message: string;
  fields: Record<string, string>;
  duplicate?: DuplicateMatch;
  /** The body's `code`, when the server names the kind of refusal ('not_allowed': outside the user's role). */
  code?: string;
  /** A booking's taken slot (409): what is free instead, the next start and other professionals. */
  suggestions?: ConflictSuggestionsWire;
}

function suggestionsOf(error: unknown): ConflictSuggestionsWire | undefined {
  if (!isAxiosError(error) || error.response?.status !== 409) return undefined;
  const found = (error.response.data as { suggestions?: Partial<ConflictSuggestionsWire> } | undefined)?.suggestions;
  if (!found || typeof found !== 'object') return undefined;
  const next = typeof found.next_start === 'number' ? found.next_start : null;
  const free = Array.isArray(found.free_employees) ? found.free_employees.filter((e) => typeof e?.id === 'number' && typeof e.name === 'string') : [];
  return { next_start: next, free_employees: free.map(({ id, name }) => ({ id, name })) };
}

function duplicateOf(error: unknown): DuplicateMatch | undefined {
  if (!isAxiosError(error) || error.response?.status !== 409) return undefined;
  const found = (error.response.data as { duplicate?: Partial<DuplicateMatch> } | undefined)?.duplicate;
  if (!found || typeof found.id !== 'number' || typeof found.name !== 'string') return undefined;
  return { id: found.id, name: found.name, phone: found.phone ?? null, match: found.match === 'phone' ? 'phone' : 'name' };
}

function codeOf(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const code = (error.response?.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

function isFailure(value: unknown): value is ApiFailure {
  return Boolean(value && typeof value === 'object' && 'fields' in value && 'message' in value && 'status' in value);
}

/**
 * The one reader of a failed call: an axios error, what an RTK Query mutation or query rejects with (already
 * an ApiFailure, made by baseApi), or anything else (a bug's serialized error) as a message that still reaches
 * the user rather than vanishing.
 */
export function readFailure(error: unknown): ApiFailure {
  if (isFailure(error)) return error;
  if (!isAxiosError(error) && error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return { status: null, message: error.message, fields: {} };
  }
  const duplicate = duplicateOf(error);
  const code = codeOf(error);
  const suggestions = suggestionsOf(error);
  return {
    status: isAxiosError(error) ? (error.response?.status ?? null) : null,
    message: errorText(error),
    fields: fieldErrors(error),
    ...(duplicate ? { duplicate } : {}),
    ...(code ? { code } : {}),
    ...(suggestions ? { suggestions } : {}),
  };
}

/** A 403 for a call outside the user's role (server/contract/roles.ts): the session is fine and stays. */
export const isNotAllowed = (failure: Pick<ApiFailure, 'status' | 'code'>) => failure.status === 403 && failure.code === NOT_ALLOWED_CODE;

/**
 * Nothing more to say about this failure: a 401, or a 403 without the not-allowed code (another salon's id),
 * already sent the user to /login; a not-allowed 403 was already toasted with the server's message
 * (app/wireApiClient.ts).
 */
export const signedOutBy = (failure: ApiFailure) => failure.status === 401 || failure.status === 403;
