import { describe, expect, it } from 'vitest';
import { fullPageShot, withAppAndBrowser } from '../support/browser';
import { dayColumn, slotPosition } from '../support/agendaGrid';
import { BRUNO, CARLA, ON_PHONE, OWNER_NAME, book, bookingDay, dayOnServer, openSalonAgenda, seedAgendaSalon } from '../support/agendaSalon';
import { api } from '../support/owner';

const TABLET = { width: 768, height: 1024 };
const COLORING = 'Coloração e hidratação profunda com tratamento de queratina';

/**
 * Issue 25 items 1 and 6 at the front desk's tablet (768 px, touch): Bruno's column offers his own services first
 * and warns on another; a taken time is refused across the form with buttons that fill what is free.
 */
describe("booking on a tablet: a professional's services and a taken time", () => {
  const running = withAppAndBrowser();

  it("offers Bruno's services first, warns on another, and fills the next free time from the refusal", async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const bruno = salon.staff[BRUNO.name];
    const own = [salon.services['Corte masculino'], salon.services['Barba completa']];
    await api(app.url, salon.owner, `/employees/${bruno}`, { method: 'PUT', body: { employee: { service_ids: own } } });
    const day = bookingDay();
    await book(app.url, salon, { client: 'Ana Beatriz Costa', professional: BRUNO.name, service: 'Corte masculino', day, clock: '10:00' });

    const page = await openSalonAgenda(browser, app.url, salon, day, TABLET, ON_PHONE);
    const { column } = await dayColumn(page, BRUNO.name);
    await column.tap({ position: await slotPosition(column, '15:00', 0.3) });
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Horário').waitFor();
    expect(await dialog.getByLabel('Profissional').inputValue()).toBe(String(bruno));

    const service = dialog.getByLabel('Serviço');
    const groups = await service.evaluate((select) =>
      [...select.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent?.split(' · ')[0])]),
    );
    expect(groups).toEqual([
      ['Barba', ['Barba completa']],
      ['Cabelo', ['Corte masculino']],
      ['Outros serviços', [COLORING]],
    ]);
    await service.selectOption(String(salon.services[COLORING]));
    const warning = dialog.getByText(`${BRUNO.name} não faz este serviço: o agendamento será recusado`);
    await warning.waitFor();
    await service.selectOption(String(salon.services['Corte masculino']));
    await warning.waitFor({ state: 'detached' });

    await dialog.getByLabel('Cliente').tap();
    await dialog.getByLabel('Cliente').pressSequentially('joão');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /João Silva/ }).tap();
    await dialog.getByLabel('Horário').selectOption('10:15');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/appointments'));
    await dialog.getByRole('button', { name: 'Salvar' }).tap();
    expect((await answer).status()).toBe(409);

    const conflict = dialog.locator('.conflict-notice');
    await conflict.getByText('Este profissional já tem um agendamento neste horário').waitFor();
    const options = conflict.getByRole('group', { name: 'Sugestões livres' }).getByRole('button');
    expect(await options.allTextContents()).toEqual(['Próximo horário livre: 10:45', `Com ${CARLA.name}`, `Com ${OWNER_NAME}`]);
    // Finger-sized, and across the form rather than squeezed into the time column.
    for (const box of await Promise.all((await options.all()).map((b) => b.boundingBox()))) expect(box?.height).toBeGreaterThanOrEqual(44);
    const [notice, body] = await Promise.all([conflict.boundingBox(), dialog.locator('.modal-body').boundingBox()]);
    expect(notice?.width).toBeGreaterThan((body?.width ?? 0) * 0.8);
    await fullPageShot(page, 'agenda-conflict-768');

    await options.first().tap();
    expect(await dialog.getByLabel('Horário').inputValue()).toBe('10:45');
    await conflict.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Salvar' }).tap();
    await page.getByText('Agendamento cadastrado!').waitFor();
    const saved = await dayOnServer(app.url, salon, day);
    expect(saved.map((a) => [a.client.name, a.employee_id, new Date(a.start_at * 1000).toISOString().slice(11, 16)])).toEqual([
      ['Ana Beatriz Costa', bruno, '13:00'],
      ['João Silva', bruno, '13:45'],
    ]);
    await page.close();
  });
});
