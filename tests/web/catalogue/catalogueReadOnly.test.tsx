import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { findPanel, product, productCategory, seedCatalogue, service, serviceCategory } from './catalogueHelpers';

const corte = service({ id: 10, name: 'Corte masculino', service_category_id: 1 });
const shampoo = product({ id: 30, name: 'Shampoo', product_category_id: 5, quantity: 4 });

/** Everyone reads the catalogue; only the owner (catalogueWrite) adds, changes or deletes (issue 11). */
describe('the catalogue for a role without catalogueWrite', { timeout: 20_000 }, () => {
  it.each(['front_desk', 'professional'] as const)('shows the services to the %s with no button to change them', async (role) => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [corte]), serviceCategory(2, 'Barba')] });
    renderApp('/services', { signedIn: true, as: { role } });
    const cabelo = await findPanel('Cabelo');
    expect(within(cabelo).getByText('Corte masculino')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova Categoria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Serviço' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opções da categoria Cabelo' })).not.toBeInTheDocument();
    expect(within(await findPanel('Barba')).queryByRole('button', { name: 'Adicionar o primeiro serviço' })).not.toBeInTheDocument();
    // The item is a line to read, not a button that opens the edit modal.
    expect(within(cabelo).queryByRole('button', { name: 'Corte masculino' })).not.toBeInTheDocument();
    await userEvent.click(within(cabelo).getByText('Corte masculino'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the products to the front desk without the negative-stock switch', async () => {
    seedCatalogue({ products: [productCategory(5, 'Cabelos', [shampoo])] });
    renderApp('/products', { signedIn: true, as: { role: 'front_desk' } });
    expect(within(await findPanel('Cabelos')).getByText('Shampoo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Produto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Permitir venda sem estoque' })).not.toBeInTheDocument();
  });

  it('an empty catalogue says only the owner fills it in', async () => {
    renderApp('/services', { signedIn: true, as: { role: 'front_desk' } });
    expect(await screen.findByText('Só o dono do salão cadastra e altera o catálogo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar a primeira categoria' })).not.toBeInTheDocument();
  });

  it('keeps every button for the owner', async () => {
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [corte])] });
    renderApp('/services', { signedIn: true });
    const cabelo = await findPanel('Cabelo');
    expect(screen.getByRole('button', { name: 'Nova Categoria' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Serviço' })).toBeInTheDocument();
    expect(within(cabelo).getByRole('button', { name: 'Opções da categoria Cabelo' })).toBeInTheDocument();
    expect(within(cabelo).getByRole('button', { name: 'Corte masculino' })).toBeInTheDocument();
  });
});
