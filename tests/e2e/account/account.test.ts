import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_SALON, ON_PHONE } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { captureScreen, openAs, signInAgain, signUpOwner } from '../support/owner';

const NEW_PASSWORD = 'tesoura-nova-42';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

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

  it('lists the devices signed in and signs the phone out from the desktop; the name change shows in the top bar', async () => {
    const owner = await signUpOwner(app.url, 'Dona Lia');
    // The phone signs in with its own browser (its User-Agent is what the device list names).
    const signedIn = await fetch(`${app.url}/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': IPHONE_SAFARI },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    expect(signedIn.status).toBe(200);
    const header = (key: string) => signedIn.headers.get(key) ?? '';
    const phoneSession = {
      ...owner,
      session: { user: owner.session.user, credentials: { accessToken: header('access-token'), client: header('client'), uid: header('uid'), expiry: Number(header('expiry')) } },
    };
    const phone = await openAs(browser, app.url, phoneSession, PHONE, { ...ON_PHONE, userAgent: IPHONE_SAFARI });
    await phone.goto(`${app.url}/clients`);
    await phone.getByRole('heading', { name: 'Clientes' }).waitFor();

    const desktop = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await desktop.goto(`${app.url}/profile`);
    const devices = desktop.getByRole('list', { name: 'Aparelhos conectados' });
    const iphone = devices.getByRole('listitem', { name: 'Safari no iPhone' });
    await iphone.waitFor();
    expect(await iphone.textContent()).toMatch(/usado (há menos de um minuto|agora)/);

    const name = desktop.getByLabel('Nome', { exact: true });
    await name.fill('Lia Souza');
    await desktop.getByRole('button', { name: 'Salvar nome' }).click();
    await desktop.getByText('Nome salvo.').waitFor();
    await desktop.getByRole('banner').getByText('Lia Souza').waitFor();
    await captureScreen(desktop, 'account-devices-1280', DESKTOP.width);

    await iphone.getByRole('button', { name: 'Desconectar' }).click();
    const dialog = desktop.getByRole('dialog', { name: 'Desconectar aparelho?' });
    await dialog.getByRole('button', { name: 'Desconectar' }).click();
    await desktop.getByText('Aparelho desconectado.').waitFor();
    await iphone.waitFor({ state: 'detached' });

    // The phone's next call is refused: back to the sign-in page. The desktop stays.
    await phone.goto(`${app.url}/clients`);
    await phone.waitForURL('**/login');
    await desktop.reload();
    await devices.getByRole('listitem').first().waitFor();
    expect(new URL(desktop.url()).pathname).toBe('/profile');
    await Promise.all([desktop.close(), phone.close()]);
  });
});
