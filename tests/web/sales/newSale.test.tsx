import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/router';
import { appointment } from '../agenda/appointmentFixtures';
import { callsTo, db, seed } from '../mocks';
import { record } from '../mocks/db';
import { server } from '../msw';
import { mount, SESSION } from '../render';
import { saleBodies, seedSaleSalon, SALON } from './salesFixtures';
import { ANA } from '../staff/staffFixtures';

type Entry = string | { pathname: string; state: unknown };

/** The real app at /sales (or with the router state Finalizar sends), signed in, with the sale's salon in the store. */
async function openSale(entry: Entry = '/sales', salon: Parameters<typeof seedSaleSalon>[0] = {}) {
  seedSaleSalon(salon);
  // Finalizar's appointment is the store's too: the sale completes it.
  if (typeof entry !== 'string') seed({ appointments: [(entry.state as { appointment: AppointmentWire }).appointment] });
  localStorage.setItem('agendei.session', JSON.stringify(SESSION));
  const view = mount(createMemoryRouter(routes, { initialEntries: [entry] }));
  // The file's first render also loads the page's lazy chunk: room for a busy machine.
  await screen.findByRole('heading', { name: 'Nova venda' }, { timeout: 15_000 });
  return view;
}

/** The first POST of the sale is a dropped connection (nothing recorded); its Idempotency-Key, for the retry's. */
function dropFirstSale() {
  const keys: Array<string | null> = [];
  server.use(
    http.post(`${SALON}/sales`, async ({ request }) => (keys.push(request.headers.get('Idempotency-Key')), await record(request), HttpResponse.error()), { once: true }),
  );
  return keys;
}

const line = (name: string) => screen.getByRole('listitem', { name });
const chooser = () => screen.findByRole('dialog', { name: 'Adicionar item' });

async function pick(tab: 'Serviços' | 'Produtos', item: RegExp) {
  const dialog = await chooser();
  await userEvent.click(within(dialog).getByRole('tab', { name: tab }));
  await userEvent.click(await within(dialog).findByRole('button', { name: item }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar item' })).not.toBeInTheDocument());
}

async function finalize() {
  await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
  return screen.findByRole('dialog', { name: 'Finalizar venda?' });
}

describe('new sale', { timeout: 30_000 }, () => {
  it('starts empty, with a button that opens the item chooser; Finalizar waits for an item', async () => {
    await openSale();
    expect(screen.getByText('Nenhum item nesta venda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '+ Adicionar item' }));
    const dialog = await chooser();
    expect(within(dialog).getByRole('tab', { name: 'Serviços' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('region', { name: 'Cabelo' })).toHaveTextContent('Corte masculinoR$ 40,00');
    expect(within(dialog).getByRole('region', { name: 'Unhas' })).toHaveTextContent('Manicure');
    // A category without services is left out.
    expect(within(dialog).queryByRole('region', { name: 'Vazia' })).not.toBeInTheDocument();
  });

  it('sells a service and products from ?openSelectItem=true: professional, stock, discount, client, Pix', async () => {
    const { router } = await openSale('/sales?openSelectItem=true');
    await pick('Serviços', /Corte masculino/);
    // Two professionals: the line asks who did it.
    const corte = line('Corte masculino');
    expect(within(corte).getByLabelText('Quantidade')).toBeDisabled();
    await userEvent.selectOptions(within(corte).getByLabelText('Profissional'), 'Bruno Barbeiro');

    await userEvent.click(screen.getByRole('button', { name: '+ Adicionar item' }));
    const dialog = await chooser();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Produtos' }));
    expect(within(dialog).getByRole('button', { name: /Shampoo/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Shampoo/ })).toHaveTextContent('Sem estoque');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Pesquisar' }), 'pom');
    expect(within(dialog).queryByRole('button', { name: /Óleo/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Pomada modeladora/ }));

    const pomada = line('Pomada modeladora');
    expect(pomada).toHaveTextContent('3 em estoque');
    const more = within(pomada).getByRole('button', { name: 'Aumentar quantidade' });
    await userEvent.click(more);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(within(pomada).getByLabelText('Quantidade')).toHaveValue('3');
    expect(within(pomada).getByRole('alert')).toHaveTextContent('Estoque insuficiente: só há 3 unidades');
    await userEvent.click(within(pomada).getByRole('button', { name: 'Diminuir quantidade' }));
    expect(within(pomada).getByLabelText('Quantidade')).toHaveValue('2');
    await userEvent.type(within(pomada).getByLabelText('Desconto'), '500');
    expect(within(pomada).getByLabelText('Desconto')).toHaveValue('R$ 5,00');
    expect(within(pomada).getByTestId('line-total')).toHaveTextContent('R$ 54,80');
    expect(screen.getByTestId('running-total')).toHaveTextContent('R$ 94,80');
    expect(screen.getByLabelText('Valor', { selector: '#sale-valor' })).toHaveValue('R$ 94,80');

    await userEvent.type(screen.getByLabelText('Cliente'), 'mar');
    await userEvent.click(await screen.findByRole('button', { name: /Maria Silva/ }));
    expect(screen.getByTestId('sale-client')).toHaveTextContent('Maria Silva');

    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Escolha a forma de pagamento')).toBeInTheDocument();
    expect(saleBodies()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Pix' }));
    expect(screen.getByRole('button', { name: 'Pix' })).toHaveAttribute('aria-pressed', 'true');
    const confirm = await finalize();
    expect(confirm).toHaveTextContent('Total de R$ 94,80 em Pix.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pix recebido, finalizar' }));

    expect(await screen.findByText('Venda finalizada com sucesso!')).toBeInTheDocument();
    // The store's first sale, read back by the sale view.
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/1'));
    expect(await screen.findByRole('heading', { name: 'Venda nº 1' })).toBeInTheDocument();
    expect(db.saleKeys).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{36}$/), body: expect.any(String), saleId: 1 }]);
    expect(saleBodies()).toEqual([{
      sale: {
        payment_type: 'pix',
        // One payment of it all, with the reference of the QR code the confirmation showed.
        payments: [{ method: 'pix', amount: 9480, reference: expect.stringMatching(/^AG[A-Z0-9]{20}$/) }],
        client_id: 5,
        price: 9480,
        transactions_attributes: [
          { service_id: 11, user_id: 9, quantity: 1, value: 4000, discount: 0 },
          // The seller (the owner, with a column of her own) earns the product's commission (issue 25 item 12).
          { product_id: 31, user_id: 3, quantity: 2, value: 2990, discount: 500 },
        ],
      },
    }]);
    // Two of the three Pomadas left the shelf.
    expect(db.productCategories[0].products[0].quantity).toBe(1);
  });

  it('leaves the focus where the user put it after picking an item, and gives it back to the opener otherwise', async () => {
    await openSale('/sales?openSelectItem=true');
    await pick('Serviços', /Corte masculino/);
    const add = screen.getByRole('button', { name: '+ Adicionar item' });
    await userEvent.click(add);
    await userEvent.click(within(await chooser()).getByRole('button', { name: 'Close' }));
    // Closed without a tap elsewhere: the keyboard user is back on the button that opened it.
    await waitFor(() => expect(document.querySelector('.modal')).toBeNull());
    expect(document.activeElement).toBe(add);

    await userEvent.click(add);
    const dialog = await chooser();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Produtos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Pomada modeladora/ }));
    // Straight into the discount, before the chooser has faded out: the closing modal must not take the focus back.
    const discount = within(line('Pomada modeladora')).getByLabelText('Desconto');
    await userEvent.click(discount);
    await waitFor(() => expect(document.querySelector('.modal')).toBeNull());
    expect(document.activeElement).toBe(discount);
    await userEvent.keyboard('500');
    expect(discount).toHaveValue('R$ 5,00');
  });

  it("checks out Finalizar's appointment: its service, professional, price and client; cash with change", async () => {
    await openSale({ pathname: '/sales', state: { appointment: appointment({ price: 4500 }) } });
    expect(screen.getByText('Atendimento de Maria Silva')).toBeInTheDocument();
    const corte = line('Corte masculino');
    // The professional shows once the staff list has come (the layout no longer waits for its menus' code).
    await waitFor(() => expect(within(corte).getByLabelText('Profissional')).toHaveValue(String(ANA.id)));
    expect(within(corte).getByLabelText('Valor')).toHaveValue('R$ 45,00');
    expect(screen.getByTestId('sale-client')).toHaveTextContent('Maria Silva');

    await userEvent.click(screen.getByRole('button', { name: 'Dinheiro' }));
    await userEvent.type(screen.getByLabelText('Valor recebido (opcional)'), '5000');
    expect(screen.getByTestId('sale-change')).toHaveTextContent('R$ 5,00');
    await userEvent.click(within(await finalize()).getByRole('button', { name: 'Finalizar venda' }));
    await screen.findByText('Venda finalizada com sucesso!');
    expect(saleBodies()).toEqual([
      {
        sale: {
          payment_type: 'cash',
          payments: [{ method: 'cash', amount: 4500, received: 5000 }],
          client_id: 5,
          price: 4500,
          transactions_attributes: [{ service_id: 11, appointment_id: 100, user_id: ANA.id, quantity: 1, value: 4500, discount: 0 }],
        },
      },
    ]);
    // The sale completed the appointment, and gave R$ 5,00 of change.
    expect(db.appointments[0]).toMatchObject({ status: 'completed', sale_transaction: { sale_id: 1 } });
    expect(db.sales[0]).toMatchObject({ price: 4500, received: 5000, change: 500 });
  });

  it("refuses a negative total with the 'Ops' dialog and sends nothing; Valor shows 0", async () => {
    await openSale({ pathname: '/sales', state: { appointment: appointment() } });
    await userEvent.type(within(line('Corte masculino')).getByLabelText('Desconto'), '5000');
    expect(screen.getByTestId('running-total')).toHaveTextContent('-R$ 10,00');
    expect(screen.getByLabelText('Valor', { selector: '#sale-valor' })).toHaveValue('R$ 0,00');
    await userEvent.click(screen.getByRole('button', { name: 'Pix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const ops = await screen.findByRole('dialog', { name: 'Ops' });
    expect(ops).toHaveTextContent('Você não pode finalizar uma venda com valor negativo');
    await userEvent.click(within(ops).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('dialog', { name: 'Finalizar venda?' })).not.toBeInTheDocument();
    expect(callsTo('POST /salons/42/sales')).toEqual([]);
  });

  it('keeps the cart and the Idempotency-Key after a network failure, so Finalizar again records one sale', async () => {
    const dropped = dropFirstSale();
    const { router } = await openSale({ pathname: '/sales', state: { appointment: appointment() } });
    await userEvent.click(screen.getByRole('button', { name: 'Pix' }));
    await userEvent.click(within(await finalize()).getByRole('button', { name: 'Pix recebido, finalizar' }));
    expect(await screen.findByText(/A venda não foi confirmada/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales');
    expect(line('Corte masculino')).toBeInTheDocument();

    await userEvent.click(within(await finalize()).getByRole('button', { name: 'Pix recebido, finalizar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/1'));
    const [first, second] = saleBodies();
    expect(saleBodies()).toHaveLength(2);
    expect(second).toEqual(first);
    // The retry came under the dropped request's key, and the store recorded one sale.
    expect(dropped).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(db.saleKeys.map((k) => k.key)).toEqual(dropped);
    expect(db.sales).toHaveLength(1);
  });

  it('sends a changed cart with a new key, and a double tap on the confirmation once', async () => {
    const dropped = dropFirstSale();
    await openSale({ pathname: '/sales', state: { appointment: appointment() } });
    await userEvent.click(screen.getByRole('button', { name: 'Pix' }));
    await userEvent.click(within(await finalize()).getByRole('button', { name: 'Pix recebido, finalizar' }));
    await screen.findByText(/A venda não foi confirmada/);
    // The confirmation fades out and hands the focus back to Finalizar: type once it is gone.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Finalizar venda?' })).not.toBeInTheDocument());
    await userEvent.type(within(line('Corte masculino')).getByLabelText('Desconto'), '500');
    await userEvent.dblClick(within(await finalize()).getByRole('button', { name: 'Pix recebido, finalizar' }));
    await screen.findByText('Venda finalizada com sucesso!');
    // The dropped one and one more: the double tap sent once.
    expect(saleBodies()).toHaveLength(2);
    expect(db.saleKeys).toHaveLength(1);
    expect(db.saleKeys[0].key).not.toBe(dropped[0]);
    expect(saleBodies()[1].sale.price).toBe(3500);
  });

  it("shows the server's refusals under the line and field they name", async () => {
    server.use(
      http.post(`${SALON}/sales`, () =>
        HttpResponse.json(
          { 'transactions_attributes.1.quantity': ['Estoque insuficiente para Pomada modeladora'], price: ['O total não confere com os itens'] },
          { status: 422 },
        ),
      ),
    );
    const { router } = await openSale({ pathname: '/sales', state: { appointment: appointment() } });
    await userEvent.click(screen.getByRole('button', { name: '+ Adicionar item' }));
    await pick('Produtos', /Pomada modeladora/);
    await userEvent.click(screen.getByRole('button', { name: 'Cartão Crédito' }));
    await userEvent.click(within(await finalize()).getByRole('button', { name: 'Finalizar venda' }));
    expect(await within(line('Pomada modeladora')).findByText('Estoque insuficiente para Pomada modeladora')).toBeInTheDocument();
    expect(within(line('Corte masculino')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('O total não confere com os itens')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales');
  });

  it('asks for the stock again each time the chooser reopens (a sale elsewhere may have changed it)', async () => {
    await openSale('/sales?openSelectItem=true');
    let dialog = await chooser();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Produtos' }));
    expect(within(dialog).getByRole('button', { name: /Pomada/ })).toHaveTextContent('3 em estoque');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar item' })).not.toBeInTheDocument());
    const asked = callsTo('GET /salons/42/product_categories').length;
    // A sale elsewhere took two.
    db.productCategories[0].products[0].quantity = 1;
    await userEvent.click(screen.getByRole('button', { name: '+ Adicionar item' }));
    dialog = await chooser();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Pomada/ })).toHaveTextContent('1 em estoque'));
    expect(callsTo('GET /salons/42/product_categories').length).toBeGreaterThan(asked);
  });

  it('sells past the stock when the salon allows negative stock', async () => {
    await openSale('/sales?openSelectItem=true', { negativeStock: true });
    await pick('Produtos', /Shampoo/);
    const shampoo = line('Shampoo');
    await userEvent.click(within(shampoo).getByRole('button', { name: 'Aumentar quantidade' }));
    expect(within(shampoo).getByLabelText('Quantidade')).toHaveValue('2');
    expect(within(shampoo).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Outro' }));
    await userEvent.click(within(await finalize()).getByRole('button', { name: 'Finalizar venda' }));
    await screen.findByText('Venda finalizada com sucesso!');
    expect(saleBodies()[0].sale).toMatchObject({ payment_type: 'other', client_id: null, price: 9000, transactions_attributes: [{ product_id: 32, quantity: 2 }] });
    // The shelf goes below zero.
    expect(db.productCategories[0].products[1].quantity).toBe(-2);
  });
});
