import { describe, expect, it } from 'vitest';
import { clientVisitEmail, staffVisitEmail, type VisitFacts } from '../../../server/services/mail/onlineBookingEmails';
import { reminderEmail, type ReminderFacts } from '../../../server/services/mail/reminderEmail';
import { passwordResetEmail, welcomeEmail } from '../../../server/services/mail/templates';

const reminder: ReminderFacts = {
  clientName: 'Ana <Paula>',
  salonName: 'Studio Bela.com',
  serviceName: 'Corte & escova',
  employeeName: 'Carla',
  date: 'quinta-feira, 14 de março',
  time: '09:30',
  address: 'Rua Augusta, 1500, Consolação, São Paulo - SP',
  whatsApp: 'https://wa.me/551134567890',
  unsubscribeUrl: 'https://agendei.test/lembretes/cancelar?token=abc&x=1',
};

const visit: VisitFacts = {
  clientName: 'Ana <Paula>',
  clientPhone: '(11) 91234-5678',
  salonName: 'Studio Bela.com',
  date: 'quinta-feira, 14 de março',
  time: '09:30',
  pieces: [
    { service: 'Corte', employee: 'Carla' },
    { service: 'Escova', employee: 'Ivo' },
  ],
  total: 'R$\u00A070,00',
  address: 'Rua Augusta, 1500, Consolação, São Paulo - SP',
  whatsApp: 'https://wa.me/551134567890',
  manageUrl: 'https://agendei.test/reserva/tok',
  calendarUrl: 'https://agendei.test/v1/public/bookings/tok/calendar.ics',
  changeableUntil: 'quarta-feira, 13 de março, às 21:30',
};

/**
 * The salon e-mails to the character: the reminder's three kinds and the online booking's, with and without an
 * address and a WhatsApp button (the salon's name made inert, the client's escaped in the html), and two of
 * Agendei's own. They share one layout (mail/templates.ts); a change to it shows here.
 */
const EXPECTED = {
  reminder: {
    subject: `Lembrete: seu horário em Studio Bela\u200B.\u200Bcom`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Lembrete: seu horário em Studio Bela\u200B.\u200Bcom</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">Studio Bela\u200B.\u200Bcom</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Olá, Ana &lt;Paula&gt;! Lembrete do seu horário</h1>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="padding:4px 12px 4px 0;color:#555">Quando</td><td style="padding:4px 0;font-weight:bold">quinta-feira, 14 de março, às 09:30</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555">Serviço</td><td style="padding:4px 0;font-weight:bold">Corte &amp; escova</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555">Profissional</td><td style="padding:4px 0;font-weight:bold">Carla</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555">Endereço</td><td style="padding:4px 0;font-weight:bold">Rua Augusta, 1500, Consolação, São Paulo - SP</td></tr></table>
<p style="margin:24px 0"><a href="https://wa.me/551134567890" style="background:#25d366;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">Falar com o salão no WhatsApp</a></p>
<p style="margin:16px 0 0;line-height:1.5">Não vai poder ir? Avise o salão para liberar o horário.</p>
<p style="margin:24px 0 0;font-size:12px;color:#777">Você recebe esta mensagem porque tem um horário marcado neste salão.
<a href="https://agendei.test/lembretes/cancelar?token=abc&amp;x=1" style="color:#777">Não quero mais receber lembretes deste salão</a>.</p>
</td></tr></table></td></tr></table></body></html>`,
    text: `Olá, Ana <Paula>! Lembrete do seu horário em Studio Bela\u200B.\u200Bcom.

Quando: quinta-feira, 14 de março, às 09:30
Serviço: Corte & escova
Profissional: Carla
Endereço: Rua Augusta, 1500, Consolação, São Paulo - SP

WhatsApp do salão: https://wa.me/551134567890

Não vai poder ir? Avise o salão para liberar o horário.

Para não receber mais lembretes deste salão: https://agendei.test/lembretes/cancelar?token=abc&x=1`,
  },
  moved: {
    subject: `Horário alterado: seu horário em Studio Bela\u200B.\u200Bcom`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Horário alterado: seu horário em Studio Bela\u200B.\u200Bcom</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">Studio Bela\u200B.\u200Bcom</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Olá, Ana &lt;Paula&gt;! Seu horário mudou</h1>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="padding:4px 12px 4px 0;color:#555">Novo horário</td><td style="padding:4px 0;font-weight:bold">quinta-feira, 14 de março, às 09:30</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555">Antes</td><td style="padding:4px 0;font-weight:bold">quarta-feira, 13 de março, às 10:00</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555">Serviço</td><td style="padding:4px 0;font-weight:bold">Corte &amp; escova</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555">Profissional</td><td style="padding:4px 0;font-weight:bold">Carla</td></tr></table>

<p style="margin:16px 0 0;line-height:1.5">Não vai poder ir? Avise o salão para liberar o horário.</p>
<p style="margin:24px 0 0;font-size:12px;color:#777">Você recebe esta mensagem porque tem um horário marcado neste salão.
<a href="https://agendei.test/lembretes/cancelar?token=abc&amp;x=1" style="color:#777">Não quero mais receber lembretes deste salão</a>.</p>
</td></tr></table></td></tr></table></body></html>`,
    text: `Olá, Ana <Paula>! Seu horário mudou em Studio Bela\u200B.\u200Bcom.

Novo horário: quinta-feira, 14 de março, às 09:30
Antes: quarta-feira, 13 de março, às 10:00
Serviço: Corte & escova
Profissional: Carla

Não vai poder ir? Avise o salão para liberar o horário.

Para não receber mais lembretes deste salão: https://agendei.test/lembretes/cancelar?token=abc&x=1`,
  },
  canceled: {
    subject: `Horário cancelado: seu horário em Studio Bela\u200B.\u200Bcom`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Horário cancelado: seu horário em Studio Bela\u200B.\u200Bcom</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">Studio Bela\u200B.\u200Bcom</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Olá, Ana &lt;Paula&gt;! Seu horário foi cancelado</h1>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="padding:4px 12px 4px 0;color:#555">Quando seria</td><td style="padding:4px 0;font-weight:bold">quinta-feira, 14 de março, às 09:30</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555">Serviço</td><td style="padding:4px 0;font-weight:bold">Corte &amp; escova</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555">Profissional</td><td style="padding:4px 0;font-weight:bold">Carla</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555">Endereço</td><td style="padding:4px 0;font-weight:bold">Rua Augusta, 1500, Consolação, São Paulo - SP</td></tr></table>
<p style="margin:24px 0"><a href="https://wa.me/551134567890" style="background:#25d366;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">Falar com o salão no WhatsApp</a></p>
<p style="margin:16px 0 0;line-height:1.5">Quer marcar outro horário? Fale com o salão.</p>
<p style="margin:24px 0 0;font-size:12px;color:#777">Você recebe esta mensagem porque tem um horário marcado neste salão.
<a href="https://agendei.test/lembretes/cancelar?token=abc&amp;x=1" style="color:#777">Não quero mais receber lembretes deste salão</a>.</p>
</td></tr></table></td></tr></table></body></html>`,
    text: `Olá, Ana <Paula>! Seu horário foi cancelado em Studio Bela\u200B.\u200Bcom.

Quando seria: quinta-feira, 14 de março, às 09:30
Serviço: Corte & escova
Profissional: Carla
Endereço: Rua Augusta, 1500, Consolação, São Paulo - SP

WhatsApp do salão: https://wa.me/551134567890

Quer marcar outro horário? Fale com o salão.

Para não receber mais lembretes deste salão: https://agendei.test/lembretes/cancelar?token=abc&x=1`,
  },
  booked: {
    subject: `Agendamento confirmado: Studio Bela\u200B.\u200Bcom`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Agendamento confirmado: Studio Bela\u200B.\u200Bcom</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">Studio Bela\u200B.\u200Bcom</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Olá, Ana &lt;Paula&gt;! Seu horário está marcado.</h1>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">Quando</td><td style="padding:4px 0;font-weight:bold">quinta-feira, 14 de março, às 09:30</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">Serviço</td><td style="padding:4px 0;font-weight:bold">Corte com Carla</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">Serviço</td><td style="padding:4px 0;font-weight:bold">Escova com Ivo</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">Total</td><td style="padding:4px 0;font-weight:bold">R$\u00A070,00</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">Endereço</td><td style="padding:4px 0;font-weight:bold">Rua Augusta, 1500, Consolação, São Paulo - SP</td></tr></table>
<p style="margin:24px 0 8px"><a href="https://agendei.test/v1/public/bookings/tok/calendar.ics" style="background:#6d28d9;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block;margin:0 8px 8px 0">Adicionar à agenda</a><a href="https://agendei.test/reserva/tok" style="background:#4b5563;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block;margin:0 8px 8px 0">Ver, remarcar ou cancelar</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Você pode remarcar ou cancelar pelo link até quarta-feira, 13 de março, às 21:30.</p><p style="margin:16px 0"><a href="https://wa.me/551134567890" style="background:#1e7e45;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block;margin:0 8px 8px 0">Falar com o salão no WhatsApp</a></p>
<p style="margin:24px 0 0;font-size:12px;color:#777">Você recebe esta mensagem porque agendou pela página do salão.</p>
</td></tr></table></td></tr></table></body></html>`,
    text: `Olá, Ana <Paula>! Seu horário está marcado em Studio Bela\u200B.\u200Bcom.

Quando: quinta-feira, 14 de março, às 09:30
Serviço: Corte com Carla
Serviço: Escova com Ivo
Total: R$\u00A070,00
Endereço: Rua Augusta, 1500, Consolação, São Paulo - SP

Adicionar à agenda: https://agendei.test/v1/public/bookings/tok/calendar.ics
Ver, remarcar ou cancelar (até quarta-feira, 13 de março, às 21:30): https://agendei.test/reserva/tok

WhatsApp do salão: https://wa.me/551134567890`,
  },
  visitCanceled: {
    subject: `Agendamento cancelado: Studio Bela\u200B.\u200Bcom`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Agendamento cancelado: Studio Bela\u200B.\u200Bcom</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">Studio Bela\u200B.\u200Bcom</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Olá, Ana &lt;Paula&gt;! Seu horário foi cancelado.</h1>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">Quando seria</td><td style="padding:4px 0;font-weight:bold">quinta-feira, 14 de março, às 09:30</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">Serviço</td><td style="padding:4px 0;font-weight:bold">Corte com Carla</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">Serviço</td><td style="padding:4px 0;font-weight:bold">Escova com Ivo</td></tr><tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">Total</td><td style="padding:4px 0;font-weight:bold">R$\u00A070,00</td></tr></table>

<p style="margin:24px 0 0;font-size:12px;color:#777">Você recebe esta mensagem porque agendou pela página do salão.</p>
</td></tr></table></td></tr></table></body></html>`,
    text: `Olá, Ana <Paula>! Seu horário foi cancelado em Studio Bela\u200B.\u200Bcom.

Quando seria: quinta-feira, 14 de março, às 09:30
Serviço: Corte com Carla
Serviço: Escova com Ivo
Total: R$\u00A070,00`,
  },
  staff: {
    subject: `Agendamento online remarcado: quinta-feira, 14 de março, 09:30`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Agendamento online remarcado</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">Agendei</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Agendamento online remarcado</h1><p style="margin:0 0 16px;line-height:1.5">Ana &lt;Paula&gt; ((11) 91234-5678) remarcou pela página do salão: quinta-feira, 14 de março, às 09:30.</p><p style="margin:0 0 16px;line-height:1.5">Corte com Carla</p><p style="margin:0 0 16px;line-height:1.5">Escova com Ivo</p><p style="margin:0 0 16px;line-height:1.5">Total: R$\u00A070,00</p><p style="margin:24px 0"><a href="https://agendei.test/agenda" style="background:#6d28d9;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">Abrir a agenda</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">https://agendei.test/agenda</p>
<p style="margin:24px 0 0;font-size:13px;color:#777"></p>
</td></tr></table></td></tr></table></body></html>`,
    text: `Agendamento online remarcado

Ana <Paula> ((11) 91234-5678) remarcou pela página do salão: quinta-feira, 14 de março, às 09:30.

Corte com Carla

Escova com Ivo

Total: R$\u00A070,00

Abrir a agenda: https://agendei.test/agenda



— Agendei`,
  },
  passwordReset: {
    subject: `Crie uma nova senha no Agendei`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Olá, Ana &lt;Paula&gt;!</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">Agendei</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Olá, Ana &lt;Paula&gt;!</h1><p style="margin:0 0 16px;line-height:1.5">Recebemos um pedido para criar uma nova senha para a sua conta no Agendei.</p><p style="margin:0 0 16px;line-height:1.5">O link abaixo vale por 2 horas e pode ser usado uma única vez.</p><p style="margin:24px 0"><a href="https://agendei.test/senha?token=a&amp;b=1" style="background:#6d28d9;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">Criar nova senha</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">https://agendei.test/senha?token=a&amp;b=1</p>
<p style="margin:24px 0 0;font-size:13px;color:#777">Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.</p>
</td></tr></table></td></tr></table></body></html>`,
    text: `Olá, Ana <Paula>!

Recebemos um pedido para criar uma nova senha para a sua conta no Agendei.

O link abaixo vale por 2 horas e pode ser usado uma única vez.

Criar nova senha: https://agendei.test/senha?token=a&b=1

Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.

— Agendei`,
  },
  welcome: {
    subject: `Welcome to Agendei!`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Welcome, Ana!</title></head>
<body style="margin:0;background:#f4f2fa;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eee;font-size:20px;font-weight:bold;color:#6d28d9">Agendei</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">Welcome, Ana!</h1><p style="margin:0 0 16px;line-height:1.5">Your salon “Studio Bela\u200B.\u200Bcom” is ready, with 30 days free to try everything.</p><p style="margin:0 0 16px;line-height:1.5">Start by adding your services and professionals, then book your first appointment.</p><p style="margin:24px 0"><a href="https://agendei.test/agenda" style="background:#6d28d9;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">Open my agenda</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">https://agendei.test/agenda</p>
<p style="margin:24px 0 0;font-size:13px;color:#777"></p>
</td></tr></table></td></tr></table></body></html>`,
    text: `Welcome, Ana!

Your salon “Studio Bela\u200B.\u200Bcom” is ready, with 30 days free to try everything.

Start by adding your services and professionals, then book your first appointment.

Open my agenda: https://agendei.test/agenda



— Agendei`,
  },
};

describe("the salon's e-mails to clients and staff", () => {
  it('are the reminder, the moved and the canceled notice, exactly', () => {
    expect(reminderEmail(reminder)).toEqual(EXPECTED.reminder);
    expect(reminderEmail({ ...reminder, address: null, whatsApp: null, movedFrom: 'quarta-feira, 13 de março, às 10:00' })).toEqual(EXPECTED.moved);
    expect(reminderEmail({ ...reminder, canceled: true })).toEqual(EXPECTED.canceled);
  });

  it("are the online booking's client and staff e-mails, exactly", () => {
    expect(clientVisitEmail('booked', visit)).toEqual(EXPECTED.booked);
    expect(clientVisitEmail('canceled', { ...visit, address: null, whatsApp: null })).toEqual(EXPECTED.visitCanceled);
    expect(staffVisitEmail('moved', visit, 'https://agendei.test/agenda')).toEqual(EXPECTED.staff);
  });

  it("are Agendei's own e-mails (a button and a footer, or neither), exactly", () => {
    expect(passwordResetEmail('pt-BR', 'Ana <Paula>', 'https://agendei.test/senha?token=a&b=1')).toEqual(EXPECTED.passwordReset);
    expect(welcomeEmail('en', 'Ana', 'Studio Bela.com', 'https://agendei.test/agenda')).toEqual(EXPECTED.welcome);
  });
});
