import { describe, expect, it } from 'vitest';
import { IN_SALON } from '../support/agendaSalon';
import { DESKTOP, PHONE, withAppBrowserAndMail } from '../support/browser';
import { api, captureScreen, expectNoHorizontalOverflow, inviteAndSignInByApi, openAs, transitionsDone } from '../support/owner';
import { POMADA, seedSalesSalon, squash, stockOnServer } from '../support/salesSalon';

const TABLET = { width: 768, height: 1024 };
const ON_TABLET = { ...IN_SALON, hasTouch: true };
const DESK = { name: 'Rita Recepção', email: 'rita.recepcao@barbearia.com.br', password: 'balcao-cheio-31' };
const REASON = 'Cobrado em Pix, mas a cliente pagou em dinheiro';

/**
 * Issue 25 items 10 and 11 in a browser: the front desk, on the salon's tablet (768 px, touch), opens today's sales,
 * opens one, estorna it with a reason; the owner then finds it under Estornadas with her name and the reason.
 */
describe("the day's sales and the front desk's estorno", () => {
  const running = withAppBrowserAndMail();

  it('the front desk estorna a sale of today at 768 px; the owner sees it under Estornadas with who and why', async () => {
    const { app, browser, smtp } = running;
    const salon = await seedSalesSalon(app.url);
    const { owner } = salon;
    const sell = (clientId: number | null, quantity: number, paymentType: string) =>
      api<{ id: number; number: number }>(app.url, owner, `/salons/${owner.salonId}/sales`, {
        method: 'POST',
        body: { sale: { payment_type: paymentType, client_id: clientId, price: POMADA.price * quantity, transactions_attributes: [{ product_id: salon.productId, quantity, user_id: null }] } },
      });
    const wrong = await sell(salon.clients['Marcos Paulo'], 2, 'pix');
    await sell(null, 1, 'cash');
    expect(await stockOnServer(app.url, salon)).toBe(POMADA.quantity - 3);
    const desk = await inviteAndSignInByApi(app.url, smtp, salon.owner, DESK, 'front_desk');

    // The front desk, on the tablet: Vendas in the menu, today's two sales.
    const page = await openAs(browser, app.url, desk, TABLET, ON_TABLET);
    await page.goto(`${app.url}/agenda`);
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Agenda', exact: true }).waitFor();
    expect((await menu.getByRole('link').allInnerTexts()).map(squash)).toEqual(['Agenda', 'Clientes', 'Serviços', 'Produtos', 'Vendas', 'Caixa', 'Relatórios']);
    await menu.getByRole('link', { name: 'Vendas' }).tap();
    await page.waitForURL('**/vendas');
    await page.getByRole('heading', { name: 'Vendas' }).waitFor();
    const rows = page.getByTestId('sale-row');
    await expect.poll(() => rows.count()).toBe(2);
    const row = rows.filter({ hasText: 'Marcos Paulo' });
    expect(squash(await row.innerText())).toMatch(/Pix/);
    expect(squash(await row.innerText())).toContain('R$ 50,00');
    await captureScreen(page, 'sales-list-768', TABLET.width);

    // Her receipt: Estornar venda, with a reason.
    await row.getByRole('link', { name: `Abrir o recibo da venda nº ${wrong.number}` }).tap();
    await page.getByRole('article', { name: `Venda nº ${wrong.number}` }).waitFor();
    await page.getByRole('button', { name: 'Estornar venda' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Estornar esta venda?' });
    await transitionsDone(page, dialog);
    await dialog.getByLabel('Motivo').fill(REASON);
    await dialog.getByRole('button', { name: 'Estornar venda' }).tap();
    await page.getByText('A venda foi cancelada.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Estornar venda' }).count()).toBe(0);
    expect(await stockOnServer(app.url, salon)).toBe(POMADA.quantity - 1);
    await page.close();

    // The owner, on a desktop and on a phone: under Estornadas, her name and the reason.
    for (const [viewport, name] of [[DESKTOP, 'sales-estornadas-1280'], [PHONE, 'sales-estornadas-375']] as const) {
      const ownerPage = await openAs(browser, app.url, owner, viewport, IN_SALON);
      await ownerPage.goto(`${app.url}/vendas`);
      await ownerPage.getByRole('heading', { name: 'Vendas' }).waitFor();
      await ownerPage.getByLabel('Situação').selectOption({ label: 'Estornadas' });
      const canceled = ownerPage.getByTestId('sale-row');
      await expect.poll(async () => (await canceled.count()) === 1 && squash(await canceled.innerText())).toContain(`Estornada por ${DESK.name}`);
      const text = squash(await canceled.innerText());
      expect(text).toContain(`#${wrong.number}`);
      expect(text).toContain(`Motivo: ${REASON}`);
      await captureScreen(ownerPage, name, viewport.width);
      if (viewport.width <= PHONE.width) await expectNoHorizontalOverflow(ownerPage, viewport.width);
      await ownerPage.close();
    }
  }, 120_000);
});
