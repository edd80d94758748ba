import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentModal } from '../../../src/features/agenda/appointment/AppointmentModal';
import { agendaSalon, MARIA, THURSDAY_930 } from './appointmentFixtures';
import { makeClient } from '../clients/clientsFixtures';
import { callsTo, seed, sentTo } from '../mocks';
import { renderSignedIn } from '../render';

async function openNew(draft = { start: THURSDAY_930, employeeId: 9 as number | null }) {
  const onClose = vi.fn();
  renderSignedIn(<AppointmentModal isOpen appointment={null} draft={draft} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
  await within(dialog).findByLabelText('Profissional');
  return { dialog, onClose };
}

describe('a new appointment', () => {
  it('books a client found by the search, with the service filling duration and price', async () => {
    agendaSalon();
    seed({ clients: [MARIA, makeClient(6, { name: 'Mariana Costa', phone: null })] });
    const { dialog, onClose } = await openNew();
    // The tapped cell: Bruno's column, Thursday at 9:30.
    expect(within(dialog).getByLabelText('Profissional')).toHaveDisplayValue('Bruno Barbeiro');
    expect(within(dialog).getByLabelText('Data')).toHaveValue('2030-03-14');
    expect(within(dialog).getByLabelText('Horário')).toHaveValue('09:30');

    await userEvent.type(within(dialog).getByLabelText('Cliente'), 'Mar');
    expect(await within(dialog).findByRole('button', { name: /Mariana Costa/ })).toBeInTheDocument();
    expect(callsTo('GET /salons/42/clients/search/')).toEqual(['GET /salons/42/clients/search/Mar?page=1']); // one request after the pause, not one a keystroke
    // Enter takes the first match (and does not submit the appointment).
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByTestId('chosen-client')).toHaveTextContent('Maria Silva');

    await userEvent.selectOptions(within(dialog).getByLabelText('Serviço'), '12');
    expect(within(dialog).getByLabelText('Duração')).toHaveDisplayValue('45min');
    expect(within(dialog).getByLabelText('Valor')).toHaveValue('R$ 59,90');
    await userEvent.type(within(dialog).getByLabelText('Observações'), 'Trazer foto');
    // A double click books once: the button is disabled while the first one saves.
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Agendamento cadastrado!')).toBeInTheDocument();
    expect(callsTo('POST ')).toEqual(['POST /salons/42/appointments']);
    expect(sentTo('POST', '/salons/42/appointments')).toEqual([
      { appointment: { client_id: 5, service_id: 12, employee_id: 9, start_at: THURSDAY_930, duration: 2700, price: 5990, notes: 'Trazer foto' } },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the search finds nobody, and asks nothing for one character', async () => {
    agendaSalon();
    const searches = () => callsTo('GET /salons/42/clients/search/').length;
    const { dialog } = await openNew();
    await userEvent.type(within(dialog).getByLabelText('Cliente'), 'Z');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(searches()).toBe(0);
    await userEvent.type(within(dialog).getByLabelText('Cliente'), 'zz');
    expect(await within(dialog).findByText('Sem resultados para "Zzz"')).toBeInTheDocument();
    expect(searches()).toBe(1);
  });

  it('asks for the client and the service before sending anything', async () => {
    agendaSalon();
    const { dialog } = await openNew({ start: THURSDAY_930, employeeId: null });
    // No column tapped: the signed-in user's own professional.
    expect(within(dialog).getByLabelText('Profissional')).toHaveDisplayValue('Dona Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Escolha o cliente ou cadastre um novo')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha o serviço')).toBeInTheDocument();
    expect(callsTo('POST ')).toEqual([]);
  });
});
