import type { createBrowserRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { can } from '../../server/contract/roles';
import { configureApiClient } from '../api/client';
import { selectRole, sessionCleared, tokenValidated } from '../features/salon/sessionSlice';
import i18n, { currentLanguage } from '../i18n';
import type { AppStore } from './store';

/** The app's router, browser or memory: both are this type. */
type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Connects the one axios client to the store and the router: the session's headers, the language, and where
 * a 401/403 or a 402 sends the user (a 403 not_allowed keeps the session and says the server's message).
 * main.tsx and the web tests both call this, so the tests exercise the wiring users get (removing a branch
 * here fails tests/web/salon/session.test.tsx).
 */
export function wireApiClient(store: AppStore, router: AppRouter) {
  configureApiClient({
    getCredentials: () => store.getState().session.credentials,
    getLanguage: currentLanguage,
    onUnauthorized: () => {
      store.dispatch(sessionCleared());
      if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
    },
    // Outside the role (a stale menu, a button the server refuses): say why, and stay where the user is.
    onNotAllowed: (message) => {
      toast.error(message || i18n.t('errors.notAllowed'), { toastId: 'not-allowed' });
      // The owner may have changed this user's role since sign-in: the server's word refreshes the menus.
      void store.dispatch(tokenValidated());
    },
    onPaymentRequired: () => {
      // Only the owner can subscribe: the others are told whom to ask, and stay where they are.
      if (!can(selectRole(store.getState()), 'salonAdmin')) {
        toast.warning(i18n.t('errors.trialOverStaff'), { toastId: 'trial-over' });
        return;
      }
      toast.warning(i18n.t('errors.trialOver'), { toastId: 'trial-over' });
      void router.navigate('/meu-salao/plano');
    },
  });
}
