import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../contract/common';
import { notFound } from '../errors';
import { findEmail, listEmails } from '../repositories/outbox';

const escape = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * Local mode only (no SMTP_URL, not production): e-mails stay in the outbox and are read here, so a developer
 * can follow a password-reset link without a mail server. Never registered in production.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await listEmails(app.db);
    const rows = emails
      .map(
        (e) =>
          `<tr><td>${e.id}</td><td>${e.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escape(e.to)}</td>` +
          `<td><a href="/dev/mailbox/${e.id}">${escape(e.subject)}</a></td><td>${e.status}</td></tr>`,
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
    const email = await findEmail(app.db, request.params.id);
    if (!email) throw notFound();
    reply.type('text/html; charset=utf-8');
    return email.html;
  });
};

export default routes;
