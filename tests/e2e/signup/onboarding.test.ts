import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaShot } from '../support/agendaGrid';
import { BRUNO, IN_SALON, bookingDay } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { api, openAs, seedServices, signUpOwner } from '../support/owner';

const checklist = (page: Page) => page.getByRole('region', { name: /Primeiros passos|Tudo pronto!/ });
const stepTexts = (page: Page) => checklist(page).getByRole('listitem').evaluateAll((items) => items.map((li) => (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

describe("a new salon's first steps on the agenda", () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('ticks each step as the salon fills in, books the first appointment from the list, and stays closed once closed', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await page.goto(`${app.url}/agenda`);
    await checklist(page).getByText('0 de 4 concluídos').waitFor();
    await agendaShot(page, 'onboarding-1280', DESKTOP.width);

    // Another device adds the services and a professional; this one sees them after a reload.
    const services = await seedServices(app.url, owner);
    const bruno = await api<{ id: number }>(app.url, owner, `/salons/${owner.salonId}/employees`, {
      method: 'POST',
      body: { employee: { name: BRUNO.name, color: BRUNO.color, agendei_access: false, service_ids: Object.values(services) } },
    });
    await page.reload();
    await checklist(page).getByText('2 de 4 concluídos').waitFor();

    // The client step's link leads to the clients, where the first one is saved.
    await checklist(page).getByRole('listitem').filter({ hasText: 'Cadastre seu primeiro cliente' }).getByRole('link', { name: 'Adicionar' }).click();
    await page.waitForURL('**/clients');
    await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
    const clientDialog = page.getByRole('dialog').filter({ hasText: 'Novo Cliente' });
    await clientDialog.getByLabel('Nome').fill('Ana Beatriz Costa');
    await clientDialog.getByLabel('Telefone').pressSequentially('11912345678');
    await clientDialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Cliente cadastrado com sucesso.').waitFor();
    await clientDialog.waitFor({ state: 'detached' });

    // Back on the agenda (no reload), the list asks again: three of four.
    await page.getByRole('link', { name: 'Agenda' }).first().click();
    await checklist(page).getByText('3 de 4 concluídos').waitFor();
    expect(await stepTexts(page)).toEqual([
      'Cadastre seus profissionais (concluído)',
      'Cadastre seus serviços (concluído)',
      'Cadastre seu primeiro cliente (concluído)',
      'Marque o primeiro agendamento (a fazer) Agendar',
    ]);

    // Agendar opens the booking; saving it ticks the last step on the spot.
    await checklist(page).getByRole('button', { name: 'Agendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Profissional').selectOption(String(bruno.id));
    await dialog.getByLabel('Data').fill(bookingDay());
    await dialog.getByLabel('Horário').selectOption('10:00');
    await dialog.getByLabel('Cliente').fill('ana');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /Ana Beatriz Costa/ }).click();
    await dialog.getByLabel('Serviço').selectOption(String(services['Corte masculino']));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Agendamento cadastrado!').waitFor();
    await checklist(page).getByText('Sua agenda está configurada. Bom trabalho!').waitFor();

    // Fechar closes it for the salon: not back after a reload.
    await checklist(page).getByRole('button', { name: 'Fechar' }).click();
    await checklist(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.rbc-time-view').waitFor();
    await page.getByRole('heading', { name: 'Agenda' }).waitFor();
    expect(await api<{ dismissed: boolean }>(app.url, owner, `/salons/${owner.salonId}/onboarding`)).toMatchObject({ dismissed: true });
    expect(await checklist(page).count()).toBe(0);
    await page.close();
  });

  it('fits a phone', async () => {
    const owner = await signUpOwner(app.url);
    const page = await openAs(browser, app.url, owner, PHONE, { ...IN_SALON, hasTouch: true, isMobile: true });
    await page.goto(`${app.url}/agenda`);
    await checklist(page).getByText('0 de 4 concluídos').waitFor();
    await agendaShot(page, 'onboarding-375', PHONE.width);
    await checklist(page).getByRole('button', { name: 'Dispensar' }).tap();
    await checklist(page).waitFor({ state: 'detached' });
    await page.close();
  });
});
