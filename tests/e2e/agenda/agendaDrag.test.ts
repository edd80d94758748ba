import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, withAppAndBrowser } from '../support/browser';
import { dayColumn, expectEventIn } from '../support/agendaGrid';
import { BRUNO, CARLA, IN_SALON, book, bookingDay, dayOnServer, eventName, rgb, openSalonAgenda, seedAgendaSalon, styleOf } from '../support/agendaSalon';

/** A mouse drag of a cell into another professional's column, at the same height: the same time, another professional. */
async function dragToColumn(page: Page, cell: Locator, professional: string) {
  await cell.scrollIntoViewIfNeeded();
  const from = await cell.boundingBox();
  const to = await (await dayColumn(page, professional)).column.boundingBox();
  if (!from || !to) throw new Error('nothing to drag, or nowhere to drop');
  const y = from.y + Math.min(12, from.height / 2);
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  // A few small steps first: the add-on starts a drag only once the pointer has moved past its tolerance.
  await page.mouse.move(from.x + from.width / 2 + 12, y, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, y, { steps: 20 });
  await page.mouse.up();
}

describe('drag and drop in Dia', () => {
  const running = withAppAndBrowser();

  it("moves an appointment to another professional's column, and back with Desfazer", async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    const booked = await book(app.url, salon, { client: 'Ana Beatriz Costa', professional: BRUNO.name, service: 'Corte masculino', day, clock: '10:00' });
    const page = await openSalonAgenda(browser, app.url, salon, day, DESKTOP, IN_SALON);
    const ana = eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45');

    await dragToColumn(page, await expectEventIn(page, ana, BRUNO.name), CARLA.name);
    const toast = page.getByRole('alert').filter({ hasText: 'Agendamento de Ana Beatriz Costa movido para 10:00 com Carla Tesoura.' });
    await toast.waitFor();
    // In Carla's column, in her colour; the server has it (the toast shows once the server agreed).
    const moved = await expectEventIn(page, ana, CARLA.name);
    expect((await styleOf(moved)).background).toBe(rgb(CARLA.color));
    const [onServer] = await dayOnServer(app.url, salon, day);
    expect(onServer).toMatchObject({ id: booked.id, employee_id: salon.staff[CARLA.name], start_at: booked.start_at, duration: booked.duration });

    await toast.getByRole('button', { name: 'Desfazer' }).click();
    await page.getByText('Pronto, o agendamento voltou ao horário anterior.').waitFor();
    const back = await expectEventIn(page, ana, BRUNO.name);
    expect((await styleOf(back)).background).toBe(rgb(BRUNO.color));
    const after = await dayOnServer(app.url, salon, day);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: booked.id, employee_id: salon.staff[BRUNO.name], start_at: booked.start_at, duration: booked.duration, status: 'new' });
    await page.close();
  });

  it("draws resize handles on the appointment under the mouse only, and its bottom one makes it longer", async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    const booked = await book(app.url, salon, { client: 'Ana Beatriz Costa', professional: BRUNO.name, service: 'Corte masculino', day, clock: '10:00' });
    await book(app.url, salon, { client: 'João Silva', professional: CARLA.name, service: 'Corte masculino', day, clock: '10:00' });
    const page = await openSalonAgenda(browser, app.url, salon, day, DESKTOP, IN_SALON);
    const ana = await expectEventIn(page, eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45'), BRUNO.name);
    await ana.scrollIntoViewIfNeeded();
    // Without the mouse over a cell, no cell carries handles.
    await page.mouse.move(1, 1);
    expect(await page.locator('.agenda-resize').count()).toBe(0);

    const box = await ana.boundingBox();
    if (!box) throw new Error('no cell for Ana');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const handle = ana.locator('.agenda-resize--end');
    await handle.waitFor();
    expect(await page.locator('.agenda-resize').count()).toBe(2);
    // The end goes to the quarter hour under the pointer: let go at 11:22 (37.5 minutes of rows below the 10:45 line,
    // where the 45-minute cell ends, 2 px short of it) and the appointment ends at 11:15.
    // A column's hour lines are one element (AgendaColumn) of 17 hours, 7:00 to midnight.
    const hours = await page.locator('.rbc-day-slot .agenda-hours').first().boundingBox();
    if (!hours) throw new Error('no hour lines');
    const hour = { height: hours.height / 17 };
    const grip = await handle.boundingBox();
    if (!grip) throw new Error('no bottom handle');
    const x = grip.x + grip.width / 2;
    await page.mouse.move(x, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, box.y + box.height + 2 + (hour.height * 37.5) / 60, { steps: 10 });
    await page.mouse.up();

    await page.getByRole('alert').filter({ hasText: 'Agendamento de Ana Beatriz Costa agora termina às 11:15.' }).waitFor();
    await expectEventIn(page, eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '11:15'), BRUNO.name);
    const onServer = (await dayOnServer(app.url, salon, day)).find((a) => a.id === booked.id);
    expect(onServer).toMatchObject({ start_at: booked.start_at, employee_id: salon.staff[BRUNO.name], duration: booked.duration + 30 * 60 });
    await page.close();
  });
});
