import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { AppointmentDetailModal } from '../../../src/features/agenda/appointment/AppointmentDetailModal';
import { agendaSalon, appointment } from './appointmentFixtures';
import { seed, sentTo } from '../mocks';
import { renderSignedIn } from '../render';

/** Issue 25, item 3: the confirmation of a cancellation asks whether to tell the client, ticked by default. */
const tomorrow = Math.floor(Date.now() / 1000) + 86_400;

async function confirmDialog(shown: AppointmentWire, button: string, title: string) {
  seed({ appointments: [shown] });
  renderSignedIn(<AppointmentDetailModal appointment={shown} onClose={vi.fn()} onEdit={vi.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Agendamento de Maria Silva' });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe("cancelling an appointment: 'Avisar o cliente por e-mail'", () => {
  it('is ticked by default, and the cancellation asks the server to tell the client', async () => {
    agendaSalon();
    const confirm = await confirmDialog(appointment({ start_at: tomorrow }), 'Cancelar agendamento', 'Cancelar este agendamento?');
    const box = within(confirm).getByRole('checkbox', { name: 'Avisar o cliente por e-mail' });
    expect(box).toBeChecked();
    expect(within(confirm).getByText('Se o cliente tiver e-mail cadastrado, ele recebe o aviso do cancelamento.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText('O agendamento foi cancelado.')).toBeInTheDocument();
    expect(sentTo('PUT', '/appointments/100')).toEqual([{ appointment: { status: 'canceled' }, notify_client: true }]);
  });

  it('unticked, the cancellation says not to', async () => {
    agendaSalon();
    const confirm = await confirmDialog(appointment({ start_at: tomorrow }), 'Cancelar agendamento', 'Cancelar este agendamento?');
    await userEvent.click(within(confirm).getByRole('checkbox', { name: 'Avisar o cliente por e-mail' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText('O agendamento foi cancelado.')).toBeInTheDocument();
    expect(sentTo('PUT', '/appointments/100')).toEqual([{ appointment: { status: 'canceled' }, notify_client: false }]);
  });

  it('is not offered for an appointment already in the past: there is no one to tell', async () => {
    agendaSalon();
    const confirm = await confirmDialog(appointment({ start_at: Math.floor(Date.now() / 1000) - 86_400 }), 'Cancelar agendamento', 'Cancelar este agendamento?');
    expect(within(confirm).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
