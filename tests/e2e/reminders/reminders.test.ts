import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaShot, expectEventIn } from '../support/agendaGrid';
import { BRUNO, IN_SALON, book, eventName, openAgenda, seedAgendaSalon } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { api, captureScreen, openAs } from '../support/owner';
import { decodeQuotedPrintable, startSmtpSink } from '../support/smtpSink';

const SALON_NAME = 'Barbearia Navalha de Ouro';
const CLIENT = { name: 'Luiza Prado', email: 'luiza.prado@cliente.com.br', phone: '(11) 97777-1234' };
const SALON_TZ = 'America/Sao_Paulo';
const QUARTER = 15 * 60 * 1000;

/** 'YYYY-MM-DD' and 'HH:mm' of an instant in the salon's time zone. */
function inSalon(at: number) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: SALON_TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return { day, clock };
}

/**
 * A booking a few hours ahead, inside the default 24-hour reminder window: three hours from now on the quarter,
 * or, when that falls outside the agenda's grid hours (at night), 09:00 of the next morning, which is still less
 * than 24 hours away.
 */
function soonSlot(now = Date.now()) {
  const { day, clock } = inSalon(Math.ceil((now + 3 * 3_600_000) / QUARTER) * QUARTER);
  const hour = Number(clock.slice(0, 2));
  if (hour >= 8 && hour < 22) return { day, clock };
  return { day: hour >= 22 ? inSalon(now + 12 * 3_600_000).day : day, clock: '09:00' };
}

const addMinutes = (clock: string, minutes: number) => {
  const total = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

interface ReminderState {
  id: number;
  reminded_at: number | null;
}

describe('appointment reminders', () => {
  let app: RunningApp | undefined;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  // One database for two runs of the server (see below); startApp's own folder goes unused.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendei-e2e-reminders-'));

  beforeAll(async () => {
    [smtp, browser] = await Promise.all([startSmtpSink(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('e-mails the client before the appointment; the link in it stops them, and the salon sees both', async () => {
    // The scheduler runs a reminder round when the server starts and then every minute. Rather than wait up to a
    // minute for the next round, the salon is made on a first run of the server, which is then restarted on the
    // same database: the start-up round sends the reminder (the catch-up after a stop, as in production).
    const first = await startApp({ DATA_DIR: dataDir });
    const salon = await seedAgendaSalon(first.url);
    const { owner } = salon;
    await api(first.url, owner, `/salons/${owner.salonId}/settings`, { method: 'PATCH', body: { salon: { name: SALON_NAME } } });
    const client = await api<{ id: number }>(first.url, owner, `/salons/${owner.salonId}/clients`, { method: 'POST', body: { client: CLIENT } });
    salon.clients[CLIENT.name] = client.id;
    const slot = soonSlot();
    const booked = await book(first.url, salon, { client: CLIENT.name, professional: BRUNO.name, service: 'Corte masculino', ...slot });
    const reminderOf = async (url: string) =>
      (await api<ReminderState[]>(url, owner, `/salons/${owner.salonId}/appointments?day=${slot.day}`)).find((a) => a.id === booked.id)?.reminded_at;
    // Not yet: the first run's next round is a minute after its start, long after this.
    expect(await reminderOf(first.url)).toBeNull();
    await first.stop();

    app = await startApp({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const mail = await smtp.waitFor(CLIENT.email, (m) => decodeQuotedPrintable(m.raw).includes('/lembretes/cancelar?token='));
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain(`Olá, ${CLIENT.name}! Lembrete do seu horário em ${SALON_NAME}.`);
    expect(text).toContain(`às ${slot.clock}`);
    expect(text).toContain('Corte masculino');
    const link = text.match(/https?:\/\/[^\s"<>]+\/lembretes\/cancelar\?token=[\w%.~-]+/)?.[0];
    expect(link?.startsWith(`${app.url}/lembretes/cancelar?token=`)).toBe(true);
    expect(await reminderOf(app.url)).toEqual(expect.any(Number));

    // The client opens the link on a phone, signed in to nothing.
    const phone = await browser.newPage({ viewport: PHONE, ...IN_SALON });
    await phone.goto(link!);
    await phone.getByText(`Pronto! Você não receberá mais lembretes de ${SALON_NAME}.`).waitFor();
    expect(await phone.getByRole('heading', { level: 1 }).textContent()).toBe('Lembretes por e-mail');
    await captureScreen(phone, 'reminders-unsubscribe-375', PHONE.width);
    await phone.close();
    // Opened again (a second click in the e-mail), on a desktop: the same answer.
    const desktop = await browser.newPage({ viewport: DESKTOP, ...IN_SALON });
    await desktop.goto(link!);
    await desktop.getByText(`Pronto! Você não receberá mais lembretes de ${SALON_NAME}.`).waitFor();
    await captureScreen(desktop, 'reminders-unsubscribe-1280', DESKTOP.width);
    // A link that is not one: the salon is the way out.
    await desktop.goto(`${app.url}/lembretes/cancelar?token=nao-existe-0123456789abcdef`);
    await desktop.getByText('Este link não é válido ou expirou. Para deixar de receber os lembretes, fale com o salão.').waitFor();
    await desktop.close();

    // The owner: the client's page says she unsubscribed, today; the agenda shows the reminder went out.
    const page = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await page.goto(`${app.url}/clients/${client.id}`);
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: SALON_TZ, day: '2-digit', month: '2-digit', year: 'numeric' }).format(Date.now());
    await page.getByText(`Não recebe lembretes (cancelado pelo cliente em ${today})`).waitFor();

    await openAgenda(page, app.url, slot.day);
    const name = `${eventName(CLIENT.name, 'Corte masculino', slot.clock, addMinutes(slot.clock, 45))}, lembrete enviado`;
    const cell = await expectEventIn(page, name, BRUNO.name);
    expect(await cell.getByTitle('Lembrete enviado').isVisible()).toBe(true);
    await cell.scrollIntoViewIfNeeded();
    await agendaShot(page, 'reminders-agenda-1280', DESKTOP.width);
    await cell.click();
    const detail = page.getByRole('dialog', { name: `Agendamento de ${CLIENT.name}` });
    await detail.getByText(/^Lembrete enviado por e-mail em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/).waitFor();
    await agendaShot(page, 'reminders-detail-1280', DESKTOP.width, detail);
  }, 150_000);
});
