import { describe, expect, it } from 'vitest';
import { IN_SALON } from '../support/agendaSalon';
import { withAppBrowserAndMail } from '../support/browser';
import { api, captureScreen, expectNoHorizontalOverflow, inviteAndSignIn, signUpOwner, transitionsDone } from '../support/owner';
import { squash } from '../support/salesSalon';

/**
 * Issue 25, item 18 in a browser: the front desk, on a 768 px touch tablet, adds an entrada of 5 to a product at
 * its low-stock level; the 'Estoque baixo' badge goes and the movement shows her name.
 */
const TABLET = { width: 768, height: 1024 };
const TOUCH_TABLET = { ...IN_SALON, hasTouch: true, isMobile: true };
const DESK = { name: 'Paula Recepção', email: 'paula.estoque@barbearia.com.br', password: 'balcao-cheio-31' };
const PRODUCT = 'Pomada modeladora';

type ProductWire = { id: number; quantity: number; low_stock: boolean };

describe('stock entries in the browser', () => {
  const running = withAppBrowserAndMail();

  it('the front desk adds an entrada of 5 on a 768 px touch screen: the badge goes, the movement shows her name', async () => {
    const { app, browser, smtp } = running;
    const owner = await signUpOwner(app.url, 'Dona Ana');
    const salon = `/salons/${owner.salonId}`;
    const shelf = await api<{ id: number }>(app.url, owner, `${salon}/product_categories`, { method: 'POST', body: { product_category: { name: 'Finalizadores' } } });
    const made = await api<ProductWire>(app.url, owner, `${salon}/products`, {
      method: 'POST',
      body: { product: { name: PRODUCT, price: 3990, quantity: 3, low_stock_level: 3, product_category_id: shelf.id } },
    });
    expect(made).toMatchObject({ quantity: 3, low_stock: true });

    // The invitation's link, its first password, then the login form (with taps): the front desk's own session.
    const page = await browser.newPage({ viewport: TABLET, ...TOUCH_TABLET });
    await inviteAndSignIn(page, app.url, smtp, owner, DESK, 'front_desk', true);
    await page.goto(`${app.url}/products`);
    const region = page.getByRole('region', { name: 'Finalizadores' });
    const row = region.locator('tr', { hasText: PRODUCT });
    await row.getByText('Estoque baixo').waitFor();

    // The row's 'Entrada', a finger's size.
    const entrada = row.getByRole('button', { name: `Entrada de estoque: ${PRODUCT}` });
    const box = await entrada.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    await entrada.tap();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Entrada de estoque' });
    await dialog.getByText(`${PRODUCT}: estoque atual 3`).waitFor();
    await dialog.getByText('Nenhuma entrada registrada ainda.').waitFor();
    await transitionsDone(page, dialog);
    const quantity = dialog.getByLabel('Quantidade recebida');
    await quantity.tap();
    await quantity.pressSequentially('5');
    const cost = dialog.getByLabel('Custo unitário (opcional)');
    await cost.tap();
    await cost.pressSequentially('1250');
    await expect.poll(() => cost.inputValue()).toBe('R$ 12,50');
    await dialog.getByLabel('Observação (opcional)').fill('NF 4521');
    await captureScreen(page, 'stock-entry-768', TABLET.width);
    await expectNoHorizontalOverflow(page, TABLET.width);
    await dialog.getByRole('button', { name: 'Salvar' }).tap();

    await page.getByText(`Entrada registrada: +5 de ${PRODUCT}`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => squash(await row.locator('.stock-cell__count').innerText())).toBe('8');
    expect(await row.getByText('Estoque baixo').count()).toBe(0);

    // Opened again: the movement, with her name, on top.
    await entrada.tap();
    const movements = page.getByRole('dialog').getByRole('region', { name: 'Movimentações' });
    const first = movements.getByRole('listitem').first();
    await first.waitFor();
    await transitionsDone(page, page.getByRole('dialog'));
    await captureScreen(page, 'stock-movements-768', TABLET.width);
    const text = squash(await first.innerText());
    expect(text).toContain('+5');
    expect(text).toContain(DESK.name);
    expect(text).toContain('NF 4521');
    expect(text).toMatch(/custo unit\. R\$ 12,50/);
    expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);

    // What the server holds.
    const listed = await api<Array<ProductWire>>(app.url, owner, `${salon}/products`);
    expect(listed.find((p) => p.id === made.id)).toMatchObject({ quantity: 8, low_stock: false });
    await page.close();
  }, 120_000);
});
