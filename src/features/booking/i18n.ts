/**
 * The page's words in pt-BR (default) and English, without i18next: the page carries no React and no library
 * (docs/decisions/42). English when the phone's language is English; money in reais, times in the salon's zone.
 */
const ptBR = {
  loading: 'Carregando…',
  salonNotFound: 'Página de agendamento não encontrada',
  salonNotFoundText: 'O endereço pode estar errado, ou o salão desligou o agendamento online. Peça o link certo ao salão.',
  bookingNotFound: 'Agendamento não encontrado',
  bookingNotFoundText: 'O link pode estar incompleto. Confira a mensagem ou o e-mail que você recebeu.',
  map: 'Ver no mapa',
  whatsapp: 'Falar no WhatsApp',
  call: 'Ligar para o salão',
  services: 'Escolha os serviços',
  servicesHint: 'De 1 a 5 serviços, feitos na ordem em que você escolher.',
  total: 'Total: {money} · {duration}',
  noneChosen: 'Nenhum serviço escolhido',
  who: 'Com quem?',
  anyone: 'Qualquer profissional',
  when: 'Quando?',
  previousWeek: 'Semana anterior',
  nextWeek: 'Próxima semana',
  noTimes: 'Sem horários livres neste dia.',
  noTimesWeek: 'Sem horários livres nesta semana. Veja a próxima.',
  chooseServiceFirst: 'Escolha um serviço para ver os horários.',
  pickDay: 'Escolha um dia.',
  with: 'Com {names}',
  details: 'Seus dados',
  name: 'Nome',
  phone: 'WhatsApp',
  email: 'E-mail (opcional)',
  consent: 'Aceito que {salon} use meu nome, telefone e e-mail para confirmar e lembrar este agendamento (LGPD).',
  confirm: 'Confirmar agendamento',
  sending: 'Enviando…',
  needService: 'Escolha pelo menos um serviço.',
  needTime: 'Escolha um dia e um horário.',
  nextTimes: 'Horários livres mais próximos:',
  tooMany: 'Muitas tentativas. Espere um pouco e tente de novo; o que você digitou continua aqui.',
  offline: 'Sem conexão com o salão. Confira a internet e tente de novo; o que você digitou continua aqui.',
  failed: 'Algo deu errado. Tente de novo.',
  confirmed: 'Agendamento confirmado!',
  addToCalendar: 'Adicionar à agenda',
  manage: 'Ver, remarcar ou cancelar',
  changeableUntil: 'Você pode remarcar ou cancelar pelo link até {date}.',
  yourBooking: 'Seu agendamento',
  canceled: 'Agendamento cancelado',
  cancel: 'Cancelar agendamento',
  cancelAsk: 'Cancelar este agendamento?',
  cancelYes: 'Sim, cancelar',
  cancelNo: 'Não, manter',
  move: 'Remarcar',
  moveTo: 'Remarcar para {date}',
  moved: 'Agendamento remarcado.',
  back: 'Voltar',
  notChangeable: 'O prazo para remarcar ou cancelar pelo link terminou em {date}. Fale com o salão:',
  at: '{date} às {time}',
  depositToConfirm: 'Sinal de {money} via Pix para confirmar',
  payDeposit: 'Pague o sinal para confirmar',
  depositAmount: 'Sinal de {money}',
  depositHow: 'Seu horário fica reservado enquanto você paga. No app do seu banco, escolha Pix e leia o QR code ou cole o código.',
  qrAlt: 'QR code do Pix de {money}',
  pixCode: 'Pix copia e cola',
  copyCode: 'Copiar código',
  copied: 'Copiado!',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie.',
  timeLeft: 'Tempo para pagar: {time}',
  waitingPayment: 'Esta página confirma sozinha assim que o pagamento chegar.',
  released: 'Horário liberado',
  depositExpired: 'O prazo para pagar o sinal acabou e o horário foi liberado.',
  chooseAnother: 'Escolher outro horário',
  depositPaid: 'Sinal de {money} pago via Pix',
  depositApplied: 'Sinal de {money} pago via Pix e descontado no salão',
  depositKept: 'O sinal de {money} ficou com o salão (cancelamento em cima da hora ou falta).',
  depositRefundPending: 'O sinal de {money} está sendo devolvido por Pix.',
  depositRefunded: 'O sinal de {money} foi devolvido por Pix.',
  cancelRefund: 'O sinal de {money} que você pagou será devolvido por Pix.',
};
type Key = keyof typeof ptBR;

const en: Record<Key, string> = {
  loading: 'Loading…',
  salonNotFound: 'Booking page not found',
  salonNotFoundText: 'The address may be wrong, or the salon has turned online booking off. Ask the salon for the right link.',
  bookingNotFound: 'Booking not found',
  bookingNotFoundText: 'The link may be incomplete. Check the message or e-mail you received.',
  map: 'See on the map',
  whatsapp: 'Message on WhatsApp',
  call: 'Call the salon',
  services: 'Choose the services',
  servicesHint: '1 to 5 services, done in the order you choose them.',
  total: 'Total: {money} · {duration}',
  noneChosen: 'No service chosen',
  who: 'With whom?',
  anyone: 'Any professional',
  when: 'When?',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  noTimes: 'No free times on this day.',
  noTimesWeek: 'No free times this week. See the next one.',
  chooseServiceFirst: 'Choose a service to see the times.',
  pickDay: 'Choose a day.',
  with: 'With {names}',
  details: 'Your details',
  name: 'Name',
  phone: 'WhatsApp',
  email: 'E-mail (optional)',
  consent: 'I agree that {salon} may use my name, phone and e-mail to confirm and remind me of this booking (LGPD).',
  confirm: 'Confirm booking',
  sending: 'Sending…',
  needService: 'Choose at least one service.',
  needTime: 'Choose a day and a time.',
  nextTimes: 'Nearest free times:',
  tooMany: 'Too many attempts. Wait a little and try again; what you typed is still here.',
  offline: 'Could not reach the salon. Check your connection and try again; what you typed is still here.',
  failed: 'Something went wrong. Try again.',
  confirmed: 'Booking confirmed!',
  addToCalendar: 'Add to calendar',
  manage: 'View, reschedule or cancel',
  changeableUntil: 'You can reschedule or cancel by the link until {date}.',
  yourBooking: 'Your booking',
  canceled: 'Booking canceled',
  cancel: 'Cancel booking',
  cancelAsk: 'Cancel this booking?',
  cancelYes: 'Yes, cancel',
  cancelNo: 'No, keep it',
  move: 'Reschedule',
  moveTo: 'Reschedule to {date}',
  moved: 'Booking rescheduled.',
  back: 'Back',
  notChangeable: 'The time to reschedule or cancel by the link ended on {date}. Contact the salon:',
  at: '{date} at {time}',
  depositToConfirm: 'A {money} deposit by Pix to confirm',
  payDeposit: 'Pay the deposit to confirm',
  depositAmount: 'Deposit of {money}',
  depositHow: 'Your time is held while you pay. In your bank app, choose Pix and scan the QR code or paste the code.',
  qrAlt: 'Pix QR code for {money}',
  pixCode: 'Pix copy and paste code',
  copyCode: 'Copy code',
  copied: 'Copied!',
  copyFailed: 'Could not copy. Select the code and copy it.',
  timeLeft: 'Time left to pay: {time}',
  waitingPayment: 'This page confirms on its own as soon as the payment arrives.',
  released: 'Time released',
  depositExpired: 'The time to pay the deposit ran out and the slot was released.',
  chooseAnother: 'Choose another time',
  depositPaid: 'Deposit of {money} paid by Pix',
  depositApplied: 'Deposit of {money} paid by Pix and taken off at the salon',
  depositKept: 'The salon kept the {money} deposit (a late cancellation or a no-show).',
  depositRefundPending: 'The {money} deposit is being refunded by Pix.',
  depositRefunded: 'The {money} deposit was refunded by Pix.',
  cancelRefund: 'The {money} deposit you paid will be refunded by Pix.',
};

export type Lang = 'pt-BR' | 'en';
let lang: Lang = 'pt-BR';

/** Read once per page load (main.ts), so a test can set navigator.language before it mounts the page. */
export function chooseLanguage(): Lang {
  lang = /^en\b/i.test(navigator.language ?? '') ? 'en' : 'pt-BR';
  document.documentElement.lang = lang;
  return lang;
}
export const currentLang = () => lang;

export function t(key: Key, params: Record<string, string> = {}): string {
  const text = (lang === 'en' ? en : ptBR)[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

export const money = (cents: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' }).format(cents / 100);

/** '30 min', '1 h', '1 h 15 min' (the same in both languages). */
export function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A YYYY-MM-DD day as its weekday and day/month ('seg.', '12/05'): the day itself, no zone involved. */
export function dayParts(date: string) {
  const at = new Date(`${date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(at);
  const day = new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(at);
  const long = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at);
  return { weekday, day, long };
}

/** An instant in the salon's zone: 'terça-feira, 12 de maio às 09:00'. */
export function when(epoch: number, timeZone: string): string {
  const at = new Date(epoch * 1000);
  const date = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(at);
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  return t('at', { date, time });
}

/** Today's date (YYYY-MM-DD) in the salon's zone, and days counted from a date. */
export const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
