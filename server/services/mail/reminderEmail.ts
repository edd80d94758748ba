import { escape, inert, type EmailContent } from './templates';

export interface ReminderFacts {
  clientName: string;
  salonName: string;
  serviceName: string;
  employeeName: string;
  /** 'quinta-feira, 14 de março' and '09:30', in the salon's time zone. */
  date: string;
  time: string;
  /** One line: street, neighbourhood, city - UF; null when the salon filled none in. */
  address: string | null;
  whatsApp: string | null;
  unsubscribeUrl: string;
  /** Set for a booking moved after its reminder: the time the client was told before ('quinta-feira, 14 de março, às 09:30'). */
  movedFrom?: string;
  /** The salon cancelled the booking (issue 25, item 3): the client hears it is off, not reminded of it. */
  canceled?: boolean;
}

const WORDS = {
  reminder: { subject: 'Lembrete', heading: 'Lembrete do seu horário', text: 'Lembrete do seu horário em', when: 'Quando', closing: 'Não vai poder ir? Avise o salão para liberar o horário.' },
  moved: { subject: 'Horário alterado', heading: 'Seu horário mudou', text: 'Seu horário mudou em', when: 'Novo horário', closing: 'Não vai poder ir? Avise o salão para liberar o horário.' },
  canceled: { subject: 'Horário cancelado', heading: 'Seu horário foi cancelado', text: 'Seu horário foi cancelado em', when: 'Quando seria', closing: 'Quer marcar outro horário? Fale com o salão.' },
} as const;

/**
 * The appointment reminder a client receives, or, with `movedFrom`, the message that its time changed after the
 * reminder (in Portuguese: the salon's clients are in Brazil). Names the salon
 * typed are escaped and made inert; the subject carries only the salon's name, inert too.
 */
export function reminderEmail(f: ReminderFacts): EmailContent {
  const salon = inert(f.salonName);
  const words = WORDS[f.canceled ? 'canceled' : f.movedFrom !== undefined ? 'moved' : 'reminder'];
  const subject = `${words.subject}: seu horário em ${salon}`;
  const facts: Array<[string, string]> = [
    [words.when, `${f.date}, às ${f.time}`],
    ...(f.movedFrom !== undefined ? ([['Antes', f.movedFrom]] as Array<[string, string]>) : []),
    ['Serviço', inert(f.serviceName)],
    ['Profissional', inert(f.employeeName)],
    ...(f.address ? ([['Endereço', inert(f.address)]] as Array<[string, string]>) : []),
  ];
  const rows = facts
    .map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:#555">${escape(label)}</td><td style="padding:4px 0;font-weight:bold">${escape(value)}</td></tr>`)
    .join('');
  const whatsApp = f.whatsApp
    ? `<p style="margin:24px 0"><a href="${escape(f.whatsApp)}" style="background:#25d366;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">Falar com o salão no WhatsApp</a></p>`
    : '';
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">${escape(salon)}</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Olá, ${escape(inert(f.clientName))}! ${escape(words.heading)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>
${whatsApp}
<p style="margin:16px 0 0;line-height:1.5">${escape(words.closing)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#777">Você recebe esta mensagem porque tem um horário marcado neste salão.
<a href="${escape(f.unsubscribeUrl)}" style="color:#777">Não quero mais receber lembretes deste salão</a>.</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    `Olá, ${inert(f.clientName)}! ${words.text} ${salon}.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(f.whatsApp ? ['', `WhatsApp do salão: ${f.whatsApp}`] : []),
    '',
    words.closing,
    '',
    `Para não receber mais lembretes deste salão: ${f.unsubscribeUrl}`,
  ].join('\n');
  return { subject, html, text };
}
