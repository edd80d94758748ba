import { button, escape, factLines, factsTable, inert, salonEmailHtml, type EmailContent } from './templates';

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
  const whatsApp = f.whatsApp ? `<p style="margin:24px 0">${button(f.whatsApp, 'Falar com o salão no WhatsApp', '#25d366')}</p>` : '';
  const html = salonEmailHtml(
    subject,
    salon,
    `Olá, ${inert(f.clientName)}! ${words.heading}`,
    `${factsTable(facts)}\n${whatsApp}\n<p style="margin:16px 0 0;line-height:1.5">${escape(words.closing)}</p>`,
    `Você recebe esta mensagem porque tem um horário marcado neste salão.
<a href="${escape(f.unsubscribeUrl)}" style="color:#777">Não quero mais receber lembretes deste salão</a>.`,
  );
  const text = [
    `Olá, ${inert(f.clientName)}! ${words.text} ${salon}.`,
    '',
    ...factLines(facts),
    ...(f.whatsApp ? ['', `WhatsApp do salão: ${f.whatsApp}`] : []),
    '',
    words.closing,
    '',
    `Para não receber mais lembretes deste salão: ${f.unsubscribeUrl}`,
  ].join('\n');
  return { subject, html, text };
}
