import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { toast } from 'react-toastify';
// Only the Bootstrap every page needs; forms, dialogs and tables come with the pages that use them (router.tsx).
import './styles/bootstrap-base.scss';
import './styles/app.css';
import { configureApiClient } from './api/client';
import { createRouter } from './app/router';
import { createStore } from './app/store';
import { sessionCleared } from './features/auth/authSlice';
import i18n, { currentLanguage } from './i18n';

const Toaster = lazy(() => import('./components/Toaster'));
const store = createStore();
const router = createRouter();

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </Provider>
  </StrictMode>,
);
