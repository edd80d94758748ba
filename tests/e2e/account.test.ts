import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_SALON, ON_PHONE } from './agendaSalon';
import { startApp, type RunningApp } from './appServer';
import { DESKTOP, PHONE, launchBrowser } from './browser';
import { captureScreen, openAs, signInAgain, signUpOwner } from './owner';

const NEW_PASSWORD = 'tesoura-nova-42';

describe('my account', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('changes the password on the desktop: the phone signed in before is signed out, the desktop stays, the new password signs in', async () => {
    const owner = await signUpOwner(app.url);
    const desktop = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    const phone = await openAs(browser, app.url, await signInAgain(app.url, owner), PHONE, ON_PHONE);
    await phone.goto(`${app.url}/clients`);
    await phone.getByRole('heading', { name: 'Clientes' }).waitFor();

    await desktop.goto(`${app.url}/profile`);
    await desktop.getByLabel('Senha atual').fill(owner.password);
    await desktop.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await desktop.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
    await captureScreen(desktop, 'account-1280', DESKTOP.width);
    await desktop.getByRole('button', { name: 'Alterar senha' }).click();
    await desktop.getByText('Senha alterada. Os outros aparelhos conectados à sua conta foram desconectados.').waitFor();
    expect(await desktop.getByLabel('Senha atual').inputValue()).toBe('');

    // The phone's next call is refused: back to the sign-in page, with the reason.
    await phone.goto(`${app.url}/clients`);
    await phone.waitForURL('**/login');
    await phone.getByText('Sua sessão expirou. Entre novamente.').waitFor();
    // The desktop still works.
    await desktop.goto(`${app.url}/clients`);
    await desktop.getByRole('heading', { name: 'Clientes' }).waitFor();
    expect(new URL(desktop.url()).pathname).toBe('/clients');

    const old = await fetch(`${app.url}/v1/auth/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: owner.email, password: owner.password }) });
    expect(old.status).toBe(401);
    const fresh = await fetch(`${app.url}/v1/auth/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: owner.email, password: NEW_PASSWORD }) });
    expect(fresh.status).toBe(200);
    await Promise.all([desktop.close(), phone.close()]);
  });

  it('says a wrong current password under the field on a phone, and changes nothing', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, PHONE, ON_PHONE);
    await page.goto(`${app.url}/profile`);
    await page.getByLabel('Senha atual').fill('chute-errado-1');
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).tap();
    await page.getByText('Senha atual incorreta').waitFor();
    await captureScreen(page, 'account-375', PHONE.width);
    const still = await fetch(`${app.url}/v1/auth/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: owner.email, password: owner.password }) });
    expect(still.status).toBe(200);
    await page.close();
  });
});
