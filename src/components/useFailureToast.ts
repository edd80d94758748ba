import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { readFailure, signedOutBy } from '../api/errors';
import i18n from '../i18n';

/**
 * Toasts a query's failure: every failed request leaves a new error, so a failure is said once however often the
 * page renders. `key` is the i18n text (null: nothing to say) and, unless given, the toast's id, so queries that
 * fail together say it once. A 401/403 already sent the user to /login. i18n.t: a language switch says nothing.
 */
export function useFailureToast(error: unknown, key: string | null, toastId?: string) {
  useEffect(() => {
    if (!error || !key || signedOutBy(readFailure(error))) return;
    toast.error(i18n.t(key), { toastId: toastId ?? key });
  }, [error, key, toastId]);
}
