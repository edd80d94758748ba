import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appointment } from '../agenda/appointmentFixtures';
import { makeClient } from './clientsFixtures';
import { seed, sentTo } from '../mocks';
import { renderApp } from '../render';

/** Issue 25, item 15: erasure lists the client's bookings still ahead and asks what becomes of them. */
const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);

/** Maria with two bookings ahead and one done. */
function mariaWithBookings() {
  const client = { id: 7, name: 'Maria Souza' };
  seed({
    clients: [makeClient(7, { name: 'Maria Souza' })],
    appointments: [
      appointment({ id: 3, client_id: 7, client, start_at: now + 9 * DAY, service: { id: 12, name: 'Barba', duration: 1800, price: 3000 } }),
      appointment({ id: 2, client_id: 7, client, start_at: now + 2 * DAY }),
      appointment({ id: 1, client_id: 7, client, start_at: now - 5 * DAY, status: 'completed' }),
    ],
  });
}
/** What the erasure sent. */
const erasure = () => sentTo('POST', '/clients/7/erase')[0];

async function openErase() {
  renderApp('/clients/7', { signedIn: true });
  await screen.findByRole('heading', { name: 'Maria Souza' }, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Apagar dados do cliente' }));
  return screen.findByRole('dialog', { name: 'Apagar dados do cliente' });
}

describe("erasing a client with bookings still ahead", () => {
  it('lists them soonest first and cancels them unless told to keep them', async () => {
    mariaWithBookings();
    const dialog = await openErase();
    const ahead = await within(dialog).findByRole('group', { name: '2 agendamentos ainda por acontecer:' });
    const lines = within(ahead).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Corte masculino');
    expect(lines[1]).toContain('Barba');
    expect(within(ahead).getByRole('radio', { name: 'Cancelar estes agendamentos (os horários ficam livres)' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Maria Souza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar dados' }));
    await waitFor(() => expect(erasure()).toEqual({ confirm_name: 'Maria Souza', future_bookings: 'cancel' }));
  }, 20_000);

  it("sends 'keep' when the owner keeps them on the agenda", async () => {
    mariaWithBookings();
    const dialog = await openErase();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Manter na agenda, como "Cliente removido"' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Maria Souza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar dados' }));
    await waitFor(() => expect(erasure()).toEqual({ confirm_name: 'Maria Souza', future_bookings: 'keep' }));
  }, 20_000);
});
