import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { UserWire } from '../../server/contract/auth';
import type { Role } from '../../server/contract/roles';
import { routes } from '../../src/app/router';
import { createStore } from '../../src/app/store';
import { wireApiClient } from '../../src/app/wireApiClient';
import { signedInAs } from './mocks/auth';
import { userAccount } from './mocks/users';

/** The signed-in owner every test uses unless it says otherwise (`as` below). */
// The store's owner account (mocks/users.ts) as the wire shows her: the server and the session agree on who she is.
const { password: _password, unconfirmed_email: _unconfirmed, ...OWNER } = userAccount();
export const SESSION: { user: UserWire; credentials: { accessToken: string; client: string; uid: string; expiry: number } } = {
  user: OWNER,
  credentials: { accessToken: 'tok', client: 'cli', uid: 'ana@salao.com.br', expiry: Math.floor(Date.now() / 1000) + 3600 },
};

/** Who is signed in: a role (and, for a professional, their own column) and what their salon allows. */
export interface SignedInAs {
  role?: Role;
  employee_id?: number | null;
  professionals_see_all?: boolean;
}

/** The stored session of SESSION's user with another role (tests of what each role sees). */
export function sessionAs({ role = 'owner', employee_id, professionals_see_all = false }: SignedInAs = {}) {
  const user = { ...SESSION.user, role, salon: { ...SESSION.user.salon, professionals_see_all } };
  if (employee_id !== undefined) user.employee_id = employee_id;
  return { ...SESSION, user };
}

/** Stores the session, and the server (mocks/auth.ts) knows its user with the same role, as it would. */
function signIn(as?: SignedInAs) {
  const session = as ? sessionAs(as) : SESSION;
  localStorage.setItem('agendei.session', JSON.stringify(session));
  if (as) signedInAs(session.user);
}

/** Renders the real app (routes, store, and main.tsx's API client wiring) at `path`, with a fresh store every time. */
export function renderApp(path: string, { signedIn = false, as }: { signedIn?: boolean; as?: SignedInAs } = {}) {
  if (signedIn) signIn(as);
  return mount(createMemoryRouter(routes, { initialEntries: [path] }));
}

/** A fresh store wired to `router` as main.tsx wires it, rendered with the toasts. */
export function mount(router: ReturnType<typeof createMemoryRouter>) {
  const store = createStore();
  wireApiClient(store, router);
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { ...view, store, router };
}

/**
 * Mounts one component inside the app's providers (a signed-in store, a memory router, the API client's wiring,
 * toasts), for components tested on their own. Every address renders it, so a followed link shows in
 * router.state.location.
 */
export function renderSignedIn(ui: ReactElement, path = '/agenda', as?: SignedInAs) {
  signIn(as);
  return mount(createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] }));
}
