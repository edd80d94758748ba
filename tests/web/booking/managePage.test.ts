// Issue 28, item 2: a booking's private link, /reserva/{token}: shown; cancelled after a second question (DELETE);
// moved to a time of the same services with the same professional (PUT {start_at}); past its window, who to call.
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayName, openPage, phoneLanguage } from './open';
import { at, booking, dayAfter, requests, SLUG, TOKEN, today, usePublicApi } from './publicApi';

beforeEach(() => phoneLanguage('pt-BR'));
afterEach(() => vi.restoreAllMocks());

const sent = (method: string) => requests.filter((r) => r.method === method);

describe('the booking by its link', () => {
  it('shows the booking and cancels it after asking again', async () => {
    usePublicApi();
    const user = userEvent.setup();
    await openPage(`/reserva/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Seu agendamento' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Barbearia Teste' })).toBeVisible();
    expect(screen.getByText('Corte')).toBeVisible();
    expect(screen.getByText(/às 09:00$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));
    expect(screen.getByText('Cancelar este agendamento?')).toBeVisible();
    expect(sent('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Não, manter' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));
    await user.click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Agendamento cancelado');
    expect(sent('DELETE').map((r) => r.path)).toEqual([`/public/bookings/${TOKEN}`]);
    expect(screen.queryByRole('button', { name: 'Remarcar' })).toBeNull();
  });

  it('moves it: the same services with the same professional, to the time chosen', async () => {
    usePublicApi();
    const user = userEvent.setup();
    await openPage(`/reserva/${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Remarcar' }));
    await user.click(await screen.findByRole('button', { name: dayName(dayAfter(4)) }));
    const asked = requests.filter((r) => r.path.includes('/availability')).map((r) => r.path);
    expect(asked).toEqual([`/public/salons/${SLUG}/availability?service_ids=3,7&from=${today()}&days=7&employee_id=12`]);
    await user.click(screen.getByRole('button', { name: '09:30' }));
    await user.click(screen.getByRole('button', { name: /^Remarcar para / }));
    expect(await screen.findByText('Agendamento remarcado.')).toBeVisible();
    expect(sent('PUT')).toEqual([{ method: 'PUT', path: `/public/bookings/${TOKEN}`, body: { start_at: at(dayAfter(4), '09:30') } }]);
    expect(screen.getByText(/às 09:30$/)).toBeVisible();
  });

  it('says why it can no longer be changed, and how to reach the salon', async () => {
    usePublicApi(() => booking(at(today(), '09:00'), { changeable: false }));
    await openPage(`/reserva/${TOKEN}`);
    expect(screen.getByText(/O prazo para remarcar ou cancelar pelo link terminou em/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Falar no WhatsApp' })).toHaveAttribute('href', 'https://wa.me/5511999998888');
    expect(screen.queryByRole('button', { name: 'Cancelar agendamento' })).toBeNull();
  });

  it('says a link that matches nothing is not found', async () => {
    usePublicApi();
    await openPage('/reserva/nada');
    expect(screen.getByRole('heading', { name: 'Agendamento não encontrado' })).toBeVisible();
  });
});
