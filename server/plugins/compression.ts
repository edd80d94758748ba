import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * JSON answers over 1 KB go out brotli- or gzip-compressed when the client accepts it (what it saves:
 * docs/decisions/10-compression.md). Registered inside /v1, before its routes (the plugin hooks each route as it
 * is added): static files are compressed once at build time (scripts/compress.mjs) and must not be compressed
 * again per request, and @fastify/compress would otherwise take every type mime-db calls compressible, not only
 * JSON.
 * Request bodies are not decompressed: nothing sends them compressed, and it would only widen what input can be.
 */
export default fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    // Answers up to 64 KB are compressed in one call, not through a stream per response: the plugin's default
    // on 2 cores (8 KB) sends an agenda day through a zlib stream, which costs more than the compression.
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
  });
});
