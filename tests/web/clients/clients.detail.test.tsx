import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { makeClient } from './clientsFixtures';
import { callsTo, db, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { sale } from '../sales/salesFixtures';

const appointment = (id: number, fields: Partial<AppointmentWire> = {}): AppointmentWire => ({
  id,
  start_at: Math.floor(new Date(2025, 2, 14, 15, 30).getTime() / 1000),
  duration: 1800,
  price: 4500,
  notes: null,
  status: 'completed',
  status_display: 'Finalizado',
  reminded_at: null,
  client_id: 7,
  client: { id: 7, name: 'Maria Souza' },
  employee_id: 3,
  employee: { id: 3, name: 'Bia', color: '#ef1554' },
  service_id: 11,
  service: { id: 11, name: 'Corte feminino', duration: 1800, price: 4500 },
  sale_transaction: null,
  origin: 'desk',
  awaiting_deposit: false,
  deposit: null,
  ...fields,
});

/**
 * Maria (client 7) in the store, with her appointments; `history` adds nine (two booked ahead for R$ 60,00
 * each, five completed, one canceled, one no-show) and a sale of R$ 1.234,50, which the statistics count.
 */
function maria({ appointments = [] as AppointmentWire[], client = makeClient(7, { name: 'Maria Souza' }), history = false } = {}) {
  const ahead = Math.floor(Date.now() / 1000) + 86_400;
  const booked = history
    ? [
        ...[1, 2].map((i) => appointment(i, { start_at: ahead + i * 3600, status: 'new', status_display: 'Novo', price: 6000 })),
        ...[3, 4, 5, 6, 7].map((i) => appointment(i)),
        appointment(8, { status: 'canceled', status_display: 'Cancelado' }),
        appointment(9, { status: 'no_show', status_display: 'Não compareceu' }),
      ]
    : [];
  seed({ clients: [client], appointments: [...appointments, ...booked], sales: history ? [sale({ id: 301, client_id: 7, client: { id: 7, name: 'Maria Souza', email: null }, price: 123450 })] : [] });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:avatar');
  URL.revokeObjectURL = vi.fn();
});

describe('client detail', () => {
  it('shows the client, and the statistics counted from her appointments and sales', async () => {
    maria({ history: true });
    renderApp('/clients/7', { signedIn: true });
    // The first test of a file also pays for loading the page's code.
    expect(await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cliente7@email.com' })).toHaveAttribute('href', 'mailto:cliente7@email.com');
    expect(screen.getByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute('href', 'tel:11987654321');
    expect(screen.getByRole('link', { name: 'Agendamento' })).toHaveAttribute('href', '/agenda?client=7');
    expect(await screen.findByLabelText('2 agendamentos marcados')).toHaveTextContent('2');
    const stat = (key: string) => document.querySelector(`[data-stat="${key}"]`);
    expect(stat('sales_total')).toHaveTextContent('R$ 1.234,50');
    // What is booked and not yet paid, in the salon's words (not 'Prospecção'), with its cents.
    expect(stat('prospection')?.parentElement).toHaveTextContent('Agendado a receberR$ 120,00');
    expect(stat('appointments_total')).toHaveTextContent('9');
    expect(stat('completed')).toHaveTextContent('5');
    expect(stat('no_show')).toHaveTextContent('1');
    expect(stat('no_show')?.parentElement).toHaveTextContent('Não compareceu1');
    // Her history lists the nine appointments.
    expect(await screen.findAllByText('Corte feminino com Bia')).toHaveLength(9);
  });

  it('says when there is no history and no product bought, and has no packages tab', async () => {
    maria();
    renderApp('/clients/7', { signedIn: true });
    expect(await screen.findByText('Este cliente ainda não tem agendamentos.', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Produtos' }));
    expect(await screen.findByText('Este cliente ainda não comprou produtos.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Pacotes' })).not.toBeInTheDocument();
  });

  it('lists appointments with date, time, service with professional and price', async () => {
    maria({ appointments: [appointment(1)] });
    renderApp('/clients/7', { signedIn: true });
    expect(await screen.findByText('Corte feminino com Bia')).toBeInTheDocument();
    const row = screen.getByText('Corte feminino com Bia').closest('li') as HTMLElement;
    expect(row).toHaveTextContent('14/03/2025');
    expect(row).toHaveTextContent('15:30');
    expect(row).toHaveTextContent('R$ 45,00');
    expect(row).toHaveTextContent('Finalizado');
  });

  it('shows the avatar fetched with the session headers', async () => {
    let token: string | null = null;
    server.use(
      http.get(`${API}/clients/7/avatar`, ({ request }) => {
        token = request.headers.get('access-token');
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/webp' } });
      }),
    );
    maria({ client: makeClient(7, { name: 'Maria Souza', avatar_url: '/v1/clients/7/avatar?v=abc' }) });
    renderApp('/clients/7', { signedIn: true });
    expect(await screen.findByRole('img', { name: 'Maria Souza' })).toHaveAttribute('src', 'blob:avatar');
    expect(token).toBe('tok');
  });

  it('says when the client does not exist', async () => {
    // The store holds no client 8: the API's 404 for it and its history.
    renderApp('/clients/8', { signedIn: true });
    expect(await screen.findAllByText('Não foi possível encontrar o cliente deste salão!')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Ver todos os clientes' })).toHaveAttribute('href', '/clients');
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    maria();
    const { router } = renderApp('/clients/7', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir cliente' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Você tem certeza?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O cliente foi excluído!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(db.clients.map((c) => c.id)).not.toContain(7);
  });

  it('toasts the server message when deleting fails', async () => {
    maria();
    server.use(http.delete(`${API}/clients/7`, () => HttpResponse.json({ errors: ['Cliente com venda em aberto'] }, { status: 409 })));
    const { router } = renderApp('/clients/7', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir cliente' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Impossível excluir este cliente! Cliente com venda em aberto')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clients/7');
  });

  it('edits with PUT, sending "" for a cleared field and no avatar part', async () => {
    maria({ client: makeClient(7, { name: 'Maria Souza', birth: '1990-05-17', state: 'RJ' }) });
    renderApp('/clients/7', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar Cliente')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Data de nascimento')).toHaveValue('17/05/1990');
    await userEvent.clear(within(dialog).getByLabelText('Nome'));
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Maria S. Lima');
    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cliente atualizado com sucesso.')).toBeInTheDocument();
    const [parts] = sentTo('PUT', '/clients/7');
    expect(parts).toMatchObject({ 'client[name]': 'Maria S. Lima', 'client[email]': '', 'client[birth]': '17/05/1990', 'client[state]': 'RJ' });
    expect(parts).not.toHaveProperty('client[avatar]');
    expect(await screen.findByRole('heading', { name: 'Maria S. Lima' })).toBeInTheDocument();
  }, 20_000);
});

describe('client detail, loading', () => {
  it('shows 50 appointments, then the next page on "Ver mais agendamentos"', async () => {
    // 52 of the same day: the store keeps their order, 50 on the first page.
    const ids = Array.from({ length: 52 }, (_, i) => i + 1);
    maria({ appointments: ids.map((id) => appointment(id, { notes: null, service: { id, name: `Serviço ${id}`, duration: 1800, price: 4500 } })) });
    renderApp('/clients/7', { signedIn: true });
    expect(await screen.findByText('Serviço 50 com Bia')).toBeInTheDocument();
    expect(screen.queryByText('Serviço 51 com Bia')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver mais agendamentos' }));
    expect(await screen.findByText('Serviço 52 com Bia')).toBeInTheDocument();
    expect(screen.getByText('Serviço 1 com Bia')).toBeInTheDocument();
    // A page that is not full is the last one.
    expect(screen.queryByRole('button', { name: 'Ver mais agendamentos' })).not.toBeInTheDocument();
    expect(callsTo('GET /clients/7/appointments?')).toEqual(['GET /clients/7/appointments?page=1', 'GET /clients/7/appointments?page=2']);
  });

  it('shows the row already listed at once, while the client itself is still on its way', async () => {
    maria();
    server.use(
      http.get(`${API}/clients/7`, async () => {
        await delay(3000);
        return HttpResponse.json(makeClient(7, { name: 'Maria Souza' }));
      }),
    );
    const { router } = renderApp('/clients', { signedIn: true });
    await screen.findByText('Maria Souza', {}, { timeout: 5000 });
    await router.navigate('/clients/7');
    expect(await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('says when the address is no client, and offers a retry when the download fails', async () => {
    maria();
    // Only the first downloads fail; then the store answers. Maria is in no list the app holds: a listed row
    // would show at once, without the failure (the test above).
    let fail = true;
    server.use(
      http.get(`${API}/clients/7`, () => (fail ? HttpResponse.json({ errors: ['boom'] }, { status: 500 }) : undefined)),
      http.get(`${API}/salons/42/clients`, () => HttpResponse.json([])),
    );
    const { router } = renderApp('/clients/abc', { signedIn: true });
    expect(await screen.findByText('Este endereço não corresponde a nenhum cliente.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();

    await router.navigate('/clients/7');
    expect(await screen.findAllByText('Não foi possível baixar os dados do cliente!')).not.toHaveLength(0);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument();
  });
});
