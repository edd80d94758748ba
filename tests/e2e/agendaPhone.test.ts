import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './appServer';
import { launchBrowser, PHONE } from './browser';
import { agendaShot, bodyColumns, slotPosition } from './agendaGrid';
import { BRUNO, ON_PHONE, book, bookingDay, dayOnServer, eventName, openAgenda, rgb, seedAgendaSalon, styleOf } from './agendaSalon';
import { openAs } from './owner';

/** A modal on a phone takes the whole screen (once it has slid in). */
async function expectFullScreen(dialog: Locator) {
  await expect.poll(() => dialog.locator('.modal-content').boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
}

describe('the agenda on a phone', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("books with taps at 375 px: the floating button and a tap on an empty cell open the full-screen modal; the booking shows in the phone's one column", async () => {
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    await book(app.url, salon, { client: 'João Silva', professional: BRUNO.name, service: 'Barba completa', day, clock: '09:00' });
    const page = await openAs(browser, app.url, salon.owner, PHONE, ON_PHONE);
    await openAgenda(page, app.url, day);
    // One professional at a time: the owner's own column first, then Bruno's, picked in the strip.
    const strip = page.getByRole('group', { name: 'Profissional' });
    expect(await strip.getByRole('button', { pressed: true }).getAttribute('aria-label')).toBe('Rafa Lima');
    await strip.getByRole('button', { name: BRUNO.name }).tap();
    const column = bodyColumns(page);
    await column.getByRole('button', { name: eventName('João Silva', 'Barba completa', '09:00', '09:30') }).waitFor();
    expect(await column.count()).toBe(1);
    await agendaShot(page, 'agenda-day-375', PHONE.width);

    // The floating button: a new appointment in Bruno's column, full screen.
    await page.getByRole('button', { name: 'Novo agendamento' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Horário').waitFor();
    expect(await dialog.getByLabel('Profissional').inputValue()).toBe(String(salon.staff[BRUNO.name]));
    await expectFullScreen(dialog);
    await dialog.getByRole('button', { name: 'Cancelar' }).tap();
    await dialog.waitFor({ state: 'detached' });

    // A tap on 10:30 in the column: the modal at that time.
    await column.tap({ position: await slotPosition(column, '10:30', 0.3) });
    await dialog.getByLabel('Horário').waitFor();
    expect(await dialog.getByLabel('Horário').inputValue()).toBe('10:30');
    expect(await dialog.getByLabel('Data').inputValue()).toBe(day);
    expect(await dialog.getByLabel('Profissional').inputValue()).toBe(String(salon.staff[BRUNO.name]));
    await expectFullScreen(dialog);
    await dialog.getByLabel('Cliente').tap();
    await dialog.getByLabel('Cliente').pressSequentially('mar');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /Marcos Paulo/ }).tap();
    await dialog.getByLabel('Serviço').selectOption(String(salon.services['Corte masculino']));
    await agendaShot(page, 'agenda-modal-375', PHONE.width, dialog);
    await dialog.getByRole('button', { name: 'Salvar' }).tap();
    await page.getByText('Agendamento cadastrado!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const cell = column.getByRole('button', { name: eventName('Marcos Paulo', 'Corte masculino', '10:30', '11:15') });
    await cell.waitFor();
    expect((await styleOf(cell)).background).toBe(rgb(BRUNO.color));
    const saved = await dayOnServer(app.url, salon, day);
    expect(saved.map((a) => [a.client.name, a.employee_id])).toEqual([
      ['João Silva', salon.staff[BRUNO.name]],
      ['Marcos Paulo', salon.staff[BRUNO.name]],
    ]);

    // A tap on the booking opens its detail, full screen too.
    await cell.tap();
    const detail = page.getByRole('dialog', { name: 'Agendamento de Marcos Paulo' });
    await detail.getByTestId('appointment-status').waitFor();
    await expectFullScreen(detail);
    await agendaShot(page, 'agenda-detail-375', PHONE.width, detail);
    await page.close();
  });
});
