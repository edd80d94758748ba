// Build-time only (server-side render): the landing page as static HTML, so `/` needs no SPA JavaScript.
// scripts/prerender.mjs calls render() for each language after `vite build`.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { StaticRouter } from 'react-router';
import { PublicLayout } from './app/layouts/PublicLayout';
import LandingPage from './features/marketing/LandingPage';
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
  return { html, title: i18n.t('landing.documentTitle') };
}
