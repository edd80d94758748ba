import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentModal } from '../../../src/features/agenda/appointment/AppointmentModal';
import { agendaSalon, appointment, at, THURSDAY_930 } from './appointmentFixtures';
import { db, seed, sentTo } from '../mocks';
import { record } from '../mocks/db';
import { API, server } from '../msw';
import { renderSignedIn } from '../render';

const TAKEN = 'Este profissional já tem um agendamento neste horário';

async function openEdit(fields = {}) {
  const onClose = vi.fn();
  seed({ appointments: [appointment({ notes: 'Cliente nova', ...fields })] });
  renderSignedIn(<AppointmentModal isOpen appointment={appointment({ notes: 'Cliente nova', ...fields })} draft={null} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Editar agendamento' });
  await within(dialog).findByLabelText('Profissional');
  return { dialog, onClose };
}

describe('a refused save', () => {
  it('shows a taken slot (409) under the start time and keeps everything typed', async () => {
    agendaSalon();
    // The store books over anything: the clash is this test's own answer.
    server.use(
      http.put(`${API}/appointments/100`, async ({ request }) => (await record(request), HttpResponse.json({ errors: { start_at: [TAKEN] } }, { status: 409 }))),
    );
    const { dialog, onClose } = await openEdit();
    await userEvent.selectOptions(within(dialog).getByLabelText('Horário'), '10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const time = within(dialog).getByLabelText('Horário');
    await waitFor(() => expect(time).toHaveClass('is-invalid'));
    expect(time.parentElement).toHaveTextContent(TAKEN);
    const [put] = sentTo('PUT', '/appointments/100');
    expect(put?.appointment).toMatchObject({ start_at: at(14, 10), client_id: 5, service_id: 11, employee_id: 3, duration: 1800, price: 4000 });
    // Nothing is lost: the same values are there to change and save again.
    expect(time).toHaveValue('10:00');
    expect(within(dialog).getByTestId('chosen-client')).toHaveTextContent('Maria Silva');
    expect(within(dialog).getByLabelText('Serviço')).toHaveValue('11');
    expect(within(dialog).getByLabelText('Valor')).toHaveValue('R$ 40,00');
    expect(within(dialog).getByLabelText('Observações')).toHaveValue('Cliente nova');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts 422 field errors under the client, the service and the professional', async () => {
    agendaSalon();
    server.use(
      http.put(`${API}/appointments/100`, () =>
        HttpResponse.json({ client: ['Cliente não encontrado'], service: ['Serviço não encontrado'], employee: ['Profissional não encontrado'] }, { status: 422 }),
      ),
    );
    const { dialog } = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Cliente não encontrado')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Serviço').parentElement).toHaveTextContent('Serviço não encontrado');
    expect(within(dialog).getByLabelText('Profissional').parentElement).toHaveTextContent('Profissional não encontrado');
  });

  it('saves an edit with PUT and says so', async () => {
    agendaSalon();
    const { dialog, onClose } = await openEdit();
    await userEvent.selectOptions(within(dialog).getByLabelText('Duração'), '3600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Agendamento atualizado!')).toBeInTheDocument();
    const [put] = sentTo('PUT', '/appointments/100');
    expect(put?.appointment).toMatchObject({ duration: 3600, start_at: THURSDAY_930, notes: 'Cliente nova' });
    expect(db.appointments[0]).toMatchObject({ duration: 3600, start_at: THURSDAY_930, notes: 'Cliente nova' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('working hours', () => {
  it('warns, without refusing, outside the professional’s hours', async () => {
    agendaSalon();
    const { dialog } = await openEdit({ start_at: at(14, 18, 30), duration: 3600 });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Fora do horário de trabalho de Dona Ana neste dia (09:00–19:00)');
    await userEvent.selectOptions(within(dialog).getByLabelText('Horário'), '18:00');
    expect(within(dialog).queryByText(/Fora do horário/)).not.toBeInTheDocument();
    // Sunday 17 March is Ana's day off.
    await userEvent.clear(within(dialog).getByLabelText('Data'));
    await userEvent.type(within(dialog).getByLabelText('Data'), '2030-03-17');
    expect(within(dialog).getByText('Dona Ana não trabalha neste dia. Você pode agendar mesmo assim.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sentTo('PUT', '/appointments/100')).toHaveLength(1));
    expect((sentTo('PUT', '/appointments/100')[0]?.appointment as { start_at: number }).start_at).toBe(at(17, 18));
  });
});
