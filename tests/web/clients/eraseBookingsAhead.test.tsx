import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appointment } from '../agenda/appointmentFixtures';
import { makeClient } from './clientsFixtures';
import { API, server } from '../msw';
import { emptySalonLists, renderApp } from '../render';

/** Issue 25, item 15: erasure lists the client's bookings still ahead and asks what becomes of them. */
const STATS = { prospection: 0, sales_total: 0, appointments_total: 0, completed: 0, canceled: 0, no_show: 0, new_count: 0, last_visit: null };
const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);

function handlers(sent: { body: unknown }) {
  const maria = makeClient(7, { name: 'Maria Souza' });
  const client = { id: 7, name: 'Maria Souza' };
  return [
    http.get(`${API}/clients/7`, () => HttpResponse.json(maria)),
    http.get(`${API}/clients/7/statistics`, () => HttpResponse.json(STATS)),
    http.get(`${API}/clients/7/appointments`, () =>
      HttpResponse.json([
        appointment({ id: 3, client_id: 7, client, start_at: now + 9 * DAY, service: { id: 12, name: 'Barba', duration: 1800, price: 3000 } }),
        appointment({ id: 2, client_id: 7, client, start_at: now + 2 * DAY }),
        appointment({ id: 1, client_id: 7, client, start_at: now - 5 * DAY, status: 'completed' }),
      ]),
    ),
    http.get(`${API}/clients/7/transactions`, () => HttpResponse.json({ products: [], services: [] })),
    http.post(`${API}/clients/7/erase`, async ({ request }) => {
      sent.body = await request.json();
      return HttpResponse.json(makeClient(7, { name: 'Cliente removido #7', email: null, erased_at: now }));
    }),
    ...emptySalonLists,
  ];
}

async function openErase() {
  renderApp('/clients/7', { signedIn: true });
  await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Apagar dados do cliente' }));
  return screen.findByRole('dialog', { name: 'Apagar dados do cliente' });
}

describe("erasing a client with bookings still ahead", () => {
  it('lists them soonest first and cancels them unless told to keep them', async () => {
    const sent = { body: null as unknown };
    server.use(...handlers(sent));
    const dialog = await openErase();
    const ahead = await within(dialog).findByRole('group', { name: '2 agendamentos ainda por acontecer:' });
    const lines = within(ahead).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Corte masculino');
    expect(lines[1]).toContain('Barba');
    expect(within(ahead).getByRole('radio', { name: 'Cancelar estes agendamentos (os horários ficam livres)' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Maria Souza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar dados' }));
    await waitFor(() => expect(sent.body).toEqual({ confirm_name: 'Maria Souza', future_bookings: 'cancel' }));
  }, 20_000);

  it("sends 'keep' when the owner keeps them on the agenda", async () => {
    const sent = { body: null as unknown };
    server.use(...handlers(sent));
    const dialog = await openErase();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Manter na agenda, como "Cliente removido"' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Maria Souza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar dados' }));
    await waitFor(() => expect(sent.body).toEqual({ confirm_name: 'Maria Souza', future_bookings: 'keep' }));
  }, 20_000);
});
