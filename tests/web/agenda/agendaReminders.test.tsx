import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointment, at, freezeToday, JOAO, MARIA, renderAgenda, seedAgenda } from './agendaFixtures';
import { makeClient } from '../clients/clientsFixtures';
import { seed } from '../mocks';
import { ANA } from '../staff/staffFixtures';

/** Maria's reminder went out the day before, at 9:00; João's has not (yet). */
const REMINDED = { ...MARIA, reminded_at: at('2030-03-13', '09:00') };
/** A quarter-hour booking: the shortest cell, which still has to show the bell. */
const QUICK = appointment({ id: 4, start: '15:00', minutes: 15, employee: ANA, client: 'Rita Alves', service: 'Sobrancelha', reminded_at: at('2030-03-13', '15:00') });

function remindedDay() {
  seedAgenda([REMINDED, JOAO, QUICK]);
  // Maria's record, which the detail reads for the WhatsApp button.
  seed({ clients: [makeClient(MARIA.client_id, { name: 'Maria Souza' })] });
  renderAgenda();
}

describe('reminders on the agenda', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it('marks with a bell only the appointments whose reminder went out, and says so in their names', async () => {
    remindedDay();
    const maria = await screen.findByRole('button', { name: 'Maria Souza, Escova, das 09:00 às 09:45, lembrete enviado' });
    expect(within(maria).getByTitle('Lembrete enviado')).toBeInTheDocument();
    const quick = screen.getByRole('button', { name: 'Rita Alves, Sobrancelha, das 15:00 às 15:15, lembrete enviado' });
    // On the name's line, the one a quarter-hour cell has room for.
    expect(within(quick).getByTitle('Lembrete enviado').closest('.agenda-cell__title')).toHaveTextContent('Rita Alves');
    const joao = screen.getByRole('button', { name: 'João Lima, Corte masculino, das 10:00 às 10:30, Em atendimento' });
    expect(within(joao).queryByTitle('Lembrete enviado')).not.toBeInTheDocument();
    expect(screen.getAllByTitle('Lembrete enviado')).toHaveLength(2);
  });

  it('says in the detail when the reminder e-mail went out, and nothing for one not reminded', async () => {
    remindedDay();
    await userEvent.click(await screen.findByRole('button', { name: /^Maria Souza/ }));
    const detail = await screen.findByRole('dialog', { name: 'Agendamento de Maria Souza' });
    expect(within(detail).getByText('Lembrete enviado por e-mail em 13/03/2030 às 09:00')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /^João Lima/ }));
    const other = await screen.findByRole('dialog', { name: 'Agendamento de João Lima' });
    expect(within(other).getByTestId('appointment-status')).toHaveTextContent('Em atendimento');
    expect(within(other).queryByText(/Lembrete enviado/)).not.toBeInTheDocument();
  });
});
