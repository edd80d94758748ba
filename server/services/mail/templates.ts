import type { Lang } from '../../i18n';

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Text a salon typed (its name, a professional's name) reaches someone else's inbox, and mail clients turn
 * anything that looks like an address into a link ('Ganhe um iPhone em http://x.co', 'www.x.com'). A zero-width
 * space on both sides of every '.', ':', '/' and '@' breaks every such pattern (no 'http:', 'www.' or 'x.co'
 * is left whole) while the text reads the same. Subjects never carry such text at all.
 */
export const inert = (value: string) => value.replace(/[.:/@]/g, '\u200B$&\u200B');
const quoted = (value: string) => `“${inert(value)}”`;

/**
 * The html shell of every e-mail here: a white card on a lilac page with `header` (Agendei, or the salon's name)
 * on top and `content` (html, already escaped) inside. Inline styles only: most mail clients drop <style> blocks.
 */
export function shell(title: string, header: string, content: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">${escape(header)}</td></tr>
<tr><td style="padding:28px">
${content}
</td></tr></table></td></tr></table></body></html>`;
}

export const heading = (text: string) => `<h1 style="font-size:20px;margin:0 0 16px">${escape(text)}</h1>`;

/** A link drawn as a button; `style` adds to its own (a margin). */
export const button = (url: string, label: string, color: string, style = '') =>
  `<a href="${escape(url)}" style="background:${color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block${style}">${escape(label)}</a>`;

/** What a salon's e-mail tells of a booking, label and value a row ('Quando', 'Serviço', ...); `top` aligns labels of long values. */
export function factsTable(facts: ReadonlyArray<readonly [string, string]>, top = false): string {
  const label = `padding:4px 12px 4px 0;color:#555${top ? ';vertical-align:top' : ''}`;
  const rows = facts.map(([name, value]) => `<tr><td style="${label}">${escape(name)}</td><td style="padding:4px 0;font-weight:bold">${escape(value)}</td></tr>`).join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>`;
}

/** The same facts in the text part, a line each. */
export const factLines = (facts: ReadonlyArray<readonly [string, string]>) => facts.map(([name, value]) => `${name}: ${value}`);

/**
 * A salon's e-mail to its client (a reminder, an online booking's confirmation): the salon's name on top, the
 * greeting as its heading, the facts, and `footer` (html, already escaped) in small print under `content`.
 */
export function salonEmailHtml(title: string, salon: string, greeting: string, content: string, footer: string): string {
  return shell(title, salon, `${heading(greeting)}\n${content}\n<p style="margin:24px 0 0;font-size:12px;color:#777">${footer}</p>`);
}

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }, footer = ''): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escape(p)}</p>`).join('');
  const link = action
    ? `<p style="margin:24px 0">${button(action.url, action.label, '#6d28d9')}</p>
       <p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escape(action.url)}</p>`
    : '';
  return shell(title, 'Agendei', `${heading(title)}${body}${link}\n<p style="margin:24px 0 0;font-size:13px;color:#777">${escape(footer)}</p>`);
}

function plain(title: string, paragraphs: string[], action?: { label: string; url: string }, footer = ''): string {
  return [title, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), footer, '', '— Agendei']
    .join('\n')
    .trim();
}

export function email(subject: string, title: string, paragraphs: string[], action?: { label: string; url: string }, footer = '') {
  return { subject, html: layout(title, paragraphs, action, footer), text: plain(title, paragraphs, action, footer) };
}

export function passwordResetEmail(lang: Lang, name: string, url: string): EmailContent {
  return lang === 'en'
    ? email(
        'Create a new Agendei password',
        `Hello, ${inert(name)}!`,
        ['We received a request to create a new password for your Agendei account.', 'The link below is valid for 2 hours and works once.'],
        { label: 'Create new password', url },
        'If you did not ask for this, ignore this e-mail: your password stays the same.',
      )
    : email(
        'Crie uma nova senha no Agendei',
        `Olá, ${inert(name)}!`,
        ['Recebemos um pedido para criar uma nova senha para a sua conta no Agendei.', 'O link abaixo vale por 2 horas e pode ser usado uma única vez.'],
        { label: 'Criar nova senha', url },
        'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
      );
}

export function welcomeEmail(lang: Lang, name: string, salonName: string, url: string): EmailContent {
  // Anyone can sign up with anyone's address: the subject stays fixed and the names stay inert.
  return lang === 'en'
    ? email(
        'Welcome to Agendei!',
        `Welcome, ${inert(name)}!`,
        [`Your salon ${quoted(salonName)} is ready, with 30 days free to try everything.`, 'Start by adding your services and professionals, then book your first appointment.'],
        { label: 'Open my agenda', url },
      )
    : email(
        'Boas-vindas ao Agendei!',
        `Boas-vindas, ${inert(name)}!`,
        [`Seu salão ${quoted(salonName)} está pronto, com 30 dias grátis para experimentar tudo.`, 'Comece cadastrando seus serviços e profissionais e depois marque o primeiro agendamento.'],
        { label: 'Abrir minha agenda', url },
      );
}

export const INVITATION_SUBJECT = { 'pt-BR': 'Você foi convidado para o Agendei', en: 'You were invited to Agendei' } as const;

export function staffInvitationEmail(lang: Lang, name: string, salonName: string, url: string, days: number): EmailContent {
  return lang === 'en'
    ? email(
        INVITATION_SUBJECT.en,
        `Hello, ${inert(name)}!`,
        [`The salon ${quoted(salonName)} gave you access to its agenda on Agendei.`, `Create your password to sign in. The link below is valid for ${days} days and works once.`],
        { label: 'Create my password', url },
        'If you were not expecting this, ignore this e-mail.',
      )
    : email(
        INVITATION_SUBJECT['pt-BR'],
        `Olá, ${inert(name)}!`,
        [`O salão ${quoted(salonName)} deu a você acesso à agenda dele no Agendei.`, `Crie sua senha para entrar. O link abaixo vale por ${days} dias e pode ser usado uma única vez.`],
        { label: 'Criar minha senha', url },
        'Se você não esperava este convite, ignore este e-mail.',
      );
}

/**
 * Sent instead of an invitation when the address already has an account: the salon is answered exactly as for a
 * new address (so it learns nothing), and the person learns why no link came and what to do.
 */
export function staffInvitationForExistingAccountEmail(lang: Lang, name: string, salonName: string, url: string): EmailContent {
  return lang === 'en'
    ? email(
        INVITATION_SUBJECT.en,
        `Hello, ${inert(name)}!`,
        [
          `The salon ${quoted(salonName)} tried to give you access to its agenda on Agendei, but this e-mail already has an Agendei account, and one e-mail can only belong to one salon.`,
          'Nothing changed in your account. To join this salon, give it another e-mail address.',
        ],
        { label: 'Sign in to Agendei', url },
        'If you were not expecting this, ignore this e-mail.',
      )
    : email(
        INVITATION_SUBJECT['pt-BR'],
        `Olá, ${inert(name)}!`,
        [
          `O salão ${quoted(salonName)} tentou dar a você acesso à agenda dele no Agendei, mas este e-mail já tem uma conta no Agendei, e um e-mail só pode pertencer a um salão.`,
          'Nada mudou na sua conta. Para entrar neste salão, passe a ele outro endereço de e-mail.',
        ],
        { label: 'Entrar no Agendei', url },
        'Se você não esperava este convite, ignore este e-mail.',
      );
}

/** The link that confirms a new sign-in e-mail, sent to that new address. */
export function emailChangeEmail(lang: Lang, name: string, url: string): EmailContent {
  return lang === 'en'
    ? email(
        'Confirm your new Agendei e-mail',
        `Hello, ${inert(name)}!`,
        ['You asked to sign in to Agendei with this e-mail address from now on.', 'Confirm it with the link below, valid for 24 hours. Until then, your current e-mail keeps working.'],
        { label: 'Confirm new e-mail', url },
        'If you did not ask for this, ignore this e-mail: nothing changes.',
      )
    : email(
        'Confirme seu novo e-mail no Agendei',
        `Olá, ${inert(name)}!`,
        ['Você pediu para entrar no Agendei com este endereço de e-mail a partir de agora.', 'Confirme pelo link abaixo, que vale por 24 horas. Até lá, o e-mail atual continua valendo.'],
        { label: 'Confirmar novo e-mail', url },
        'Se não foi você quem pediu, ignore este e-mail: nada muda.',
      );
}
