import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointment, freezeToday, JOAO, renderAgenda, seedAgenda } from './agendaFixtures';
import { makeClient } from '../clients/clientsFixtures';
import { seed } from '../mocks';
import { ANA } from '../staff/staffFixtures';

/** Booked by the client on the salon's page (issue 28, item 5). */
const ONLINE = appointment({ id: 7, start: '11:00', minutes: 30, employee: ANA, client: 'Bruna Online', service: 'Escova', origin: 'online' });

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
});
