import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import { AppointmentDetailModal } from '../../../src/features/agenda/appointment/AppointmentDetailModal';
import { agendaSalon, appointment } from './appointmentFixtures';
import { callsTo, db, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderSignedIn } from '../render';

async function openDetail(shown: AppointmentWire) {
  const onClose = vi.fn();
  const onEdit = vi.fn();
  const view = renderSignedIn(<AppointmentDetailModal appointment={shown} onClose={onClose} onEdit={onEdit} />);
  const dialog = await screen.findByRole('dialog', { name: 'Agendamento de Maria Silva' });
  return { ...view, dialog, onClose, onEdit };
}

/** The action buttons, in order: the footer's (the header's close button and the owner's Histórico aside). */
const actions = (dialog: HTMLElement) =>
  within(dialog.querySelector<HTMLElement>('.modal-footer') ?? dialog)
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '');

describe('the detail of an appointment', () => {
  it('shows its time, client, service with professional, price, status and notes', async () => {
    agendaSalon();
    const { dialog } = await openDetail(appointment({ notes: 'Prefere máquina 2' }));
    expect(within(dialog).getByTestId('appointment-when')).toHaveTextContent('quinta-feira, 14 de março, 09:30 – 10:00 (30min)');
    expect(within(dialog).getByRole('link', { name: 'Maria Silva' })).toHaveAttribute('href', '/clients/5');
    expect(within(dialog).getByText('Corte masculino com Dona Ana')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 40,00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('appointment-status')).toHaveTextContent('Agendado');
    expect(within(dialog).getByText('Prefere máquina 2')).toBeInTheDocument();
  });

  it.each([
    ['new', null, ['Iniciar', 'Finalizar', 'Comanda', 'Editar', 'Mover', 'Não compareceu', 'Cancelar agendamento']],
    ['started', null, ['Finalizar', 'Comanda', 'Editar', 'Mover', 'Cancelar agendamento']],
    ['completed', null, ['Reabrir', 'Excluir']],
    ['completed', { id: 1, sale_id: 77 }, []],
    ['no_show', null, ['Reabrir', 'Excluir']],
    ['canceled', null, ['Reabrir', 'Excluir']],
  ] as const)('offers, when %s (sale %o), %o', async (status, sale, expected) => {
    agendaSalon();
    const { dialog } = await openDetail(appointment({ status, sale_transaction: sale }));
    expect(actions(dialog)).toEqual(expected);
    const invoice = within(dialog).queryByRole('link', { name: 'Ver recibo' });
    if (sale) expect(invoice).toHaveAttribute('href', '/sales/77');
    else expect(invoice).not.toBeInTheDocument();
  });

  it.each([
    ['new', 'Iniciar', 'started', 'Atendimento iniciado!'],
    ['new', 'Não compareceu', 'no_show', 'Marcado como não compareceu.'],
    ['no_show', 'Reabrir', 'new', 'O agendamento foi reaberto.'],
  ] as const)('when %s, %s sends PUT {status: %s}', async (status, button, sent, toast) => {
    agendaSalon();
    seed({ appointments: [appointment({ status })] });
    const { dialog, onClose } = await openDetail(appointment({ status }));
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(callsTo('PUT ')).toEqual(['PUT /appointments/100']);
    expect(sentTo('PUT', '/appointments/100')).toEqual([{ appointment: { status: sent } }]);
    expect(db.appointments[0].status).toBe(sent);
    expect(onClose).toHaveBeenCalled();
  });

  it.each(['new', 'started'] as const)('when %s, Finalizar opens the sale with the appointment (the sale completes it)', async (status) => {
    agendaSalon();
    const shown = appointment({ status });
    seed({ appointments: [shown] });
    const { dialog, onClose, router } = await openDetail(shown);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales'));
    expect(router.state.location.state).toEqual({ appointment: shown });
    expect(onClose).toHaveBeenCalled();
    expect(callsTo('PUT ')).toEqual([]);
  });

  it('cancels only after the confirmation, and Editar hands the appointment to the form', async () => {
    agendaSalon();
    const shown = appointment({ status: 'started' });
    seed({ appointments: [shown] });
    const { dialog, onEdit } = await openDetail(shown);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar este agendamento?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Voltar' }));
    expect(callsTo('PUT ')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancelar este agendamento?' })).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText('O agendamento foi cancelado.')).toBeInTheDocument();
    expect(callsTo('PUT ')).toEqual(['PUT /appointments/100']);
    expect(sentTo('PUT', '/appointments/100')).toEqual([{ appointment: { status: 'canceled' }, notify_client: true }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    expect(onEdit).toHaveBeenCalledWith(shown);
  });

  it('says why a status change failed', async () => {
    agendaSalon();
    server.use(http.put(`${API}/appointments/100`, () => HttpResponse.json({ errors: { start_at: ['Este profissional já tem um agendamento neste horário'] } }, { status: 409 })));
    const { dialog, onClose } = await openDetail(appointment({ status: 'canceled' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText('Não foi possível alterar este agendamento! Este profissional já tem um agendamento neste horário')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reabrir' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
