import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_SALON, ON_PHONE } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { api, captureScreen, openAs, signUpOwner } from '../support/owner';

interface Settings {
  name: string;
  phone: string | null;
  zip_code: string | null;
  address: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  time_zone: string;
  reminders_enabled: boolean;
  reminder_hours: number;
  price_change_front_desk: boolean;
  price_change_professional: boolean;
  price_change_max_percent: number;
  working_hours: Array<Array<{ start: string; end: string }> | null>;
}

const TABLET = { width: 768, height: 1024 };

/**
 * The CEP look-up service the app asks (CEP_LOOKUP_URL), answering as ViaCEP does: one CEP it knows, `erro`
 * for any other. It records the CEPs asked.
 */
async function startCepService(): Promise<{ server: Server; template: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1] ?? '';
    asked.push(cep);
    const body =
      cep === '01310100'
        ? { cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }
        : { erro: true };
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, template: `http://127.0.0.1:${port}/ws/{cep}/json/`, asked };
}

describe("the salon's profile", () => {
  let app: RunningApp;
  let browser: Browser;
  let cep: Awaited<ReturnType<typeof startCepService>>;

  beforeAll(async () => {
    cep = await startCepService();
    [app, browser] = await Promise.all([startApp({ CEP_LOOKUP_URL: cep.template }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => cep?.server.close(resolve));
  });

  it('is opened from the salon menu, saved, shown in the top bar, and still there after a reload', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await page.goto(`${app.url}/clients`);
    await page.locator('header').getByRole('button', { name: /Salão/ }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await page.waitForURL('**/meu-salao/perfil');
    const name = page.getByLabel('Nome do salão');
    await name.fill('Barbearia do Zé');
    await page.getByLabel('Telefone ou WhatsApp').pressSequentially('11912345678');
    expect(await page.getByLabel('Telefone ou WhatsApp').inputValue()).toBe('(11) 91234-5678');
    await page.getByLabel('CEP', { exact: true }).pressSequentially('01304001');
    // A CEP the look-up service does not know: said under the field; the address is typed and saved all the same.
    await page.getByText('CEP não encontrado').waitFor();
    await page.getByLabel('Endereço', { exact: true }).fill('Rua Augusta, 1500');
    await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
    await page.getByLabel('Estado').selectOption('SP');
    await page.getByLabel('Fuso horário').selectOption('America/Manaus');
    await captureScreen(page, 'salon-profile-1280', DESKTOP.width);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil do salão salvo!').waitFor();
    await page.locator('header').getByText('Barbearia do Zé').waitFor();

    expect(await api<Settings>(app.url, owner, `/salons/${owner.salonId}/settings`)).toMatchObject({
      name: 'Barbearia do Zé',
      phone: '(11) 91234-5678',
      zip_code: '01304-001',
      address: 'Rua Augusta, 1500',
      state: 'SP',
      time_zone: 'America/Manaus',
    });
    await page.reload();
    expect(await page.getByLabel('Nome do salão').inputValue()).toBe('Barbearia do Zé');
    expect(await page.getByLabel('Fuso horário').inputValue()).toBe('America/Manaus');
    await page.locator('header').getByText('Barbearia do Zé').waitFor();
    await page.close();
  });

  it('refuses a blank name under the field, sends nothing, and fits a phone', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, PHONE, ON_PHONE);
    await page.goto(`${app.url}/meu-salao/pefil`);
    await page.waitForURL('**/meu-salao/perfil');
    await page.getByLabel('Nome do salão').fill('   ');
    await page.getByRole('button', { name: 'Salvar' }).tap();
    await page.getByText('Digite o nome do salão').waitFor();
    await captureScreen(page, 'salon-profile-375', PHONE.width);
    expect((await api<Settings>(app.url, owner, `/salons/${owner.salonId}/settings`)).name).toMatch(/^Salão \d+$/);
    await page.close();
  });

  it("copies Monday's hours and lunch break to the other open days with a tap on a tablet ('Aplicar a todos os dias')", async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, TABLET, { ...IN_SALON, hasTouch: true });
    await page.goto(`${app.url}/meu-salao/perfil`);
    const week = page.getByRole('region', { name: 'Horário de funcionamento' });
    await week.getByRole('combobox', { name: 'Segunda: fim do período 1' }).selectOption('18:00');
    const monday = week.locator('fieldset').filter({ has: page.getByRole('switch', { name: 'Segunda' }) });
    await monday.getByRole('button', { name: '+ Intervalo' }).tap();
    const apply = monday.getByRole('button', { name: 'Aplicar o horário de segunda-feira a todos os dias' });
    const box = await apply.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // A day off offers nothing to copy, and stays off.
    expect(await week.getByRole('button', { name: /domingo a todos os dias/ }).count()).toBe(0);
    await apply.tap();
    expect(await week.getByRole('combobox', { name: 'Sábado: fim do período 2' }).inputValue()).toBe('18:00');
    await page.getByRole('button', { name: 'Salvar' }).tap();
    await page.getByText('Perfil do salão salvo!').waitFor();

    const settings = await api<Settings>(app.url, owner, `/salons/${owner.salonId}/settings`);
    const lunch = [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '18:00' }];
    expect(settings.working_hours).toEqual([null, lunch, lunch, lunch, lunch, lunch, lunch]);
    await page.close();
  });

  it("fills the address from the CEP, and keeps the reminders and Monday's default hours after a reload", async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, TABLET, IN_SALON);
    await page.goto(`${app.url}/meu-salao/perfil`);
    await page.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
    const address = page.getByLabel('Endereço', { exact: true });
    await expect.poll(() => address.inputValue()).toBe('Avenida Paulista');
    expect(await page.getByLabel('Bairro').inputValue()).toBe('Bela Vista');
    expect(await page.getByLabel('Cidade', { exact: true }).inputValue()).toBe('São Paulo');
    expect(await page.getByLabel('Estado').inputValue()).toBe('SP');
    expect(cep.asked.at(-1)).toBe('01310100');
    await address.fill('Avenida Paulista, 1000');

    await page.getByLabel('Quando enviar').selectOption('12');
    const week = page.getByRole('region', { name: 'Horário de funcionamento' });
    await week.getByRole('combobox', { name: 'Segunda: início do período 1' }).selectOption('08:00');
    await week.getByRole('combobox', { name: 'Segunda: fim do período 1' }).selectOption('17:30');
    await captureScreen(page, 'salon-profile-768', TABLET.width);
    // Who may change prices at checkout (issue 24): the front desk, up to 15%.
    const maxPercent = page.getByLabel('Desconto máximo (% do preço do catálogo)');
    expect(await maxPercent.isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Recepção pode dar desconto e alterar o preço' }).check();
    await maxPercent.fill('15');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil do salão salvo!').waitFor();

    const settings = await api<Settings>(app.url, owner, `/salons/${owner.salonId}/settings`);
    expect(settings).toMatchObject({
      zip_code: '01310-100',
      address: 'Avenida Paulista, 1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      reminders_enabled: true,
      reminder_hours: 12,
      price_change_front_desk: true,
      price_change_professional: false,
      price_change_max_percent: 15,
    });
    const nineToSeven = [{ start: '09:00', end: '19:00' }];
    expect(settings.working_hours).toEqual([null, [{ start: '08:00', end: '17:30' }], nineToSeven, nineToSeven, nineToSeven, nineToSeven, nineToSeven]);
    // The owner's professional record has no hours of its own: it works the salon's.
    const [professional] = await api<Array<{ working_hours: Settings['working_hours'] }>>(app.url, owner, `/salons/${owner.salonId}/employees`);
    expect(professional.working_hours[1]).toEqual([{ start: '08:00', end: '17:30' }]);

    await page.reload();
    expect(await page.getByLabel('CEP', { exact: true }).inputValue()).toBe('01310-100');
    expect(await page.getByLabel('Endereço', { exact: true }).inputValue()).toBe('Avenida Paulista, 1000');
    expect(await page.getByLabel('Quando enviar').inputValue()).toBe('12');
    expect(await page.getByRole('switch', { name: 'Enviar lembretes por e-mail aos clientes' }).isChecked()).toBe(true);
    expect(await week.getByRole('combobox', { name: 'Segunda: início do período 1' }).inputValue()).toBe('08:00');
    expect(await week.getByRole('combobox', { name: 'Segunda: fim do período 1' }).inputValue()).toBe('17:30');
    expect(await page.getByRole('switch', { name: 'Recepção pode dar desconto e alterar o preço' }).isChecked()).toBe(true);
    expect(await maxPercent.inputValue()).toBe('15');
    await page.close();
  });
});
