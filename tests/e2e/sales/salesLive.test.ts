import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_SALON } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser } from '../support/browser';
import { api, openAs, signInAgain } from '../support/owner';
import { POMADA, seedSalesSalon, squash } from '../support/salesSalon';

/** Opens a screen of the app and waits until the salon's live stream is open on it. */
async function openLive(page: Page, url: string, salonId: number) {
  const streamOpen = page.waitForResponse((r) => r.url().endsWith(`/salons/${salonId}/appointments/stream`) && r.status() === 200);
  await page.goto(url);
  await streamOpen;
  // A mark that a reload would wipe.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}

const notReloaded = (page: Page) => page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded);

describe('a sale seen live on other devices', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("updates the owner's open report and the products' stock on other devices, without a reload, and again when canceled", async () => {
    const salon = await seedSalesSalon(app.url);
    const salonId = salon.owner.salonId;
    // The owner's desktop on today's report, and the stock room's tablet on the products: two sessions.
    const office = await openAs(browser, app.url, salon.owner, DESKTOP, IN_SALON);
    const stockRoom = await openAs(browser, app.url, await signInAgain(app.url, salon.owner), DESKTOP, IN_SALON);
    await Promise.all([openLive(office, `${app.url}/reports`, salonId), openLive(stockRoom, `${app.url}/products`, salonId)]);
    const summary = office.getByRole('region', { name: 'Resumo de Vendas' });
    await summary.getByText('Nenhuma venda finalizada no período').waitFor();
    const pomada = stockRoom.getByRole('row').filter({ hasText: POMADA.name });
    const stockShown = async () => squash((await pomada.locator('td').last().locator('.stock-cell__count').textContent()) ?? '');
    await expect.poll(stockShown).toBe(String(POMADA.quantity));

    // The front desk sells two units (a third session, through the API).
    const sale = await api<{ id: number }>(app.url, salon.owner, `/salons/${salonId}/sales`, {
      method: 'POST',
      body: { sale: { payment_type: 'pix', price: 2 * POMADA.price, transactions_attributes: [{ product_id: salon.productId, quantity: 2 }] } },
    });
    await summary.getByText('1 venda finalizada no período').waitFor({ timeout: 5000 });
    expect(squash(await summary.locator('tfoot tr').innerText())).toBe('Total 2 R$ 50,00 R$ 0,00 R$ 50,00');
    await expect.poll(stockShown, { timeout: 5000 }).toBe(String(POMADA.quantity - 2));

    // The estorno travels the same way.
    await api(app.url, salon.owner, `/sales/${sale.id}/cancel`, { method: 'POST', body: { reason: 'Lançada por engano' } });
    await summary.getByText('Nenhuma venda finalizada no período').waitFor({ timeout: 5000 });
    await expect.poll(stockShown, { timeout: 5000 }).toBe(String(POMADA.quantity));
    expect([await notReloaded(office), await notReloaded(stockRoom)]).toEqual([true, true]);
    await Promise.all([office.close(), stockRoom.close()]);
  });
});
