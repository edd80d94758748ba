// The public pages are served as prerendered HTML (scripts/prerender.mjs) and main.tsx hydrates them: the HTML
// must be exactly what the app renders there, or React throws it away and the first paint flashes.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/router';
import { createStore } from '../../../src/app/store';
import i18n, { LANGUAGES } from '../../../src/i18n';
import { HYDRATED_PAGES, renderPage } from '../../../src/prerender';

async function ready(router: ReturnType<typeof createMemoryRouter>) {
  if (router.state.initialized) return;
  await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
}

describe.each(LANGUAGES)('prerendered pages (%s)', (lang) => {
  it.each(Object.keys(HYDRATED_PAGES))('%s hydrates without a mismatch and keeps the HTML it was given', async (path) => {
    const { html, title } = await renderPage(lang, path);
    expect(title).toContain('Agendei');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const heading = container.querySelector('h1');
    expect(heading).not.toBeNull();

    const router = createMemoryRouter(routes, { initialEntries: [path] });
    await ready(router);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={createStore()}>
          <RouterProvider router={router} />
        </Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });

    expect(errors).toEqual([]);
    // Hydration adopts the prerendered nodes instead of replacing them.
    expect(container.querySelector('h1')).toBe(heading);
    expect(i18n.language).toBe(lang);
    await act(async () => router.dispose());
    container.remove();
  });
});
