import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
// Only the Bootstrap every page needs; forms, dialogs and tables come with the pages that use them (router.tsx).
import './styles/bootstrap-base.scss';
import './styles/app.css';
import { createRouter } from './app/router';
import { createStore } from './app/store';
import { wireApiClient } from './app/wireApiClient';
import { currentLanguage } from './i18n';

const Toaster = lazy(() => import('./components/Toaster'));
const store = createStore();
const router = createRouter();

wireApiClient(store, router);

/**
 * The public pages come as prerendered HTML (scripts/prerender.mjs). It is hydrated only when this visit renders
 * exactly what the build did: same path and language, no query, no navigation state; otherwise React replaces it.
 */
function matchesPrerender(root: HTMLElement) {
  const { prerendered, lang } = root.dataset;
  return prerendered === window.location.pathname && lang === currentLanguage() && !window.location.search && !window.history.state?.usr;
}

/** Resolves once the router has loaded the first page's chunk, so the first render is the page itself. */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

void routerReady.then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  // A transition lets React yield to the browser while it renders, instead of one long task on a slow phone.
  startTransition(() => {
    if (matchesPrerender(container)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // From here React answers a form's submit (hydrating it first if needed); the prerendered page's guard steps aside.
  container.setAttribute('data-live', '');
});
// Toasts live in their own root, outside the prerendered markup.
const toasts = document.body.appendChild(document.createElement('div'));
createRoot(toasts).render(
  <Suspense fallback={null}>
    <Toaster />
  </Suspense>,
);
