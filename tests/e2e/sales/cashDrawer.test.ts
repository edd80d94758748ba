import { describe, expect, it } from 'vitest';
import { IN_SALON, ON_PHONE } from '../support/agendaSalon';
import { DESKTOP, PHONE, screenshot, withAppBrowserAndMail } from '../support/browser';
import { api, expectNoHorizontalOverflow, inviteAndSignInByApi, openAs } from '../support/owner';
import { drawerRow, POMADA, seedSalesSalon, squash, typeCents } from '../support/salesSalon';

const TABLET = { width: 768, height: 1024 };
const ON_TABLET = { ...IN_SALON, hasTouch: true };
const DESK = { name: 'Rita Recepção', email: 'rita.gaveta@barbearia.com.br', password: 'balcao-cheio-31' };

/**
 * Issue 30 item 6 in a browser: the front desk, on the salon's tablet (768 px, touch), opens the day's drawer with a
 * float; sales in cash, Pix and split, an estorno and a sangria move it; she closes it R$ 5,00 short; the owner
 * reads the closing on the desktop. The open drawer is pictured on a phone too.
 */
describe('the cash drawer (caixa)', () => {
  const running = withAppBrowserAndMail();

  it('opens with a float, follows the sales, a sangria and an estorno, and closes short with the difference', async () => {
    const { app, browser, smtp } = running;
    const salon = await seedSalesSalon(app.url);
    const desk = await inviteAndSignInByApi(app.url, smtp, salon.owner, DESK, 'front_desk');
    const page = await openAs(browser, app.url, desk, TABLET, ON_TABLET);
    await page.goto(`${app.url}/caixa`);

    // Opened with R$ 100,00 of change.
    await page.getByText('Nenhum caixa aberto.', { exact: false }).waitFor();
    await typeCents(page, 'Troco inicial', 10000);
    await page.getByRole('button', { name: 'Abrir caixa' }).tap();
    await page.getByText(/^Aberto por Rita Recepção em/).waitFor();

    // The day's sales, rung up at the counter: cash with change, Pix plus cash, and a cash sale estornada.
    const sell = (payments: unknown[], quantity: number) =>
      api<{ id: number }>(app.url, desk, `/salons/${desk.salonId}/sales`, {
        method: 'POST',
        body: { sale: { price: POMADA.price * quantity, payments, transactions_attributes: [{ product_id: salon.productId, quantity, user_id: null }] } },
      });
    await sell([{ method: 'cash', amount: 2500, received: 5000 }], 1);
    await sell([{ method: 'pix', amount: 3000 }, { method: 'cash', amount: 2000, received: 2000 }], 2);
    const wrong = await sell([{ method: 'cash', amount: 2500 }], 1);
    await api(app.url, desk, `/sales/${wrong.id}/cancel`, { method: 'POST', body: { reason: 'Cliente desistiu' } });
    // Heard live: 100 + 25 + 20 + 25 - 25 in cash, 30 by Pix.
    await expect.poll(() => drawerRow(page, 'Dinheiro')).toBe('Dinheiro R$ 145,00');
    await expect.poll(() => drawerRow(page, 'Pix')).toBe('Pix R$ 30,00');
    await page.getByText('Cliente desistiu', { exact: false }).waitFor();

    // A sangria of R$ 50,00 to the bank.
    await page.getByRole('button', { name: 'Sangria' }).tap();
    const sangria = page.getByRole('dialog', { name: 'Sangria (retirar dinheiro)' });
    await typeCents(page, 'Valor', 5000);
    await sangria.getByLabel('Motivo').fill('Depósito no banco');
    await sangria.getByRole('button', { name: 'Registrar' }).tap();
    await sangria.waitFor({ state: 'detached' });
    await expect.poll(() => drawerRow(page, 'Dinheiro')).toBe('Dinheiro R$ 95,00');
    await page.getByText('Depósito no banco').waitFor();
    await expectNoHorizontalOverflow(page, TABLET.width);
    await screenshot(page, 'cash-drawer-open-768');

    // The same drawer on a barber-sized phone: it fits.
    const phone = await openAs(browser, app.url, desk, PHONE, ON_PHONE);
    await phone.goto(`${app.url}/caixa`);
    await expect.poll(() => drawerRow(phone, 'Dinheiro')).toBe('Dinheiro R$ 95,00');
    await expectNoHorizontalOverflow(phone, PHONE.width);
    await screenshot(phone, 'cash-drawer-open-375');
    await phone.close();

    // Closed against the count: R$ 90,00 in notes (R$ 5,00 short) and the R$ 30,00 of Pix.
    await page.getByRole('button', { name: 'Fechar caixa' }).tap();
    const closing = page.getByRole('dialog', { name: 'Fechar caixa' });
    await typeCents(page, 'Dinheiro', 9000);
    await typeCents(page, 'Pix', 3000);
    await expect.poll(async () => squash(await closing.getByTestId('difference-cash').innerText())).toMatch(/^Diferença: -\s?R\$\s5,00 \(Faltando\)$/);
    await screenshot(page, 'cash-drawer-close-768');
    await closing.getByRole('button', { name: 'Confirmar fechamento' }).tap();
    await closing.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Fechamento do caixa' }).waitFor();
    expect(await drawerRow(page, 'Dinheiro')).toMatch(/^Dinheiro R\$ 95,00 R\$ 90,00 -\s?R\$ 5,00 \(Faltando\)$/);
    await page.getByText(/^Fechado por Rita Recepção em/).waitFor();
    await screenshot(page, 'cash-drawer-closed-768');

    // What the server holds, and the owner's reading of it on the desktop.
    const list = await api<Array<{ id: number; expected: Record<string, number>; counted: Record<string, number>; difference: Record<string, number> }>>(
      app.url, salon.owner, `/salons/${salon.owner.salonId}/cash_drawers`,
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ expected: { cash: 9500, pix: 3000 }, counted: { cash: 9000, pix: 3000 }, difference: { cash: -500, pix: 0 } });
    const desktop = await openAs(browser, app.url, salon.owner, DESKTOP, IN_SALON);
    await desktop.goto(`${app.url}/caixa`);
    await desktop.getByRole('heading', { name: 'Caixas dos últimos 30 dias' }).waitFor();
    await screenshot(desktop, 'cash-drawer-owner-1280');
    await desktop.close();
  });
});
