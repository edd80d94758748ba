import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, seed, sentTo } from '../mocks';
import { cashDrawer } from '../mocks/cashDrawer';
import { renderApp } from '../render';

const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s').replace('-', '[-−]'));

async function openPage(role: 'owner' | 'front_desk' = 'front_desk') {
  renderApp('/caixa', { signedIn: true, as: { role } });
  await screen.findByRole('heading', { name: 'Caixa' });
}

describe('the cash drawer page (/caixa)', { timeout: 30_000 }, () => {
  it('opens the drawer with a float and then shows who opened it and the cash expected', async () => {
    await openPage();
    await screen.findByText(/Nenhum caixa aberto/);
    await userEvent.type(screen.getByLabelText('Troco inicial'), '5000');
    expect(screen.getByLabelText('Troco inicial')).toHaveValue('R$ 50,00');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir caixa' }));
    expect(await screen.findByText(/Aberto por Dona Ana/)).toBeInTheDocument();
    expect(sentTo('POST', '/salons/42/cash_drawers')).toEqual([{ cash_drawer: { float: 5000 } }]);
    const cashRow = screen.getByRole('row', { name: /Dinheiro/ });
    expect(cashRow).toHaveTextContent(money('R$ 50,00'));
  });

  it('records a sangria with its reason, and shows a refusal under the amount', async () => {
    seed({ cashDrawers: [cashDrawer({ id: 3, float: 10_000, sales: { cash: 2000, debit_card: 0, credit_card: 0, pix: 0, other: 0 } })] });
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Sangria' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Valor'), '999999');
    await userEvent.type(dialog.getByLabelText('Motivo'), 'Depósito no banco');
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(await dialog.findByText('A sangria é maior que o dinheiro no caixa (R$ 120,00)')).toBeInTheDocument();
    expect(dialog.getByLabelText('Valor')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(dialog.getByLabelText('Valor'));
    await userEvent.type(dialog.getByLabelText('Valor'), '3000');
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo('POST', '/cash_drawers/3/movements').at(-1)).toEqual({ cash_movement: { kind: 'sangria', amount: 3000, reason: 'Depósito no banco' } });
    expect(await screen.findByText(/Depósito no banco/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /Dinheiro/ })).toHaveTextContent(money('R$ 90,00')));
  });

  it('closes with a count, showing the difference per method as it is typed, then the closing', async () => {
    seed({ cashDrawers: [cashDrawer({ id: 5, float: 10_000, sales: { cash: 2000, debit_card: 0, credit_card: 0, pix: 5000, other: 0 } })] });
    await openPage('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar caixa' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Dinheiro'), '11900');
    expect(dialog.getByTestId('difference-cash')).toHaveTextContent(money('-R$ 1,00'));
    expect(dialog.getByTestId('difference-cash')).toHaveTextContent('Faltando');
    await userEvent.type(dialog.getByLabelText('Pix'), '5000');
    expect(dialog.getByTestId('difference-pix')).toHaveTextContent(money('R$ 0,00'));
    expect(dialog.getByTestId('difference-other')).toHaveTextContent('');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar fechamento' }));

    expect(await screen.findByRole('heading', { name: 'Fechamento do caixa' })).toBeInTheDocument();
    expect(sentTo('POST', '/cash_drawers/5/close')).toEqual([{ cash_drawer: { counted: { cash: 11_900, debit_card: 0, credit_card: 0, pix: 5000, other: 0 }, note: null } }]);
    const closing = screen.getByRole('heading', { name: 'Fechamento do caixa' }).closest('.cash-closing') as HTMLElement;
    const cashRow = within(closing).getByRole('row', { name: /Dinheiro/ });
    expect(cashRow).toHaveTextContent(money('R$ 120,00'));
    expect(cashRow).toHaveTextContent(money('R$ 119,00'));
    expect(within(cashRow).getByText('(Faltando)').closest('.text-danger')).not.toBeNull();
    expect(within(closing).getByText(/Fechado por Dona Ana/)).toBeInTheDocument();
    expect(within(closing).getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(within(closing).getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(db.cashDrawers[0].closed_at).not.toBeNull();
  });

  it('shows the front desk no CSV and no past drawers; the menu has Caixa for both', async () => {
    seed({ cashDrawers: [cashDrawer({ id: 8, closed_at: 1, counted: { cash: 0, debit_card: 0, credit_card: 0, pix: 0, other: 0 } })] });
    await openPage('front_desk');
    expect(screen.getAllByRole('link', { name: /Caixa/ }).length).toBeGreaterThan(0);
    await screen.findByText(/Nenhum caixa aberto/);
    expect(screen.queryByText('Caixas dos últimos 30 dias')).not.toBeInTheDocument();
  });
});
