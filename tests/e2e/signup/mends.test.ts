import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser } from '../support/browser';
import { api, openAs, signUpOwner } from '../support/owner';

interface Named {
  id: number;
  name: string;
}
interface Priced extends Named {
  price: number;
}

/** Issue 6, seen in a real browser against the real server: duplicates, the money mask, the reset link without a token. */
describe('mends of a new owner’s walk', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('refuses a second category with the same name, saying so under the name', async () => {
    const owner = await signUpOwner(app.url);
    await api(app.url, owner, `/salons/${owner.salonId}/service_categories`, { method: 'POST', body: { service_category: { name: 'Cabelo' } } });
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/services`);
    await page.getByRole('region', { name: 'Cabelo' }).waitFor();

    await page.getByRole('button', { name: 'Nova Categoria' }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Nova Categoria' });
    await dialog.getByLabel('Nome').fill('cabelo ');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    // Under the field (its FormGroup), not in a notice at the top.
    await dialog.locator('.mb-3', { has: page.getByLabel('Nome') }).getByText('Já existe uma categoria com este nome').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    const categories = await api<Named[]>(app.url, owner, `/salons/${owner.salonId}/service_categories`);
    expect(categories.map((c) => c.name)).toEqual(['Cabelo']);
    await page.close();
  });

  it('asks before saving a client whose name is taken; Continuar saves the second one', async () => {
    const owner = await signUpOwner(app.url);
    await api(app.url, owner, `/salons/${owner.salonId}/clients`, { method: 'POST', body: { client: { name: 'Maria Silva', phone: '(11) 91234-5678' } } });
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/clients`);
    await page.getByRole('link', { name: 'Abrir Maria Silva' }).waitFor();

    await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
    const form = page.getByRole('dialog').filter({ hasText: 'Novo Cliente' });
    // The name field has the focus as the form opens.
    await expect.poll(() => form.getByLabel('Nome').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('Maria Silva');
    await form.getByRole('button', { name: 'Salvar' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Continuar mesmo assim?' });
    await question.getByText('Já existe um cliente chamado Maria Silva (11) 91234-5678. Continuar mesmo assim?').waitFor();
    expect(await api<Named[]>(app.url, owner, `/salons/${owner.salonId}/clients`)).toHaveLength(1);

    await question.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Cliente cadastrado com sucesso.').waitFor();
    await form.waitFor({ state: 'detached' });
    const clients = await api<Named[]>(app.url, owner, `/salons/${owner.salonId}/clients`);
    expect(clients.map((c) => c.name)).toEqual(['Maria Silva', 'Maria Silva']);
    await page.close();
  });

  it('types a price with the live mask: 4500 reads R$ 45,00 and is saved and listed as R$ 45,00', async () => {
    const owner = await signUpOwner(app.url);
    await api(app.url, owner, `/salons/${owner.salonId}/service_categories`, { method: 'POST', body: { service_category: { name: 'Cabelo' } } });
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/services`);
    await page.getByRole('region', { name: 'Cabelo' }).waitFor();

    await page.getByRole('button', { name: 'Novo Serviço' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Novo Serviço' });
    await dialog.getByLabel('Nome').fill('Corte feminino');
    await dialog.getByLabel('Duração').selectOption({ label: '45min' });
    const price = dialog.getByLabel('Preço');
    const shown: string[] = [];
    await price.click();
    for (const digit of '4500') {
      await page.keyboard.press(digit);
      shown.push(await price.inputValue());
    }
    expect(shown).toEqual(['R$ 0,04', 'R$ 0,45', 'R$ 4,50', 'R$ 45,00']);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Serviço cadastrado!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('region', { name: 'Cabelo' }).getByRole('row').filter({ hasText: 'Corte feminino' });
    await row.getByRole('cell', { name: 'R$ 45,00' }).waitFor();
    const [saved] = await api<Priced[]>(app.url, owner, `/salons/${owner.salonId}/services`);
    expect(saved).toMatchObject({ name: 'Corte feminino', price: 4500 });
    await page.close();
  });

  it('opens /reset-password without a token to a clear message and a way to ask again, with no endless spinner', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${app.url}/reset-password`);
    await page.getByRole('alert').getByText('Este link está incompleto.', { exact: false }).waitFor();
    expect(await page.locator('.spinner-border').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Salvar nova senha' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Pedir um novo link por e-mail' }).click();
    await page.waitForURL('**/forgot');
    await page.getByRole('button', { name: 'Enviar instruções' }).waitFor();
    await page.close();
  });
});
