import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, untilLive } from '../support/browser';
import { decodeQuotedPrintable, startSmtpSink } from '../support/smtpSink';

describe('a forgotten password', () => {
  let app: RunningApp;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
    const signUp = await fetch(`${app.url}/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bia Lima',
        salon_name: 'Studio Bia',
        email: 'bia@studio.com.br',
        password: 'senha-antiga-1',
        password_confirmation: 'senha-antiga-1',
      }),
    });
    expect(signUp.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('is reset through the link in the e-mail the outbox delivered over SMTP', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${app.url}/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/forgot');
    await untilLive(page);
    await page.getByLabel('E-mail').fill('bia@studio.com.br');
    await page.getByRole('button', { name: 'Enviar instruções' }).click();
    await page.getByText(/você receberá as instruções/).waitFor();

    const mail = await smtp.waitFor('bia@studio.com.br', (m) => decodeQuotedPrintable(m.raw).includes('reset_password_token='));
    const link = decodeQuotedPrintable(mail.raw).match(/https?:\/\/[^\s"<>]+reset_password_token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${app.url}/reset-password?`)).toBe(true);

    await page.goto(link!);
    await page.getByLabel('Nova senha').fill('senha-nova-123');
    await page.getByLabel('Confirme a senha').fill('senha-nova-123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Sua senha foi alterada com sucesso! Faça seu login para continuar').waitFor();

    await page.getByLabel('E-mail').fill('bia@studio.com.br');
    await page.getByLabel('Senha').fill('senha-antiga-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').getByText('E-mail ou senha incorretos.').waitFor();

    await page.getByLabel('Senha').fill('senha-nova-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/agenda');

    // The link works once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link!);
    await page.getByLabel('Nova senha').fill('mais-uma-senha-9');
    await page.getByLabel('Confirme a senha').fill('mais-uma-senha-9');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByRole('alert').getByText(/inválido ou expirou/).waitFor();
    await page.close();
  });
});
