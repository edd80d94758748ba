import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BlockedTimeModal } from '../../../src/features/agenda/blocks/BlockedTimeModal';
import { BlockTimeModal } from '../../../src/features/agenda/blocks/BlockTimeModal';
import { agendaSalon, at, blockedTime } from './appointmentFixtures';
import { callsTo, db, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderSignedIn } from '../render';

async function openBlock(start = at(14, 12)) {
  const onClose = vi.fn();
  renderSignedIn(<BlockTimeModal isOpen draft={{ start, employeeId: 9 }} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Bloquear horário' });
  await within(dialog).findByLabelText('Profissional');
  return { dialog, onClose };
}

describe("'Bloquear horário'", () => {
  it('blocks lunch every week until a date, with the body the API takes', async () => {
    agendaSalon();
    const { dialog, onClose } = await openBlock();
    expect(within(dialog).getByLabelText('Profissional')).toHaveDisplayValue('Bruno Barbeiro');
    expect(within(dialog).getByLabelText('Das')).toHaveValue('12:00');
    expect(within(dialog).getByLabelText('Até')).toHaveValue('13:00');
    expect(within(dialog).getByRole('radio', { name: 'Almoço' })).toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Repetir toda semana'));
    await userEvent.type(within(dialog).getByLabelText('Repetir até'), '2030-03-28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));

    expect(await screen.findByText('Horário bloqueado em 3 semanas!')).toBeInTheDocument();
    expect(callsTo('POST ')).toEqual(['POST /salons/42/blocked_times']);
    expect(sentTo('POST', '/salons/42/blocked_times')).toEqual([
      { blocked_time: { employee_id: 9, start_at: at(14, 12), duration: 3600, reason: 'Almoço', repeat_weekly_until: '2030-03-28' } },
    ]);
    expect(db.blockedTimes.map((b) => b.start_at)).toEqual([14, 21, 28].map((day) => at(day, 12)));
    expect(onClose).toHaveBeenCalled();
  });

  it('takes a reason in the user’s words, and a whole day off', async () => {
    agendaSalon();
    const { dialog } = await openBlock();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Folga' }));
    expect(within(dialog).getByRole('switch', { name: 'O dia inteiro' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Das')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Outro' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await within(dialog).findByText('Escreva o motivo')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Qual o motivo?'), 'Médico');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Horário bloqueado!')).toBeInTheDocument();
    expect(sentTo('POST', '/salons/42/blocked_times')[0]?.blocked_time).toEqual({ employee_id: 9, start_at: at(14, 0), duration: 86_400, reason: 'Médico', repeat_weekly_until: null });
  });

  it('shows a clash with a booking under the start time', async () => {
    const clash = 'Este profissional já tem um agendamento neste horário';
    agendaSalon();
    server.use(http.post(`${API}/salons/42/blocked_times`, () => HttpResponse.json({ errors: { start_at: [clash] } }, { status: 409 })));
    const { dialog, onClose } = await openBlock();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Das').parentElement).toHaveTextContent(clash));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a blocked time', () => {
  it.each([
    ['Excluir este e os próximos', '/blocked_times/60?series=true', 'Os bloqueios foram excluídos!'],
    ['Excluir só este', '/blocked_times/60', 'O bloqueio foi excluído!'],
  ])("'%s' asks first, then deletes %s", async (button, url, toast) => {
    agendaSalon();
    seed({ blockedTimes: [blockedTime({ id: 60, series_id: 's1' })] });
    const onClose = vi.fn();
    renderSignedIn(<BlockedTimeModal blockedTime={blockedTime({ id: 60, series_id: 's1' })} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Horário bloqueado: Almoço' });
    expect(within(dialog).getByTestId('blocked-when')).toHaveTextContent('quinta-feira, 14 de março, 12:00 – 13:00');
    expect(await within(dialog).findByText('Bruno Barbeiro')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Você tem certeza?' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(callsTo('DELETE ')).toEqual([`DELETE ${url}`]);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers only its own deletion when it does not repeat', async () => {
    agendaSalon();
    renderSignedIn(<BlockedTimeModal blockedTime={blockedTime()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Horário bloqueado: Almoço' });
    expect(within(dialog).getByRole('button', { name: 'Excluir bloqueio' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Excluir este e os próximos' })).not.toBeInTheDocument();
  });
});
