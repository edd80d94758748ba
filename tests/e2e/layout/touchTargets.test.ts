import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { launchBrowser, networkQuiet, PHONE } from '../support/browser';
import { BRUNO, ON_PHONE, book, bookingDay, openAgenda, seedAgendaSalon, type AgendaSalon } from '../support/agendaSalon';
import { smallTargets } from '../support/layoutChecks';
import { openAs } from '../support/owner';

const TABLET = { width: 768, height: 1024 };
const SCREENS = ['/clients', '/sales', '/vendas', '/services', '/products', '/staff', '/reports', '/meu-salao/plano'];

/** The page drawn, its data in: its heading, and no request left in flight. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await networkQuiet(page);
}

/**
 * Issue 25, item 20: on a touch screen every control a finger taps is at least 44 x 44 px: the top bar, the
 * menu, each main screen, the agenda's toolbar (previous and next day, 'Mostrar cancelados'), the booking
 * form's client suggestions and an appointment's detail, at 768 px (the front desk's tablet) and 375 px (a
 * barber's phone).
 */
describe('touch targets', () => {
  let app: RunningApp;
  let browser: Browser;
  let salon: AgendaSalon;
  const day = bookingDay();

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    salon = await seedAgendaSalon(app.url);
    await book(app.url, salon, { client: 'João Silva', professional: BRUNO.name, service: 'Barba completa', day, clock: '09:00' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it.each([
    ['768', TABLET],
    ['375', PHONE],
  ] as const)('are at least 44 x 44 px on every main screen at %s px', async (_, viewport) => {
    const page = await openAs(browser, app.url, salon.owner, viewport, ON_PHONE);
    const found: Record<string, string[]> = {};

    await openAgenda(page, app.url, day);
    await settled(page);
    found['/agenda'] = await smallTargets(page);
    // The booking form, with the client search's suggestions open.
    await page.getByRole('button', { name: /Novo agendamento/ }).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Cliente').tap();
    await dialog.getByLabel('Cliente').pressSequentially('mar');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /Marcos Paulo/ }).waitFor();
    found['new appointment'] = await smallTargets(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).tap();
    await dialog.waitFor({ state: 'detached' });
    // An appointment's detail, its history open (a phone shows one professional at a time: Bruno's).
    if (viewport === PHONE) await page.getByRole('group', { name: 'Profissional' }).getByRole('button', { name: BRUNO.name }).tap();
    await page.getByRole('button', { name: /João Silva/ }).first().tap();
    const detail = page.getByRole('dialog', { name: 'Agendamento de João Silva' });
    await detail.getByTestId('appointment-status').waitFor();
    await detail.getByText('Histórico').tap();
    await networkQuiet(page);
    found['appointment detail'] = await smallTargets(page);

    for (const path of [...SCREENS, `/clients/${salon.clients['Ana Beatriz Costa']}`]) {
      await page.goto(`${app.url}${path}`);
      await settled(page);
      found[path] = await smallTargets(page);
    }
    // The client and staff forms (the tabs, the switches, the colour swatches).
    await page.goto(`${app.url}/clients`);
    await settled(page);
    await page.getByRole('button', { name: 'Novo Cliente' }).first().tap();
    await page.getByRole('dialog').filter({ hasText: 'Novo Cliente' }).getByLabel('Nome').waitFor();
    found['client form'] = await smallTargets(page);
    await page.goto(`${app.url}/staff`);
    await settled(page);
    await page.getByRole('button', { name: new RegExp(BRUNO.name) }).first().tap();
    await page.getByRole('dialog', { name: 'Editar Profissional' }).getByLabel('Nome').waitFor();
    found['staff form'] = await smallTargets(page);
    await page.goto(`${app.url}/clients`);
    await settled(page);
    // The side menu, behind the burger below desktop widths.
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    await page.locator('.app-offcanvas.show').waitFor();
    found.menu = await smallTargets(page);

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
    await page.close();
  });
});
