import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, withAppAndBrowser } from '../support/browser';
import { agendaShot, clickSlot, expectEventIn } from '../support/agendaGrid';
import { BRUNO, IN_SALON, book, bookingDay, dayOnServer, eventName, openSalonAgenda, seedAgendaSalon } from '../support/agendaSalon';

/** The refusal of a taken start time: over a booking, and over a blocked time. */
const REFUSAL: Record<string, string> = {
  '10:15': 'Este profissional já tem um agendamento neste horário',
  '12:30': 'Este horário está bloqueado na agenda deste profissional',
};

/** The message under the modal's start time ('Ocupado' for a refused slot). */
const underTime = (dialog: Locator) =>
  dialog.locator('.mb-3').filter({ has: dialog.page().getByLabel('Horário', { exact: true }) }).locator('.invalid-feedback');

describe('no double booking in the agenda', () => {
  const running = withAppAndBrowser();

  it('refuses a booking over an appointment and over a blocked lunch, across the form, keeping what was typed', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    await book(app.url, salon, { client: 'Ana Beatriz Costa', professional: BRUNO.name, service: 'Corte masculino', day, clock: '10:00' });
    const page = await openSalonAgenda(browser, app.url, salon, day, DESKTOP, IN_SALON);
    await expectEventIn(page, eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45'), BRUNO.name);

    // Bruno's lunch, 12:00 to 13:00, through 'Bloquear horário'.
    await page.getByRole('button', { name: 'Bloquear horário' }).click();
    const blockDialog = page.getByRole('dialog', { name: 'Bloquear horário' });
    await blockDialog.getByLabel('Profissional').selectOption(String(salon.staff[BRUNO.name]));
    expect(await blockDialog.getByLabel('Data').inputValue()).toBe(day);
    await blockDialog.getByLabel('Das').selectOption('12:00');
    await blockDialog.getByLabel('Até').selectOption('13:00');
    expect(await blockDialog.getByRole('radio', { name: 'Almoço' }).isChecked()).toBe(true);
    await blockDialog.getByRole('button', { name: 'Bloquear' }).click();
    await page.getByText('Horário bloqueado!').waitFor();
    await blockDialog.waitFor({ state: 'detached' });
    await expectEventIn(page, 'Horário bloqueado: Almoço, das 12:00 às 13:00', BRUNO.name);

    // A new appointment from a free cell, then moved onto Ana's time in the form.
    await clickSlot(page, BRUNO.name, '15:00');
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Cliente').fill('joão');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /João Silva/ }).click();
    await dialog.getByLabel('Serviço').selectOption(String(salon.services['Barba completa']));
    await dialog.getByLabel('Observações').fill('Prefere máquina 2');
    const kept = async () => ({
      client: await dialog.getByTestId('chosen-client').textContent(),
      professional: await dialog.getByLabel('Profissional').inputValue(),
      service: await dialog.getByLabel('Serviço').inputValue(),
      duration: await dialog.getByLabel('Duração').inputValue(),
      notes: await dialog.getByLabel('Observações').inputValue(),
      date: await dialog.getByLabel('Data').inputValue(),
    });
    const typed = await kept();
    expect(typed).toEqual({ client: 'João Silva', professional: String(salon.staff[BRUNO.name]), service: String(salon.services['Barba completa']), duration: '1800', notes: 'Prefere máquina 2', date: day });

    for (const clash of ['10:15', '12:30']) {
      // A new time clears the last refusal, so the message below is this save's.
      await dialog.getByLabel('Horário').selectOption(clash);
      await expect.poll(() => underTime(dialog).count()).toBe(0);
      const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/appointments'));
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect((await answer).status()).toBe(409);
      // The time column says it short; the refusal itself goes across the form (issue 25 item 6).
      await expect.poll(() => underTime(dialog).textContent()).toBe('Ocupado');
      expect(await dialog.locator('.conflict-notice p').textContent()).toBe(REFUSAL[clash]);
      expect(await dialog.getByLabel('Horário').inputValue()).toBe(clash);
      expect(await kept()).toEqual(typed);
      if (clash === '12:30') await agendaShot(page, 'agenda-refused-1280', DESKTOP.width, dialog);
    }
    // Only Ana's on the server: the refused saves booked nothing.
    expect((await dayOnServer(app.url, salon, day)).map((a) => a.client.name)).toEqual(['Ana Beatriz Costa']);

    // A free time, and the same form saves.
    await dialog.getByLabel('Horário').selectOption('15:00');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Agendamento cadastrado!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expectEventIn(page, eventName('João Silva', 'Barba completa', '15:00', '15:30'), BRUNO.name);
    expect((await dayOnServer(app.url, salon, day)).map((a) => a.client.name)).toEqual(['Ana Beatriz Costa', 'João Silva']);
    await page.close();
  });
});
