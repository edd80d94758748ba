import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_SALON, ON_PHONE } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { api, captureScreen, openAs, signUpOwner } from '../support/owner';

const TABLET = { width: 768, height: 1024 };

/** Every subscribe the page sends, to check what went (and that nothing went). */
function watchSubscribes(page: Page) {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/subscribe')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Nome impresso no cartão').fill('DONA RITA');
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Validade').fill('12/30');
  await page.getByLabel('Código de segurança').fill('123');
}

/** Salons whose trial is over from the start (TRIAL_DAYS=0): their first write meets the plan page. */
describe('the plan page, after the trial', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp({ TRIAL_DAYS: '0' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('sends the next write to the plan page; a bad number and a declined card charge nothing; Team annual with a test card lets the salon write again', async () => {
    const owner = await signUpOwner(app.url, 'Dona Rita', 2);
    const page = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    const sent = watchSubscribes(page);

    // Reads work; the first write is refused and the owner lands on the plan page with the reason.
    await page.goto(`${app.url}/clients`);
    await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Novo Cliente' });
    await dialog.getByLabel('Nome').fill('Joana Prado');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/meu-salao/plano');
    await page.getByText('Seu período de teste terminou. Assine um plano para continuar cadastrando e alterando dados.').first().waitFor();
    await page.getByText(/Seu teste gratuito terminou. Nada foi perdido/).waitFor();
    await page.getByRole('region', { name: 'Plano atual' }).getByText('Teste encerrado').waitFor();

    // A number that fails the check digit: 'Campo inválido', nothing sent.
    await fillCard(page, '4111 1111 1111 1112');
    await page.getByRole('button', { name: 'Assinar' }).click();
    await page.getByText('Campo inválido').waitFor();
    expect(sent).toEqual([]);

    // The sandbox's decline card: the gateway's message, nothing charged.
    await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Assinar' }).click();
    await page.getByRole('alert').getByText('Cartão recusado pelo banco emissor. Nada foi cobrado: use outro cartão ou fale com o seu banco.').waitFor();
    expect(sent).toHaveLength(1);

    // Team, annual, with the approve card.
    await page.getByText('Anual', { exact: true }).click();
    await page.getByLabel(/Team/).check();
    await page.getByTestId('plan-total').getByText(/R\$\s?756,00 por ano/).waitFor();
    await page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
    await page.getByTestId('card-brand').getByText('Visa').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await captureScreen(page, 'plan-1280', DESKTOP.width);
    await page.getByRole('button', { name: 'Assinar' }).click();
    await page.getByText(`Assinatura confirmada! Enviamos o recibo para ${owner.email}.`).waitFor();
    const current = page.getByRole('region', { name: 'Plano atual' });
    await current.getByText('Team anual').waitFor();
    await current.getByText('Ativo').waitFor();
    await page.getByRole('table', { name: 'Pagamentos' }).getByText('Pago').waitFor();
    // Paid: the plan as it is now (next charge, card), no second form that reads as another charge; changes behind a button.
    await current.getByText(/Próxima cobrança em \d{2}\/\d{2}\/\d{4}: R\$\s?756,00\./).waitFor();
    await current.getByText('Cartão Visa •••• 1111').waitFor();
    expect(await page.getByLabel('Número do cartão').count()).toBe(0);
    expect(await page.getByTestId('plan-total').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Confirmar mudança' }).count()).toBe(0);
    await captureScreen(page, 'plan-paid-1280', DESKTOP.width);
    await current.getByRole('button', { name: 'Mudar de plano' }).click();
    await page.getByRole('button', { name: 'Confirmar mudança' }).waitFor();
    await page.getByRole('button', { name: 'Fechar sem mudar' }).click();
    await current.getByRole('button', { name: 'Mudar de plano' }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirmar mudança' }).count()).toBe(0);
    expect(sent).toHaveLength(2);
    // The card never travelled: only the hash did.
    for (const body of sent) {
      expect(body).not.toContain('4111111111111111');
      expect(body).not.toContain('4111 1111');
      expect(body).not.toContain('DONA RITA');
    }
    const state = await api<{ status: string; plan_id: number; cycle: string; payments: unknown[] }>(app.url, owner, `/salons/${owner.salonId}/subscription`);
    expect(state).toMatchObject({ status: 'active', plan_id: 2, cycle: 'annual' });
    expect(state.payments).toHaveLength(1);

    // Writing works again.
    await page.goto(`${app.url}/clients`);
    await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
    await dialog.getByLabel('Nome').fill('Joana Prado');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Cliente cadastrado com sucesso.').waitFor();
    await page.close();
  });

  it('looks right on a phone and a tablet', async () => {
    const owner = await signUpOwner(app.url, 'Dona Bia', 1);
    for (const [viewport, name, options] of [
      [PHONE, 'plan-375', ON_PHONE],
      [TABLET, 'plan-768', IN_SALON],
    ] as const) {
      const page = await openAs(browser, app.url, owner, viewport, options);
      await page.goto(`${app.url}/meu-salao/plano`);
      await page.getByRole('region', { name: 'Plano atual' }).getByText('Solo mensal').waitFor();
      await captureScreen(page, name, viewport.width);
      await page.close();
    }
  });
});
