import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StockMovement } from '../../../src/features/catalogue/stockApi';
import { db, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { fieldGroup, findPanel, product, productCategory, seedCatalogue, topDialog } from './catalogueHelpers';

const pomada = product({ id: 30, name: 'Pomada modeladora', product_category_id: 5, quantity: 2, low_stock_level: 3 });
const cera = product({ id: 31, name: 'Cera', product_category_id: 5, quantity: 9, low_stock_level: 3 });
const gel = product({ id: 32, name: 'Gel', product_category_id: 5, quantity: 0 });
const movement = (fields: Partial<StockMovement> & { id: number; quantity: number }): StockMovement => ({
  product_id: 30, unit_cost: null, note: null, user_name: 'Dona Ana', created_at: Date.UTC(2026, 10, 20, 13, 30) / 1000, ...fields,
});
const rowOf = async (name: string) => (await findPanel('Finalizadores')).querySelector(`tr:has(button[aria-label="Entrada de estoque: ${name}"])`) as HTMLElement;
const rowByName = (region: HTMLElement, name: string) => within(region).getByText(name).closest('tr') as HTMLElement;

/** Issue 25, item 18: the 'Estoque baixo' badge, the low-stock level in the product form, and the entrada dialog. */
describe('products: low stock and stock entries', { timeout: 20_000 }, () => {
  it("shows 'Estoque baixo' as text next to the quantity of a flagged product only", async () => {
    seedCatalogue({ products: [productCategory(5, 'Finalizadores', [cera, gel, pomada])] });
    renderApp('/products', { signedIn: true });
    // The file's first render also loads the page's lazy chunk: room for a busy machine.
    const region = await screen.findByRole('region', { name: 'Finalizadores' }, { timeout: 15_000 });
    expect(within(rowByName(region, 'Pomada modeladora')).getByText('Estoque baixo')).toBeInTheDocument();
    expect(within(rowByName(region, 'Cera')).queryByText('Estoque baixo')).not.toBeInTheDocument();
    // Without a level, even an empty shelf is not flagged (it says 'Sem estoque' instead).
    expect(within(rowByName(region, 'Gel')).queryByText('Estoque baixo')).not.toBeInTheDocument();

    // 'Estoque baixo primeiro' puts the flagged ones at the top of their category.
    const names = () => within(region).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('button')[0].textContent);
    expect(names()).toEqual(['Cera', 'Gel', 'Pomada modeladora']);
    await userEvent.click(screen.getByRole('switch', { name: 'Estoque baixo primeiro' }));
    expect(names()).toEqual(['Pomada modeladora', 'Cera', 'Gel']);
  });

  it("edits the level in the product form ('Avisar com estoque em'), blank for no alert", async () => {
    seedCatalogue({ products: [productCategory(5, 'Finalizadores', [pomada])] });
    const bodies = () => sentTo('PUT', '/products/30');
    renderApp('/products', { signedIn: true });
    await userEvent.click(within(await findPanel('Finalizadores')).getByRole('button', { name: 'Pomada modeladora' }));
    const modal = await topDialog();
    const level = modal.getByLabelText('Avisar com estoque em');
    expect(level).toHaveValue('3');
    expect(level).toHaveAccessibleDescription(/Em branco, sem aviso/);
    await userEvent.clear(level);
    await userEvent.type(level, '2,5');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Avisar com estoque em')).findByText('Digite um número inteiro de 0 a 1.000.000, ou deixe em branco')).toBeInTheDocument();
    await userEvent.clear(level);
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toEqual({ product: expect.objectContaining({ low_stock_level: null }) });
    expect(await screen.findByText('Produto atualizado!')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Finalizadores' })).queryByText('Estoque baixo')).not.toBeInTheDocument());
  });

  it('the front desk adds an entrada: quantity, unit cost and note sent; a toast; the quantity and badge update', async () => {
    seedCatalogue({ products: [productCategory(5, 'Finalizadores', [pomada])] });
    // Recorded by someone else: the new one is the signed-in user's (SESSION's Dona Ana, here at the front desk).
    seed({ stockEntries: [movement({ id: 1, quantity: 4, note: 'Compra inicial', user_name: 'Rita Recepção' })] });
    renderApp('/products', { signedIn: true, as: { role: 'front_desk' } });
    // The front desk's catalogue is read-only, but the entrada is hers.
    expect(within(await findPanel('Finalizadores')).queryByRole('button', { name: 'Pomada modeladora' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entrada de estoque: Pomada modeladora' }));
    const dialog = await topDialog();
    expect(dialog.getByText('Pomada modeladora: estoque atual 2')).toBeInTheDocument();
    const history = within(dialog.getByRole('region', { name: 'Movimentações' }));
    expect(await history.findByText('Compra inicial')).toBeInTheDocument();
    expect(history.getByText('+4')).toBeInTheDocument();
    expect(history.getByText(/Rita Recepção/)).toBeInTheDocument();
    // The salon's wall clock (America/Sao_Paulo, UTC-3), whatever the machine's.
    expect(history.getByText('20/11/2026, 10:30')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Quantidade recebida')).findByText('Digite uma quantidade inteira de 1 a 100.000')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Quantidade recebida'), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Quantidade recebida')).findByText('Digite uma quantidade inteira de 1 a 100.000')).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText('Quantidade recebida'));
    await userEvent.type(dialog.getByLabelText('Quantidade recebida'), '5');
    await userEvent.type(dialog.getByLabelText('Custo unitário (opcional)'), '1250');
    expect(dialog.getByLabelText('Custo unitário (opcional)')).toHaveValue('R$ 12,50');
    await userEvent.type(dialog.getByLabelText('Observação (opcional)'), ' NF 4521 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Entrada registrada: +5 de Pomada modeladora')).toBeInTheDocument();
    expect(sentTo('POST', '/products/30/stock_entries')).toEqual([{ stock_entry: { quantity: 5, unit_cost: 1250, note: 'NF 4521' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('Pomada modeladora');
    await waitFor(() => expect(within(row).getByText('7')).toBeInTheDocument());
    expect(within(row).queryByText('Estoque baixo')).not.toBeInTheDocument();

    // Opened again, the new movement is on top with who made it and its unit cost.
    await userEvent.click(screen.getByRole('button', { name: 'Entrada de estoque: Pomada modeladora' }));
    const again = within((await topDialog()).getByRole('region', { name: 'Movimentações' }));
    expect(await again.findByText('NF 4521')).toBeInTheDocument();
    const items = again.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('+5');
    expect(items[0]).toHaveTextContent('Dona Ana');
    expect(items[0]).toHaveTextContent(/custo unit\. R\$\s12,50/);
    expect(items[1]).toHaveTextContent('Rita Recepção');
    expect(db.productCategories[0].products[0]).toMatchObject({ quantity: 7, low_stock: false });
  });

  it("puts the server's refusal under the field and keeps the dialog open", async () => {
    seedCatalogue({ products: [productCategory(5, 'Finalizadores', [pomada])] });
    // A refusal the store would not give for 99999 (the screen's own check lets it through).
    server.use(http.post(`${API}/products/30/stock_entries`, () => HttpResponse.json({ quantity: ['Digite uma quantidade inteira de 1 a 100.000'] }, { status: 422 })));
    renderApp('/products', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Entrada de estoque: Pomada modeladora' }));
    const dialog = await topDialog();
    expect(await dialog.findByText('Nenhuma entrada registrada ainda.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Quantidade recebida'), '99999');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldGroup('Quantidade recebida')).findByText('Digite uma quantidade inteira de 1 a 100.000')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers no entrada to a professional', async () => {
    seedCatalogue({ products: [productCategory(5, 'Finalizadores', [pomada])] });
    renderApp('/products', { signedIn: true, as: { role: 'professional', employee_id: 7 } });
    const region = await findPanel('Finalizadores');
    expect(within(region).getByText('Estoque baixo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Entrada de estoque/ })).not.toBeInTheDocument();
  });
});
