import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/router';
import { appointment } from '../agenda/appointmentFixtures';
import { seed } from '../mocks';
import { mount, sessionAs } from '../render';
import { saleBodies, seedSaleSalon } from './salesFixtures';
import { ANA, BRUNO } from '../staff/staffFixtures';

/**
 * Issue 25 item 12: a product added to a sale showed 'Nenhum' and was sent without a professional, so its
 * commission was lost. It now shows (and sends) who earns it: the appointment's professional, else the seller.
 */
async function openSale(entry: string | { pathname: string; state: unknown }, role: 'owner' | 'front_desk' = 'owner', employees = [ANA, BRUNO]) {
  seedSaleSalon({ employees });
  // Finalizar's appointment is the store's too: the sale completes it.
  if (typeof entry !== 'string') seed({ appointments: [(entry.state as { appointment: AppointmentWire }).appointment] });
  localStorage.setItem('agendei.session', JSON.stringify(sessionAs({ role })));
  mount(createMemoryRouter(routes, { initialEntries: [entry] }));
  await screen.findByRole('heading', { name: 'Nova venda' });
}

async function addPomada() {
  await userEvent.click(screen.getByRole('button', { name: '+ Adicionar item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar item' });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Produtos' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: /Pomada modeladora/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar item' })).not.toBeInTheDocument());
  return within(screen.getByRole('listitem', { name: 'Pomada modeladora' })).getByLabelText('Profissional');
}

async function finish() {
  await userEvent.click(screen.getByRole('button', { name: 'Pix' }));
  await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Finalizar venda?' })).getByRole('button', { name: 'Pix recebido, finalizar' }));
  await screen.findByText('Venda finalizada com sucesso!');
}

/** The product lines of the one sale the store was sent. */
function productLines() {
  const [body, ...more] = saleBodies();
  expect(more).toEqual([]);
  return (body.sale.transactions_attributes as Array<Record<string, unknown>>).filter((line) => 'product_id' in line);
}

describe('the professional of a product line', { timeout: 30_000 }, () => {
  it("is the appointment's professional on a sale from Finalizar, and 'Nenhum' is sent as null", async () => {
    const booking = appointment({ employee_id: BRUNO.id, employee: { id: BRUNO.id, name: BRUNO.name, color: BRUNO.color } });
    await openSale({ pathname: '/sales', state: { appointment: booking } });
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Corte masculino' })).getByLabelText('Profissional')).toHaveValue(String(BRUNO.id)));
    const professional = await addPomada();
    expect(professional).toHaveValue(String(BRUNO.id));
    await userEvent.selectOptions(professional, 'Nenhum');
    await finish();
    expect(productLines()).toEqual([expect.objectContaining({ product_id: 31, user_id: null })]);
  });

  it('is the seller when they serve clients (the owner with a column of her own)', async () => {
    await openSale('/sales');
    expect(await addPomada()).toHaveValue(String(ANA.id));
    await finish();
    expect(productLines()).toEqual([expect.objectContaining({ product_id: 31, user_id: ANA.id })]);
  });

  it("is 'Nenhum' for a front desk who serves no clients, sent as null", async () => {
    // The signed-in user is Dona Ana (employee 3), here at the front desk without 'atende clientes'.
    await openSale('/sales', 'front_desk', [{ ...ANA, role: 'front_desk', serves_clients: false }, BRUNO, { ...BRUNO, id: 10, name: 'Caio Navalha' }]);
    expect(await addPomada()).toHaveValue('');
    await finish();
    expect(productLines()).toEqual([expect.objectContaining({ product_id: 31, user_id: null })]);
  });
});
