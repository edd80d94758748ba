import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document as a page, at /v1/docs (its JSON stays at /v1/openapi.json). Swagger UI's files are
 * scripts of their own, no inline ones, but they are not the SPA's: the page gets the pages' policy without our
 * hashes, instead of the API's, which allows nothing.
 */
export default async function apiDocs(v1: FastifyInstance) {
  await v1.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // The page names its files from its own prefix, which does not include the /v1 it is registered under.
    indexPrefix: v1.prefix,
    staticCSP: v1.securityHeaders.docsPolicy,
    uiConfig: { deepLinking: true },
  });
}
