import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../contract/common';
import { notFound } from '../../errors';

export const escape = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** 127.0.0.0/8, ::1, and IPv4 loopback as a dual-stack socket reports it. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The socket's own address, never request.ip: with TRUST_PROXY set, request.ip comes from X-Forwarded-For, which
 * a visitor writes himself; and behind a proxy on this host every visitor's socket is loopback, hence the secret.
 */
export function mayRead(request: FastifyRequest, secret: string): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && timingSafeEqual(digest(token), digest(secret));
}

/**
 * Local mode only (no SMTP_URL, not production): e-mails stay in the outbox and are read here, so a developer
 * can follow a password-reset link without a mail server. The page lists every salon's reset links, so it answers
 * only the person running the app: a loopback request carrying the secret printed in the start-up banner.
 * Anyone else gets 404, as if the page did not exist.
 */
const routes: FastifyPluginAsyncTypebox<{ secret: string }> = async (app, { secret }) => {
  const token = encodeURIComponent(secret);
  app.addHook('onRequest', async (request) => {
    if (!mayRead(request, secret)) throw notFound();
  });
  app.addHook('onSend', async (_request, reply) => {
    // The token is in the address: keep it out of Referer headers and caches.
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await app.services.mailbox.list();
    const rows = emails
      .map(
        (e) =>
          `<tr><td>${e.id}</td><td>${e.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escape(e.to)}</td>` +
          `<td><a href="/dev/mailbox/${e.id}?token=${token}">${escape(e.subject)}</a></td><td>${e.status}</td></tr>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Caixa de e-mails local</title><style>body{font-family:system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}</style></head><body>
<h1>Caixa de e-mails local</h1><p>Sem SMTP_URL, os e-mails ficam aqui em vez de serem enviados.</p>
<table><thead><tr><th>#</th><th>Quando (UTC)</th><th>Para</th><th>Assunto</th><th>Estado</th></tr></thead><tbody>${rows || '<tr><td colspan="5">Nenhum e-mail ainda.</td></tr>'}</tbody></table></body></html>`;
  });

  app.get('/dev/mailbox/:id', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const email = await app.services.mailbox.find(request.params.id);
    if (!email) throw notFound();
    reply.type('text/html; charset=utf-8');
    return email.html;
  });
};

export default routes;
