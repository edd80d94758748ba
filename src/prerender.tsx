// Build-time only (server-side render): the public pages as static HTML. scripts/prerender.mjs calls these after
// `vite build`. The landing ships no SPA code; the other pages are hydrated by main.tsx, so their first paint
// comes from the HTML while the JavaScript loads.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { PublicLayout } from './app/layouts/PublicLayout';
import { createStore } from './app/store';
import ForgotPasswordPage from './features/auth/ForgotPasswordPage';
import LoginPage from './features/auth/LoginPage';
import SignUpPage from './features/auth/SignUpPage';
import LandingPage from './features/marketing/LandingPage';
import PricingPage from './features/marketing/PricingPage';
import i18n, { type Language } from './i18n';

export async function render(lang: Language): Promise<{ html: string; title: string }> {
  await i18n.changeLanguage(lang);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </I18nextProvider>,
  );
  return { html, title: i18n.t('marketing:landing.documentTitle') };
}

interface HydratedPage {
  Page: ComponentType;
  /** The page's module, whose chunk (and CSS) the HTML preloads. */
  source: string;
  /** Form pages also load the rest of Bootstrap (router.tsx, formPage). */
  appStyles: boolean;
  /** The tab title the page sets once running (useDocumentTitle), so the HTML already carries it. */
  title: () => string;
}

/** Public pages served as HTML and hydrated, by path; the server maps each path to `<name>.<lang>.html`. */
export const HYDRATED_PAGES: Record<string, HydratedPage> = {
  '/precos': { Page: PricingPage, source: 'src/features/marketing/PricingPage.tsx', appStyles: false, title: () => i18n.t('marketing:pricing.documentTitle') },
  '/login': { Page: LoginPage, source: 'src/features/auth/LoginPage.tsx', appStyles: true, title: () => `${i18n.t('auth:login.title')} · Agendei` },
  '/cadastrar': { Page: SignUpPage, source: 'src/features/auth/SignUpPage.tsx', appStyles: true, title: () => `${i18n.t('auth:signUp.title')} · Agendei` },
  '/forgot': { Page: ForgotPasswordPage, source: 'src/features/auth/ForgotPasswordPage.tsx', appStyles: true, title: () => `${i18n.t('auth:forgot.title')} · Agendei` },
};

/**
 * The page as a first visit renders it (signed out, no query, no navigation state). The DOM must equal what
 * main.tsx's tree renders there: the same layout and page; routers and providers add no elements.
 */
export async function renderPage(lang: Language, path: string): Promise<{ html: string; title: string }> {
  await i18n.changeLanguage(lang);
  const { Page, title } = HYDRATED_PAGES[path];
  const html = renderToString(
    <Provider store={createStore()}>
      <StaticRouter location={path}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path={path} element={<Page />} />
          </Route>
        </Routes>
      </StaticRouter>
    </Provider>,
  );
  return { html, title: title() };
}
