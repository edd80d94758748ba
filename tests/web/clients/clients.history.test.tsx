import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionWire } from '../../../server/contract/clients';
import { baseApi } from '../../../src/api/baseApi';
import { makeClient } from './clientsFixtures';
import { appointment } from '../agenda/appointmentFixtures';
import { seed } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';

const STATS = { prospection: 0, sales_total: 0, appointments_total: 3, completed: 2, canceled: 1, no_show: 0, new_count: 0, last_visit: null as number | null };

const line = (id: number, fields: Partial<TransactionWire> = {}): TransactionWire => ({
  id,
  sale_id: 100 + id,
  name: `Produto ${id}`,
  quantity: 1,
  value: 2500,
  discount: 0,
  created_at: Math.floor(new Date(2025, 4, 20, 10, 15).getTime() / 1000),
  product_id: 500 + id,
  service_id: null,
  appointment_id: null,
  employee: { id: 3, name: 'Bia' },
  ...fields,
});

/** Maria in the store; `stats` and `transactions` answer what the store does not hold (her sales). */
function maria({ stats, transactions }: { stats?: () => typeof STATS; transactions?: (page: number) => { products: TransactionWire[]; services: TransactionWire[] } } = {}) {
  seed({ clients: [makeClient(7, { name: 'Maria Souza' })] });
  if (stats) server.use(http.get(`${API}/clients/7/statistics`, () => HttpResponse.json(stats())));
  if (transactions) {
    server.use(http.get(`${API}/clients/7/transactions`, ({ request }) => HttpResponse.json(transactions(Number(new URL(request.url).searchParams.get('page'))))));
  }
}

const lastVisit = () => document.querySelector('[data-fact="last-visit"]');

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:avatar');
  URL.revokeObjectURL = vi.fn();
});

describe('client detail: last visit', { timeout: 20_000 }, () => {
  it("shows the date of the latest completed appointment", async () => {
    const visit = Math.floor(new Date(2025, 5, 3, 16, 0).getTime() / 1000);
    // Her latest completed appointment is the store's last_visit.
    maria();
    seed({ appointments: [appointment({ client_id: 7, start_at: visit, status: 'completed', status_display: 'Finalizado' })] });
    renderApp('/clients/7', { signedIn: true });
    expect(await screen.findByText('Última visita', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(lastVisit()).toHaveTextContent('03/06/2025'));
  });

  it("says 'Nunca' before the first visit", async () => {
    maria();
    renderApp('/clients/7', { signedIn: true });
    await waitFor(() => expect(lastVisit()).toHaveTextContent('Nunca'));
  });

  it('asks again when a sale or the agenda changes the client (their tags are invalidated)', async () => {
    let calls = 0;
    const visit = Math.floor(new Date(2025, 5, 3, 16, 0).getTime() / 1000);
    maria({ stats: () => ((calls += 1), calls === 1 ? STATS : { ...STATS, sales_total: 9900, last_visit: visit }) });
    const { store } = renderApp('/clients/7', { signedIn: true });
    await waitFor(() => expect(lastVisit()).toHaveTextContent('Nunca'));
    // What the sale screen's createSale does on success (src/features/sales/salesApi.ts).
    store.dispatch(baseApi.util.invalidateTags(['Client', 'Sale', 'Appointment']));
    await waitFor(() => expect(lastVisit()).toHaveTextContent('03/06/2025'));
    expect(document.querySelector('[data-stat="sales_total"]')).toHaveTextContent('R$ 99,00');
  });
});

describe('client detail: the Produtos tab', { timeout: 20_000 }, () => {
  it('shows each product with quantity, date and value, linking to its sale', async () => {
    maria({ transactions: () => ({ products: [line(1, { name: 'Pomada', quantity: 2, value: 3990, discount: 500 })], services: [] }) });
    renderApp('/clients/7', { signedIn: true });
    await userEvent.click(await screen.findByRole('tab', { name: 'Produtos' }, { timeout: 5000 }));
    const link = await screen.findByRole('link', { name: /Pomada/ });
    expect(link).toHaveAttribute('href', '/sales/101');
    expect(link).toHaveTextContent('2 unidades');
    expect(link).toHaveTextContent('20/05/2025');
    expect(link).toHaveTextContent('10:15');
    // 2 x R$ 39,90 less R$ 5,00.
    expect(link).toHaveTextContent('R$ 74,80');
  });

  it("offers 'Carregar mais' while a page comes back full, and adds the next page below", async () => {
    const pages: number[] = [];
    maria({
      transactions: (page) => {
        pages.push(page);
        if (page === 1) {
          // 30 lines to a page, products and services together.
          return { products: Array.from({ length: 25 }, (_, i) => line(i + 1)), services: Array.from({ length: 5 }, (_, i) => line(60 + i, { product_id: null, service_id: 11 })) };
        }
        return { products: [line(26), line(27)], services: [] };
      },
    });
    renderApp('/clients/7', { signedIn: true });
    await userEvent.click(await screen.findByRole('tab', { name: 'Produtos' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: /Produto 25\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Produto 60\b/ })).not.toBeInTheDocument(); // a service line
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: /Produto 27\b/ })).toHaveAttribute('href', '/sales/127');
    const list = screen.getByRole('link', { name: /Produto 1\b/ }).closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('link')).toHaveLength(27);
    // A page that is not full is the last one.
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
  });

  it('keeps the appointments button on its own tab', async () => {
    maria({ transactions: () => ({ products: [line(1)], services: [] }) });
    renderApp('/clients/7', { signedIn: true });
    await userEvent.click(await screen.findByRole('tab', { name: 'Produtos' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: /Produto 1\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver mais agendamentos' })).not.toBeInTheDocument();
  });
});
