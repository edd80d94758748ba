import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { toast, ToastContainer } from 'react-toastify';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'react-toastify/dist/ReactToastify.css';
import './styles/app.css';
import { configureApiClient } from './api/client';
import { createRouter } from './app/router';
import { createStore } from './app/store';
import { sessionCleared } from './features/auth/authSlice';
import i18n, { currentLanguage } from './i18n';

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
      <ToastContainer position="top-right" autoClose={4000} newestOnTop theme="colored" />
    </Provider>
  </StrictMode>,
);
