import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SaleSummaryWire } from '../../../server/contract/sales';
import { callsTo, seed } from '../mocks';
import { renderApp, type SignedInAs } from '../render';
import { MARIA, sale, seedSaleSalon } from './salesFixtures';

/** Today in São Paulo (the fixtures' salon time zone), as the list asks for it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(Date.now());
const at = (day: string, clock: string) => Math.floor(new Date(`${day}T${clock}:00-03:00`).getTime() / 1000);

function summary(fields: Partial<SaleSummaryWire>): SaleSummaryWire {
  const { transactions: _lines, salon: _salon, ...rest } = sale();
  return { ...rest, ...fields };
}

/** The list's sales in the store, with the salon; the store filters them by what the page asks. */
function seedList(rows: SaleSummaryWire[] = []) {
  seedSaleSalon();
  seed({ sales: rows.map((row) => ({ ...sale(), ...row })) });
}

/** The query strings of every list request, oldest first. */
const asked = () => callsTo('GET /salons/42/sales?').map((call) => new URLSearchParams(call.slice(call.indexOf('?') + 1)));

async function openList(as: SignedInAs = { role: 'front_desk' }, path = '/vendas') {
  const view = renderApp(path, { signedIn: true, as });
  await screen.findByRole('heading', { name: 'Vendas' });
  return view;
}

describe('the sales list (/vendas)', { timeout: 30_000 }, () => {
  it("shows today's sales for the front desk: number, time, client, payment, total; a row opens the receipt", async () => {
    const day = today();
    seedList([
      summary({ id: 7, number: 31, created_at: at(day, '14:05'), price: 3500, payment_type: 'cash', payment_type_display: 'Dinheiro' }),
      summary({ id: 6, number: 30, created_at: at(day, '09:30'), client: null, client_id: null }),
    ]);
    const { router } = await openList();
    const rows = await screen.findAllByTestId('sale-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('#31');
    expect(rows[0]).toHaveTextContent('14:05');
    expect(rows[0]).toHaveTextContent('Maria Silva');
    expect(rows[0]).toHaveTextContent('Dinheiro');
    expect(rows[0]).toHaveTextContent(/R\$\s35,00/);
    expect(rows[1]).toHaveTextContent('Sem cliente');
    expect(asked()[0].get('start')).toBe(day);
    expect(asked()[0].get('end')).toBe(day);
    expect(asked()[0].has('status')).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: 'Abrir o recibo da venda nº 31' }));
    await waitFor(() => expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/sales/7'));
  });

  it('asks the server for the day, payment, status and client chosen', async () => {
    seedList();
    await openList({ role: 'owner' });
    await screen.findByText('Nenhuma venda hoje ainda.');

    await userEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    const yesterday = new Date(Date.parse(`${today()}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await waitFor(() => expect(asked().at(-1)?.get('start')).toBe(yesterday));
    expect(await screen.findByText('Nenhuma venda neste dia com estes filtros.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    // Today's answer is the one already read (the store keeps it): the date and the empty state say so.
    expect(await screen.findByText('Nenhuma venda hoje ainda.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dia')).toHaveValue(today());

    await userEvent.selectOptions(screen.getByLabelText('Pagamento'), 'Pix');
    await waitFor(() => expect(asked().at(-1)?.get('payment_type')).toBe('pix'));
    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'Estornadas');
    await waitFor(() => expect(asked().at(-1)?.get('status')).toBe('canceled'));

    await userEvent.type(screen.getByLabelText('Cliente'), 'mar');
    await userEvent.click(await screen.findByRole('button', { name: /Maria Silva/ }));
    await waitFor(() => expect(asked().at(-1)?.get('client_id')).toBe(String(MARIA.id)));
    expect(asked().at(-1)?.get('payment_type')).toBe('pix');
    expect(asked().at(-1)?.get('status')).toBe('canceled');

    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'Todas');
    await waitFor(() => expect(asked().at(-1)?.has('status')).toBe(false));
  });

  it("shows under Estornadas who estornou each sale, when, and why", async () => {
    const day = today();
    // A paid sale of today too: the store answers only the estornadas asked for.
    seedList([
      summary({ id: 8, number: 39, created_at: at(day, '11:00') }),
      summary({ id: 9, number: 40, created_at: at(day, '10:00'), status: 'canceled', status_display: 'Cancelada', canceled_at: at(day, '15:10'), canceled_by: { id: 3, name: 'Rita Recepção' }, cancel_reason: 'Cobrado em dobro', can_cancel: false }),
    ]);
    await openList({ role: 'owner' }, '/vendas?situacao=canceled');
    const [row, ...others] = await screen.findAllByTestId('sale-row');
    expect(others).toEqual([]);
    expect(asked().at(-1)?.get('status')).toBe('canceled');
    expect(screen.getByLabelText('Situação')).toHaveValue('canceled');
    expect(row).toHaveTextContent('Estornada');
    expect(row).toHaveTextContent(/Estornada por Rita Recepção em \d\d\/\d\d\/\d{4},? 15:10/);
    expect(row).toHaveTextContent('Motivo: Cobrado em dobro');
  });

  it('is in the menu of the owner and the front desk, not of a professional (whose address leads to the agenda)', async () => {
    seedList();
    await openList({ role: 'front_desk' });
    expect(within(screen.getAllByRole('navigation', { name: 'Menu principal' })[0]).getByRole('link', { name: 'Vendas' })).toHaveAttribute('href', '/vendas');
  });

  it('keeps a professional out', async () => {
    seedList();
    const { router } = renderApp('/vendas', { signedIn: true, as: { role: 'professional', employee_id: 7 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
  });
});

describe('Estornar venda on the receipt', { timeout: 30_000 }, () => {
  async function openReceipt(canCancel: boolean, as: SignedInAs) {
    const shown = sale({ can_cancel: canCancel });
    seedSaleSalon();
    seed({ sales: [shown] });
    renderApp(`/sales/${shown.id}`, { signedIn: true, as });
    await screen.findByRole('article', { name: `Venda nº ${shown.number}` });
  }

  it('is offered to the front desk when the server says she may (the setting on, a sale of today)', async () => {
    await openReceipt(true, { role: 'front_desk' });
    await userEvent.click(screen.getByRole('button', { name: 'Estornar venda' }));
    expect(await screen.findByRole('dialog', { name: 'Estornar esta venda?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vendas do dia' })).toHaveAttribute('href', '/vendas');
  });

  it('is hidden from her otherwise (the setting off, or a sale of another day)', async () => {
    await openReceipt(false, { role: 'front_desk' });
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Estornar venda' })).not.toBeInTheDocument();
  });

  it('is hidden from a professional', async () => {
    await openReceipt(false, { role: 'professional', employee_id: 7 });
    expect(screen.queryByRole('button', { name: 'Estornar venda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vendas do dia' })).not.toBeInTheDocument();
  });
});
