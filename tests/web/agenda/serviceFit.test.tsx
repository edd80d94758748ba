import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentModal } from '../../../src/features/agenda/appointment/AppointmentModal';
import { agendaSalon, appointment, at } from './appointmentFixtures';
import { db, seed, sentTo } from '../mocks';
import { record } from '../mocks/db';
import { API, server } from '../msw';
import { renderSignedIn } from '../render';
import { salonSettings } from '../salonFixtures';
import { BRUNO } from '../staff/staffFixtures';

const TAKEN = 'Este profissional já tem um agendamento neste horário';
const REFUSED = 'Bruno Barbeiro não faz este serviço: o agendamento será recusado, a menos que o dono do salão permita qualquer serviço (Perfil do salão).';

/** Bruno's booking (he does only Corte masculino, service 11) open for editing. */
async function openBrunos() {
  renderSignedIn(
    <AppointmentModal isOpen appointment={appointment({ employee_id: BRUNO.id, employee: { id: BRUNO.id, name: BRUNO.name, color: BRUNO.color } })} draft={null} onClose={vi.fn()} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Editar agendamento' });
  await within(dialog).findByLabelText('Profissional');
  return dialog;
}

/** The service select's groups: each label with its options' service names. */
const groupsOf = (select: HTMLElement) =>
  [...select.querySelectorAll('optgroup')].map((group) => [group.label, [...group.querySelectorAll('option')].map((o) => o.textContent?.split(' · ')[0])]);

describe("the appointment form offers a professional's own services first (issue 25 item 1)", () => {
  it("lists Bruno's services first, the rest under 'Outros serviços', and warns when one of those is picked", async () => {
    agendaSalon();
    const dialog = await openBrunos();
    const select = within(dialog).getByLabelText('Serviço');
    expect(groupsOf(select)).toEqual([
      ['Cabelo', ['Corte masculino']],
      ['Outros serviços', ['Escova', 'Manicure']],
    ]);
    expect(within(dialog).queryByText(REFUSED)).not.toBeInTheDocument();

    await userEvent.selectOptions(select, '21');
    expect(await within(dialog).findByText(REFUSED)).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-describedby', 'field-service-fit');

    // Dona Ana has no services set: everything, by category, and no warning.
    await userEvent.selectOptions(within(dialog).getByLabelText('Profissional'), 'Dona Ana');
    expect(groupsOf(select)).toEqual([
      ['Cabelo', ['Corte masculino', 'Escova']],
      ['Unhas', ['Manicure']],
    ]);
    expect(within(dialog).queryByText(REFUSED)).not.toBeInTheDocument();
  });

  it("only notes it when the owner allows any service, and shows the server's refusal under the field", async () => {
    const refusal = 'Bruno Barbeiro não faz este serviço. Escolha um serviço de Bruno Barbeiro ou peça ao dono do salão para permitir qualquer serviço.';
    agendaSalon();
    seed({ settings: salonSettings({ any_service_allowed: true }) });
    server.use(http.put(`${API}/appointments/100`, () => HttpResponse.json({ service_id: [refusal] }, { status: 422 })));
    const dialog = await openBrunos();
    await userEvent.selectOptions(within(dialog).getByLabelText('Serviço'), '12');
    expect(await within(dialog).findByText('Bruno Barbeiro não faz este serviço.')).toBeInTheDocument();
    // The setting was turned off meanwhile: the server refuses, and says so under the service.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const select = within(dialog).getByLabelText('Serviço');
    await waitFor(() => expect(select).toHaveClass('is-invalid'));
    expect(select.parentElement).toHaveTextContent(refusal);
  });
});

describe('a taken slot says what is free (issue 25 item 6)', () => {
  it('shows the refusal across the form with buttons that fill the next free time and a free professional', async () => {
    agendaSalon();
    seed({ appointments: [appointment()] });
    // The first save finds the slot taken (the store books over anything); the store takes the second.
    const suggestions = { next_start: at(14, 10, 30), free_employees: [{ id: BRUNO.id, name: BRUNO.name }] };
    server.use(
      http.put(`${API}/appointments/100`, async ({ request }) => (await record(request), HttpResponse.json({ errors: { start_at: [TAKEN] }, suggestions }, { status: 409 })), { once: true }),
    );
    renderSignedIn(<AppointmentModal isOpen appointment={appointment()} draft={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar agendamento' });
    await within(dialog).findByLabelText('Profissional');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(TAKEN);
    // The time column says it short; the message is not squeezed into it.
    const time = within(dialog).getByLabelText('Horário');
    expect(time).toHaveClass('is-invalid');
    expect(time.parentElement).toHaveTextContent('Ocupado');
    expect(time.parentElement).not.toHaveTextContent(TAKEN);
    const options = within(alert).getByRole('group', { name: 'Sugestões livres' });
    expect(within(options).getAllByRole('button').map((b) => b.textContent)).toEqual(['Próximo horário livre: 10:30', 'Com Bruno Barbeiro']);

    await userEvent.click(within(options).getByRole('button', { name: 'Com Bruno Barbeiro' }));
    expect(within(dialog).getByLabelText('Profissional')).toHaveDisplayValue('Bruno Barbeiro');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Agendamento atualizado!');
    expect(sentTo('PUT', '/appointments/100')).toHaveLength(2);
    expect(sentTo('PUT', '/appointments/100')[1]?.appointment).toMatchObject({ employee_id: BRUNO.id, start_at: at(14, 9, 30) });
    expect(db.appointments[0]).toMatchObject({ employee_id: BRUNO.id, start_at: at(14, 9, 30) });
  });

  it('fills the next free time', async () => {
    agendaSalon();
    seed({ appointments: [appointment()] });
    const suggestions = { next_start: at(15, 9), free_employees: [] };
    server.use(
      http.put(`${API}/appointments/100`, async ({ request }) => (await record(request), HttpResponse.json({ errors: { start_at: [TAKEN] }, suggestions }, { status: 409 })), { once: true }),
    );
    renderSignedIn(<AppointmentModal isOpen appointment={appointment()} draft={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar agendamento' });
    await within(dialog).findByLabelText('Profissional');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Another day: the button names it.
    const next = await within(dialog).findByRole('button', { name: /^Próximo horário livre: .*15\/03.* 09:00$/ });
    await userEvent.click(next);
    expect(within(dialog).getByLabelText('Data')).toHaveValue('2030-03-15');
    expect(within(dialog).getByLabelText('Horário')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Horário')).not.toHaveClass('is-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Agendamento atualizado!');
    expect(sentTo('PUT', '/appointments/100')).toHaveLength(2);
    expect(sentTo('PUT', '/appointments/100')[1]?.appointment).toMatchObject({ start_at: at(15, 9) });
    expect(db.appointments[0]).toMatchObject({ start_at: at(15, 9) });
  });
});
