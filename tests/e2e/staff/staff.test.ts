import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { api, openAs, signUpOwner, transitionsDone, captureScreen, seedServices } from '../support/owner';

interface Employee {
  id: number;
  name: string;
  phone: string | null;
  color: string;
  service_ids: number[];
}

describe('the professionals', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates a professional with two services and a colour', async () => {
    const owner = await signUpOwner(app.url, 'Carla Dona');
    const services = await seedServices(app.url, owner);
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/staff`);
    const table = page.getByRole('table', { name: 'Profissionais do salão' });
    // The owner is the salon's first professional.
    await table.getByRole('button', { name: /Carla Dona/ }).waitFor();

    await page.getByRole('button', { name: 'Novo Profissional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Profissional' });
    await dialog.getByLabel('Nome').fill('Bruno Navalha');
    await dialog.getByLabel('Telefone (opcional)').pressSequentially('11987654321');
    expect(await dialog.getByLabel('Telefone (opcional)').inputValue()).toBe('(11) 98765-4321');
    // The first colour is the default; pick purple.
    expect(await dialog.getByRole('radio', { name: 'Vermelho' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Roxo' }).check();

    await dialog.getByRole('tab', { name: 'Serviços' }).click();
    await dialog.getByText('0 de 3 selecionados').waitFor();
    await dialog.getByRole('checkbox', { name: 'Corte masculino' }).check();
    await dialog.getByRole('checkbox', { name: 'Barba completa' }).check();
    await dialog.getByText('2 de 3 selecionados').waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Profissional cadastrado!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: /Bruno Navalha/ }) });
    await row.getByRole('cell', { name: '(11) 98765-4321' }).waitFor();

    const employees = await api<Employee[]>(app.url, owner, `/salons/${owner.salonId}/employees`);
    const bruno = employees.find((e) => e.name === 'Bruno Navalha');
    expect(bruno).toMatchObject({ color: '#7a07a1', phone: expect.stringMatching(/98765-?4321/) });
    expect([...bruno!.service_ids].sort((a, b) => a - b)).toEqual([services['Corte masculino'], services['Barba completa']].sort((a, b) => a - b));

    // Opened again, the modal shows what was saved.
    await row.getByRole('button', { name: /Bruno Navalha/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Profissional' });
    expect(await edit.getByRole('radio', { name: 'Roxo' }).isChecked()).toBe(true);
    await edit.getByRole('tab', { name: /Serviços/ }).click();
    expect(await edit.getByRole('checkbox', { name: 'Corte masculino' }).isChecked()).toBe(true);
    expect(await edit.getByRole('checkbox', { name: 'Coloração' }).isChecked()).toBe(false);
    expect(await edit.getByRole('checkbox', { name: 'Barba completa' }).isChecked()).toBe(true);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.close();
  });

  it("tells a Solo salon its limit before the form, and a receptionist who serves no clients still joins (768 px touch)", async () => {
    const owner = await signUpOwner(app.url, 'Dona Solo', 1);
    for (const [viewport, width] of [
      [PHONE, '375'],
      [DESKTOP, '1280'],
    ] as const) {
      const page = await openAs(browser, app.url, owner, viewport);
      await page.goto(`${app.url}/staff`);
      await page.getByText('1 de 1 profissional no plano Solo').waitFor();
      const button = page.getByRole('button', { name: '+ Novo Profissional' });
      const note = page.getByRole('note');
      expect(await note.innerText()).toContain('Seu plano Solo permite até 1 profissional que atende clientes.');
      expect(await button.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
      await captureScreen(page, `staff-limit-${width}`, viewport.width);
      await page.close();
    }
    // The page says what the server holds to: a second professional who serves clients is refused.
    const refused = await fetch(`${app.url}/v1/salons/${owner.salonId}/employees`, {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ employee: { name: 'Segundo', agendei_access: false } }),
    });
    expect(refused.status).toBe(422);
    expect(await api<unknown[]>(app.url, owner, `/salons/${owner.salonId}/employees`)).toHaveLength(1);

    // On a tablet at the front desk: the receptionist is added without a seat and gets no agenda column.
    const page = await openAs(browser, app.url, owner, { width: 768, height: 1024 }, { hasTouch: true });
    await page.goto(`${app.url}/staff`);
    await page.getByRole('button', { name: '+ Novo Profissional' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Novo Profissional' });
    await dialog.getByLabel('Nome').fill('Rita Recepção');
    const serves = dialog.getByRole('switch', { name: 'Atende clientes' });
    expect(await serves.isChecked()).toBe(false);
    await dialog.getByText('Seu plano já está com todas as vagas de profissionais ocupadas: para ligar, mude de plano.').waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Rita Recepção/ }).getByText('Não atende').waitFor();
    expect(await page.getByText('1 de 1 profissional no plano Solo').count()).toBe(1);
    await page.goto(`${app.url}/agenda`);
    await page.locator('.rbc-time-view').waitFor();
    expect(await page.getByText('Rita Recepção').count()).toBe(0);
    await page.close();
  });

  it('looks finished at 375 px and 1280 px: the list and the modal', async () => {
    const owner = await signUpOwner(app.url, 'Dona Helena Albuquerque');
    const services = await seedServices(app.url, owner);
    for (const employee of [
      { name: 'Maria Eduarda dos Santos Figueiredo', phone: '(21) 99876-5432', email: 'maria.eduarda.figueiredo@exemplo.com.br', color: '#27c148' },
      { name: 'Téo', phone: '(11) 3456-7890', color: '#2350c2' },
    ]) {
      await api(app.url, owner, `/salons/${owner.salonId}/employees`, {
        method: 'POST',
        body: { employee: { ...employee, agendei_access: false, service_ids: Object.values(services) } },
      });
    }

    for (const [viewport, width] of [
      [PHONE, '375'],
      [DESKTOP, '1280'],
    ] as const) {
      const page = await openAs(browser, app.url, owner, viewport);
      await page.goto(`${app.url}/staff`);
      await page.getByRole('button', { name: /Maria Eduarda/ }).waitFor();
      await captureScreen(page, `staff-${width}`, viewport.width);

      await page.getByRole('button', { name: /Maria Eduarda/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Profissional' });
      await dialog.getByRole('radio', { name: 'Verde' }).waitFor();
      await transitionsDone(page, dialog);
      await captureScreen(page, `staff-modal-${width}`, viewport.width);
      await dialog.getByRole('tab', { name: /Serviços/ }).click();
      await dialog.getByText('3 de 3 selecionados').waitFor();
      await transitionsDone(page); // the tabs' colours
      await captureScreen(page, `staff-modal-services-${width}`, viewport.width);
      await page.close();
    }
  });
});
