import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetRange, toDay } from '../../../src/features/reports/reportRange';
import i18n from '../../../src/i18n';
import { parseCsv } from '../csvParse';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { reportCalls, seedReports } from './reportsFixtures';

const TODAY = toDay(new Date());
const card = (name: string) => screen.getByRole('region', { name });
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });

/** What the page hands to the browser's download: file name and text. */
const downloads: { name: string; text: Promise<string> }[] = [];
/** The file's bytes as text, its BOM kept (a plain text read would drop it). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

beforeEach(() => {
  downloads.length = 0;
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, text: readBlob(blobs.get(this.href)!) });
  });
});
afterEach(() => vi.restoreAllMocks());

/** /reports over the store's figures; `calls()` is every report this page has asked for so far. */
async function openReports(path = '/reports', figures: Parameters<typeof seedReports>[0] = {}) {
  seedReports(figures);
  const before = reportCalls().length;
  const view = renderApp(path, { signedIn: true });
  // The first test of a file also pays for loading the page's code.
  await screen.findByRole('table', { name: 'Principais Serviços' }, { timeout: 15_000 });
  return { ...view, calls: () => reportCalls().slice(before) };
}

describe('reports', () => {
  it("shows today's sales summary, payment split and generated time by default", async () => {
    const { calls, router } = await openReports();
    expect(calls()).toEqual(
      expect.arrayContaining([`summary?start=${TODAY}&end=${TODAY}`, `by-type?start=${TODAY}&end=${TODAY}`, `commissions?start=${TODAY}&end=${TODAY}`]),
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');

    const summary = within(card('Resumo de Vendas')).getByRole('table');
    expect(within(summary).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Tipo', 'Itens', 'Total Bruto', 'Descontos', 'Líquido']);
    expect(rowOf(summary, 'Serviços')).toHaveTextContent(/Serviços\s*10\s*R\$\s585,00\s*R\$\s20,00\s*R\$\s565,00/);
    expect(rowOf(summary, 'Total')).toHaveTextContent(/Total\s*12\s*R\$\s675,00\s*R\$\s20,00\s*R\$\s655,00/);
    expect(screen.getByText('7 vendas finalizadas no período')).toBeInTheDocument();
    expect(screen.getByText('Gerado em 18/11/2026 19:45')).toBeInTheDocument();

    // No card fees in the period: Taxas and Líquido stay out of the screen (reportFees.test.tsx shows them).
    const payments = within(card('Formas de pagamento')).getByRole('table');
    expect(within(payments).getAllByRole('row').slice(1).map((tr) => tr.textContent?.replace(/\s/g, ' '))).toEqual([
      'Dinheiro3R$ 255,00',
      'Cartão Débito0R$ 0,00',
      'Cartão Crédito0R$ 0,00',
      'Pix4R$ 400,00',
      'Outro0R$ 0,00',
    ]);
    // The chart names its total and best day, and each day is in its table.
    expect(screen.getByRole('img', { name: /faturamento por dia.*total R\$\s655,00/i })).toBeInTheDocument();
  });

  it('changes the period with the presets, the arrows and the custom dates, and keeps it in the URL', async () => {
    const { calls, router } = await openReports();
    const month = presetRange('thisMonth');
    await userEvent.click(screen.getByRole('button', { name: /Escolher o período/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Este mês' }));
    await waitFor(() => expect(calls()).toContain(`summary?start=${month.start}&end=${month.end}`));
    expect(router.state.location.search).toBe(`?start=${month.start}&end=${month.end}`);
    expect(calls()).toContain(`by-type?start=${month.start}&end=${month.end}`);

    // A whole month steps a month back.
    const last = presetRange('lastMonth');
    await userEvent.click(screen.getByRole('button', { name: 'Período anterior' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?start=${last.start}&end=${last.end}`));
    expect(screen.getByRole('button', { name: /Escolher o período: Mês passado/ })).toBeInTheDocument();

    // Back returns to this month; Hoje to the plain address.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(`?start=${month.start}&end=${month.end}`));
    await userEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    // Yesterday, then the next day is today again.
    const yesterday = presetRange('yesterday');
    await userEvent.click(screen.getByRole('button', { name: /Escolher o período/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ontem' }));
    await waitFor(() => expect(calls()).toContain(`summary?start=${yesterday.start}&end=${yesterday.end}`));
    await userEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('takes a custom range, refusing an end before the start and more than 366 days', async () => {
    const { calls, router } = await openReports();
    await userEvent.click(screen.getByRole('button', { name: /Escolher o período/ }));
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A data final deve ser igual ou posterior à inicial.');
    await userEvent.clear(from);
    await userEvent.type(from, '2024-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('O período pode ter no máximo 366 dias.');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-20');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(calls()).toContain('summary?start=2026-03-10&end=2026-03-20'));
    expect(router.state.location.search).toBe('?start=2026-03-10&end=2026-03-20');
    expect(screen.getByRole('button', { name: /Escolher o período: 10\/03\/2026 – 20\/03\/2026/ })).toBeInTheDocument();
  });

  it('opens the range in the URL, and falls back to today on a bad one', async () => {
    const first = await openReports('/reports?start=2026-11-01&end=2026-11-30');
    expect(first.calls()).toContain('summary?start=2026-11-01&end=2026-11-30');
    first.unmount();

    const bad = await openReports('/reports?start=2026-11-30&end=2026-11-01');
    expect(bad.calls()).toContain(`summary?start=${TODAY}&end=${TODAY}`);
    expect(bad.calls().some((call) => call.includes('2026-11-30'))).toBe(false);
    await waitFor(() => expect(bad.router.state.location.search).toBe(''));
  });

  it('shows the first 2 top sellers and the total until Ver todos', async () => {
    await openReports();
    const services = screen.getByRole('table', { name: 'Principais Serviços' });
    const names = () => within(services).getAllByRole('rowheader').map((th) => th.textContent);
    expect(within(services).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nome', 'Qtd', 'Valor']);
    expect(names()).toEqual(['Corte feminino', 'Escova', 'Total']);
    expect(rowOf(services, 'Total')).toHaveTextContent(/Total\s*10\s*R\$\s585,00/);

    await userEvent.click(within(card('Principais Serviços')).getByRole('button', { name: 'Ver todos (4)' }));
    expect(names()).toEqual(['Corte feminino', 'Escova', 'Manicure', 'Barba', 'Total']);
    await userEvent.click(within(card('Principais Serviços')).getByRole('button', { name: 'Ver menos' }));
    expect(names()).toEqual(['Corte feminino', 'Escova', 'Total']);

    // One product: nothing to fold.
    const products = screen.getByRole('table', { name: 'Principais Produtos' });
    expect(within(products).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Shampoo; 300 ml', 'Total']);
    expect(within(card('Principais Produtos')).queryByRole('button', { name: /Ver todos/ })).not.toBeInTheDocument();
  });

  it('lists commissions per professional and opens a professional’s items', async () => {
    const { calls } = await openReports('/reports?start=2026-11-01&end=2026-11-30');
    const commissions = card('Comissões');
    const table = await within(commissions).findByRole('table');
    expect(rowOf(table, 'Dona Ana')).toHaveTextContent(/Dona Ana\s*6\s*R\$\s400,00\s*R\$\s20,00\s*R\$\s380,00\s*R\$\s38,00/);
    expect(rowOf(table, 'Total')).toHaveTextContent(/Total\s*10\s*R\$\s585,00\s*R\$\s20,00\s*R\$\s565,00\s*R\$\s65,75/);

    await userEvent.click(within(table).getByRole('button', { name: 'Ver os itens de Bruno Barbeiro' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: /Comissões de Bruno Barbeiro/ })).toBeInTheDocument();
    expect(calls()).toContain('commissions/5?start=2026-11-01&end=2026-11-30');
    const items = await within(dialog).findByRole('table');
    const [first, second] = within(items).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent(/18\/11\/2026 15:30\s*nº 17\s*Barba\s*Carlos Souza\s*1\s*R\$\s35,00\s*R\$\s0,00\s*R\$\s35,00\s*15%\s*R\$\s5,25/);
    expect(second).toHaveTextContent(/Sem cliente/);
    expect(second).toHaveTextContent('12,5%');

    expect(within(dialog).getByRole('link', { name: 'Abrir a venda nº 17' })).toHaveAttribute('href', '/sales/501');
  });

  it('shows the Team and Big upgrade hint on the Solo plan, not an error', async () => {
    await openReports('/reports', {
      summary: { features: { commissions: false } },
      commissions: { available: false, rows: [], total: { quantity: 0, gross: 0, discount: 0, net: 0, commission: 0, tips: 0 } },
    });
    const commissions = card('Comissões');
    expect(await within(commissions).findByText('Disponível nos planos Team e Big')).toBeInTheDocument();
    expect(within(commissions).getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/meu-salao/plano');
    expect(within(commissions).queryByRole('table')).not.toBeInTheDocument();
    expect(within(commissions).queryByRole('button', { name: /CSV/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('exports each table as a CSV that Excel in Brazil reads', async () => {
    await openReports('/reports?start=2026-11-01&end=2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Resumo de Vendas em CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Principais Produtos em CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Comissões em CSV' }));
    expect(downloads.map((d) => d.name)).toEqual([
      'resumo-vendas_2026-11-01_2026-11-30.csv',
      'principais-produtos_2026-11-01_2026-11-30.csv',
      'comissoes_2026-11-01_2026-11-30.csv',
    ]);
    const [summary, products, commissions] = await Promise.all(downloads.map((d) => d.text));
    expect(summary).toContain('\r\n');
    expect(parseCsv(summary)).toEqual([
      ['Tipo', 'Itens', 'Total Bruto', 'Descontos', 'Líquido'],
      ['Serviços', '10', '585,00', '20,00', '565,00'],
      ['Produtos', '2', '90,00', '0,00', '90,00'],
      ['Total', '12', '675,00', '20,00', '655,00'],
    ]);
    expect(products).toContain('"Shampoo; 300 ml"');
    expect(parseCsv(products)).toEqual([
      ['Nome', 'Qtd', 'Valor', 'Descontos', 'Líquido'],
      ['Shampoo; 300 ml', '2', '90,00', '0,00', '90,00'],
      ['Total', '2', '90,00', '0,00', '90,00'],
    ]);
    expect(parseCsv(commissions).at(-1)).toEqual(['Total', '10', '585,00', '20,00', '565,00', '65,75', '0,00']);
  });

  it('shows a failure with its message and a retry', async () => {
    let fail = true;
    // Failing until the retry; then the store's answer (nothing sold: no top sellers seeded).
    server.use(http.get(`${API}/salons/42/reports/by-type`, () => (fail ? HttpResponse.json({ errors: ['Período longo demais'] }, { status: 422 }) : undefined)));
    seedReports({ byType: { services: [], products: [] } });
    renderApp('/reports', { signedIn: true });
    const services = await screen.findByRole('region', { name: 'Principais Serviços' }, { timeout: 5000 });
    expect(await within(services).findByRole('alert')).toHaveTextContent(/Não foi possível carregar este relatório.*Período longo demais/);
    fail = false;
    await userEvent.click(within(services).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(services).findByText('Nenhum serviço vendido no período.')).toBeInTheDocument();
    expect(within(card('Principais Produtos')).getByText('Nenhum produto vendido no período.')).toBeInTheDocument();
  });

  it('asks again when the window gets focus back (a sale made on another device)', async () => {
    const { calls } = await openReports();
    const before = calls().filter((call) => call.startsWith('summary')).length;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5000);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(calls().filter((call) => call.startsWith('summary')).length).toBe(before + 1));
    await waitFor(() => expect(calls().filter((call) => call.startsWith('by-type')).length).toBeGreaterThan(1));
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    seedReports();
    renderApp('/reports', { signedIn: true });
    expect(await screen.findByRole('table', { name: 'Top services' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sales summary' })).toHaveTextContent(/Items.*Gross total.*Discounts.*Net/);
    expect(screen.getByText('Cash')).toBeInTheDocument();
    expect(screen.getByText('Generated on 11/18/2026 19:45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all (4)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Commissions as CSV' })).toBeInTheDocument();
  });
});
