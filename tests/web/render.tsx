import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { routes } from '../../src/app/router';
import { createStore } from '../../src/app/store';
import { wireApiClient } from '../../src/app/wireApiClient';

export const SESSION = {
  user: { id: 7, name: 'Dona Ana', email: 'ana@salao.com.br', employee_id: 3, salon: { id: 42, name: 'Salão da Ana' } },
  credentials: { accessToken: 'tok', client: 'cli', uid: 'ana@salao.com.br', expiry: Math.floor(Date.now() / 1000) + 3600 },
};

/** The once-per-session load of a signed-in page, answered with empty lists (msw uses the first match: put a test's own handlers before these). */
export const emptySalonLists = ['employees', 'service_categories', 'product_categories', 'clients'].map((list) =>
  http.get(`http://localhost:3000/v1/salons/42/${list}`, () => HttpResponse.json([])),
);

/** Renders the real app (routes, store, and main.tsx's API client wiring) at `path`, with a fresh store every time. */
export function renderApp(path: string, { signedIn = false }: { signedIn?: boolean } = {}) {
  if (signedIn) localStorage.setItem('agendei.session', JSON.stringify(SESSION));
  const store = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  wireApiClient(store, router);
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { ...view, store, router };
}
