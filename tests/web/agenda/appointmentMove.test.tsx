import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentDetailModal } from '../../../src/features/agenda/appointment/AppointmentDetailModal';
import { agendaSalon, appointment, at } from './appointmentFixtures';
import { callsTo, db, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderSignedIn } from '../render';

const TAKEN = 'Este profissional já tem um agendamento neste horário';

async function openMove() {
  const onClose = vi.fn();
  seed({ appointments: [appointment()] });
  renderSignedIn(<AppointmentDetailModal appointment={appointment()} onClose={onClose} onEdit={vi.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Agendamento de Maria Silva' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
  const panel = within(dialog).getByRole('form', { name: 'Mover para' });
  await within(panel).findByRole('option', { name: 'Bruno Barbeiro' });
  return { panel, onClose };
}

describe("'Mover' in the detail", () => {
  it('sends the new time and professional, and closes', async () => {
    agendaSalon();
    const { panel, onClose } = await openMove();
    expect(within(panel).getByLabelText('Horário')).toHaveValue('09:30');
    await userEvent.selectOptions(within(panel).getByLabelText('Horário'), '11:15');
    await userEvent.selectOptions(within(panel).getByLabelText('Profissional'), 'Bruno Barbeiro');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mover' }));
    expect(await screen.findByText('Agendamento movido!')).toBeInTheDocument();
    expect(callsTo('PUT ')).toEqual(['PUT /appointments/100']);
    expect(sentTo('PUT', '/appointments/100')).toEqual([{ appointment: { start_at: at(14, 11, 15), employee_id: 9 } }]);
    expect(db.appointments[0]).toMatchObject({ start_at: at(14, 11, 15), employee_id: 9, employee: { name: 'Bruno Barbeiro' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a taken slot under the time and moves nothing', async () => {
    agendaSalon();
    server.use(http.put(`${API}/appointments/100`, () => HttpResponse.json({ errors: { start_at: [TAKEN] } }, { status: 409 })));
    const { panel, onClose } = await openMove();
    await userEvent.selectOptions(within(panel).getByLabelText('Horário'), '10:00');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(within(panel).getByLabelText('Horário')).toHaveClass('is-invalid'));
    expect(within(panel).getByLabelText('Horário').parentElement).toHaveTextContent(TAKEN);
    expect(within(panel).getByLabelText('Horário')).toHaveValue('10:00');
    expect(onClose).not.toHaveBeenCalled();
  });
});
