import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { api, openAs, signUpOwner, transitionsDone, captureScreen, seedServices } from '../support/owner';

interface Category {
  id: number;
  name: string;
}
interface Service {
  id: number;
  name: string;
  price: number;
  duration: number;
  service_category_id: number;
}
interface Product {
  id: number;
  name: string;
  price: number;
  quantity: number;
  product_category_id: number;
}

/** 'Nova Categoria' in the page header, a name, Salvar; the category's panel appears. */
async function createCategory(page: Page, name: string) {
  await page.getByRole('button', { name: 'Nova Categoria' }).first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Nova Categoria' });
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('region', { name }).waitFor();
}

async function createService(page: Page, service: { name: string; category: string; duration: string; price: string }) {
  await page.getByRole('button', { name: 'Novo Serviço' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Novo Serviço' });
  await dialog.getByLabel('Nome').fill(service.name);
  await dialog.getByLabel('Categoria').selectOption({ label: service.category });
  await dialog.getByLabel('Duração').selectOption({ label: service.duration });
  await dialog.getByLabel('Preço').fill(service.price);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The row of an item in a category's panel, found by the item's name (a button in the first cell). */
const itemRow = (page: Page, category: string, item: string) =>
  page.getByRole('region', { name: category }).getByRole('row').filter({ has: page.getByRole('button', { name: item, exact: true }) });

describe('the service and product catalogues', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates two service categories and three services, then moves one into the other category', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/services`);
    await page.getByText('Não encontramos nenhum serviço.').waitFor();

    await createCategory(page, 'Cabelo');
    await createCategory(page, 'Barba');
    await createService(page, { name: 'Corte masculino', category: 'Cabelo', duration: '45min', price: '39,90' });
    await createService(page, { name: 'Pigmentação de barba', category: 'Cabelo', duration: '1h 30min', price: '1.234,50' });
    await createService(page, { name: 'Barba completa', category: 'Barba', duration: '30min', price: '25,50' });

    const cut = itemRow(page, 'Cabelo', 'Corte masculino');
    await cut.getByRole('cell', { name: 'R$ 39,90' }).waitFor();
    await cut.getByRole('cell', { name: '45min' }).waitFor();
    const pigment = itemRow(page, 'Cabelo', 'Pigmentação de barba');
    await pigment.getByRole('cell', { name: 'R$ 1.234,50' }).waitFor();
    await pigment.getByRole('cell', { name: '1h 30min' }).waitFor();
    await itemRow(page, 'Barba', 'Barba completa').getByRole('cell', { name: 'R$ 25,50' }).waitFor();
    await page.getByRole('region', { name: 'Cabelo' }).getByText('2 serviços').waitFor();
    await page.getByRole('region', { name: 'Barba' }).getByText('1 serviço', { exact: true }).waitFor();

    // Stored as integer cents and seconds.
    const saved = await api<Service[]>(app.url, owner, `/salons/${owner.salonId}/services`);
    expect(saved.map(({ name, price, duration }) => ({ name, price, duration })).sort((a, b) => a.price - b.price)).toEqual([
      { name: 'Barba completa', price: 2550, duration: 1800 },
      { name: 'Corte masculino', price: 3990, duration: 2700 },
      { name: 'Pigmentação de barba', price: 123450, duration: 5400 },
    ]);

    // The beard service was filed under Cabelo: edit it into Barba and it moves panels.
    await pigment.getByRole('button', { name: 'Pigmentação de barba' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Editar Serviço' });
    expect(await dialog.getByLabel('Preço').inputValue()).toBe('R$ 1.234,50');
    await dialog.getByLabel('Categoria').selectOption({ label: 'Barba' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await itemRow(page, 'Barba', 'Pigmentação de barba').getByRole('cell', { name: '1h 30min' }).waitFor();
    await expect.poll(() => itemRow(page, 'Cabelo', 'Pigmentação de barba').count()).toBe(0);
    await page.getByRole('region', { name: 'Cabelo' }).getByText('1 serviço', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Barba' }).getByText('2 serviços').waitFor();

    // It stays there after a reload: the server holds the move.
    await page.reload();
    await itemRow(page, 'Barba', 'Pigmentação de barba').waitFor();
    expect(await itemRow(page, 'Cabelo', 'Pigmentação de barba').count()).toBe(0);
    await page.close();
  });

  it('creates a product category and a product with its stock', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/products`);
    await page.getByText('Não encontramos nenhum produto.').waitFor();

    await createCategory(page, 'Finalizadores');
    await page.getByRole('button', { name: 'Novo Produto' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Novo Produto' });
    await dialog.getByLabel('Nome').fill('Pomada modeladora');
    // The only category is chosen already.
    expect(await dialog.getByLabel('Categoria').locator('option:checked').textContent()).toBe('Finalizadores');
    await dialog.getByLabel('Preço').fill('39,90');
    await dialog.getByLabel('Estoque', { exact: true }).fill('12');
    await dialog.getByLabel('Marca').fill('Barba Forte');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = itemRow(page, 'Finalizadores', 'Pomada modeladora');
    await row.getByRole('cell', { name: 'R$ 39,90' }).waitFor();
    // The stock's cell also holds the row's 'Entrada' button.
    await row.locator('.stock-cell__count', { hasText: /^12$/ }).waitFor();
    await row.getByText('Barba Forte').waitFor();

    const [product] = await api<Product[]>(app.url, owner, `/salons/${owner.salonId}/products`);
    expect(product).toMatchObject({ name: 'Pomada modeladora', price: 3990, quantity: 12 });
    await page.close();
  });

  it('deletes a service after "Você tem certeza?", and refuses to delete a category that still has services', async () => {
    const owner = await signUpOwner(app.url);
    await seedServices(app.url, owner);
    const page = await openAs(browser, app.url, owner, DESKTOP);
    await page.goto(`${app.url}/services`);

    // A category with services: refused up front (no 'tem certeza?' for a delete that cannot happen).
    await page.getByRole('button', { name: 'Opções da categoria Barba' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    const refusal = page.getByRole('dialog').filter({ hasText: 'Esta categoria não pode ser excluída' });
    await refusal.getByText('A categoria "Barba" ainda tem 1 serviço.', { exact: false }).waitFor();
    await refusal.getByRole('button', { name: 'Entendi' }).click();
    await refusal.waitFor({ state: 'detached' });
    await itemRow(page, 'Barba', 'Barba completa').waitFor();
    const categories = await api<Category[]>(app.url, owner, `/salons/${owner.salonId}/service_categories`);
    expect(categories.map((c) => c.name).sort()).toEqual(['Barba', 'Cabelo']);

    // Cancelling the confirmation deletes nothing.
    await itemRow(page, 'Barba', 'Barba completa').getByRole('button', { name: 'Barba completa' }).click();
    const edit = page.getByRole('dialog').filter({ hasText: 'Editar Serviço' });
    await edit.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Você tem certeza?' });
    await confirm.getByText('O serviço "Barba completa" será excluído.').waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await api<Service[]>(app.url, owner, `/salons/${owner.salonId}/services`)).toHaveLength(3);

    // Confirmed, the service goes; the now empty category can go too.
    await edit.getByRole('button', { name: 'Excluir' }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('O serviço foi excluído!').waitFor();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Barba' }).getByText('Nenhum serviço nesta categoria ainda.').waitFor();
    const services = await api<Service[]>(app.url, owner, `/salons/${owner.salonId}/services`);
    expect(services.map((s) => s.name)).not.toContain('Barba completa');

    await page.getByRole('button', { name: 'Opções da categoria Barba' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('A categoria foi excluída!').waitFor();
    await page.getByRole('region', { name: 'Barba' }).waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Cabelo' }).waitFor();
    await page.close();
  });

  it('looks finished at 375 px and 1280 px: services (and its modal) and products', async () => {
    const owner = await signUpOwner(app.url);
    await seedServices(app.url, owner);
    const shelf = await api<Category>(app.url, owner, `/salons/${owner.salonId}/product_categories`, {
      method: 'POST',
      body: { product_category: { name: 'Cuidados com a barba', description: 'Óleos, balms e pomadas' } },
    });
    for (const product of [
      { name: 'Óleo para barba', price: 4590, quantity: 8, brand: 'Barba Forte' },
      { name: 'Balm hidratante de longa duração com manteiga de karité', price: 5990, quantity: 0, brand: 'Casa do Barbeiro' },
    ]) {
      await api(app.url, owner, `/salons/${owner.salonId}/products`, { method: 'POST', body: { product: { ...product, product_category_id: shelf.id } } });
    }

    for (const [viewport, width] of [
      [PHONE, '375'],
      [DESKTOP, '1280'],
    ] as const) {
      const page = await openAs(browser, app.url, owner, viewport);
      await page.goto(`${app.url}/services`);
      await itemRow(page, 'Cabelo', 'Corte masculino').waitFor();
      // Phones show the duration under the name instead of in its own column.
      await itemRow(page, 'Cabelo', 'Corte masculino').getByText('45min').filter({ visible: true }).waitFor();
      await captureScreen(page, `services-${width}`, viewport.width);

      await page.getByRole('button', { name: 'Novo Serviço' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'Novo Serviço' });
      await dialog.getByLabel('Duração').waitFor();
      await transitionsDone(page, dialog);
      await captureScreen(page, `services-modal-${width}`, viewport.width);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${app.url}/products`);
      await itemRow(page, 'Cuidados com a barba', 'Óleo para barba').getByRole('cell', { name: 'R$ 45,90' }).waitFor();
      await captureScreen(page, `products-${width}`, viewport.width);
      await page.close();
    }
  });
});
