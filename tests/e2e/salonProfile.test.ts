import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_SALON, ON_PHONE } from './agendaSalon';
import { startApp, type RunningApp } from './appServer';
import { DESKTOP, PHONE, launchBrowser } from './browser';
import { api, captureScreen, openAs, signUpOwner } from './owner';

interface Settings {
  name: string;
  phone: string | null;
  zip_code: string | null;
  address: string | null;
  state: string | null;
  time_zone: string;
}

describe("the salon's profile", () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('is opened from the salon menu, saved, shown in the top bar, and still there after a reload', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await page.goto(`${app.url}/clients`);
    await page.locator('header').getByRole('button', { name: /Salão/ }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await page.waitForURL('**/meu-salao/perfil');
    const name = page.getByLabel('Nome do salão');
    await name.fill('Barbearia do Zé');
    await page.getByLabel('Telefone ou WhatsApp').pressSequentially('11912345678');
    expect(await page.getByLabel('Telefone ou WhatsApp').inputValue()).toBe('(11) 91234-5678');
    await page.getByLabel('CEP').pressSequentially('01304001');
    await page.getByLabel('Endereço', { exact: true }).fill('Rua Augusta, 1500');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('Estado').selectOption('SP');
    await page.getByLabel('Fuso horário').selectOption('America/Manaus');
    await captureScreen(page, 'salon-profile-1280', DESKTOP.width);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil do salão salvo!').waitFor();
    await page.locator('header').getByText('Barbearia do Zé').waitFor();

    expect(await api<Settings>(app.url, owner, `/salons/${owner.salonId}/settings`)).toMatchObject({
      name: 'Barbearia do Zé',
      phone: '(11) 91234-5678',
      zip_code: '01304-001',
      address: 'Rua Augusta, 1500',
      state: 'SP',
      time_zone: 'America/Manaus',
    });
    await page.reload();
    expect(await page.getByLabel('Nome do salão').inputValue()).toBe('Barbearia do Zé');
    expect(await page.getByLabel('Fuso horário').inputValue()).toBe('America/Manaus');
    await page.locator('header').getByText('Barbearia do Zé').waitFor();
    await page.close();
  });

  it('refuses a blank name under the field, sends nothing, and fits a phone', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, PHONE, ON_PHONE);
    await page.goto(`${app.url}/meu-salao/pefil`);
    await page.waitForURL('**/meu-salao/perfil');
    await page.getByLabel('Nome do salão').fill('   ');
    await page.getByRole('button', { name: 'Salvar' }).tap();
    await page.getByText('Digite o nome do salão').waitFor();
    await captureScreen(page, 'salon-profile-375', PHONE.width);
    expect((await api<Settings>(app.url, owner, `/salons/${owner.salonId}/settings`)).name).toMatch(/^Salão \d+$/);
    await page.close();
  });
});
