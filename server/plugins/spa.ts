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
    // Files at the top of dist (favicon, manifest); the rest are the SPA's own routes.
    app.get('/assets/*', (request, reply) => reply.sendFile(request.url.split('?')[0].slice(1)));
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
