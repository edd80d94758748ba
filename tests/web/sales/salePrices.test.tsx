import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SalonSettingsWire } from '../../../server/contract/salonSettings';
import { db, seed, sentTo } from '../mocks';
import { record } from '../mocks/db';
import { server } from '../msw';
import { renderApp, type SignedInAs } from '../render';
import { saleBodies, seedSaleSalon, SALON, settings } from './salesFixtures';
import { BRUNO } from '../staff/staffFixtures';

/**
 * Issue 24, item 4, on the sale screen: a user whose role may not change prices sees the catalogue price
 * read-only and no discount; one allowed up to a percentage is told the limit before sending; the server's
 * refusal shows under the line's field.
 */
async function openSale(as: SignedInAs, salon: Partial<SalonSettingsWire> = {}) {
  seedSaleSalon();
  // The salon's own switches over the fixture's defaults.
  seed({ settings: settings(salon) });
  renderApp('/sales?openSelectItem=true', { signedIn: true, as });
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar item' });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Produtos' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: /Pomada modeladora/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar item' })).not.toBeInTheDocument());
  return screen.getByRole('listitem', { name: 'Pomada modeladora' });
}

async function finalizeWithPix() {
  await userEvent.click(screen.getByRole('button', { name: 'Pix' }));
  await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
}

describe('sale prices by role', { timeout: 30_000 }, () => {
  it('shows the front desk the catalogue price read-only and no discount, and the server refusal under the price', async () => {
    // The store does not apply the price rules by role (it does not know the caller's): this refusal is the test's.
    const refusal = { 'transactions_attributes.0.value': ['Seu perfil não pode alterar o preço deste item (R$ 31,90). Peça ao dono do salão.'] };
    server.use(http.post(`${SALON}/sales`, async ({ request }) => (await record(request), HttpResponse.json(refusal, { status: 422 }))));
    const pomada = await openSale({ role: 'front_desk' });
    const value = within(pomada).getByLabelText('Valor');
    expect(value).toHaveAttribute('readonly');
    expect(value).toHaveValue('R$ 29,90');
    await userEvent.type(value, '1');
    expect(value).toHaveValue('R$ 29,90');
    expect(within(pomada).queryByLabelText('Desconto')).not.toBeInTheDocument();
    expect(within(pomada).getByText('O preço do catálogo vale para esta venda.')).toBeInTheDocument();

    await finalizeWithPix();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Finalizar venda?' })).getByRole('button', { name: 'Pix recebido, finalizar' }));
    expect(await within(pomada).findByText(refusal['transactions_attributes.0.value'][0])).toBeInTheDocument();
    // The signed-in user's own row (Dona Ana) serves clients here, so the product is credited to her.
    expect(saleBodies()[0].sale.transactions_attributes).toEqual([{ product_id: 31, user_id: 3, quantity: 1, value: 2990, discount: 0 }]);
  });

  it('lets a professional change the price when the owner allows it, only down to the percentage', async () => {
    const pomada = await openSale({ role: 'professional', employee_id: BRUNO.id }, { price_change_professional: true, price_change_max_percent: 10 });
    expect(within(pomada).getByLabelText('Valor')).not.toHaveAttribute('readonly');
    expect(within(pomada).getByText('Desconto de até 10% do preço do catálogo.')).toBeInTheDocument();
    const discount = within(pomada).getByLabelText('Desconto');
    await userEvent.type(discount, '300');
    await finalizeWithPix();
    expect(await within(pomada).findByText('Desconto acima do permitido (até 10%)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Finalizar venda?' })).not.toBeInTheDocument();
    await userEvent.clear(discount);
    await userEvent.type(discount, '299');
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByRole('dialog', { name: 'Finalizar venda?' })).toBeInTheDocument();
  });

  it('keeps the price editable for the front desk once allowed, and for the owner always', async () => {
    const desk = await openSale({ role: 'front_desk' }, { price_change_front_desk: true, price_change_max_percent: 0 });
    expect(within(desk).getByLabelText('Valor')).not.toHaveAttribute('readonly');
    // Nothing off allowed: no discount to give, but the price may go up.
    expect(within(desk).queryByLabelText('Desconto')).not.toBeInTheDocument();
  });

  it("lets the owner change anything, whatever the salon's switches", async () => {
    const pomada = await openSale({ role: 'owner' });
    expect(within(pomada).getByLabelText('Valor')).not.toHaveAttribute('readonly');
    expect(within(pomada).getByLabelText('Desconto')).toBeInTheDocument();
    expect(within(pomada).queryByText('O preço do catálogo vale para esta venda.')).not.toBeInTheDocument();
  });
});

describe('the price settings on the salon profile', { timeout: 20_000 }, () => {
  it('saves who may change prices and the largest discount, and refuses a percentage above 100', async () => {
    // The store's settings are salonFixtures' (nobody may change prices, 10%).
    const bodies = () => sentTo('PATCH', '/salons/42/settings').map((body) => body?.salon);
    renderApp('/meu-salao/perfil', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'Preços e descontos no caixa' });
    const desk = within(section).getByRole('switch', { name: 'Recepção pode dar desconto e alterar o preço' });
    const pros = within(section).getByRole('switch', { name: 'Profissionais podem dar desconto e alterar o preço' });
    const percent = within(section).getByLabelText('Desconto máximo (% do preço do catálogo)');
    expect(desk).not.toBeChecked();
    expect(pros).not.toBeChecked();
    expect(percent).toHaveValue('10');
    // Off for both, the percentage has nothing to limit.
    expect(percent).toBeDisabled();

    await userEvent.click(desk);
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(section).findByText('Digite uma porcentagem inteira de 0 a 100')).toBeInTheDocument();
    expect(bodies()).toEqual([]);

    await userEvent.clear(percent);
    await userEvent.type(percent, '15');
    await userEvent.click(pros);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil do salão salvo!')).toBeInTheDocument();
    expect(bodies()).toEqual([expect.objectContaining({ price_change_front_desk: true, price_change_professional: true, price_change_max_percent: 15 })]);
    expect(db.settings).toMatchObject({ price_change_front_desk: true, price_change_professional: true, price_change_max_percent: 15 });
  });
});
