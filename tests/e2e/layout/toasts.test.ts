import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { BRUNO, IN_SALON, ON_PHONE, bookingDay, openAgenda, seedAgendaSalon } from '../support/agendaSalon';
import { controlsUnderToasts } from '../support/layoutChecks';
import { openAs } from '../support/owner';

const TABLET = { width: 768, height: 1024 };
const ON_TABLET = { ...IN_SALON, hasTouch: true, isMobile: true };

/**
 * Issue 25, item 19: after a save, the toast covers none of the page's controls, so the next 'Novo Cliente'
 * (or the phone agenda's floating buttons) can be tapped at once, at 1280, 768 and 375 px.
 */
describe('toasts', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it.each([
    ['1280', DESKTOP, IN_SALON],
    ['768 (touch)', TABLET, ON_TABLET],
    ['375 (touch)', PHONE, ON_PHONE],
  ] as const)('leave every control of the clients page free after a save at %s px', async (_, viewport, options) => {
    const salon = await seedAgendaSalon(app.url);
    const page = await openAs(browser, app.url, salon.owner, viewport, options);
    await page.goto(`${app.url}/clients`);
    await page.getByRole('link', { name: 'Abrir Ana Beatriz Costa' }).waitFor();
    for (const name of ['Débora Lins', 'Elisa Prado']) {
      await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'Novo Cliente' });
      await dialog.getByLabel('Nome').fill(name);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Cliente cadastrado com sucesso.').first().waitFor();
      expect(await controlsUnderToasts(page)).toEqual([]);
    }
    await page.close();
  });

  it("rise above the phone agenda's floating buttons", async () => {
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    const page = await openAs(browser, app.url, salon.owner, PHONE, ON_PHONE);
    await openAgenda(page, app.url, day);
    await page.getByRole('group', { name: 'Profissional' }).getByRole('button', { name: BRUNO.name }).tap();
    await page.getByRole('button', { name: 'Novo agendamento' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Cliente').tap();
    await dialog.getByLabel('Cliente').pressSequentially('mar');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /Marcos Paulo/ }).tap();
    await dialog.getByLabel('Serviço').selectOption(String(salon.services['Corte masculino']));
    await dialog.getByRole('button', { name: 'Salvar' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Agendamento cadastrado!').waitFor();
    await page.locator('.agenda-fabs').waitFor();
    expect(await controlsUnderToasts(page)).toEqual([]);
    await page.close();
  });
});
