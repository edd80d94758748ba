import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isPagePath } from '../contract/pages';
import { notFound } from '../errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, every page path answered with index.html (200 for the app's
 * pages, contract/pages.ts; 404 for any other path, with the same index.html, which shows the not-found page).
 * The build writes .br and .gz beside each compressible file (scripts/compress.mjs); preCompressed sends the one
 * the browser accepts, with Vary: Accept-Encoding, for every file this plugin sends (assets, landing, index.html).
 */
export default fp<{ root: string }>(async (app, { root }) => {
  const hasSpa = existsSync(path.join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed twins are picked by preCompressed, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
    // Files written after start-up (a rebuild while running); a missing one is a 404, never the SPA's page.
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) => reply.sendFile(request.url.split('?')[0].slice(1)));
    // The landing page is prerendered static HTML (scripts/prerender.mjs), in the visitor's chosen language.
    // Which prerendered pages the build made is known at start-up, not asked of the disk on every visit.
    // The public pages /precos, /login, /cadastrar and /forgot are prerendered too (<name>.<lang>.html), and the SPA
    // hydrates them; a build without them falls back to index.html.
    const prerendered = (name: string) => {
      const file = (lang: string) => (existsSync(path.join(root, `${name}.${lang}.html`)) ? `${name}.${lang}.html` : 'index.html');
      return { 'pt-BR': file('pt-BR'), en: file('en') };
    };
    const pages: Record<string, { 'pt-BR': string; en: string }> = {
      '/': prerendered('landing'),
      '/precos': prerendered('precos'),
      '/login': prerendered('login'),
      '/cadastrar': prerendered('cadastrar'),
      '/forgot': prerendered('forgot'),
    };
    for (const [url, files] of Object.entries(pages)) {
      app.get(url, { schema: { hide: true } }, (request, reply) => {
        const lang = /(?:^|;\s*)agendei_lang=en(?:;|$)/.test(request.headers.cookie ?? '') ? 'en' : 'pt-BR';
        reply.header('cache-control', 'no-cache').header('vary', 'cookie');
        return reply.type('text/html; charset=utf-8').sendFile(files[lang]);
      });
    }
    // The salon's public booking page (booking.html, its own small entry without React): one shell for the salon's
    // address and for a booking's private link; the page asks the API for the rest.
    if (existsSync(path.join(root, 'booking.html'))) {
      for (const url of ['/s/:slug', '/reserva/:token']) {
        app.get(url, { schema: { hide: true } }, (_request, reply) =>
          reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('booking.html'),
        );
      }
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isPage = request.method === 'GET' && !url.startsWith('/v1/') && !url.startsWith('/dev/') && !url.startsWith('/assets/');
    if (!hasSpa || !isPage) throw notFound();
    const file = url.slice(1);
    // A top-level file name (robots.txt, a new icon) is a file or a 404; page paths have no dot.
    if (file && !file.includes('/') && file.includes('.')) {
      if (!existsSync(path.join(root, file))) throw notFound();
      return reply.sendFile(file);
    }
    // A mistyped address gets the same SPA (which shows its not-found page) but says 404, so it is never indexed.
    reply.code(isPagePath(url) ? 200 : 404).header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
});
