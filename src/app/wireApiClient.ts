import type { createBrowserRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { configureApiClient } from '../api/client';
import { sessionCleared } from '../features/auth/authSlice';
import i18n, { currentLanguage } from '../i18n';
import type { AppStore } from './store';

/** The app's router, browser or memory: both are this type. */
type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Connects the one axios client to the store and the router: the session's headers, the language, and where
 * a 401/403 or a 402 sends the user. main.tsx and the web tests both call this, so the tests exercise the
 * wiring users get (removing a branch here fails tests/web/session.test.tsx).
 */
export function wireApiClient(store: AppStore, router: AppRouter) {
  configureApiClient({
    getCredentials: () => store.getState().auth.credentials,
    getLanguage: currentLanguage,
    onUnauthorized: () => {
      store.dispatch(sessionCleared());
      if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
    },
    onPaymentRequired: () => {
      toast.warning(i18n.t('errors.trialOver'), { toastId: 'trial-over' });
      void router.navigate('/meu-salao/plano');
    },
  });
}
