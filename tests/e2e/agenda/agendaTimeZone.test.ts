import { describe, expect, it } from 'vitest';
import { DESKTOP, withAppAndBrowser } from '../support/browser';
import { clickSlot, expectEventIn } from '../support/agendaGrid';
import { BRUNO, CARLA, book, bookingDay, dayOnServer, eventName, openAgenda, seedAgendaSalon } from '../support/agendaSalon';
import { openAs } from '../support/owner';

/**
 * Issue 25 item 5: a booking for 10:00 in São Paulo showed at 13:00 on a browser set to UTC. The salon is in
 * São Paulo (the default zone, no daylight saving time: UTC-3 all year); the browsers here are not.
 */
const SALON_TZ = 'America/Sao_Paulo';
const salonDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TZ }).format(ms);
/** The instant of a São Paulo day and clock time (UTC-3). */
const inSaoPaulo = (day: string, clock: string) => Date.parse(`${day}T${clock}:00-03:00`) / 1000;

describe('the agenda on the salon’s clock, whatever the browser’s zone', () => {
  const running = withAppAndBrowser();

  it('a browser in UTC shows a 10:00 booking at 10:00 and books the 10:00 cell as 10:00 in São Paulo', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    await book(app.url, salon, { client: 'João Silva', professional: CARLA.name, service: 'Barba completa', day, clock: '10:00' });
    const page = await openAs(browser, app.url, salon.owner, DESKTOP, { timezoneId: 'UTC', locale: 'pt-BR' });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
    await openAgenda(page, app.url, day);

    // The cell and its detail: 10:00, not 13:00.
    const joao = await expectEventIn(page, eventName('João Silva', 'Barba completa', '10:00', '10:30'), CARLA.name);
    await joao.click();
    const detail = page.getByRole('dialog', { name: 'Agendamento de João Silva' });
    expect(await detail.getByTestId('appointment-when').textContent()).toContain('10:00 – 10:30');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // The 10:00 cell of Bruno's column: the form says 10:00, and the server keeps 10:00 in São Paulo.
    await clickSlot(page, BRUNO.name, '10:00');
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Horário').waitFor();
    expect(await dialog.getByLabel('Horário').inputValue()).toBe('10:00');
    expect(await dialog.getByLabel('Data').inputValue()).toBe(day);
    await dialog.getByLabel('Cliente').fill('ana');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /Ana Beatriz Costa/ }).click();
    await dialog.getByTestId('chosen-client').filter({ hasText: 'Ana Beatriz Costa' }).waitFor();
    await dialog.getByLabel('Serviço').selectOption(String(salon.services['Corte masculino']));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Agendamento cadastrado!').waitFor();
    await expectEventIn(page, eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45'), BRUNO.name);

    const saved = await dayOnServer(app.url, salon, day);
    const ana = saved.find((a) => a.client.name === 'Ana Beatriz Costa');
    expect(ana?.start_at).toBe(inSaoPaulo(day, '10:00'));
    expect(ana?.employee_id).toBe(salon.staff[BRUNO.name]);
    await page.close();
  });

  it('a browser in Tokyo, already on the next day, opens on the salon’s today and its clock', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    // The last midnight in UTC: 21:00 in São Paulo, 09:00 of the next day in Tokyo.
    const now = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const today = salonDay(now);
    const page = await openAs(browser, app.url, salon.owner, DESKTOP, { timezoneId: 'Asia/Tokyo', locale: 'pt-BR' });
    await page.clock.setFixedTime(now);
    await page.goto(`${app.url}/agenda`);
    await page.locator('.rbc-time-view').waitFor();
    expect(await page.evaluate(() => new Date().getDate())).not.toBe(Number(today.slice(8)));

    // The agenda's day and 'Hoje' are São Paulo's.
    const dateGroup = page.getByRole('group', { name: 'Escolher o dia' });
    await expect.poll(() => dateGroup.getByLabel('Data').inputValue()).toBe(today);
    expect(await dateGroup.getByRole('button', { name: 'Hoje' }).getAttribute('aria-pressed')).toBe('true');

    // The now line at 21:00 (14 of the grid's 17 hours, 7:00 to 24:00), in every column of today.
    const lines = page.locator('.rbc-current-time-indicator');
    await lines.first().waitFor();
    const top = await lines.first().evaluate((el) => parseFloat((el as HTMLElement).style.top));
    expect(top).toBeCloseTo((14 / 17) * 100, 3);

    // A new booking from the header starts at the next quarter hour of the salon's clock, on its today.
    await page.getByRole('button', { name: '+ Novo agendamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Horário').waitFor();
    expect(await dialog.getByLabel('Data').inputValue()).toBe(today);
    expect(await dialog.getByLabel('Horário').inputValue()).toBe('21:15');
    await page.close();
  });
});
