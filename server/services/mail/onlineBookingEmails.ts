import { button as link, email, escape, factLines, factsTable, inert, salonEmailHtml, type EmailContent } from './templates';

/** What the e-mails of an online booking say: texts in the salon's zone, names as the salon typed them. */
export interface VisitFacts {
  clientName: string;
  clientPhone: string;
  salonName: string;
  /** 'quinta-feira, 14 de março' and '09:30'. */
  date: string;
  time: string;
  /** Each service and who does it: 'Corte com Ana'. */
  pieces: Array<{ service: string; employee: string }>;
  /** 'R$ 70,00'. */
  total: string;
  address: string | null;
  whatsApp: string | null;
  /** The page that shows, moves and cancels it, and its calendar file. */
  manageUrl: string;
  calendarUrl: string;
  /** Until when the link may change it: 'terça-feira, 12 de março, às 14:00'. */
  changeableUntil: string;
}

export type ClientMessage = 'booked' | 'moved' | 'canceled';

const WORDS = {
  booked: { subject: 'Agendamento confirmado', heading: 'seu horário está marcado', text: 'Seu horário está marcado em' },
  moved: { subject: 'Horário alterado', heading: 'seu horário mudou', text: 'Seu horário mudou em' },
  canceled: { subject: 'Agendamento cancelado', heading: 'seu horário foi cancelado', text: 'Seu horário foi cancelado em' },
} as const;

const button = (url: string, label: string, color: string) => link(url, label, color, ';margin:0 8px 8px 0');

/**
 * The client's e-mail when they book, move or cancel on the salon's page (in Portuguese: the salon's clients are
 * in Brazil). Salon-typed names are escaped and made inert; the subject carries only the salon's name, inert too.
 */
export function clientVisitEmail(kind: ClientMessage, f: VisitFacts): EmailContent {
  const salon = inert(f.salonName);
  const words = WORDS[kind];
  const subject = `${words.subject}: ${salon}`;
  const facts: Array<[string, string]> = [
    [kind === 'canceled' ? 'Quando seria' : 'Quando', `${f.date}, às ${f.time}`],
    ...f.pieces.map((p): [string, string] => ['Serviço', `${inert(p.service)} com ${inert(p.employee)}`]),
    ['Total', f.total],
    ...(f.address ? ([['Endereço', inert(f.address)]] as Array<[string, string]>) : []),
  ];
  const actions =
    kind === 'canceled'
      ? ''
      : `<p style="margin:24px 0 8px">${button(f.calendarUrl, 'Adicionar à agenda', '#6d28d9')}${button(f.manageUrl, 'Ver, remarcar ou cancelar', '#4b5563')}</p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Você pode remarcar ou cancelar pelo link até ${escape(f.changeableUntil)}.</p>`;
  const whatsApp = f.whatsApp ? `<p style="margin:16px 0">${button(f.whatsApp, 'Falar com o salão no WhatsApp', '#1e7e45')}</p>` : '';
  const html = salonEmailHtml(
    subject,
    salon,
    `Olá, ${inert(f.clientName)}! ${words.heading[0].toUpperCase() + words.heading.slice(1)}.`,
    `${factsTable(facts, true)}\n${actions}${whatsApp}`,
    'Você recebe esta mensagem porque agendou pela página do salão.',
  );
  const text = [
    `Olá, ${inert(f.clientName)}! ${words.text} ${salon}.`,
    '',
    ...factLines(facts),
    ...(kind === 'canceled'
      ? []
      : ['', `Adicionar à agenda: ${f.calendarUrl}`, `Ver, remarcar ou cancelar (até ${f.changeableUntil}): ${f.manageUrl}`]),
    ...(f.whatsApp ? ['', `WhatsApp do salão: ${f.whatsApp}`] : []),
  ].join('\n');
  return { subject, html, text };
}

const STAFF_WORDS = {
  booked: { subject: 'Novo agendamento online', lead: 'agendou pela página do salão' },
  moved: { subject: 'Agendamento online remarcado', lead: 'remarcou pela página do salão' },
  canceled: { subject: 'Agendamento online cancelado', lead: 'cancelou pela página do salão' },
} as const;

/** The owner's and the front desk's notice of what a client did on the page, with a link to the agenda. */
export function staffVisitEmail(kind: ClientMessage, f: VisitFacts, agendaUrl: string): EmailContent {
  const words = STAFF_WORDS[kind];
  const when = `${f.date}, às ${f.time}`;
  const paragraphs = [
    `${inert(f.clientName)} (${f.clientPhone}) ${words.lead}: ${when}.`,
    ...f.pieces.map((p) => `${inert(p.service)} com ${inert(p.employee)}`),
    `Total: ${f.total}`,
  ];
  return email(`${words.subject}: ${f.date}, ${f.time}`, words.subject, paragraphs, { label: 'Abrir a agenda', url: agendaUrl });
}
