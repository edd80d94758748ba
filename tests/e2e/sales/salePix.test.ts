import { describe, expect, it } from 'vitest';
import { BRUNO, IN_SALON } from '../support/agendaSalon';
import { DESKTOP, screenshot, withAppBrowserAndMail } from '../support/browser';
import { api, captureScreen, expectNoHorizontalOverflow, inviteAndSignInByApi, openAs } from '../support/owner';
import { POMADA, seedSalesSalon, squash, typeMoney } from '../support/salesSalon';
import { readBrCode } from '../../api/support/brCodeReader';

const TABLET = { width: 768, height: 1024 };
const ON_TABLET = { ...IN_SALON, hasTouch: true };
const DESK = { name: 'Rita Recepção', email: 'rita.caixa@barbearia.com.br', password: 'balcao-cheio-31' };
const MAILBOX_SECRET = 'e2e-pix-counter-secret-4567';

/**
 * Issue 30 items 1 and 2 in a browser: the owner records the salon's Pix key on the profile page (1280 px); the
 * front desk, on the salon's tablet (768 px, touch), splits a sale between Pix and cash with change, shows the QR
 * code and its copia e cola, confirms the Pix was received; the receipt carries both payments and the same code.
 */
describe('Pix and split payments at the counter', () => {
  const running = withAppBrowserAndMail({ MAILBOX_SECRET });

  it('the owner sets the Pix key; the front desk takes Pix plus cash with change and shows the QR code', async () => {
    const { app, browser, smtp } = running;
    const salon = await seedSalesSalon(app.url);
    const { owner } = salon;

    // The owner, on the desktop: the Pix key, with a wrong one first.
    const desktop = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await desktop.goto(`${app.url}/meu-salao/perfil`);
    await desktop.getByLabel('Tipo de chave').selectOption('phone');
    await desktop.getByLabel('Chave Pix').fill('(11) 3333-4444');
    await desktop.getByLabel('Nome de quem recebe').fill('Barbearia do Zé');
    await desktop.getByLabel('Cidade de quem recebe').fill('São Paulo');
    await desktop.getByRole('button', { name: 'Salvar' }).click();
    await desktop.getByText(/^Celular inválido: digite o DDD/).waitFor();
    await desktop.getByLabel('Chave Pix').fill('(11) 98765-4321');
    await desktop.getByRole('button', { name: 'Salvar' }).click();
    await desktop.getByText('Perfil do salão salvo!').waitFor();
    await desktop.evaluate(() => window.scrollTo(0, 0));
    await captureScreen(desktop, 'salon-pix-key-1280', DESKTOP.width);
    const settings = await api<{ pix_key: string; pix_key_type: string }>(app.url, owner, `/salons/${owner.salonId}/settings`);
    expect(settings).toMatchObject({ pix_key: '+5511987654321', pix_key_type: 'phone' });
    await desktop.close();

    // The front desk, on the tablet: a cut and a product, R$ 39,90 + R$ 25,00.
    const desk = await inviteAndSignInByApi(app.url, smtp, owner, DESK, 'front_desk');
    const page = await openAs(browser, app.url, desk, TABLET, ON_TABLET);
    await page.goto(`${app.url}/sales?openSelectItem=true`);
    const chooser = page.getByRole('dialog', { name: 'Adicionar item' });
    await chooser.getByRole('button', { name: /Corte masculino/ }).tap();
    await chooser.waitFor({ state: 'detached' });
    const items = page.getByRole('region', { name: 'Itens da venda' });
    await items.getByRole('listitem', { name: 'Corte masculino' }).getByLabel('Profissional').selectOption(String(salon.staff[BRUNO.name]));
    await items.getByRole('button', { name: '+ Adicionar item' }).tap();
    await chooser.getByRole('tab', { name: 'Produtos' }).tap();
    await chooser.getByRole('button', { name: /Pomada modeladora/ }).tap();
    await chooser.waitFor({ state: 'detached' });
    expect(squash((await page.getByTestId('running-total').locator('strong').textContent()) ?? '')).toBe('R$ 64,90');

    // Dividir pagamento: R$ 40,00 by Pix, the rest (R$ 24,90) in cash, R$ 30,00 handed over, R$ 5,10 back.
    await page.getByRole('button', { name: 'Dividir pagamento' }).tap();
    await page.getByLabel('Forma de pagamento').first().selectOption('pix');
    // The amount came with the whole total, selected: the digits typed replace it.
    const first = page.locator('#field-payments\\.0\\.amount');
    await first.focus();
    await first.press('Control+a');
    await first.pressSequentially('4000');
    await expect.poll(async () => squash(await first.inputValue())).toBe('R$ 40,00');
    await expect.poll(async () => squash(await page.getByTestId('split-left').innerText())).toBe('Falta R$ 24,90');
    await page.getByRole('button', { name: '+ Adicionar pagamento' }).tap();
    await page.locator('#field-payments\\.1\\.method').selectOption('cash');
    await expect.poll(async () => squash(await page.locator('#field-payments\\.1\\.amount').inputValue())).toBe('R$ 24,90');
    await typeMoney(page.locator('#field-payments\\.1\\.received'), 3000);
    await expect.poll(async () => squash((await page.getByTestId('split-change-1').textContent()) ?? '')).toBe('R$ 5,10');
    // Scrolled to the payments (the screen's own checks need the heading in view): a picture, and nothing sideways.
    await screenshot(page, 'sale-split-768');
    await expectNoHorizontalOverflow(page, TABLET.width);

    // Finalizar: the QR code of R$ 40,00 to the salon's key, and its copia e cola.
    await page.getByRole('button', { name: 'Finalizar', exact: true }).tap();
    const confirm = page.getByRole('dialog', { name: 'Finalizar venda?' });
    await confirm.getByRole('img', { name: /QR Code Pix de R\$\s40,00/ }).waitFor();
    const shown = squash((await confirm.locator('.pix-copy__code').textContent()) ?? '');
    expect(readBrCode(shown)).toMatchObject({ key: '+5511987654321', amount: '40.00', name: 'BARBEARIA DO ZE', city: 'SAO PAULO', crcValid: true });
    await expectNoHorizontalOverflow(page, TABLET.width);
    await screenshot(page, 'sale-pix-qr-768');
    await confirm.getByRole('button', { name: 'Pix recebido, finalizar' }).tap();
    await page.getByText('Venda finalizada com sucesso!').waitFor();
    await page.waitForURL(/\/sales\/\d+$/);

    // The receipt: both payments, the change, and the very code the client scanned.
    const invoice = page.locator('article.invoice');
    await invoice.waitFor();
    const receipt = squash((await invoice.textContent()) ?? '');
    expect(receipt).toContain('R$ 40,00');
    expect(receipt).toContain('R$ 24,90');
    expect(receipt).toContain('R$ 5,10');
    expect(squash((await invoice.locator('.pix-copy__code').first().textContent()) ?? '')).toBe(shown);
    await screenshot(page, 'sale-receipt-split-768');
    await expectNoHorizontalOverflow(page, TABLET.width);

    // What the server holds.
    const saleId = Number(/\/sales\/(\d+)$/.exec(page.url())![1]);
    const sale = await api<{ price: number; payments: Array<{ method: string; amount: number; received: number | null; br_code: string | null }> }>(app.url, owner, `/sales/${saleId}`);
    expect(sale.price).toBe(3990 + POMADA.price);
    expect(sale.payments.map((p) => [p.method, p.amount, p.received])).toEqual([['pix', 4000, null], ['cash', 2490, 3000]]);
    expect(sale.payments[0].br_code).toBe(shown);
  });

  it('with Pix through the provider, Finalizar waits for the bank: the sandbox pays it and the tablet goes on by itself', async () => {
    const { app, browser } = running;
    const salon = await seedSalesSalon(app.url);
    const { owner } = salon;
    await api(app.url, owner, `/salons/${owner.salonId}/settings`, { method: 'PATCH', body: { pix_by_provider: true } });
    const page = await openAs(browser, app.url, owner, TABLET, ON_TABLET);
    await page.goto(`${app.url}/sales?openSelectItem=true`);
    const chooser = page.getByRole('dialog', { name: 'Adicionar item' });
    await chooser.getByRole('tab', { name: 'Produtos' }).tap();
    await chooser.getByRole('button', { name: /Pomada modeladora/ }).tap();
    await chooser.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Pix', exact: true }).tap();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).tap();
    const confirm = page.getByRole('dialog', { name: 'Finalizar venda?' });
    await confirm.getByRole('img', { name: /QR Code Pix de R\$\s25,00/ }).waitFor();
    await confirm.getByText('Aguardando o pagamento…').waitFor();
    const finish = confirm.getByRole('button', { name: 'Finalizar venda', exact: true });
    expect(await finish.isDisabled()).toBe(true);
    const code = squash((await confirm.locator('.pix-copy__code').textContent()) ?? '');
    expect(readBrCode(code)).toMatchObject({ amount: '25.00', crcValid: true });
    await screenshot(page, 'sale-pix-provider-waiting-768');

    // The client pays: the sandbox's local page sends the provider's signed notice.
    const pix = await browser.newPage();
    await pix.goto(`${app.url}/dev/pix?token=${MAILBOX_SECRET}`);
    await pix.getByRole('row', { name: /Venda no balcão/ }).getByRole('button', { name: 'Marcar como pago' }).click();
    await pix.getByText('Nenhuma cobrança aguardando.').waitFor();
    await pix.close();
    await confirm.getByText('Pix confirmado pelo banco').waitFor();
    await expect.poll(() => finish.isDisabled()).toBe(false);
    await screenshot(page, 'sale-pix-provider-paid-768');
    await finish.tap();
    await page.getByText('Venda finalizada com sucesso!').waitFor();
    await page.waitForURL(/\/sales\/\d+$/);
    const saleId = Number(/\/sales\/(\d+)$/.exec(page.url())![1]);
    const sale = await api<{ payments: Array<{ method: string; amount: number; br_code: string | null }> }>(app.url, owner, `/sales/${saleId}`);
    expect(sale.payments).toEqual([expect.objectContaining({ method: 'pix', amount: POMADA.price, br_code: code })]);
  });
});
