import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../errors';
import type { SandboxPix } from '../../infra/pix/sandboxPix';
import { escape, mayRead } from './devMailbox';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const isSandbox = (provider: unknown): provider is SandboxPix => typeof (provider as SandboxPix).paidNotice === 'function';

/**
 * Local mode with the sandbox Pix (docs/configuration.md, 'Pix sandbox'): the counter's charges and the deposits waiting for their Pix, each
 * with 'Marcar como pago', which sends the provider's signed notice to the webhook as the sandbox would. Like the
 * mailbox, only for a loopback request carrying the start-up banner's secret; 404 to anyone else.
 */
const routes: FastifyPluginAsyncTypebox<{ secret: string }> = async (app, { secret }) => {
  const token = encodeURIComponent(secret);
  // The page's button is a plain form: its (empty) urlencoded body carries nothing the route reads.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  app.addHook('onRequest', async (request) => {
    if (!mayRead(request, secret) || !isSandbox(app.services.pixProvider)) throw notFound();
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
  });

  app.get('/dev/pix', { schema: { hide: true } }, async (_request, reply) => {
    const row = (c: { chargeId: string | null; amount: number; expiresAt: Date }, kind: string, action: string) =>
      `<tr><td>${kind}</td><td>${escape(c.chargeId ?? '')}</td><td>${money.format(c.amount / 100)}</td><td>${c.expiresAt.toISOString().replace('T', ' ').slice(0, 19)}</td>` +
      `<td><form method="post" action="${action}?token=${token}"><button>Marcar como pago</button></form></td></tr>`;
    // Counter charges (issue 30 item 1) first: the one the checkout is waiting on is the newest.
    const rows = [
      ...(await app.services.pixCharges.waiting()).map((c) => row(c, 'Venda no balcão', `/dev/pix/balcao/${c.salonId}/${c.id}/pay`)),
      ...(await app.services.deposits.waiting()).map((c) => row(c, 'Sinal', `/dev/pix/${c.salonId}/${c.id}/pay`)),
    ].join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pix local (sandbox)</title><style>body{font-family:system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}button{min-height:44px;padding:0 16px}</style></head><body>
<h1>Pix local (sandbox)</h1><p>Cobranças Pix aguardando pagamento: vendas no balcão e sinais de agendamentos online. 'Marcar como pago' envia o aviso assinado do provedor, como um pagamento de verdade.</p>
<table><thead><tr><th>De</th><th>Cobrança</th><th>Valor</th><th>Expira (UTC)</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="5">Nenhuma cobrança aguardando.</td></tr>'}</tbody></table></body></html>`;
  });

  app.post(
    '/dev/pix/:salonId/:id/pay',
    { schema: { hide: true, params: Type.Object({ salonId: Type.Integer({ minimum: 1 }), id: Type.Integer({ minimum: 1 }) }) } },
    async (request, reply) => {
      const { salonId, id } = request.params;
      const charge = (await app.services.deposits.waiting(1000)).find((c) => c.salonId === salonId && c.id === id);
      const provider = app.services.pixProvider;
      if (!charge?.chargeId || !isSandbox(provider)) throw notFound();
      const notice = provider.paidNotice({ chargeId: charge.chargeId, reference: charge.reference, amountCents: charge.amount });
      // Through the webhook itself, signature and all: what a real provider's notice goes through.
      await app.inject({ method: 'POST', url: '/v1/webhooks/pix', headers: notice.headers, payload: notice.body });
      return reply.redirect(`/dev/pix?token=${token}`, 303);
    },
  );

  app.post(
    '/dev/pix/balcao/:salonId/:id/pay',
    { schema: { hide: true, params: Type.Object({ salonId: Type.Integer({ minimum: 1 }), id: Type.Integer({ minimum: 1 }) }) } },
    async (request, reply) => {
      const { salonId, id } = request.params;
      const charge = (await app.services.pixCharges.waiting(1000)).find((c) => c.salonId === salonId && c.id === id);
      const provider = app.services.pixProvider;
      if (!charge?.chargeId || !isSandbox(provider)) throw notFound();
      const notice = provider.paidNotice({ chargeId: charge.chargeId, reference: charge.reference, amountCents: charge.amount });
      await app.inject({ method: 'POST', url: '/v1/webhooks/pix', headers: notice.headers, payload: notice.body });
      return reply.redirect(`/dev/pix?token=${token}`, 303);
    },
  );
};

export default routes;
