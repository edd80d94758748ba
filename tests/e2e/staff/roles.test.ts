import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaShot, bodyColumns, clickSlot, columnNames, expectEventIn } from '../support/agendaGrid';
import { BRUNO, CARLA, IN_SALON, ON_PHONE, OWNER_NAME, book, bookingDay, dayOnServer, eventName, openAgenda, seedAgendaSalon, type AgendaSalon } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { acceptInvitation, api, captureScreen, invitationLink, inviteAndSignIn, openAs, type Owner } from '../support/owner';
import { salesOnServer, squash } from '../support/salesSalon';
import { startSmtpSink } from '../support/smtpSink';

/**
 * Issue 11's browser checks: the owner invites a professional with the Profissional role, who signs in on a phone
 * and sees only their own column, starts, finishes and sells their appointment and sees only their commission;
 * the front desk books for everyone on a tablet and cannot open the plan; a forbidden address typed by hand says
 * so and keeps the session; the owner reads who did what in the appointment's Histórico.
 */
const TABLET = { width: 768, height: 1024 };
const PRO = { name: 'Diego Máquina', email: 'diego.maquina@barbearia.com.br', password: 'tesoura-fina-42' };
const DESK = { name: 'Paula Recepção', email: 'paula.recepcao@barbearia.com.br', password: 'balcao-cheio-31' };
const NOT_ALLOWED_PAGE = 'Seu perfil não permite abrir esta página.';

/** The session the SPA stored after the form, as the API's headers (to check what the server gives this user). */
async function sessionOf(page: Page): Promise<Owner> {
  const stored = await page.evaluate(() => localStorage.getItem('agendei.session'));
  expect(stored).not.toBeNull();
  const session = JSON.parse(stored!) as Owner['session'];
  const { accessToken, client, uid } = session.credentials;
  return { salonId: session.user.salon.id, email: uid, password: '', headers: { 'access-token': accessToken, client, uid }, session };
}

/** Every 403 the page met and every uncaught error: a role's everyday screens must ask for nothing it may not have. */
function watchRefusals(page: Page) {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) problems.push(`403 ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** A booking brought into the grid's scroll (`center`: away from a phone's floating buttons), the page at its top. */
async function showInGrid(page: Page, cell: Locator, block: 'center' | 'start' = 'center') {
  await cell.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A hand-typed address outside the role: back on the agenda with the message, still signed in, even after a reload. */
async function expectRefusedPage(page: Page, appUrl: string, path: string) {
  await page.goto(`${appUrl}${path}`);
  await page.waitForURL('**/agenda');
  await page.getByRole('alert').filter({ hasText: NOT_ALLOWED_PAGE }).waitFor();
  await page.locator('.rbc-time-view').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('agendei.session'))).not.toBeNull();
  await page.reload();
  await page.locator('.rbc-time-view').waitFor();
  expect(new URL(page.url()).pathname).toBe('/agenda');
  expect(await page.getByRole('link', { name: 'Minha conta' }).isVisible()).toBe(true);
}

describe('roles: owner, front desk and professional', () => {
  let app: RunningApp;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let salon: AgendaSalon;
  const day = bookingDay();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
    salon = await seedAgendaSalon(app.url);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('a professional invited from the staff page signs in on a phone: their own column, start, finish and sell, their commission only, and no staff page', async () => {
    const { owner } = salon;

    // The owner, on a desktop: a new professional with an e-mail, access on and the Profissional role.
    const desk = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await desk.goto(`${app.url}/staff`);
    await desk.getByRole('table', { name: 'Profissionais do salão' }).getByRole('button', { name: new RegExp(OWNER_NAME) }).waitFor();
    await desk.getByRole('button', { name: 'Novo Profissional' }).click();
    const form = desk.getByRole('dialog', { name: 'Novo Profissional' });
    await form.getByLabel('Nome').fill(PRO.name);
    await form.getByLabel('E-mail (opcional)').fill(PRO.email);
    await form.getByLabel('Comissão em serviços (%)').fill('40');
    const access = form.getByRole('switch', { name: 'Acesso ao Agendei' });
    if (!(await access.isChecked())) await access.check();
    expect(await access.isChecked()).toBe(true);
    const role = form.getByLabel('Perfil de acesso');
    await role.selectOption({ label: 'Profissional' });
    expect(await role.inputValue()).toBe('professional');
    await form.getByText(/A própria agenda \(ou a de todos, se o salão permitir\)/).waitFor();
    await form.getByRole('tab', { name: 'Serviços' }).click();
    await form.getByLabel('Selecionar Todos').check();
    await form.getByText('3 de 3 selecionados').waitFor();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await desk.getByText(`Enviamos um convite para ${PRO.email} criar uma senha e entrar no Agendei.`).waitFor();
    await form.waitFor({ state: 'detached' });

    const employees = await api<Array<{ id: number; name: string; role: string; agendei_access: boolean }>>(app.url, owner, `/salons/${owner.salonId}/employees`);
    const saved = employees.find((e) => e.name === PRO.name);
    expect(saved).toMatchObject({ role: 'professional', agendei_access: true });
    salon.staff[PRO.name] = saved!.id;
    await desk.close();

    // The owner books the professional's appointment and another professional's, the same day.
    const own = await book(app.url, salon, { client: 'Ana Beatriz Costa', professional: PRO.name, service: 'Corte masculino', day, clock: '10:00' });
    await book(app.url, salon, { client: 'João Silva', professional: BRUNO.name, service: 'Barba completa', day, clock: '10:00' });

    // The invitation reaches the mailbox; its link creates the password; the professional signs in on a phone.
    const link = await invitationLink(smtp, app.url, PRO);
    const page = await browser.newPage({ viewport: PHONE, ...ON_PHONE });
    const problems = watchRefusals(page);
    await acceptInvitation(page, link, PRO, true);
    const pro = await sessionOf(page);
    expect(pro.session.user).toMatchObject({ name: PRO.name, role: 'professional', employee_id: saved!.id });

    // Only their own column (a phone shows one at a time: the strip offers only them), and Bruno's booking at the
    // same hour is nowhere.
    await openAgenda(page, app.url, day);
    const ana = eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45');
    const column = bodyColumns(page);
    const cell = column.getByRole('button', { name: ana, exact: true });
    await cell.waitFor();
    expect(await column.count()).toBe(1);
    const strip = page.getByRole('group', { name: 'Profissional' });
    expect(await strip.getByRole('button').evaluateAll((chips) => chips.map((chip) => chip.getAttribute('aria-label')))).toEqual([PRO.name]);
    expect(await strip.getByRole('button', { name: PRO.name }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /João Silva/ }).count()).toBe(0);
    // What the server gives this user holds no one else's booking either.
    expect((await dayOnServer(app.url, { ...salon, owner: pro }, day)).map((a) => a.id)).toEqual([own.id]);
    await showInGrid(page, cell);
    await agendaShot(page, 'roles-professional-agenda-375', PHONE.width);

    // Iniciar, then Finalizar: the sale opens with the service, theirs.
    await cell.tap();
    const detail = page.getByRole('dialog', { name: 'Agendamento de Ana Beatriz Costa' });
    await detail.getByRole('button', { name: 'Iniciar' }).tap();
    await page.getByText('Atendimento iniciado!').waitFor();
    await detail.waitFor({ state: 'detached' });
    await column.getByRole('button', { name: eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45', 'Em atendimento'), exact: true }).tap();
    expect(await detail.getByTestId('appointment-status').textContent()).toBe('Em atendimento');
    // The audit trail is the owner's.
    expect(await detail.getByRole('button', { name: 'Histórico' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Finalizar' }).tap();
    await page.waitForURL('**/sales');
    const corte = page.getByRole('region', { name: 'Itens da venda' }).getByRole('listitem', { name: 'Corte masculino' });
    await corte.waitFor();
    expect(await corte.getByLabel('Profissional').inputValue()).toBe(String(saved!.id));
    expect(await corte.getByLabel('Valor').inputValue()).toBe('R$ 39,90');
    expect(await page.getByTestId('sale-client').textContent()).toBe('Ana Beatriz Costa');

    // Pix, Finalizar, confirmed.
    await page.getByRole('group', { name: 'Forma de pagamento' }).getByRole('button', { name: 'Pix' }).tap();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).tap();
    const confirm = page.getByRole('dialog', { name: 'Finalizar venda?' });
    await confirm.getByText(/Total de R\$\s39,90 em Pix\./).waitFor();
    await confirm.getByRole('button', { name: 'Pix recebido, finalizar' }).tap();
    await page.getByText('Venda finalizada com sucesso!').waitFor();
    await page.waitForURL(/\/sales\/\d+$/);
    await page.locator('article.invoice').waitFor();
    const sales = await salesOnServer(app.url, { ...salon, productId: 0 });
    expect(sales.map((s) => [s.price, s.status])).toEqual([[3990, 'completed']]);

    // Fechar: back in the agenda, the appointment is completed.
    await page.getByRole('link', { name: 'Fechar' }).tap();
    await page.waitForURL('**/agenda');
    await column.getByRole('button', { name: eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45', 'Finalizado'), exact: true }).waitFor();
    expect((await dayOnServer(app.url, salon, day)).find((a) => a.id === own.id)?.status).toBe('completed');

    // The menu: no Profissionais. Relatórios: only Comissões, with their own row (40% of R$ 39,90).
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Agenda', exact: true }).waitFor();
    expect((await menu.getByRole('link').allInnerTexts()).map(squash)).toEqual(['Agenda', 'Clientes', 'Serviços', 'Produtos', 'Relatórios']);
    await menu.getByRole('link', { name: 'Relatórios' }).tap();
    await page.waitForURL('**/reports');
    const commissions = page.getByRole('region', { name: 'Comissões' });
    await commissions.waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Comissões']);
    const rows = commissions.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(squash(await rows.first().locator('th').innerText())).toBe(PRO.name);
    expect(squash(await rows.first().locator('.report-commission').innerText())).toBe('R$ 15,96');
    expect(await page.getByText('Resumo de Vendas').count()).toBe(0);
    expect(await page.getByText('Formas de pagamento').count()).toBe(0);
    expect(await page.getByText('Faturamento por dia').count()).toBe(0);
    await captureScreen(page, 'roles-professional-reports-375', PHONE.width);
    // Their row opens the item behind the figure: the sale just made.
    await commissions.getByRole('button', { name: new RegExp(PRO.name) }).first().tap();
    const items = page.getByRole('dialog', { name: `Comissões de ${PRO.name}` });
    const item = items.locator('tbody tr');
    await items.getByText('Corte masculino', { exact: true }).waitFor();
    expect(await item.count()).toBe(1);
    expect(squash(await item.first().textContent() ?? '')).toMatch(/Corte masculino.*Ana Beatriz Costa.*R\$ 15,96/);
    await page.keyboard.press('Escape');
    await items.waitFor({ state: 'detached' });

    // /staff typed by hand: the agenda, the message, the session kept.
    await expectRefusedPage(page, app.url, '/staff');
    expect(problems).toEqual([]);
    await page.close();

    // The owner: the appointment's Histórico names who created it and who started and finished it.
    const ownerPage = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    await openAgenda(ownerPage, app.url, day);
    await (await expectEventIn(ownerPage, eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45', 'Finalizado'), PRO.name)).click();
    const ownerDetail = ownerPage.getByRole('dialog', { name: 'Agendamento de Ana Beatriz Costa' });
    await ownerDetail.getByRole('button', { name: 'Histórico' }).click();
    const history = ownerDetail.locator('.audit-trail__list li');
    await history.first().waitFor();
    const lines = (await history.allInnerTexts()).map(squash);
    const at = String.raw` em \d{2}/\d{2}/\d{4} às \d{2}:\d{2}$`;
    expect(lines[0]).toMatch(new RegExp(`^Criado por ${OWNER_NAME}${at}`));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Iniciado por ${PRO.name}${at}`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Finalizado por ${PRO.name}${at}`)));
    await ownerPage.close();
  }, 90_000);

  it('the front desk books for another professional on a tablet, and the plan is not theirs', async () => {
    const { owner } = salon;
    const page = await browser.newPage({ viewport: TABLET, ...IN_SALON });
    const problems = watchRefusals(page);
    await inviteAndSignIn(page, app.url, smtp, owner, DESK, 'front_desk', false);
    expect((await sessionOf(page)).session.user).toMatchObject({ name: DESK.name, role: 'front_desk' });

    // Everyone's column, in the order they were added; none of her own: she serves no clients (issue 25, item 9).
    await openAgenda(page, app.url, day);
    await page.locator('.rbc-time-header-content .agenda-resource__name', { hasText: PRO.name }).waitFor();
    expect(await columnNames(page)).toEqual([OWNER_NAME, BRUNO.name, CARLA.name, PRO.name]);
    const joao = await expectEventIn(page, eventName('João Silva', 'Barba completa', '10:00', '10:30'), BRUNO.name);

    // 14:00 in Carla's column: booked for Carla.
    await clickSlot(page, CARLA.name, '14:00');
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Horário').waitFor();
    expect(await dialog.getByLabel('Horário').inputValue()).toBe('14:00');
    expect(await dialog.getByLabel('Profissional').inputValue()).toBe(String(salon.staff[CARLA.name]));
    await dialog.getByLabel('Cliente').fill('mar');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /Marcos Paulo/ }).click();
    await dialog.getByTestId('chosen-client').filter({ hasText: 'Marcos Paulo' }).waitFor();
    await dialog.getByLabel('Serviço').selectOption(String(salon.services['Barba completa']));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Agendamento cadastrado!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const marcos = await expectEventIn(page, eventName('Marcos Paulo', 'Barba completa', '14:00', '14:30'), CARLA.name);
    const onServer = (await dayOnServer(app.url, salon, day)).find((a) => a.client.name === 'Marcos Paulo');
    expect(onServer).toMatchObject({ employee_id: salon.staff[CARLA.name], status: 'new', duration: 1800 });
    await marcos.click();
    const marcosDetail = page.getByRole('dialog', { name: 'Agendamento de Marcos Paulo' });
    await marcosDetail.getByTestId('appointment-status').waitFor();
    expect(await marcosDetail.getByRole('button', { name: 'Histórico' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await marcosDetail.waitFor({ state: 'detached' });
    // The toast is closed so the picture shows the agenda's own header.
    await page.getByRole('alert').filter({ hasText: 'Agendamento cadastrado!' }).getByRole('button', { name: 'close' }).click();
    await page.getByRole('alert').filter({ hasText: 'Agendamento cadastrado!' }).waitFor({ state: 'detached' });
    // From 10:00: Bruno's, Diego's and Carla's bookings in one picture.
    await showInGrid(page, joao, 'start');
    await agendaShot(page, 'roles-front-desk-agenda-768', TABLET.width);

    // The salon's name is no menu: no plan to pick. /meu-salao/plano typed by hand: the agenda, the message.
    await page.locator('.salon-name', { hasText: 'Salão' }).waitFor();
    expect(await page.getByRole('button', { name: /Salão/ }).count()).toBe(0);
    expect(await page.getByText('Meu plano').count()).toBe(0);
    await expectRefusedPage(page, app.url, '/meu-salao/plano');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
