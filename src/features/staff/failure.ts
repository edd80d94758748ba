import type { ApiFailure } from '../../api/errors';
import i18n from '../../i18n';

/**
 * What an unwrapped thunk threw, as an ApiFailure: thunks reject with one, but a bug inside a thunk rejects
 * with a plain serialized error, which must still reach the user as a message rather than vanish.
 */
export function asFailure(error: unknown): ApiFailure {
  if (error && typeof error === 'object' && 'fields' in error && 'message' in error) return error as ApiFailure;
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : '';
  return { status: null, message: message || i18n.t('errors.unknown'), fields: {} };
}
