import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ComandaItemWire, ComandaWire } from '../../../server/contract/comandas';
import { appointment } from '../agenda/appointmentFixtures';
import { makeClient } from '../clients/clientsFixtures';
import { callsTo, db, seed, sentTo } from '../mocks';
import { notFound, record } from '../mocks/db';
import { API, server } from '../msw';
import { renderApp, type SignedInAs } from '../render';
import { ANA, BRUNO } from '../staff/staffFixtures';
import { MARIA, saleBodies, seedSaleSalon, SALON } from './salesFixtures';

/** The comanda's client, on file (the sale names her). */
const CARLA = makeClient(6, { name: 'Carla Cliente', email: 'carla@email.com' });
const OPENED_AT = Math.floor(Date.UTC(2030, 2, 14, 12, 30) / 1000);

const person = (employee: { id: number; name: string }) => ({ id: employee.id, name: employee.name });

function item(fields: Partial<ComandaItemWire> & Pick<ComandaItemWire, 'id' | 'name'>): ComandaItemWire {
  const quantity = fields.quantity ?? 1;
  const value = fields.value ?? 0;
  return {
    service_id: null,
    product_id: null,
    appointment_id: null,
    user_id: null,
    employee: null,
    quantity,
    value,
    total: quantity * value,
    added_by_name: 'Rita Recepção',
    created_at: OPENED_AT,
    deposit: null,
    ...fields,
  };
}

/** The appointment's Corte (Ana, R$ 40,00), its first item. */
const CORTE = item({ id: 71, name: 'Corte masculino', service_id: 11, appointment_id: 100, user_id: ANA.id, employee: person(ANA), value: 4000, added_by_name: ANA.name });
/** Two Pomadas Bruno added (R$ 29,90 each). */
const POMADAS = item({ id: 72, name: 'Pomada modeladora', product_id: 31, user_id: BRUNO.id, employee: person(BRUNO), quantity: 2, value: 2990, added_by_name: BRUNO.name });

/** Comanda 3 (id 7) of Carla's visit, open at version 4: Corte (Ana) and 2 Pomadas (Bruno), R$ 99,80. */
function comanda(fields: Partial<ComandaWire> = {}): ComandaWire {
  const items = fields.items ?? [CORTE, POMADAS];
  return {
    id: 7,
    number: 3,
    status: 'open',
    status_display: 'Aberta',
    version: 4,
    client: { id: CARLA.id, name: CARLA.name },
    appointment_id: 100,
    opened_by_name: 'Rita Recepção',
    opened_at: OPENED_AT,
    ended_at: null,
    ended_by_name: null,
    sale_id: null,
    cancel_reason: null,
    total: items.reduce((sum, row) => sum + row.total, 0),
    ...fields,
    items,
  };
}

/**
 * The comanda endpoints, answered from `rows` as the API would: each write records its body, bumps the version and
 * answers the comanda as it now is, so the page's refetch reads the change.
 */
function serveComandas(...rows: ComandaWire[]) {
  const held = structuredClone(rows);
  const find = (id: unknown) => held.find((row) => row.id === Number(id));
  const changed = (row: ComandaWire) => {
    row.version += 1;
    row.total = row.items.reduce((sum, line) => sum + line.total, 0);
    return HttpResponse.json(row);
  };
  server.use(
    http.get(`${API}/salons/:salonId/comandas`, () => HttpResponse.json(held.filter((row) => row.status === 'open'))),
    http.get(`${API}/comandas/:id`, ({ params }) => {
      const row = find(params.id);
      return row ? HttpResponse.json(row) : notFound();
    }),
    http.post(`${API}/salons/:salonId/comandas`, async ({ request }) => {
      const { comanda: fields } = (await record(request)) as { comanda: { client_id?: number | null } };
      const client = db.clients.find((c) => c.id === fields.client_id);
      const row = comanda({
        id: Math.max(...held.map((r) => r.id)) + 1,
        number: Math.max(...held.map((r) => r.number)) + 1,
        version: 1,
        client: client ? { id: client.id, name: client.name } : null,
        appointment_id: null,
        items: [],
      });
      held.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.post(`${API}/comandas/:id/items`, async ({ request, params }) => {
      const { item: fields } = (await record(request)) as { item: { service_id?: number; product_id?: number; user_id?: number | null } };
      const row = find(params.id);
      if (!row) return notFound();
      const service = db.serviceCategories.flatMap((c) => c.services).find((s) => s.id === fields.service_id);
      const product = db.productCategories.flatMap((c) => c.products).find((p) => p.id === fields.product_id);
      const employee = db.employees.find((e) => e.id === fields.user_id);
      row.items.push(
        item({
          id: Math.max(0, ...held.flatMap((r) => r.items.map((i) => i.id))) + 1,
          name: service?.name ?? product?.name ?? '',
          service_id: service?.id ?? null,
          product_id: product?.id ?? null,
          user_id: employee?.id ?? null,
          employee: employee ? person(employee) : null,
          value: service?.price ?? product?.price ?? 0,
        }),
      );
      return changed(row);
    }),
    http.delete(`${API}/comandas/:id/items/:itemId`, ({ params }) => {
      const row = find(params.id);
      if (!row) return notFound();
      row.items = row.items.filter((line) => line.id !== Number(params.itemId));
      return changed(row);
    }),
    http.post(`${API}/comandas/:id/cancel`, async ({ request, params }) => {
      const { reason } = (await record(request)) as { reason: string | null };
      const row = find(params.id);
      if (!row) return notFound();
      Object.assign(row, { status: 'canceled', status_display: 'Cancelada', cancel_reason: reason, ended_at: OPENED_AT + 3600, ended_by_name: 'Rita Recepção' });
      return changed(row);
    }),
  );
  return held;
}

/** The sale's salon (Ana, Bruno, the catalogues), Carla, and the appointment the comanda came from. */
function seedComandaSalon() {
  seedSaleSalon();
  seed({ clients: [MARIA, CARLA], appointments: [appointment({ client_id: CARLA.id, client: { id: CARLA.id, name: CARLA.name } })] });
}

/** /comandas/7 in the real app, signed in as `as` (the front desk unless said). */
async function openComanda(as: SignedInAs = { role: 'front_desk' }, row: ComandaWire = comanda()) {
  seedComandaSalon();
  const held = serveComandas(row);
  const view = renderApp(`/comandas/${row.id}`, { signedIn: true, as });
  // The file's first render also loads the page's lazy chunk: room for a busy machine.
  await screen.findByRole('heading', { name: `Comanda ${row.number}` }, { timeout: 15_000 });
  return { ...view, held };
}

const items = () => within(screen.getByRole('region', { name: 'Itens da comanda' })).getAllByRole('listitem');
/** The line that says how the comanda ended (a live region: the page has others, the connection banner's). */
const ended = () => screen.getAllByRole('status').find((status) => status.closest('.comanda-actions'));
const chooser = () => screen.findByRole('dialog', { name: 'Adicionar item' });

async function pick(tab: 'Serviços' | 'Produtos', name: RegExp) {
  const dialog = await chooser();
  await userEvent.click(within(dialog).getByRole('tab', { name: tab }));
  await userEvent.click(await within(dialog).findByRole('button', { name }));
}

describe('the comanda page (/comandas/:id)', { timeout: 30_000 }, () => {
  it("shows the front desk the comanda's number, client, items and total, and its actions", async () => {
    await openComanda();
    expect(screen.getByText(/Carla Cliente · aberta .+ por Rita Recepção/)).toBeInTheDocument();
    const [corte, pomadas, ...others] = items();
    expect(others).toEqual([]);
    expect(corte).toHaveTextContent('Corte masculino');
    expect(corte).toHaveTextContent('Dona Ana · 1 × R$ 40,00');
    expect(within(corte).getByText('R$ 40,00', { selector: '.comanda-item__total' })).toBeInTheDocument();
    expect(pomadas).toHaveTextContent('Pomada modeladora');
    expect(pomadas).toHaveTextContent('Bruno Barbeiro · 2 × R$ 29,90');
    expect(within(pomadas).getByText('R$ 59,80', { selector: '.comanda-item__total' })).toBeInTheDocument();
    expect(screen.getByText('R$ 99,80', { selector: '.comanda-total strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar item' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fechar comanda' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancelar comanda' })).toBeEnabled();
    // The desk may take out anyone's item.
    expect(screen.getByRole('button', { name: 'Tirar Corte masculino da comanda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tirar Pomada modeladora da comanda' })).toBeInTheDocument();
  });

  it("adds a product for the comanda's first professional, and a service for the one chosen; each shows", async () => {
    await openComanda();
    const professional = screen.getByLabelText('Para o profissional');
    await waitFor(() => expect(professional).toHaveValue(String(ANA.id)));

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await pick('Produtos', /Óleo de barba/);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(sentTo('POST', '/comandas/7/items')).toEqual([{ item: { product_id: 33, user_id: ANA.id } }]);
    expect(items()[2]).toHaveTextContent('Óleo de barba');
    expect(items()[2]).toHaveTextContent('Dona Ana · 1 × R$ 35,00');
    expect(await screen.findByText('Óleo de barba adicionado à comanda')).toBeInTheDocument();
    expect(screen.getByText('R$ 134,80', { selector: '.comanda-total strong' })).toBeInTheDocument();

    await userEvent.selectOptions(professional, 'Bruno Barbeiro');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await pick('Serviços', /Corte masculino/);
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(sentTo('POST', '/comandas/7/items')[1]).toEqual({ item: { service_id: 11, user_id: BRUNO.id } });
    expect(items()[3]).toHaveTextContent('Bruno Barbeiro · 1 × R$ 40,00');
  });

  it('lets a professional add and take out only their own items, and neither close nor cancel', async () => {
    const { held } = await openComanda({ role: 'professional', employee_id: BRUNO.id });
    expect(screen.getByRole('button', { name: 'Adicionar item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar comanda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar comanda' })).not.toBeInTheDocument();
    // A professional adds for themself: no choice of whom.
    expect(screen.queryByLabelText('Para o profissional')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tirar Corte masculino da comanda' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tirar Pomada modeladora da comanda' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(callsTo('DELETE /comandas/7/items/72')).toHaveLength(1);
    expect(held[0].items.map((line) => line.id)).toEqual([CORTE.id]);
    expect(items()[0]).toHaveTextContent('Corte masculino');

    // Their addition names no one: the server credits the professional adding.
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await pick('Produtos', /Óleo de barba/);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(sentTo('POST', '/comandas/7/items')).toEqual([{ item: { product_id: 33 } }]);
  });

  it("closes into the checkout with the comanda's lines; the sale names the comanda at the version shown", async () => {
    const { router } = await openComanda();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar comanda' }));
    await screen.findByRole('heading', { name: 'Nova venda' });
    expect(router.state.location.pathname).toBe('/sales');
    expect(screen.getByText('Comanda 3 · Carla Cliente')).toBeInTheDocument();
    const corte = screen.getByRole('listitem', { name: 'Corte masculino' });
    const pomadas = screen.getByRole('listitem', { name: 'Pomada modeladora' });
    expect(within(corte).getByLabelText('Quantidade')).toHaveValue('1');
    expect(within(pomadas).getByLabelText('Quantidade')).toHaveValue('2');
    await waitFor(() => expect(within(corte).getByLabelText('Profissional')).toHaveValue(String(ANA.id)));
    expect(within(pomadas).getByLabelText('Profissional')).toHaveValue(String(BRUNO.id));
    expect(screen.getByTestId('sale-client')).toHaveTextContent('Carla Cliente');
    expect(screen.getByTestId('running-total')).toHaveTextContent('R$ 99,80');

    await userEvent.click(screen.getByRole('button', { name: 'Pix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finalizar venda?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pix recebido, finalizar' }));
    expect(await screen.findByText('Venda finalizada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/1'));
    expect(saleBodies()).toEqual([
      {
        sale: {
          payment_type: 'pix',
          payments: [{ method: 'pix', amount: 9980, reference: expect.stringMatching(/^AG[A-Z0-9]{20}$/) }],
          client_id: CARLA.id,
          price: 9980,
          comanda: { id: 7, version: 4 },
          transactions_attributes: [
            { service_id: 11, appointment_id: 100, user_id: ANA.id, quantity: 1, value: 4000, discount: 0 },
            { product_id: 31, user_id: BRUNO.id, quantity: 2, value: 2990, discount: 0 },
          ],
        },
      },
    ]);
  });

  it('stays on the checkout with the server\'s word when the comanda changed meanwhile', async () => {
    const message = 'A comanda mudou enquanto você fechava: confira os itens e feche de novo';
    const { router } = await openComanda();
    server.use(http.post(`${SALON}/sales`, async ({ request }) => (await record(request), HttpResponse.json({ comanda: [message] }, { status: 422 }))));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar comanda' }));
    await screen.findByRole('heading', { name: 'Nova venda' });
    await userEvent.click(screen.getByRole('button', { name: 'Pix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finalizar venda?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pix recebido, finalizar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saleBodies()).toHaveLength(1);
    expect(saleBodies()[0].sale.comanda).toEqual({ id: 7, version: 4 });
    expect(router.state.location.pathname).toBe('/sales');
    expect(screen.getByRole('listitem', { name: 'Corte masculino' })).toBeInTheDocument();
    expect(screen.queryByText('Venda finalizada com sucesso!')).not.toBeInTheDocument();
  });

  it('cancels with the reason typed; canceled, it shows Cancelada and no more actions', async () => {
    await openComanda();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar comanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a comanda 3?' });
    expect(dialog).toHaveTextContent('O atendimento termina sem venda. O agendamento continua como está.');
    await userEvent.type(within(dialog).getByLabelText('Motivo (opcional)'), '  Cliente desistiu  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar comanda' }));
    expect(await screen.findByText('Comanda cancelada.')).toBeInTheDocument();
    expect(sentTo('POST', '/comandas/7/cancel')).toEqual([{ reason: 'Cliente desistiu' }]);
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(ended()).toHaveTextContent(/^Cancelada.+ por Rita Recepção$/);
    expect(screen.getByText('Cliente desistiu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar comanda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tirar .* da comanda/ })).not.toBeInTheDocument();
  });

  it('shows a comanda canceled before as Cancelada, without Adicionar item', async () => {
    await openComanda({ role: 'front_desk' }, comanda({ status: 'canceled', status_display: 'Cancelada', ended_at: OPENED_AT + 600, ended_by_name: 'Rita Recepção', cancel_reason: null }));
    expect(ended()).toHaveTextContent(/^Cancelada14\/03\/2030,? 09:40 por Rita Recepção$/);
    expect(screen.queryByRole('button', { name: 'Adicionar item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar comanda' })).not.toBeInTheDocument();
  });

  it('sends without a reason null when none was typed', async () => {
    await openComanda();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar comanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a comanda 3?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar comanda' }));
    await screen.findByText('Comanda cancelada.');
    expect(sentTo('POST', '/comandas/7/cancel')).toEqual([{ reason: null }]);
  });
});

describe("the sales list's open comandas (/vendas)", { timeout: 30_000 }, () => {
  it('lists the open comanda with a link to it, and Nova comanda opens one for a walk-in', async () => {
    seedComandaSalon();
    serveComandas(comanda());
    const { router } = renderApp('/vendas', { signedIn: true, as: { role: 'front_desk' } });
    await screen.findByRole('heading', { name: 'Vendas' }, { timeout: 15_000 });
    const section = await screen.findByRole('region', { name: '1 comanda aberta' });
    const link = within(section).getByRole('link', { name: /Comanda 3/ });
    expect(link).toHaveAttribute('href', '/comandas/7');
    expect(link).toHaveTextContent('Carla Cliente');
    expect(link).toHaveTextContent('2 itens');
    expect(link).toHaveTextContent('R$ 99,80');

    await userEvent.click(within(section).getByRole('button', { name: 'Nova comanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova comanda' });
    expect(within(dialog).getByText('Opcional: deixe em branco para quem não tem cadastro.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir comanda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comandas/8'));
    expect(sentTo('POST', '/salons/42/comandas')).toEqual([{ comanda: { client_id: null } }]);
    expect(await screen.findByRole('heading', { name: 'Comanda 4' })).toBeInTheDocument();
    expect(screen.getByText(/^Cliente sem cadastro · aberta/)).toBeInTheDocument();
  });
});
