import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, PHONE, screenshot, untilLive } from '../support/browser';
import { expectLooksFinished } from '../support/layoutChecks';
import { startSmtpSink } from '../support/smtpSink';

describe('a new visitor becomes a customer', () => {
  let app: RunningApp;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('goes from the landing page to pricing, picks Team, signs up, signs in, reloads and logs out', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(app.url);
    await expect.poll(() => page.locator('a[href="/cadastrar"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'landing-1280');
    await expectLooksFinished(page);

    // The landing page is static HTML: no script files at all, only a small inline script.
    expect(await page.locator('script[src]').count()).toBe(0);
    const landingEvent = page.waitForRequest((r) => r.url().endsWith('/v1/events') && r.method() === 'POST');
    await page.locator('.landing-hero a[href="/precos"]').click();
    expect(JSON.parse((await landingEvent).postData() ?? '{}')).toMatchObject({ name: 'landing.cta_click', properties: { cta: 'hero_pricing' } });
    await page.waitForURL('**/precos');
    await page.locator('a[href="/cadastrar?plan=2"]').first().waitFor();
    await screenshot(page, 'pricing-1280');
    await expectLooksFinished(page);
    const planEvent = page.waitForRequest((r) => r.url().endsWith('/v1/events') && r.method() === 'POST');
    await page.locator('a[href="/cadastrar?plan=2"]').first().click();
    expect(JSON.parse((await planEvent).postData() ?? '{}')).toMatchObject({ name: 'pricing.plan_click', properties: { plan: 2 } });
    await page.waitForURL('**/cadastrar?plan=2');
    await expect.poll(() => page.getByText(/Plano Team/).count()).toBe(1);

    await page.getByLabel('Seu nome').fill('Carla Souza');
    await page.getByLabel('Nome do estabelecimento').fill('Barbearia da Carla');
    await page.getByLabel('E-mail').fill('carla@barbearia.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('tesoura-afiada-1');
    await page.getByLabel('Confirme a senha').fill('tesoura-afiada-1');
    await screenshot(page, 'signup-1280');
    await expectLooksFinished(page);
    await page.getByRole('button', { name: 'Criar conta grátis' }).click();

    await page.waitForURL('**/login');
    await page.getByText('Cadastro realizado! Faça seu login para continuar').waitFor();
    await page.getByLabel('E-mail').fill('carla@barbearia.com.br');
    await page.getByLabel('Senha').fill('tesoura-afiada-1');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await page.waitForURL('**/agenda');
    await page.getByText('Boas-vindas!').waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const item of ['Agenda', 'Clientes', 'Profissionais', 'Serviços', 'Produtos', 'Relatórios']) {
      await menu.getByRole('link', { name: item, exact: true }).waitFor();
    }
    await page.getByText('Barbearia da Carla').waitFor();
    // A new salon's agenda offers its first steps.
    await page.getByRole('region', { name: 'Primeiros passos' }).getByText('0 de 4 concluídos').waitFor();
    await screenshot(page, 'app-shell-1280');
    await expectLooksFinished(page);

    await page.reload();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agenda');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('agendei.session'))).toBeNull();
    await page.goto(`${app.url}/agenda`);
    await page.waitForURL('**/login');

    // The welcome e-mail went through the outbox to a real SMTP server.
    const welcome = await smtp.waitFor('carla@barbearia.com.br');
    expect(welcome.raw).toMatch(/Subject: .*(Boas-vindas|=\?UTF-8\?)/i);
    await page.close();
  });

  it('looks finished on a phone: landing, pricing, sign-up and the app shell with its burger menu', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(app.url);
    await screenshot(page, 'landing-375');
    await page.goto(`${app.url}/precos`);
    await page.locator('a[href="/cadastrar?plan=3"]').first().waitFor();
    await screenshot(page, 'pricing-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.goto(`${app.url}/cadastrar`);
    await page.getByLabel('Seu nome').waitFor();
    await screenshot(page, 'signup-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Its own account, so this test does not depend on the one above.
    const signUp = await fetch(`${app.url}/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Duda', salon_name: 'Salão da Duda', email: 'duda@salao.com.br', password: 'pente-fino-22', password_confirmation: 'pente-fino-22' }),
    });
    expect(signUp.status).toBe(200);
    await page.goto(`${app.url}/login`);
    await untilLive(page);
    await page.getByLabel('E-mail').fill('duda@salao.com.br');
    await page.getByLabel('Senha').fill('pente-fino-22');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/agenda');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Clientes' }).click();
    await page.waitForURL('**/clients');
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    await screenshot(page, 'app-shell-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    // Issue 25, item 24: the same page, but a 404 a search engine will not index.
    expect((await page.goto(`${app.url}/isto-nao-existe`))?.status()).toBe(404);
    await page.getByText('Ops! Você parece estar perdido').waitFor();
    await page.locator('main a[href="/"]').first().click();
    await page.waitForURL(`${app.url}/`);
    await page.close();
  });
});
