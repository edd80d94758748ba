import type { SaleWire } from '../../contract/sales';
import type { Lang } from '../../i18n';
import { lineTotal } from '../saleMath';
import { escape, inert, type EmailContent } from './templates';

const WORDS = {
  'pt-BR': {
    subject: (n: number) => `Recibo da venda nº ${n}`,
    title: 'Recibo da venda',
    number: 'Venda nº',
    date: 'Data',
    client: 'Cliente',
    noClient: 'Sem cliente',
    item: 'Item',
    quantity: 'Qtd',
    unit: 'Valor unit.',
    discount: 'Desconto',
    total: 'Total',
    payment: 'Pagamento',
    received: 'Valor recebido',
    change: 'Troco',
    pixCode: 'Pix copia e cola',
    canceled: 'Esta venda foi cancelada.',
    footer: 'Enviado pelo Agendei a pedido do salão.',
  },
  en: {
    subject: (n: number) => `Sale receipt no. ${n}`,
    title: 'Sale receipt',
    number: 'Sale no.',
    date: 'Date',
    client: 'Client',
    noClient: 'No client',
    item: 'Item',
    quantity: 'Qty',
    unit: 'Unit price',
    discount: 'Discount',
    total: 'Total',
    payment: 'Payment',
    received: 'Amount received',
    change: 'Change',
    pixCode: 'Pix copy and paste code',
    canceled: 'This sale was canceled.',
    footer: 'Sent by Agendei at the salon’s request.',
  },
} as const;

export interface InvoiceFacts {
  sale: SaleWire;
  /** 'dd/mm/yyyy hh:mm' in the salon's time zone. */
  when: string;
}

/**
 * The invoice e-mail (spec: Sale view): salon, number, date and time, client, each line with quantity, unit value,
 * discount and line total, the total, the payment and the change. Names the salon typed reach a stranger's inbox,
 * so they are escaped and made inert (no links); the subject carries only the sale number.
 */
export function invoiceEmail(lang: Lang, { sale, when }: InvoiceFacts): EmailContent {
  const w = WORDS[lang];
  const money = (cents: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' }).format(cents / 100);
  const safe = (text: string) => escape(inert(text));
  const client = sale.client ? sale.client.name : w.noClient;
  const summary: Array<[string, string]> = [
    [w.number, String(sale.number)],
    [w.date, when],
    [w.client, client],
  ];
  // One payment reads as before; a split sale lists each payment with its amount (issue 30 item 2).
  const split = sale.payments.length > 1;
  const closing: Array<[string, string]> = [
    [w.total, money(sale.price)],
    ...(split ? sale.payments.map((p): [string, string] => [p.method_display, money(p.amount)]) : [[w.payment, sale.payment_type_display] as [string, string]]),
    ...(sale.received !== null && sale.change !== null ? ([[w.received, money(sale.received)], [w.change, money(sale.change)]] as Array<[string, string]>) : []),
  ];
  // The 'copia e cola' of each Pix payment, to pay from the e-mail when the client did not at the counter.
  const pixCodes = sale.payments.flatMap((p) => (p.br_code ? [p.br_code] : []));

  const cell = 'padding:6px 8px;border-bottom:1px solid #eee';
  const right = `${cell};text-align:right;white-space:nowrap`;
  const rows = sale.transactions
    .map(
      (line) => `<tr><td style="${cell}">${safe(line.name)}</td><td style="${right}">${line.quantity}</td><td style="${right}">${money(line.value)}</td>` +
        `<td style="${right}">${line.discount > 0 ? `- ${money(line.discount)}` : '—'}</td><td style="${right}">${money(lineTotal(line))}</td></tr>`,
    )
    .join('');
  const pairs = (list: Array<[string, string]>) =>
    list.map(([label, value]) => `<tr><td style="padding:4px 0;color:#555">${escape(label)}</td><td style="padding:4px 0;text-align:right;font-weight:bold">${safe(value)}</td></tr>`).join('');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escape(w.title)}</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">${safe(sale.salon.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">${escape(w.title)}</h1>
${sale.status === 'canceled' ? `<p style="margin:0 0 16px;color:#b91c1c;font-weight:bold">${escape(w.canceled)}</p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${pairs(summary)}</table>
<table width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;margin:0 0 16px">
<thead><tr><th style="${cell};text-align:left">${escape(w.item)}</th><th style="${right}">${escape(w.quantity)}</th><th style="${right}">${escape(w.unit)}</th><th style="${right}">${escape(w.discount)}</th><th style="${right}">${escape(w.total)}</th></tr></thead>
<tbody>${rows}</tbody></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${pairs(closing)}</table>
${pixCodes.map((code) => `<p style="margin:16px 0 4px;font-size:13px;color:#555">${escape(w.pixCode)}</p><p style="margin:0;padding:8px;background:#f4f2fa;font-family:monospace;font-size:12px;word-break:break-all">${escape(code)}</p>`).join('')}
<p style="margin:24px 0 0;font-size:13px;color:#777">${escape(w.footer)}</p>
</td></tr></table></td></tr></table></body></html>`;

  const text = [
    inert(sale.salon.name),
    w.title,
    '',
    ...summary.map(([label, value]) => `${label}: ${inert(value)}`),
    ...(sale.status === 'canceled' ? ['', w.canceled] : []),
    '',
    ...sale.transactions.map(
      (line) => `${inert(line.name)} — ${line.quantity} x ${money(line.value)}${line.discount > 0 ? ` - ${money(line.discount)}` : ''} = ${money(lineTotal(line))}`,
    ),
    '',
    ...closing.map(([label, value]) => `${label}: ${value}`),
    ...pixCodes.flatMap((code) => ['', `${w.pixCode}:`, code]),
    '',
    w.footer,
    '— Agendei',
  ].join('\n');
  return { subject: w.subject(sale.number), html, text };
}
