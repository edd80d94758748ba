import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionWire } from '../../../server/contract/clients';
import type { SaleWire } from '../../../server/contract/sales';
import { baseApi } from '../../../src/api/baseApi';
import { makeClient } from './clientsFixtures';
import { appointment } from '../agenda/appointmentFixtures';
import { callsTo, db, seed } from '../mocks';
import { sale } from '../sales/salesFixtures';
import { renderApp } from '../render';

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

/** A completed sale to Maria (client 7) holding `lines`, made when the first line says. */
const saleOf = (id: number, lines: TransactionWire[], price = 0): SaleWire =>
  sale({
    id,
    client_id: 7,
    client: { id: 7, name: 'Maria Souza', email: null },
    price,
    created_at: lines[0]?.created_at ?? Math.floor(Date.now() / 1000),
    transactions: lines.map((l) => ({
      ...{ id: l.id, name: l.name, service_id: l.service_id, product_id: l.product_id, appointment_id: l.appointment_id, user_id: l.employee?.id ?? null },
      ...{ employee: l.employee, quantity: l.quantity, value: l.value, discount: l.discount, total: l.quantity * l.value - l.discount, commission_rate: 0, commission: 0 },
    })),
  });

/** Maria in the store, with her completed sales. */
function maria(sales: SaleWire[] = []) {
  seed({ clients: [makeClient(7, { name: 'Maria Souza' })], sales });
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
    const visit = Math.floor(new Date(2025, 5, 3, 16, 0).getTime() / 1000);
    maria();
    const { store } = renderApp('/clients/7', { signedIn: true });
    await waitFor(() => expect(lastVisit()).toHaveTextContent('Nunca'));
    // A sale to her is recorded; then what the sale screen's createSale does on success (src/features/sales/salesApi.ts).
    db.sales.push(saleOf(301, [line(1, { created_at: visit, value: 9900 })], 9900));
    store.dispatch(baseApi.util.invalidateTags(['Client', 'Sale', 'Appointment']));
    await waitFor(() => expect(lastVisit()).toHaveTextContent('03/06/2025'));
    expect(document.querySelector('[data-stat="sales_total"]')).toHaveTextContent('R$ 99,00');
  });
});

describe('client detail: the Produtos tab', { timeout: 20_000 }, () => {
  it('shows each product with quantity, date and value, linking to its sale', async () => {
    maria([saleOf(101, [line(1, { name: 'Pomada', quantity: 2, value: 3990, discount: 500 })])]);
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
    // 32 lines, newest first: Produtos 1-25 with 5 service lines among them fill the first page of 30; 26 and 27 are older.
    const at = (minutesAgo: number) => Math.floor(new Date(2025, 4, 20, 10, 15).getTime() / 1000) - minutesAgo * 60;
    maria([
      ...Array.from({ length: 27 }, (_, i) => saleOf(101 + i, [line(i + 1, { created_at: at(10 * (i + 1)) })])),
      ...Array.from({ length: 5 }, (_, i) => saleOf(160 + i, [line(60 + i, { product_id: null, service_id: 11, created_at: at(10 * (i + 1) + 5) })])),
    ]);
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
    expect(callsTo('GET /clients/7/transactions')).toEqual(['GET /clients/7/transactions?page=1', 'GET /clients/7/transactions?page=2']);
  });

  it('keeps the appointments button on its own tab', async () => {
    maria([saleOf(101, [line(1)])]);
    renderApp('/clients/7', { signedIn: true });
    await userEvent.click(await screen.findByRole('tab', { name: 'Produtos' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: /Produto 1\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver mais agendamentos' })).not.toBeInTheDocument();
  });
});
