import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { configureApiClient } from '../../src/api/client';
import { routes } from '../../src/app/router';
import { createStore } from '../../src/app/store';
import { sessionCleared } from '../../src/features/auth/authSlice';
import { currentLanguage } from '../../src/i18n';

export const SESSION = {
  user: { id: 7, name: 'Dona Ana', email: 'ana@salao.com.br', employee_id: 3, salon: { id: 42, name: 'Salão da Ana' } },
  credentials: { accessToken: 'tok', client: 'cli', uid: 'ana@salao.com.br', expiry: Math.floor(Date.now() / 1000) + 3600 },
};

/** Renders the real app (routes, store, API client wiring) at `path`, with a fresh store every time. */
export function renderApp(path: string, { signedIn = false }: { signedIn?: boolean } = {}) {
  if (signedIn) localStorage.setItem('agendei.session', JSON.stringify(SESSION));
  const store = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  configureApiClient({
    getCredentials: () => store.getState().auth.credentials,
    getLanguage: currentLanguage,
    onUnauthorized: () => {
      store.dispatch(sessionCleared());
      void router.navigate('/login');
    },
    onPaymentRequired: () => void router.navigate('/meu-salao/plano'),
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { ...view, store, router };
}
