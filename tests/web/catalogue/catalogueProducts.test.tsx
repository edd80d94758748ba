import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, db, sentTo } from '../mocks';
import { renderApp } from '../render';
import { fieldGroup, panel, product, productCategory, seedCatalogue, topDialog } from './catalogueHelpers';

const pomada = product({ id: 30, name: 'Pomada modeladora', product_category_id: 5, price: 3990, quantity: 12, brand: 'Barba Forte' });
const shampoo = product({ id: 31, name: 'Shampoo anticaspa', product_category_id: 6, price: 2500, quantity: 0 });

describe('products screen', { timeout: 20_000 }, () => {
  it('shows each category with its products, price and stock', async () => {
    seedCatalogue({ products: [productCategory(5, 'Finalizadores', [pomada]), productCategory(6, 'Shampoos', [shampoo])] });
    renderApp('/products', { signedIn: true });
    const finalizadores = within(await screen.findByRole('region', { name: 'Finalizadores' }));
    expect(finalizadores.getByRole('columnheader', { name: 'Estoque' })).toBeInTheDocument();
    const row = finalizadores.getByRole('button', { name: 'Pomada modeladora' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText(/R\$\s39,90/)).toBeInTheDocument();
    expect(within(row).getByText('Barba Forte')).toBeInTheDocument();
    expect(within(panel('Shampoos')).getByText('(Sem estoque)')).toBeInTheDocument();
  });

  it('shows the empty state with a button to create the first category', async () => {
    renderApp('/products', { signedIn: true });
    expect(await screen.findByText('Não encontramos nenhum produto.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Criar a primeira categoria' }));
    expect((await topDialog()).getByText('Nova Categoria')).toBeInTheDocument();
  });

  it('asks for a category first when there is none, then comes back to the product', async () => {
    renderApp('/products', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Produto' }));
    let modal = await topDialog();
    expect(modal.getByText(/crie antes uma categoria/)).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Nova Categoria' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Esmaltes');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(db.productCategories.map((c) => c.name)).toEqual(['Esmaltes']));
    expect(sentTo('POST', '/salons/42/product_categories')).toEqual([{ product_category: expect.objectContaining({ name: 'Esmaltes' }) }]);
    await waitFor(() => expect(screen.getByLabelText('Categoria')).toHaveValue(String(db.productCategories[0].id)));
    expect(screen.getByText('Novo Produto', { selector: '.modal-title' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Esmaltes' })).toBeInTheDocument();
  });

  it('creates a product with stock, brand and barcode in its category', async () => {
    seedCatalogue({ products: [productCategory(5, 'Finalizadores', [pomada]), productCategory(6, 'Shampoos')] });
    renderApp('/products', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Produto' }));
    const modal = await topDialog();
    expect(modal.getByLabelText('Estoque')).toHaveValue('0');
    await userEvent.type(modal.getByLabelText('Nome'), 'Cera');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Categoria')).findByText('Escolha uma categoria')).toBeInTheDocument();
    expect(within(fieldGroup('Preço')).getByText('Digite o preço')).toBeInTheDocument();

    await userEvent.selectOptions(modal.getByLabelText('Categoria'), 'Finalizadores');
    await userEvent.type(modal.getByLabelText('Preço'), '123450');
    await userEvent.clear(modal.getByLabelText('Estoque'));
    await userEvent.type(modal.getByLabelText('Estoque'), '7,5');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Estoque')).findByText('Digite um número inteiro de 0 a 1.000.000')).toBeInTheDocument();
    await userEvent.clear(modal.getByLabelText('Estoque'));
    await userEvent.type(modal.getByLabelText('Estoque'), '7');
    await userEvent.type(modal.getByLabelText('Marca'), ' Acme ');
    await userEvent.type(modal.getByLabelText('Código de barras'), '7891234567890');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(sentTo('POST', '/salons/42/products')).toHaveLength(1));
    expect(sentTo('POST', '/salons/42/products')[0]).toEqual({
      product: {
        name: 'Cera',
        description: null,
        price: 123450,
        cost: 0,
        quantity: 7,
        // Left blank: no low-stock alert.
        low_stock_level: null,
        brand: 'Acme',
        barcode: '7891234567890',
        product_category_id: 5,
      },
    });
    const names = within(await screen.findByRole('region', { name: 'Finalizadores' })).getAllByRole('button', { name: /^(Cera|Pomada modeladora)$/ });
    expect(names.map((button) => button.textContent)).toEqual(['Cera', 'Pomada modeladora']);
  });

  it('moves an edited product and deletes another', async () => {
    seedCatalogue({ products: [productCategory(5, 'Finalizadores', [pomada]), productCategory(6, 'Shampoos', [shampoo])] });
    renderApp('/products', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Pomada modeladora' }));
    let modal = await topDialog();
    expect(modal.getByLabelText('Estoque')).toHaveValue('12');
    await userEvent.selectOptions(modal.getByLabelText('Categoria'), 'Shampoos');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(panel('Shampoos')).getByText('Pomada modeladora')).toBeInTheDocument());
    expect(within(panel('Finalizadores')).getByText('Nenhum produto nesta categoria ainda.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Shampoo anticaspa' }));
    modal = await topDialog();
    await userEvent.click(modal.getByRole('button', { name: 'Excluir' }));
    await userEvent.click((await topDialog()).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O produto foi excluído!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Shampoo anticaspa' })).not.toBeInTheDocument());
    expect(sentTo('PUT', '/products/30')).toEqual([{ product: expect.objectContaining({ product_category_id: 6 }) }]);
    expect(callsTo('DELETE ')).toEqual(['DELETE /products/31']);
    expect(db.productCategories.map((c) => [c.id, c.products.map((p) => p.name)])).toEqual([[5, []], [6, ['Pomada modeladora']]]);
  });

  it('searches products and refuses to delete a category with products', async () => {
    seedCatalogue({ products: [productCategory(5, 'Finalizadores', [pomada]), productCategory(6, 'Shampoos', [shampoo])] });
    renderApp('/products', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Opções da categoria Finalizadores' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    const refusal = await topDialog();
    expect(refusal.getByText('A categoria "Finalizadores" ainda tem 1 produto. Exclua-o ou mude-o de categoria antes de excluir a categoria.')).toBeInTheDocument();
    await userEvent.click(refusal.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.type(screen.getByPlaceholderText('Pesquisar um produto'), 'sham');
    await waitFor(() => expect(screen.queryByText('Pomada modeladora')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(screen.getByText('Shampoo anticaspa')).toBeInTheDocument();
    expect(callsTo('GET /salons/42/products/search/')).toEqual(['GET /salons/42/products/search/sham']);
    expect(db.productCategories.map((c) => c.id)).toEqual([5, 6]);
  });
});
