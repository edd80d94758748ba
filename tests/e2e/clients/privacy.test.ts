import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_SALON, ON_PHONE } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { api, captureScreen, openAs, signUpOwner, transitionsDone, type Owner } from '../support/owner';

interface Client {
  id: number;
  name: string;
}

/** A salon with Maria (booked and sold a haircut) and João, made through the API. */
async function seedSalon(baseUrl: string, owner: Owner) {
  const post = <T>(path: string, body: unknown) => api<T>(baseUrl, owner, `/salons/${owner.salonId}${path}`, { method: 'POST', body });
  const category = await post<{ id: number }>('/service_categories', { service_category: { name: 'Cabelo' } });
  const service = await post<{ id: number }>('/services', { service: { name: 'Corte feminino', duration: 1800, price: 4500, service_category_id: category.id } });
  const [professional] = await api<Array<{ id: number }>>(baseUrl, owner, `/salons/${owner.salonId}/employees`);
  const maria = await post<Client>('/clients', { client: { name: 'Maria Souza', email: 'maria.souza@exemplo.com.br', phone: '(11) 91234-5678', messages_consent: true } });
  const joao = await post<Client>('/clients', { client: { name: 'João Pereira' } });
  const startAt = Math.floor(Date.now() / 1000) - 3 * 3600;
  const booking = await post<{ id: number }>('/appointments', {
    appointment: { client_id: maria.id, service_id: service.id, employee_id: professional.id, start_at: startAt, notes: 'Prefere água fria' },
  });
  await post('/sales', {
    sale: { payment_type: 'pix', price: 4500, client_id: maria.id, transactions_attributes: [{ service_id: service.id, appointment_id: booking.id }] },
  });
  return { maria, joao };
}

/** Clicks what starts a download and answers the file's name and bytes. */
async function download(page: Page, start: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

/** A CSV of the export as rows of objects by its header (';', CRLF, a BOM; these names have no quotes). */
function csvRows(bytes: Uint8Array) {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = text.slice(1, -2).split('\r\n').map((line) => line.split(';'));
  return lines.map((line) => Object.fromEntries(header.map((column, i) => [column, line[i]])));
}

describe('LGPD: a client exported and erased, the salon exported, the account closed', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("exports Maria's data, erases her with her name typed, and exports the salon as CSV files in a ZIP", async () => {
    const owner = await signUpOwner(app.url, 'Ana Dona');
    const { maria, joao } = await seedSalon(app.url, owner);
    const page = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await page.goto(`${app.url}/clients/${maria.id}`);
    await page.getByRole('heading', { name: 'Maria Souza' }).waitFor();
    await expect.poll(() => page.locator('[data-fact="consent"]').textContent()).toMatch(/^sim, desde \d{2}\/\d{2}\/\d{4}$/);

    await page.getByRole('link', { name: 'Exportar dados (LGPD)' }).click();
    await page.getByRole('heading', { name: 'Dados de Maria Souza' }).waitFor();
    await page.getByRole('region', { name: 'Agendamentos' }).getByText('Prefere água fria').waitFor();
    await captureScreen(page, 'privacy-data-1280', DESKTOP.width);
    // On paper: the data only, without the app's menus and the page's buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.app-sidebar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Baixar JSON' }).isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'Dados de Maria Souza' }).waitFor();
    await page.screenshot({ path: 'tests/e2e/screenshots/privacy-data-print-1280.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    const json = await download(page, () => page.getByRole('button', { name: 'Baixar JSON' }).click());
    expect(json.name).toBe(`cliente-${maria.id}-dados.json`);
    const exported = JSON.parse(json.bytes.toString('utf8')) as { client: { name: string; email: string }; appointments: unknown[]; sales: unknown[] };
    expect(exported.client).toMatchObject({ name: 'Maria Souza', email: 'maria.souza@exemplo.com.br' });
    expect(exported.appointments).toHaveLength(1);
    expect(exported.sales).toHaveLength(1);

    await page.getByRole('link', { name: 'Voltar ao cliente' }).click();
    await page.getByRole('button', { name: 'Apagar dados do cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apagar dados do cliente' });
    const confirm = dialog.getByRole('button', { name: 'Apagar dados' });
    await dialog.getByLabel(/Para confirmar, digite o nome do cliente/).fill('Maria');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Para confirmar, digite o nome do cliente/).fill('Maria Souza');
    await transitionsDone(page, dialog);
    await captureScreen(page, 'privacy-erase-1280', DESKTOP.width);
    await confirm.click();
    await page.getByRole('heading', { name: `Cliente removido #${maria.id}` }).waitFor();
    await page.getByText('Os dados pessoais deste cliente foram apagados em').waitFor();
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    // Gone from the list, João stays.
    const listed = await api<Client[]>(app.url, owner, `/salons/${owner.salonId}/clients`);
    expect(listed.map((c) => c.name)).toEqual(['João Pereira']);

    await page.locator('header').getByRole('button', { name: /Salão/ }).click();
    await page.getByRole('menuitem', { name: 'Privacidade e dados' }).click();
    await page.waitForURL('**/meu-salao/privacidade');
    await captureScreen(page, 'privacy-page-1280', DESKTOP.width);
    const zip = await download(page, () => page.getByRole('button', { name: 'Exportar todos os dados do salão' }).click());
    expect(zip.name).toMatch(new RegExp(`^agendei-salao-${owner.salonId}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(files).sort()).toEqual(['appointments.csv', 'cash_drawers.csv', 'cash_movements.csv', 'categories.csv', 'clients.csv', 'comanda_items.csv', 'comandas.csv', 'deposits.csv', 'pix_charges.csv', 'products.csv', 'professionals.csv', 'sale_items.csv', 'sale_payments.csv', 'sale_tips.csv', 'sales.csv', 'services.csv', 'stock_movements.csv']);
    const clients = csvRows(files['clients.csv']);
    expect(clients.map((c) => c.name).sort()).toEqual([`Cliente removido #${maria.id}`, 'João Pereira']);
    expect(clients.find((c) => Number(c.id) === joao.id)).toMatchObject({ name: 'João Pereira', messages_consent: 'false' });
    expect(csvRows(files['sales.csv'])).toEqual([expect.objectContaining({ total: '45,00', client_id: String(maria.id) })]);
    await page.close();
  });

  it('fits a phone, and closing the account with the password ends the session with the date the data goes', async () => {
    const owner = await signUpOwner(app.url, 'Bia Dona');
    const { joao } = await seedSalon(app.url, owner);
    const page = await openAs(browser, app.url, owner, PHONE, ON_PHONE);
    await page.goto(`${app.url}/clients/${joao.id}`);
    await page.getByRole('button', { name: 'Apagar dados do cliente' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Apagar dados do cliente' });
    await dialog.getByLabel(/Para confirmar, digite o nome do cliente/).fill('João Pereira');
    await transitionsDone(page, dialog);
    await captureScreen(page, 'privacy-erase-375', PHONE.width);
    await dialog.getByRole('button', { name: 'Cancelar' }).tap();
    await transitionsDone(page);

    await page.goto(`${app.url}/clients/${joao.id}/dados`);
    await page.getByRole('heading', { name: 'Dados de João Pereira' }).waitFor();
    await captureScreen(page, 'privacy-data-375', PHONE.width);

    await page.goto(`${app.url}/meu-salao/privacidade`);
    await page.getByRole('heading', { name: 'Encerrar conta' }).waitFor();
    await captureScreen(page, 'privacy-page-375', PHONE.width);
    await page.getByRole('button', { name: 'Encerrar conta' }).tap();
    const closing = page.getByRole('dialog', { name: 'Encerrar a conta do salão?' });
    await closing.getByLabel('Sua senha').fill('nao-e-a-senha');
    await closing.getByRole('button', { name: 'Encerrar conta' }).tap();
    await closing.getByText('Senha incorreta').waitFor();
    await closing.getByLabel('Sua senha').fill(owner.password);
    await closing.getByRole('button', { name: 'Encerrar conta' }).tap();
    await page.waitForURL('**/login');
    await page.getByText(/^Conta encerrada\. Enviamos a confirmação para o seu e-mail; os dados serão apagados em \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('agendei.session'))).toBeNull();

    // The old session is gone on the server too, and the account no longer signs in.
    const stale = await fetch(`${app.url}/v1/salons/${owner.salonId}/clients`, { headers: owner.headers });
    expect(stale.status).toBe(401);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Senha').fill(owner.password);
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await page.getByText(/Esta conta foi encerrada/).waitFor();
    await page.close();
  });
});
