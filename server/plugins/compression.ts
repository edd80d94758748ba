import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * JSON answers over 1 KB go out brotli- or gzip-compressed when the client accepts it (a page of clients shrinks
 * about tenfold). Registered inside /v1, before its routes (the plugin hooks each route as it is added): static
 * files are compressed once at build time (scripts/compress.mjs) and must not be compressed again per request,
 * and @fastify/compress would otherwise take every type mime-db calls compressible, not only JSON.
 * Request bodies are not decompressed: nothing sends them compressed, and it would only widen what input can be.
 */
export default fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
  });
});
