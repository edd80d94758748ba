import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, withAppAndBrowser } from '../support/browser';
import { agendaShot, bodyColumns, slotPosition } from '../support/agendaGrid';
import { BRUNO, ON_PHONE, book, bookingDay, dayOnServer, eventName, rgb, openSalonAgenda, seedAgendaSalon, styleOf } from '../support/agendaSalon';
import { api } from '../support/owner';

/** Two boxes overlap (by more than a pixel each way). */
const overlap = (a: Box, b: Box) => Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;
type Box = { x: number; y: number; width: number; height: number };

/** A modal on a phone takes the whole screen (once it has slid in). */
async function expectFullScreen(dialog: Locator) {
  await expect.poll(() => dialog.locator('.modal-content').boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
}

describe('the agenda on a phone', () => {
  const running = withAppAndBrowser();

  it("books with taps at 375 px: the floating button and a tap on an empty cell open the full-screen modal; the booking shows in the phone's one column", async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    await book(app.url, salon, { client: 'João Silva', professional: BRUNO.name, service: 'Barba completa', day, clock: '09:00' });
    const page = await openSalonAgenda(browser, app.url, salon, day, PHONE, ON_PHONE);
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

  it("opens a barber's day at his first hour, and the floating buttons cover no booking at the day's end (issue 25 item 7)", async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    // Bruno works afternoons and evenings, Monday to Saturday.
    const afternoons = [null, ...Array.from({ length: 6 }, () => [{ start: '13:00', end: '24:00' }])];
    await api(app.url, salon.owner, `/employees/${salon.staff[BRUNO.name]}`, { method: 'PUT', body: { employee: { working_hours: afternoons } } });
    await book(app.url, salon, { client: 'João Silva', professional: BRUNO.name, service: 'Barba completa', day, clock: '13:00' });
    await book(app.url, salon, { client: 'Marcos Paulo', professional: BRUNO.name, service: 'Corte masculino', day, clock: '23:15' });
    const page = await openSalonAgenda(browser, app.url, salon, day, PHONE, ON_PHONE);
    await page.getByRole('group', { name: 'Profissional' }).getByRole('button', { name: BRUNO.name }).tap();
    const first = bodyColumns(page).getByRole('button', { name: eventName('João Silva', 'Barba completa', '13:00', '13:30') });
    await first.waitFor();

    // His 13:00 is at the top of the grid, its label whole, his first booking under it; not the empty morning.
    const content = page.locator('.rbc-time-content');
    const label = page.locator('.rbc-time-content .rbc-time-gutter .rbc-label', { hasText: '13:00' });
    await expect
      .poll(async () => {
        const [grid, hour] = [await content.boundingBox(), await label.boundingBox()];
        return grid && hour ? Math.round(hour.y - grid.y) : null;
      })
      .toBeGreaterThanOrEqual(0);
    const [grid, hour, booking] = [await content.boundingBox(), await label.boundingBox(), await first.boundingBox()];
    if (!grid || !hour || !booking) throw new Error('the grid, its 13:00 or the booking has no box');
    expect(hour.y - grid.y).toBeLessThan(40);
    expect(booking.y + booking.height).toBeLessThan(grid.y + grid.height);
    await agendaShot(page, 'agenda-first-hour-375', PHONE.width);

    // Scrolled to the end, the booking that ends at midnight is clear of both floating buttons.
    await content.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const last = bodyColumns(page).getByRole('button', { name: /^Marcos Paulo, Corte masculino, das 23:15/ });
    await last.waitFor();
    await expect.poll(() => content.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight)).toBe(true);
    const lastBox = await last.boundingBox();
    if (!lastBox) throw new Error('the last booking has no box');
    const buttons = [page.getByRole('link', { name: 'Nova venda' }), page.getByRole('button', { name: 'Novo agendamento' })];
    for (const button of buttons) {
      const box = await button.boundingBox();
      if (!box) throw new Error('a floating button has no box');
      expect(overlap(lastBox, box)).toBe(false);
    }
    await agendaShot(page, 'agenda-day-end-375', PHONE.width);
    await page.close();
  });
});
