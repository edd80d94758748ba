import { describe, expect, it } from 'vitest';
import { DESKTOP, withAppAndBrowser } from '../support/browser';
import { agendaShot, clickSlot, expectEventIn } from '../support/agendaGrid';
import { BRUNO, CARLA, IN_SALON, book, bookingDay, dayOnServer, eventName, rgb, openSalonAgenda, seedAgendaSalon, styleOf } from '../support/agendaSalon';
import { openAs } from '../support/owner';

describe('booking in Dia', () => {
  const running = withAppAndBrowser();

  it("books from an empty cell into that professional's column, in their colour; then Iniciar, and Não compareceu on another", async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    await book(app.url, salon, { client: 'João Silva', professional: CARLA.name, service: 'Barba completa', day, clock: '11:00' });
    const page = await openSalonAgenda(browser, app.url, salon, day, DESKTOP, IN_SALON);
    const joao = eventName('João Silva', 'Barba completa', '11:00', '11:30');
    await expectEventIn(page, joao, CARLA.name);

    // 10:00 in Bruno's column: the modal opens at that time, day and professional.
    await clickSlot(page, BRUNO.name, '10:00');
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Horário').waitFor();
    expect(await dialog.getByLabel('Horário').inputValue()).toBe('10:00');
    expect(await dialog.getByLabel('Data').inputValue()).toBe(day);
    expect(await dialog.getByLabel('Profissional').inputValue()).toBe(String(salon.staff[BRUNO.name]));

    await dialog.getByLabel('Cliente').fill('ana');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /Ana Beatriz Costa/ }).click();
    await dialog.getByTestId('chosen-client').filter({ hasText: 'Ana Beatriz Costa' }).waitFor();
    await dialog.getByLabel('Serviço').selectOption(String(salon.services['Corte masculino']));
    // The service fills the duration (45 min).
    expect(await dialog.getByLabel('Duração').inputValue()).toBe('2700');
    await agendaShot(page, 'agenda-modal-1280', DESKTOP.width, dialog);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Agendamento cadastrado!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const ana = eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45');
    const cell = await expectEventIn(page, ana, BRUNO.name);
    expect((await styleOf(cell)).background).toBe(rgb(BRUNO.color));
    expect((await styleOf(await expectEventIn(page, joao, CARLA.name))).background).toBe(rgb(CARLA.color));
    await agendaShot(page, 'agenda-day-1280', DESKTOP.width);

    // Open it: Iniciar. The cell says 'Em atendimento', and so does the detail.
    await cell.click();
    const detail = page.getByRole('dialog', { name: 'Agendamento de Ana Beatriz Costa' });
    expect(await detail.getByTestId('appointment-status').textContent()).toBe('Agendado');
    await agendaShot(page, 'agenda-detail-1280', DESKTOP.width, detail);
    await detail.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByText('Atendimento iniciado!').waitFor();
    await detail.waitFor({ state: 'detached' });
    const started = await expectEventIn(page, eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45', 'Em atendimento'), BRUNO.name);
    await started.click();
    expect(await detail.getByTestId('appointment-status').textContent()).toBe('Em atendimento');
    expect(await detail.getByRole('button', { name: 'Iniciar' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // Não compareceu on João's: red and striped (not faded), still in Carla's column.
    await (await expectEventIn(page, joao, CARLA.name)).click();
    const joaoDetail = page.getByRole('dialog', { name: 'Agendamento de João Silva' });
    await joaoDetail.getByRole('button', { name: 'Não compareceu' }).click();
    await page.getByText('Marcado como não compareceu.').waitFor();
    await joaoDetail.waitFor({ state: 'detached' });
    const missed = await expectEventIn(page, eventName('João Silva', 'Barba completa', '11:00', '11:30', 'Não compareceu'), CARLA.name);
    expect(await styleOf(missed)).toEqual({ background: rgb('#dc2626'), opacity: '1' });
    expect(await missed.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/repeating-linear-gradient/);

    const saved = await dayOnServer(app.url, salon, day);
    expect(saved.map((a) => [a.client.name, a.status, a.employee_id])).toEqual([
      ['Ana Beatriz Costa', 'started', salon.staff[BRUNO.name]],
      ['João Silva', 'no_show', salon.staff[CARLA.name]],
    ]);
    await page.close();
  });

  it('/agenda?client=ID opens the new-appointment modal with that client chosen', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const page = await openAs(browser, app.url, salon.owner, DESKTOP, IN_SALON);
    await page.goto(`${app.url}/agenda?client=${salon.clients['Marcos Paulo']}`);
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByTestId('chosen-client').filter({ hasText: 'Marcos Paulo' }).waitFor();
    // The address drops the parameter, so a reload does not open it again.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await dialog.getByLabel('Cliente', { exact: true }).count()).toBe(0);
    await page.close();
  });
});
