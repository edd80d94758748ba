import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export type HeaderSet = Readonly<Record<string, string>>;

export interface SecurityHeaders {
  /** Pages and files: the SPA's policy (its inline scripts by hash, never 'unsafe-inline' for scripts). */
  pages: HeaderSet;
  /** /v1 answers: JSON and files, never a page, so their policy allows nothing at all. */
  api: HeaderSet;
  /** The policy of the OpenAPI page (/v1/docs): the pages' one, without our inline scripts' hashes. */
  docsPolicy: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Computed once at start-up; the read cache's hit path, which skips onSend, sends `api` itself. */
    securityHeaders: SecurityHeaders;
  }
}

/** An inline script (no src) that the browser runs; JSON-LD and other data blocks are not run, so CSP ignores them. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\stype=["']?application\/(ld\+)?json/i;

/**
 * CSP hashes of the inline scripts in the built pages (scripts/prerender.mjs writes them: the landing's script,
 * the hydrated pages' loaders, the agenda's frame), read at start-up, so they always match the files served.
 */
export function inlineScriptHashes(root: string): string[] {
  let files: string[];
  try {
    files = readdirSync(root).filter((file) => file.endsWith('.html'));
  } catch {
    return [];
  }
  const hashes = new Set<string>();
  for (const file of files) {
    for (const [, attributes, body] of readFileSync(path.join(root, file), 'utf8').matchAll(INLINE_SCRIPT)) {
      if (!DATA_BLOCK.test(attributes)) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** What the pages load: our own files, data: and blob: images (CSS icons, an avatar's preview), inline styles. */
function pageDirectives(scriptHashes: string[], https: boolean) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // Style attributes: the prerendered landing has dozens (its agenda picture) and libraries position popups with them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The headers helmet's middleware sets with these options, taken once from a response that is never sent. */
function headersOf(options: HelmetOptions): HeaderSet {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * helmet's header sets, computed once. They never change while the app runs; @fastify/helmet would build helmet's
 * middleware again for every request (its cost: docs/decisions/33-security-headers-and-metrics.md), and the read
 * cache's hit path, which skips onSend, needs them as a plain object anyway. HSTS and upgrade-insecure-requests
 * only when APP_URL is https: on an http deployment (a laptop, an intranet) they would pin the host to https or
 * send the pages' requests to an https port that is not there.
 */
export function buildSecurityHeaders(appUrl: string, scriptHashes: string[]): SecurityHeaders {
  const https = appUrl.startsWith('https:');
  const policy = (directives: Record<string, string[]>) =>
    ({
      contentSecurityPolicy: { useDefaults: false, directives },
      strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // frame-ancestors 'none' says it to today's browsers; this to older ones.
      xFrameOptions: { action: 'deny' },
    }) as const;
  return {
    pages: headersOf(policy(pageDirectives(scriptHashes, https))),
    // The API's answers carry what protects a response that is not a page (nosniff, its resource policy, the CSP
    // and framing, HSTS). The rest speaks to documents or to retired browsers and plug-ins; left out here, where
    // every header is written on the busiest path (a cached read writes its headers itself, plugins/readCache.ts).
    api: headersOf({
      ...policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }),
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    docsPolicy: headersOf(policy(pageDirectives([], https)))['content-security-policy'],
  };
}

/** Every answer's headers: the request id, and the security headers for a page or for the API. */
export default fp<{ staticRoot?: string }>(
  async (app, { staticRoot }) => {
    const headers = buildSecurityHeaders(app.config.appUrl, staticRoot ? inlineScriptHashes(staticRoot) : []);
    app.decorate('securityHeaders', headers);
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      reply.headers(request.url.startsWith('/v1/') ? headers.api : headers.pages);
    });
  },
  { name: 'securityHeaders' },
);
