import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, withAppAndBrowser } from '../support/browser';
import { IN_SALON, ON_PHONE, bookingDay, openAgenda, seedAgendaSalon } from '../support/agendaSalon';
import { fillDetails, pickTime } from '../support/bookingPage';
import { api, captureScreen, expectNoHorizontalOverflow, openAs } from '../support/owner';
import { squash } from '../support/salesSalon';

const MAILBOX_SECRET = 'e2e-pix-mailbox-secret-0123';
/** Long enough to see the first hold and pay it, short enough to watch the second one run out. */
const HOLD_SECONDS = 25;

async function bookCut(page: Page, url: string, day: string, time: string, name: string, phone: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('checkbox', { name: /Corte masculino/ }).check();
  await pickTime(page, day, time);
  await fillDetails(page, name, phone);
  await page.getByText('Sinal de R$ 20,00 via Pix para confirmar').waitFor();
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await page.getByRole('heading', { name: 'Pague o sinal para confirmar' }).waitFor();
}

/**
 * The salon asks a R$ 20,00 deposit. A client on a phone books and sees the Pix; the front desk's agenda shows the
 * time held; the sandbox's local page pays it, and the provider's signed notice turns the hold into a booking.
 * A second client does not pay: the hold runs out and the time is free again.
 */
describe('a Pix deposit on the booking page', () => {
  const running = withAppAndBrowser({ PIX_HOLD_SECONDS: String(HOLD_SECONDS), MAILBOX_SECRET });

  it('holds the time while the client pays, confirms it when the Pix is paid, and frees it when not', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const slug = `sinal-${salon.owner.salonId}`;
    await api(app.url, salon.owner, `/salons/${salon.owner.salonId}/online_booking`, {
      method: 'PUT',
      body: { online_booking: { enabled: true, slug, deposit_rule: 'per_service', deposit_kind: 'fixed', deposit_value: 2000 } },
    });
    const day = bookingDay();
    const desk = await openAs(browser, app.url, salon.owner, DESKTOP, IN_SALON);
    const streamOpen = desk.waitForResponse((r) => r.url().endsWith(`/salons/${salon.owner.salonId}/appointments/stream`) && r.status() === 200);
    await openAgenda(desk, app.url, day);
    await streamOpen;

    const context = await browser.newContext({ ...ON_PHONE, viewport: PHONE });
    const phone = await context.newPage();
    await bookCut(phone, `${app.url}/s/${slug}`, day, '10:00', 'Sofia Sinal', '11955551010');
    const qr = phone.getByRole('img', { name: 'QR code do Pix de R$ 20,00' });
    await qr.waitFor();
    // The server draws it (an SVG): the picture has loaded, not just its tag.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await phone.getByLabel('Pix copia e cola').inputValue()).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    await expectNoHorizontalOverflow(phone, PHONE.width);
    await screenshot(phone, 'booking-deposit-pending-375');
    const held = 'Sofia Sinal, Corte masculino, das 10:00 às 10:45, agendado online, aguardando sinal';
    await desk.getByRole('button', { name: held, exact: true }).waitFor();
    await screenshot(desk, 'booking-deposit-held-agenda-1280');

    // The sandbox's local page pays it: the provider's signed notice reaches the webhook.
    const pix = await browser.newPage();
    await pix.goto(`${app.url}/dev/pix?token=${MAILBOX_SECRET}`);
    await pix.getByRole('button', { name: 'Marcar como pago' }).click();
    await pix.getByText('Nenhuma cobrança aguardando.').waitFor();
    await phone.getByRole('heading', { name: 'Agendamento confirmado!' }).waitFor();
    await phone.getByText('Sinal de R$ 20,00 pago via Pix').waitFor();
    await screenshot(phone, 'booking-deposit-paid-375');
    const confirmed = desk.getByRole('button', { name: 'Sofia Sinal, Corte masculino, das 10:00 às 10:45, agendado online', exact: true });
    await confirmed.waitFor();

    // Another client books and never pays: the time is held, then free again.
    await bookCut(phone, `${app.url}/s/${slug}`, day, '11:00', 'Nilo Nãopaga', '11955552020');
    const unpaid = 'Nilo Nãopaga, Corte masculino, das 11:00 às 11:45, agendado online, aguardando sinal';
    await desk.getByRole('button', { name: unpaid, exact: true }).waitFor();
    await phone.getByText('O prazo para pagar o sinal acabou e o horário foi liberado.').waitFor({ timeout: (HOLD_SECONDS + 15) * 1000 });
    await screenshot(phone, 'booking-deposit-expired-375');
    await desk.getByRole('button', { name: unpaid, exact: true }).waitFor({ state: 'detached' });
    const times = (await (await fetch(`${app.url}/v1/public/salons/${slug}/availability?service_ids=${salon.services['Corte masculino']}&from=${day}&days=1`)).json()) as {
      days: Array<{ times: Array<{ time: string }> }>;
    };
    expect(times.days[0].times.map((t) => t.time)).toContain('11:00');

    // At the counter the paid deposit comes off: R$ 39,90 less R$ 20,00.
    await confirmed.click();
    await desk.getByRole('dialog', { name: 'Agendamento de Sofia Sinal' }).getByRole('button', { name: 'Finalizar' }).click();
    await desk.waitForURL('**/sales');
    await desk.getByRole('region', { name: 'Itens da venda' }).getByRole('listitem', { name: 'Corte masculino' }).waitFor();
    expect(squash(await desk.getByTestId('sale-deposit').innerText())).toBe('-R$ 20,00');
    expect(squash(await desk.getByTestId('sale-due').innerText())).toBe('R$ 19,90');
    await desk.getByRole('group', { name: 'Forma de pagamento' }).getByRole('button', { name: 'Pix' }).click();
    await captureScreen(desk, 'sale-deposit-checkout-1280', DESKTOP.width);
    await desk.getByRole('button', { name: 'Finalizar', exact: true }).click();
    const confirm = desk.getByRole('dialog', { name: 'Finalizar venda?' });
    await confirm.getByText(/A receber R\$\s19,90 em Pix/).waitFor();
    await confirm.getByRole('button', { name: 'Pix recebido, finalizar' }).click();
    await desk.waitForURL(/\/sales\/\d+$/);
    const invoice = desk.locator('article.invoice');
    expect(squash(await invoice.getByTestId('invoice-deposit').innerText())).toBe('-R$ 20,00');
    expect(squash(await invoice.getByTestId('invoice-balance').innerText())).toBe('R$ 19,90');
    await captureScreen(desk, 'sale-deposit-invoice-1280', DESKTOP.width);
    await Promise.all([context.close(), desk.close(), pix.close()]);
  }, 120_000);
});
