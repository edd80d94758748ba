// Issue 30 item 3 (the SPA): a card payment's brand, instalments and NSU at checkout, sent on the payment, and on
// the receipt; the one-tap card buttons and the split's rows alike.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/router';
import { appointment } from '../agenda/appointmentFixtures';
import { db, seed } from '../mocks';
import { mount, SESSION } from '../render';
import { saleBodies, seedSaleSalon } from './salesFixtures';

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';

/** Finalizar on the agenda with an R$ 90,00 appointment. */
async function checkout() {
  const booked = appointment({ price: 9000 });
  seedSaleSalon({});
  seed({ appointments: [booked] });
  localStorage.setItem('agendei.session', JSON.stringify(SESSION));
  const view = mount(createMemoryRouter(routes, { initialEntries: [{ pathname: '/sales', state: { appointment: booked } }] }));
  await screen.findByRole('heading', { name: 'Nova venda' }, { timeout: 15_000 });
  return { ...view, user: userEvent.setup() };
}

async function finalize(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Finalizar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Finalizar venda?' });
  await user.click(within(dialog).getByRole('button', { name: 'Finalizar venda' }));
  await screen.findByText('Venda finalizada com sucesso!');
}

describe('card payments at checkout', { timeout: 30_000 }, () => {
  it('credit: brand, 3x and the NSU go on the payment, and the receipt shows them', async () => {
    const { user, router } = await checkout();
    expect(screen.queryByLabelText('Bandeira')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cartão Crédito' }));
    expect(screen.getByLabelText('Parcelas')).toHaveDisplayValue('1x');
    await user.selectOptions(screen.getByLabelText('Bandeira'), 'Visa');
    await user.selectOptions(screen.getByLabelText('Parcelas'), '3x');
    await user.type(screen.getByLabelText('NSU / código de autorização (opcional)'), '123456');
    await finalize(user);
    const [body] = saleBodies();
    expect(body.sale.payments).toEqual([{ method: 'credit_card', amount: 9000, card_brand: 'visa', installments: 3, nsu: '123456' }]);
    expect(db.sales[0].payments).toEqual([expect.objectContaining({ card_brand: 'visa', installments: 3, nsu: '123456' })]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/1'));
    const invoice = await screen.findByRole('article', { name: 'Venda nº 1' });
    expect(text(within(invoice).getByTestId('invoice-card'))).toBe('Visa · 3x · NSU 123456');
  });

  it('debit: no instalments asked, and nothing but the method when the details are left blank', async () => {
    const { user } = await checkout();
    await user.click(screen.getByRole('button', { name: 'Cartão Débito' }));
    expect(screen.getByLabelText('Bandeira')).toBeInTheDocument();
    expect(screen.queryByLabelText('Parcelas')).not.toBeInTheDocument();
    await finalize(user);
    expect(saleBodies()[0].sale.payments).toEqual([{ method: 'debit_card', amount: 9000 }]);
  });

  it('a split row by card asks its own details, and the one-tap choice carries them into the split', async () => {
    const { user } = await checkout();
    await user.click(screen.getByRole('button', { name: 'Cartão Crédito' }));
    await user.selectOptions(screen.getByLabelText('Bandeira'), 'Mastercard');
    await user.selectOptions(screen.getByLabelText('Parcelas'), '2x');
    await user.click(screen.getByRole('button', { name: 'Dividir pagamento' }));
    const first = screen.getByRole('group', { name: 'Pagamento 1' });
    expect(within(first).getByLabelText('Bandeira')).toHaveDisplayValue('Mastercard');
    expect(within(first).getByLabelText('Parcelas')).toHaveDisplayValue('2x');
    const amount = within(first).getByLabelText('Valor');
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: '+ Adicionar pagamento' }));
    const second = screen.getByRole('group', { name: 'Pagamento 2' });
    await user.selectOptions(within(second).getByLabelText('Forma de pagamento'), 'Cartão Débito');
    await user.selectOptions(within(second).getByLabelText('Bandeira'), 'Elo');
    await user.type(within(second).getByLabelText('NSU / código de autorização (opcional)'), 'AB12');
    await finalize(user);
    expect(saleBodies()[0].sale.payments).toEqual([
      { method: 'credit_card', amount: 5000, card_brand: 'mastercard', installments: 2 },
      { method: 'debit_card', amount: 4000, card_brand: 'elo', nsu: 'AB12' },
    ]);
  });
});

describe('tips at checkout (gorjeta, issue 30 item 4)', { timeout: 30_000 }, () => {
  it("adds a tip for the sale's professional, the amount to pay includes it, and the receipt lists it", async () => {
    const { user, router } = await checkout();
    await user.click(screen.getByRole('button', { name: '+ Gorjeta' }));
    const tip = screen.getByRole('group', { name: 'Gorjeta 1' });
    // The sale's professional first, chosen already.
    expect(within(tip).getByLabelText('Profissional')).toHaveDisplayValue(db.employees.find((e) => e.id === 3)?.name ?? '');
    await user.type(within(tip).getByLabelText('Valor da gorjeta'), '1000');
    await user.click(screen.getByRole('button', { name: 'Pix' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar venda?' });
    expect(text(dialog)).toContain('Total de R$ 100,00');
    await user.click(within(dialog).getByRole('button', { name: /finalizar/i }));
    await screen.findByText('Venda finalizada com sucesso!');
    const [body] = saleBodies();
    expect(body.sale.tips).toEqual([{ user_id: 3, amount: 1000 }]);
    expect(body.sale.payments).toEqual([expect.objectContaining({ method: 'pix', amount: 10000 })]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/1'));
    const invoice = await screen.findByRole('article', { name: 'Venda nº 1' });
    expect(text(within(invoice).getByTestId('invoice-tip'))).toBe('R$ 10,00');
    expect(text(invoice)).toContain('Gorjeta · ');
  });
});

