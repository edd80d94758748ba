import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { api, openAs, signUpOwner, transitionsDone } from '../support/owner';

interface Client {
  id: number;
  name: string;
}

/**
 * Losing the network in the middle of a form (issue 12, item 5), in Chromium with its network switched off as
 * airplane mode would: the 'Sem conexão' banner says what happens next without covering the form's buttons, the
 * typed values stay, and once the network is back the waiting save goes through once, by itself.
 */
describe('no connection', () => {
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
    ['phone', PHONE, 'Ana Offline Celular'],
    ['desktop', DESKTOP, 'Ana Offline Computador'],
  ])('on a %s, a new client saved offline is kept on screen and created once when the network is back', async (label, viewport, name) => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, viewport);
    await page.goto(`${app.url}/clients`);
    await page.getByText('Não encontramos nenhum cliente.').waitFor();
    await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Novo Cliente' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Telefone').pressSequentially('11912345678');
    await transitionsDone(page, dialog);

    await page.context().setOffline(true);
    const banner = page.locator('.connection-banner');
    await banner.getByText('Sem conexão.').waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await banner.getByText('1 envio aguardando.').waitFor();
    expect(await banner.getAttribute('role')).toBe('status');
    expect(await banner.getAttribute('aria-live')).toBe('polite');

    // Still open, as typed, waiting for the network.
    expect(await dialog.getByLabel('Nome').inputValue()).toBe(name);
    expect(await dialog.getByLabel('Telefone').inputValue()).toBe('(11) 91234-5678');
    // The banner is on screen and above the dialog, whose title and buttons all stay in view below it.
    const bar = (await banner.boundingBox())!;
    expect(bar.y).toBe(0);
    expect(bar.width).toBe(viewport.width);
    for (const control of [dialog.getByRole('button', { name: 'Salvar' }), dialog.getByRole('button', { name: 'Cancelar' }), dialog.getByRole('heading', { name: 'Novo Cliente' })]) {
      const box = (await control.boundingBox())!;
      expect(box.y, `${label}: below the banner`).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(box.y + box.height, `${label}: within the screen`).toBeLessThanOrEqual(viewport.height);
    }
    await page.screenshot({ path: `tests/e2e/screenshots/connection-offline-${viewport.width}.png` });
    expect(await api<Client[]>(app.url, owner, `/salons/${owner.salonId}/clients`)).toEqual([]);

    await page.context().setOffline(false);
    await page.getByText('Cliente cadastrado com sucesso.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => banner.isVisible()).toBe(false);
    await page.getByRole('link', { name: `Abrir ${name}` }).waitFor();
    const clients = await api<Client[]>(app.url, owner, `/salons/${owner.salonId}/clients`);
    expect(clients.map((client) => client.name)).toEqual([name]);
    await page.close();
  });
});
