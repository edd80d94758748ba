import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../errors';

/** Serves the built SPA: hashed assets cached for a year, every other page path answered with index.html. */
export default fp<{ root: string }>(async (app, { root }) => {
  const hasSpa = existsSync(path.join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/assets/*', (request, reply) => reply.sendFile(request.url.split('?')[0].slice(1)));
    // The landing page is prerendered static HTML (scripts/prerender.mjs), in the visitor's chosen language.
    // Which prerendered pages the build made is known at start-up, not asked of the disk on every visit.
    const landing = (lang: string) => (existsSync(path.join(root, `landing.${lang}.html`)) ? `landing.${lang}.html` : 'index.html');
    const landingFiles = { 'pt-BR': landing('pt-BR'), en: landing('en') };
    app.get('/', { schema: { hide: true } }, (request, reply) => {
      const lang = /(?:^|;\s*)agendei_lang=en(?:;|$)/.test(request.headers.cookie ?? '') ? 'en' : 'pt-BR';
      reply.header('cache-control', 'no-cache').header('vary', 'cookie');
      return reply.type('text/html; charset=utf-8').sendFile(landingFiles[lang]);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/v1/') && !request.url.startsWith('/dev/');
    if (!hasSpa || !isPage) throw notFound();
    const file = request.url.split('?')[0].slice(1);
    if (file && !file.includes('/') && file.includes('.') && existsSync(path.join(root, file))) {
      return reply.sendFile(file);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
});
