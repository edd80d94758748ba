// Issue 28, item 6: an online visit's Pix deposit at checkout (taken off what the client pays, the price sent
// unchanged: the server deducts it) and on the receipt.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { routes } from '../../../src/app/router';
import { appointment } from '../agenda/appointmentFixtures';
import { db, seed } from '../mocks';
import { mount, renderApp, SESSION } from '../render';
import { sale, saleBodies, seedSaleSalon } from './salesFixtures';

const PAID = { id: 31, amount: 2000, status: 'paid' } as const;
const money = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

/** Finalizar on the agenda with `booked`, which the store holds too (the sale completes it). */
async function checkout(booked: AppointmentWire) {
  seedSaleSalon();
  seed({ appointments: [booked] });
  localStorage.setItem('agendei.session', JSON.stringify(SESSION));
  mount(createMemoryRouter(routes, { initialEntries: [{ pathname: '/sales', state: { appointment: booked } }] }));
  await screen.findByRole('heading', { name: 'Nova venda' }, { timeout: 15_000 });
}

describe('a paid Pix deposit at checkout', { timeout: 30_000 }, () => {
  it('is taken off what the client pays; the cash and its change are on the rest; the price sent is the total', async () => {
    await checkout(appointment({ price: 4500, origin: 'online', deposit: PAID }));
    expect(screen.getByLabelText('Valor', { selector: '#sale-valor' })).toHaveValue('R$ 45,00');
    expect(screen.getByText('Sinal pago (Pix)')).toBeInTheDocument();
    expect(money(screen.getByTestId('sale-deposit'))).toBe('-R$ 20,00');
    expect(screen.getByText('A receber')).toBeInTheDocument();
    expect(money(screen.getByTestId('sale-due'))).toBe('R$ 25,00');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dinheiro' }));
    await user.type(screen.getByLabelText('Valor recebido (opcional)'), '3000');
    expect(screen.getByTestId('sale-change')).toHaveTextContent('R$ 5,00');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar venda?' });
    expect(money(dialog)).toContain('A receber R$ 25,00 em Dinheiro (o sinal de R$ 20,00 já pago foi descontado).');
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar venda' }));

    await screen.findByText('Venda finalizada com sucesso!');
    expect(saleBodies()[0].sale).toMatchObject({ payment_type: 'cash', price: 4500, payments: [{ method: 'cash', amount: 2500, received: 3000 }] });
    expect(db.sales[0]).toMatchObject({ price: 4500, deposit: 2000, received: 3000, change: 500 });
    // The receipt the page opens says it too.
    const invoice = await screen.findByRole('article', { name: 'Venda nº 1' });
    expect(money(within(invoice).getByTestId('invoice-deposit'))).toBe('-R$ 20,00');
    expect(money(within(invoice).getByTestId('invoice-balance'))).toBe('R$ 25,00');
  });

  it('refuses cash below what is still due, saying how much', async () => {
    await checkout(appointment({ price: 4500, origin: 'online', deposit: PAID }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dinheiro' }));
    await user.type(screen.getByLabelText('Valor recebido (opcional)'), '2000');
    expect(screen.getByTestId('sale-change')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(/^O valor recebido é menor que o valor a receber \(R\$\s25,00\)$/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Finalizar venda?' })).not.toBeInTheDocument();
  });

  it('shows nothing for a deposit not paid (pending), nor for a visit without one', async () => {
    await checkout(appointment({ price: 4500, origin: 'online', deposit: { ...PAID, status: 'pending' } }));
    expect(screen.queryByText('Sinal pago (Pix)')).not.toBeInTheDocument();
    expect(screen.queryByText('A receber')).not.toBeInTheDocument();
  });
});

describe('the receipt of a sale with a deposit', { timeout: 30_000 }, () => {
  it('shows the deposit after the total and the balance paid, and the change on the balance', async () => {
    seedSaleSalon();
    seed({ sales: [sale({ deposit: 2000, payment_type: 'cash', payment_type_display: 'Dinheiro', received: 8000, change: 520 })] });
    renderApp('/sales/501', { signedIn: true });
    const invoice = await screen.findByRole('article', { name: 'Venda nº 12' });
    expect(money(invoice)).toContain('TotalR$ 94,80Sinal pago (Pix)-R$ 20,00RestanteR$ 74,80PagamentoDinheiroRecebidoR$ 80,00TrocoR$ 5,20');
  });

  it('says nothing of a deposit when there was none', async () => {
    seedSaleSalon();
    seed({ sales: [sale()] });
    renderApp('/sales/501', { signedIn: true });
    const invoice = await screen.findByRole('article', { name: 'Venda nº 12' });
    expect(invoice).not.toHaveTextContent('Sinal');
    expect(within(invoice).queryByTestId('invoice-deposit')).not.toBeInTheDocument();
  });
});
