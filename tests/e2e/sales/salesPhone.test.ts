import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRUNO, ON_PHONE, OWNER_NAME } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { launchBrowser, PHONE } from '../support/browser';
import { captureScreen, expectNoHorizontalOverflow, openAs, transitionsDone } from '../support/owner';
import { POMADA, salesOnServer, seedSalesSalon, squash, stockOnServer } from '../support/salesSalon';

const cellTexts = (row: Locator) =>
  row.locator('th, td').evaluateAll((cells) => cells.map((c) => ((c as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim()));

describe('a sale on a phone', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('is made from scratch with taps at 375 px: a service and a product, the client, cash with the change, and the invoice', async () => {
    const salon = await seedSalesSalon(app.url);
    const page = await openAs(browser, app.url, salon.owner, PHONE, ON_PHONE);
    await page.goto(`${app.url}/sales?openSelectItem=true`);

    // The chooser opens by itself, full screen: a service.
    const chooser = page.getByRole('dialog', { name: 'Adicionar item' });
    await chooser.getByRole('button', { name: /Corte masculino/ }).waitFor();
    await transitionsDone(page, chooser);
    await captureScreen(page, 'sale-chooser-375', PHONE.width);
    await chooser.getByRole('button', { name: /Corte masculino/ }).tap();
    await chooser.waitFor({ state: 'detached' });
    const items = page.getByRole('region', { name: 'Itens da venda' });
    const corte = items.getByRole('listitem', { name: 'Corte masculino' });
    await corte.getByLabel('Profissional').selectOption(String(salon.staff[BRUNO.name]));

    // A product, from the Produtos tab.
    await items.getByRole('button', { name: '+ Adicionar item' }).tap();
    await chooser.getByRole('tab', { name: 'Produtos' }).tap();
    await chooser.getByRole('button', { name: /Pomada modeladora/ }).tap();
    await chooser.waitFor({ state: 'detached' });
    await items.getByRole('listitem', { name: POMADA.name }).waitFor();
    // R$ 39,90 + R$ 25,00.
    expect(squash((await page.getByTestId('running-total').locator('strong').textContent()) ?? '')).toBe('R$ 64,90');

    // The client, searched and tapped.
    const search = page.getByPlaceholder('Pesquisar um cliente');
    await search.tap();
    await search.pressSequentially('mar');
    await page.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /Marcos Paulo/ }).tap();
    await page.getByTestId('sale-client').getByText('Marcos Paulo').waitFor();

    // Dinheiro: R$ 100,00 handed over, R$ 35,10 back.
    await page.getByRole('group', { name: 'Forma de pagamento' }).getByRole('button', { name: 'Dinheiro' }).tap();
    const received = page.getByLabel('Valor recebido (opcional)');
    await received.tap();
    await received.pressSequentially('10000');
    await expect.poll(() => received.inputValue()).toBe('R$ 100,00');
    await expect.poll(async () => squash((await page.getByTestId('sale-change').textContent()) ?? '')).toBe('R$ 35,10');
    await captureScreen(page, 'sale-checkout-375', PHONE.width);

    await page.getByRole('button', { name: 'Finalizar', exact: true }).tap();
    const confirm = page.getByRole('dialog', { name: 'Finalizar venda?' });
    await confirm.getByText(/Total de R\$\s64,90 em Dinheiro\./).waitFor();
    await expectNoHorizontalOverflow(page, PHONE.width);
    await confirm.getByRole('button', { name: 'Finalizar venda' }).tap();
    await page.getByText('Venda finalizada com sucesso!').waitFor();
    await page.waitForURL(/\/sales\/\d+$/);

    // The invoice: the two lines, the total, the cash and the change.
    const invoice = page.locator('article.invoice');
    await invoice.waitFor();
    const lines = invoice.locator('tbody tr');
    expect(await lines.count()).toBe(2);
    expect((await cellTexts(lines.nth(0))).join(' | ')).toMatch(/^Corte masculino ?com Bruno Navalha \| 1 \| R\$ 39,90 \| — \| R\$ 39,90$/);
    // The product, sold by the owner who serves clients, earns the owner its commission (issue 25, item 12).
    expect((await cellTexts(lines.nth(1))).join(' | ')).toBe(`${POMADA.name} com ${OWNER_NAME} | 1 | R$ 25,00 | — | R$ 25,00`);
    expect(squash((await invoice.getByTestId('invoice-total').textContent()) ?? '')).toBe('R$ 64,90');
    const paper = squash(await invoice.innerText());
    expect(paper).toContain('Cliente: Marcos Paulo');
    expect(paper).toMatch(/Recebido R\$ 100,00/);
    expect(paper).toMatch(/Troco R\$ 35,10/);
    await captureScreen(page, 'sale-invoice-375', PHONE.width);

    const sales = await salesOnServer(app.url, salon);
    expect(sales.map((s) => [s.price, s.status])).toEqual([[6490, 'completed']]);
    expect(await stockOnServer(app.url, salon)).toBe(POMADA.quantity - 1);
    await page.close();
  });
});
