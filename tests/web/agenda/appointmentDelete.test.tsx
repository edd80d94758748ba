import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { AppointmentDetailModal } from '../../../src/features/agenda/appointment/AppointmentDetailModal';
import { agendaSalon, appointment } from './appointmentFixtures';
import { callsTo, db, seed } from '../mocks';
import { renderSignedIn } from '../render';

async function openDetail(shown: AppointmentWire) {
  const onClose = vi.fn();
  const view = renderSignedIn(<AppointmentDetailModal appointment={shown} onClose={onClose} onEdit={vi.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Agendamento de Maria Silva' });
  return { ...view, dialog, onClose };
}

describe('deleting an appointment', () => {
  it("asks 'Você tem certeza?' first, then deletes and says so", async () => {
    agendaSalon();
    seed({ appointments: [appointment({ status: 'canceled' })] });
    const { dialog, onClose } = await openDetail(appointment({ status: 'canceled' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Você tem certeza?' });
    expect(confirm).toHaveTextContent('O agendamento de Maria Silva será excluído');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Você tem certeza?' })).not.toBeInTheDocument());
    expect(callsTo('DELETE ')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Você tem certeza?' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O agendamento foi excluído!')).toBeInTheDocument();
    expect(callsTo('DELETE ')).toEqual(['DELETE /appointments/100']);
    expect(db.appointments).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Impossível excluir este agendamento!' with the server's reason", async () => {
    agendaSalon();
    // Not in the store: deleted meanwhile, the API answers its 404.
    const { dialog, onClose } = await openDetail(appointment({ status: 'no_show' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Você tem certeza?' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Impossível excluir este agendamento! Não encontramos o que você procurava.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the invoice of a completed appointment', () => {
  it('opens the sale it was paid in', async () => {
    agendaSalon();
    const { dialog, router } = await openDetail(appointment({ status: 'completed', sale_transaction: { id: 1, sale_id: 77 } }));
    await userEvent.click(within(dialog).getByRole('link', { name: 'Ver recibo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/77'));
  });
});
