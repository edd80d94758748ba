import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaShot, expectEventIn } from '../support/agendaGrid';
import { BRUNO, IN_SALON, book, bookingDay, eventName, openAgenda } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, screenshot } from '../support/browser';
import { layoutProblems } from '../support/layoutChecks';
import { captureScreen, openAs } from '../support/owner';
import { POMADA, salesOnServer, seedSalesSalon, squash, stockOnServer, typeMoney } from '../support/salesSalon';
import { mailText, startSmtpSink } from '../support/smtpSink';

/**
 * The hand-computed sale: Corte masculino (R$ 39,90, Bruno, 40% on services) from the appointment, and two
 * Pomada modeladora at R$ 25,00 with R$ 5,00 off the line. Services 39,90; products 50,00 - 5,00 = 45,00;
 * total 84,90. Bruno's commission: 40% of 39,90 = 15,96; the product line is his too (it came with his
 * appointment), at his product rate of 0%.
 */
const TOTAL = 'R$ 84,90';

const rowTexts = (rows: Locator) => rows.evaluateAll((trs) => trs.map((tr) => ((tr as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim()));
const cellTexts = (row: Locator) => row.locator('th, td').evaluateAll((cells) => cells.map((c) => ((c as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim()));

/** A CSV download of a report card: its rows, split as a spreadsheet in Brazil reads them. */
async function downloadCsv(page: Page, card: Locator, table: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Exportar ${table} em CSV` }).click()]);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return { name: download.suggestedFilename(), rows: text.slice(1, -2).split('\r\n').map((line) => line.split(';')) };
}

/**
 * captureScreen for /reports. The chart's figures are also a table for screen readers inside a visually-hidden
 * box (RevenueChart.tsx); layoutChecks reads that 1 px box's scroll wrapper as "a table scrolls sideways". Every
 * other problem still fails the test.
 */
async function reportsShot(page: Page, name: string) {
  await screenshot(page, name);
  expect((await layoutProblems(page)).filter((problem) => !problem.includes('"Faturamento por dia'))).toEqual([]);
}

/** Today in the salon, as the report's URL and file names write it. */
const todayInSalon = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

describe('a sale in the browser', () => {
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

  it('checks out a booked appointment with a product, e-mails the receipt, shows in the agenda, the client and the reports, and is canceled back to zero', async () => {
    const salon = await seedSalesSalon(app.url, { [BRUNO.name]: 40 });
    const day = bookingDay();
    await book(app.url, salon, { client: 'Ana Beatriz Costa', professional: BRUNO.name, service: 'Corte masculino', day, clock: '10:00' });
    const page = await openAs(browser, app.url, salon.owner, DESKTOP, IN_SALON);

    // Agenda: the appointment's detail, Finalizar.
    await openAgenda(page, app.url, day);
    await (await expectEventIn(page, eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45'), BRUNO.name)).click();
    const detail = page.getByRole('dialog', { name: 'Agendamento de Ana Beatriz Costa' });
    await detail.getByRole('button', { name: 'Finalizar' }).click();
    await page.waitForURL('**/sales');

    // The sale opens with the service (Bruno's, at its price) and the client.
    await page.getByRole('heading', { name: 'Nova venda' }).waitFor();
    const items = page.getByRole('region', { name: 'Itens da venda' });
    const corte = items.getByRole('listitem', { name: 'Corte masculino' });
    await corte.waitFor();
    expect(await corte.getByLabel('Profissional').inputValue()).toBe(String(salon.staff[BRUNO.name]));
    expect(await corte.getByLabel('Valor').inputValue()).toBe('R$ 39,90');
    expect(await page.getByTestId('sale-client').textContent()).toBe('Ana Beatriz Costa');

    // A product: two units, R$ 5,00 off.
    await items.getByRole('button', { name: '+ Adicionar item' }).click();
    const chooser = page.getByRole('dialog', { name: 'Adicionar item' });
    await chooser.getByRole('tab', { name: 'Produtos' }).click();
    await chooser.getByRole('button', { name: /Pomada modeladora/ }).getByText('5 em estoque').waitFor();
    await chooser.getByRole('button', { name: /Pomada modeladora/ }).click();
    await chooser.waitFor({ state: 'detached' });
    const pomada = items.getByRole('listitem', { name: POMADA.name });
    // Sold from Bruno's appointment, the product is his unless changed (issue 25, item 12).
    expect(await pomada.getByLabel('Profissional').inputValue()).toBe(String(salon.staff[BRUNO.name]));
    await pomada.getByRole('button', { name: 'Aumentar quantidade' }).click();
    expect(await pomada.getByRole('textbox', { name: 'Quantidade' }).inputValue()).toBe('2');
    await typeMoney(pomada.getByLabel('Desconto'), 500);
    expect(squash((await pomada.getByTestId('line-total').textContent()) ?? '')).toBe('R$ 45,00');
    expect(squash((await page.getByTestId('running-total').locator('strong').textContent()) ?? '')).toBe(TOTAL);
    expect(await page.locator('#sale-valor').inputValue()).toBe(TOTAL);

    // Pix, Finalizar, confirmed.
    await page.getByRole('group', { name: 'Forma de pagamento' }).getByRole('button', { name: 'Pix' }).click();
    await captureScreen(page, 'sale-cart-1280', DESKTOP.width);
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Finalizar venda?' });
    await confirm.getByText(/Total de R\$\s84,90 em Pix\./).waitFor();
    await confirm.getByRole('button', { name: 'Pix recebido, finalizar' }).click();
    await page.getByText('Venda finalizada com sucesso!').waitFor();
    await page.waitForURL(/\/sales\/\d+$/);
    const saleId = Number(new URL(page.url()).pathname.split('/').pop());

    // The invoice: both lines and the total.
    const invoice = page.locator('article.invoice');
    await invoice.waitFor();
    const lines = invoice.locator('tbody tr');
    expect(await lines.count()).toBe(2);
    const [first, second] = [await cellTexts(lines.nth(0)), await cellTexts(lines.nth(1))];
    expect(first).toEqual(['Corte masculino com Bruno Navalha', '1', 'R$ 39,90', '—', 'R$ 39,90']);
    expect(second.slice(0, 3)).toEqual([`${POMADA.name} com ${BRUNO.name}`, '2', 'R$ 25,00']);
    expect(second[3]).toMatch(/^-\s?R\$ 5,00$/);
    expect(second[4]).toBe('R$ 45,00');
    expect(squash((await invoice.getByTestId('invoice-total').textContent()) ?? '')).toBe(TOTAL);
    expect(squash(await invoice.innerText())).toContain('Cliente: Ana Beatriz Costa');
    expect(squash(await invoice.innerText())).toContain('Pix');
    await captureScreen(page, 'sale-invoice-1280', DESKTOP.width);

    // Enviar: the invoice reaches the test SMTP server.
    await page.getByLabel('Enviar o recibo por e-mail').fill('ana@cliente.com.br');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Recibo enviado para ana@cliente.com.br').waitFor();
    const mail = mailText((await smtp.waitFor('ana@cliente.com.br')).raw);
    expect(mail).toMatch(/R\$\s84,90/);
    expect(mail).toContain(POMADA.name);

    // Fechar: back on the agenda, the appointment is completed and offers the invoice.
    await page.getByRole('link', { name: 'Fechar' }).click();
    await page.waitForURL('**/agenda');
    await page.locator('.rbc-time-view').waitFor();
    const done = await expectEventIn(page, eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45', 'Finalizado'), BRUNO.name);
    await done.click();
    expect(await detail.getByTestId('appointment-status').textContent()).toBe('Finalizado');
    const receipt = detail.getByRole('link', { name: 'Ver recibo' });
    expect(await receipt.getAttribute('href')).toBe(`/sales/${saleId}`);
    expect(await detail.getByRole('button', { name: 'Finalizar' }).count()).toBe(0);
    // Paid: nothing to delete (issue 25, item 22); the sale is cancelled from its receipt.
    expect(await detail.getByRole('button', { name: 'Excluir' }).count()).toBe(0);
    await agendaShot(page, 'sale-agenda-detail-1280', DESKTOP.width, detail);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // The client: Vendas Totais and the product bought.
    await page.goto(`${app.url}/clients/${salon.clients['Ana Beatriz Costa']}`);
    await expect.poll(async () => squash((await page.locator('[data-stat="sales_total"]').textContent()) ?? '')).toBe(TOTAL);
    await page.getByRole('tab', { name: 'Produtos' }).click();
    const bought = page.getByRole('link', { name: /Pomada modeladora/ });
    await bought.waitFor();
    expect(squash(await bought.innerText())).toMatch(/Pomada modeladora 2 unidades R\$ 45,00$/);
    await captureScreen(page, 'sale-client-1280', DESKTOP.width);

    // The day's report: Resumo de Vendas and the commissions.
    await page.goto(`${app.url}/reports`);
    const summary = page.getByRole('region', { name: 'Resumo de Vendas' });
    await summary.getByText('1 venda finalizada no período').waitFor();
    expect(await rowTexts(summary.locator('tbody tr, tfoot tr'))).toEqual([
      'Serviços 1 R$ 39,90 R$ 0,00 R$ 39,90',
      'Produtos 2 R$ 50,00 R$ 5,00 R$ 45,00',
      `Total 3 R$ 89,90 R$ 5,00 ${TOTAL}`,
    ]);
    const commissions = page.getByRole('region', { name: 'Comissões' });
    const bruno = commissions.locator('tbody tr', { hasText: BRUNO.name });
    await bruno.waitFor();
    expect(await cellTexts(bruno)).toEqual([BRUNO.name, '3', 'R$ 89,90', 'R$ 5,00', 'R$ 84,90', 'R$ 15,96', 'R$ 0,00']);
    expect(await cellTexts(commissions.locator('tfoot tr'))).toEqual(['Total', '3', 'R$ 89,90', 'R$ 5,00', 'R$ 84,90', 'R$ 15,96', 'R$ 0,00']);
    await reportsShot(page, 'sale-reports-1280');

    // The CSVs: semicolons, decimal commas, the BOM, the sale's numbers.
    const today = todayInSalon();
    const summaryCsv = await downloadCsv(page, summary, 'Resumo de Vendas');
    expect(summaryCsv.name).toBe(`resumo-vendas_${today}_${today}.csv`);
    expect(summaryCsv.rows).toEqual([
      ['Tipo', 'Itens', 'Total Bruto', 'Descontos', 'Líquido'],
      ['Serviços', '1', '39,90', '0,00', '39,90'],
      ['Produtos', '2', '50,00', '5,00', '45,00'],
      ['Total', '3', '89,90', '5,00', '84,90'],
    ]);
    const commissionsCsv = await downloadCsv(page, commissions, 'Comissões');
    expect(commissionsCsv.rows[0]).toEqual(['Profissional', 'Qtd', 'Bruto', 'Descontos', 'Líquido', 'Comissão', 'Gorjetas']);
    expect(commissionsCsv.rows).toContainEqual([BRUNO.name, '3', '89,90', '5,00', '84,90', '15,96', '0,00']);
    expect(commissionsCsv.rows.at(-1)).toEqual(['Total', '3', '89,90', '5,00', '84,90', '15,96', '0,00']);
    expect(await stockOnServer(app.url, salon)).toBe(POMADA.quantity - 2);

    // Estorno on the sale's view, with a reason: the stock comes back and the report goes to zero.
    await page.goto(`${app.url}/sales/${saleId}`);
    await page.getByRole('button', { name: 'Estornar venda' }).click();
    const cancel = page.getByRole('dialog', { name: 'Estornar esta venda?' });
    await cancel.getByLabel('Motivo').fill('Cliente desistiu da pomada');
    await cancel.getByRole('button', { name: 'Estornar venda' }).click();
    await page.getByText('A venda foi cancelada.').waitFor();
    await cancel.waitFor({ state: 'detached' });
    const status = invoice.getByRole('status');
    await status.getByText('Motivo: Cliente desistiu da pomada').waitFor();
    expect(squash((await status.textContent()) ?? '')).toMatch(/^Cancelad[oa]/);
    expect(await page.getByRole('button', { name: 'Estornar venda' }).count()).toBe(0);
    await captureScreen(page, 'sale-canceled-1280', DESKTOP.width);
    expect(await stockOnServer(app.url, salon)).toBe(POMADA.quantity);
    expect((await salesOnServer(app.url, salon)).map((s) => s.status)).toEqual(['canceled']);

    await page.goto(`${app.url}/reports`);
    await summary.getByText('Nenhuma venda finalizada no período').waitFor();
    expect(await rowTexts(summary.locator('tbody tr, tfoot tr'))).toEqual([
      'Serviços 0 R$ 0,00 R$ 0,00 R$ 0,00',
      'Produtos 0 R$ 0,00 R$ 0,00 R$ 0,00',
      'Total 0 R$ 0,00 R$ 0,00 R$ 0,00',
    ]);
    await commissions.getByText('Nenhuma comissão no período.').waitFor();
    const zeroCsv = await downloadCsv(page, summary, 'Resumo de Vendas');
    expect(zeroCsv.rows.at(-1)).toEqual(['Total', '0', '0,00', '0,00', '0,00']);
    await page.close();
  });

  it("refuses a sale whose discount makes the total negative with the 'Ops' dialog, and records nothing", async () => {
    const salon = await seedSalesSalon(app.url);
    const page = await openAs(browser, app.url, salon.owner, DESKTOP, IN_SALON);
    await page.goto(`${app.url}/sales?openSelectItem=true`);
    const chooser = page.getByRole('dialog', { name: 'Adicionar item' });
    await chooser.getByRole('button', { name: /Barba completa/ }).click();
    await chooser.waitFor({ state: 'detached' });
    const barba = page.getByRole('region', { name: 'Itens da venda' }).getByRole('listitem', { name: 'Barba completa' });
    await barba.getByLabel('Profissional').selectOption(String(salon.staff[BRUNO.name]));
    // R$ 25,50 less R$ 30,00: R$ -4,50, and Valor stays at zero.
    await typeMoney(barba.getByLabel('Desconto'), 3000);
    expect(squash((await page.getByTestId('running-total').locator('strong').textContent()) ?? '')).toMatch(/^-\s?R\$ 4,50$/);
    expect(await page.locator('#sale-valor').inputValue()).toBe('R$ 0,00');
    await page.getByRole('group', { name: 'Forma de pagamento' }).getByRole('button', { name: 'Pix' }).click();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();

    const ops = page.getByRole('dialog', { name: 'Ops' });
    await ops.getByText('Você não pode finalizar uma venda com valor negativo').waitFor();
    expect(await page.getByRole('dialog', { name: 'Finalizar venda?' }).count()).toBe(0);
    await captureScreen(page, 'sale-negative-1280', DESKTOP.width);
    await ops.getByRole('button', { name: 'Entendi' }).click();
    await ops.waitFor({ state: 'detached' });
    // Still on the cart, nothing recorded.
    expect(new URL(page.url()).pathname).toBe('/sales');
    await barba.waitFor();
    expect(await salesOnServer(app.url, salon)).toEqual([]);
    await page.close();
  });
});
