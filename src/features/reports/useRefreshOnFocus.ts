import { useEffect } from 'react';
import { baseApi } from '../../api/baseApi';
import { useAppDispatch } from '../../app/hooks';

/** Focus and 'visible' often fire together: one refresh is enough. */
const MIN_GAP_MS = 2000;

/**
 * A sale made on another device (the reception's tablet) invalidates nothing here: when the owner comes back
 * to this window or tab, every report on screen asks again (RTK Query's own refetchOnFocus would need the
 * store-wide listeners, which the rest of the app does not want).
 */
export function useRefreshOnFocus() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let last = Date.now();
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < MIN_GAP_MS) return;
      last = Date.now();
      dispatch(baseApi.util.invalidateTags(['Report']));
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [dispatch]);
}
