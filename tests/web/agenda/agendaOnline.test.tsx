import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointment, freezeToday, JOAO, renderAgenda, seedAgenda } from './agendaFixtures';
import { makeClient } from '../clients/clientsFixtures';
import { seed } from '../mocks';
import { ANA } from '../staff/staffFixtures';

/** Booked by the client on the salon's page (issue 28, item 5). */
const ONLINE = appointment({ id: 7, start: '11:00', minutes: 30, employee: ANA, client: 'Bruna Online', service: 'Escova', origin: 'online' });

/** Issue 28, item 6: held for its Pix deposit (the time kept, not yet confirmed), and one whose deposit came in. */
const HELD = appointment({
  id: 8, start: '14:00', minutes: 30, employee: ANA, client: 'Carla Pix', service: 'Corte', origin: 'online',
  awaiting_deposit: true, deposit: { id: 31, amount: 2000, status: 'pending' },
});
const PAID = appointment({ id: 9, start: '15:00', minutes: 30, employee: ANA, client: 'Dora Paga', service: 'Corte', origin: 'online', deposit: { id: 32, amount: 2000, status: 'paid' } });

describe('online bookings on the agenda', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it('marks the bookings made on the salon page, in the cell, its name and the detail', async () => {
    seedAgenda([ONLINE, JOAO]);
    seed({ clients: [makeClient(ONLINE.client_id, { name: 'Bruna Online' })] });
    renderAgenda();
    const cell = await screen.findByRole('button', { name: 'Bruna Online, Escova, das 11:00 às 11:30, agendado online' });
    expect(within(cell).getByTitle('Agendado online pelo cliente').closest('.agenda-cell__title')).toHaveTextContent('Bruna Online');
    const desk = screen.getByRole('button', { name: 'João Lima, Corte masculino, das 10:00 às 10:30, Em atendimento' });
    expect(within(desk).queryByTitle('Agendado online pelo cliente')).not.toBeInTheDocument();
    await userEvent.click(cell);
    const detail = await screen.findByRole('dialog', { name: 'Agendamento de Bruna Online' });
    expect(within(detail).getByText('Agendado online pelo cliente')).toBeInTheDocument();
  });

  it("marks a booking held for its Pix deposit 'aguardando sinal', beside the online mark, in the cell, its name and the tooltip", async () => {
    seedAgenda([HELD, PAID]);
    renderAgenda();
    const cell = await screen.findByRole('button', { name: 'Carla Pix, Corte, das 14:00 às 14:30, agendado online, aguardando sinal' });
    expect(cell).toHaveClass('agenda-item--held');
    const title = within(cell).getByTitle('Aguardando sinal (Pix)').closest('.agenda-cell__title');
    expect(title).toContainElement(within(cell).getByTitle('Agendado online pelo cliente'));
    // Its deposit paid, the visit is confirmed: no mark.
    const paid = screen.getByRole('button', { name: 'Dora Paga, Corte, das 15:00 às 15:30, agendado online' });
    expect(paid).not.toHaveClass('agenda-item--held');
    expect(within(paid).queryByTitle('Aguardando sinal (Pix)')).not.toBeInTheDocument();
    act(() => cell.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Aguardando sinal (Pix)');
  });

  it('says the deposit in words in the detail', async () => {
    seedAgenda([HELD, PAID]);
    seed({ clients: [makeClient(HELD.client_id, { name: 'Carla Pix' }), makeClient(PAID.client_id, { name: 'Dora Paga' })] });
    renderAgenda();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Dora Paga/ }));
    const detail = await screen.findByRole('dialog', { name: 'Agendamento de Dora Paga' });
    expect(within(detail).getByTestId('appointment-deposit')).toHaveTextContent(/^Sinal de R\$\s20,00 pago via Pix$/);
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: /^Carla Pix/ }));
    const held = await screen.findByRole('dialog', { name: 'Agendamento de Carla Pix' });
    expect(within(held).getByTestId('appointment-deposit')).toHaveTextContent(/^Sinal de R\$\s20,00 aguardando o Pix do cliente/);
  });

  it('shows no deposit for a booking without one', async () => {
    seedAgenda([ONLINE]);
    seed({ clients: [makeClient(ONLINE.client_id, { name: 'Bruna Online' })] });
    renderAgenda();
    await userEvent.click(await screen.findByRole('button', { name: /^Bruna Online/ }));
    const detail = await screen.findByRole('dialog', { name: 'Agendamento de Bruna Online' });
    expect(within(detail).queryByTestId('appointment-deposit')).not.toBeInTheDocument();
    expect(within(detail).queryByText('Sinal')).not.toBeInTheDocument();
  });
});
