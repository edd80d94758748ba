import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeToday, JOAO, renderAgenda, seedAgenda, TODAY } from './agendaFixtures';
import { makeClient } from '../clients/clientsFixtures';
import { seed } from '../mocks';

const columns = () => Array.from(document.querySelectorAll<HTMLElement>('.rbc-time-content > .rbc-day-slot'));
/** jsdom lays nothing out: each column is given 1 px per minute from 7:00, as a browser with 60 px hours would. */
function layOut(column: HTMLElement) {
  vi.spyOn(column, 'getBoundingClientRect').mockReturnValue({ top: 0, left: 0, width: 200, height: 17 * 60, right: 200, bottom: 17 * 60, x: 0, y: 0, toJSON: () => ({}) });
}
const newAppointment = () => screen.findByRole('dialog', { name: 'Novo agendamento' });

describe('booking from the agenda', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it("a click on an empty cell opens 'Novo agendamento' at that quarter hour, in that professional's column", async () => {
    seedAgenda([JOAO]);
    renderAgenda();
    await screen.findByRole('button', { name: /João Lima/ });
    const bruno = columns()[1];
    layOut(bruno);
    // 10:40 falls in the 10:30 row (3 h 40 min below 7:00).
    fireEvent.click(bruno, { clientX: 50, clientY: 220 });

    const dialog = await newAppointment();
    expect(within(dialog).getByLabelText('Profissional')).toHaveDisplayValue('Bruno Barbeiro');
    expect(within(dialog).getByLabelText('Data')).toHaveValue(TODAY);
    expect(within(dialog).getByLabelText('Horário')).toHaveDisplayValue('10:30');
  });

  it('a click on an appointment opens its detail instead', async () => {
    seedAgenda([JOAO]);
    renderAgenda();
    await userEvent.click(await screen.findByRole('button', { name: /João Lima/ }));
    const detail = await screen.findByRole('dialog');
    expect(detail).toHaveTextContent('João Lima');
    expect(screen.queryByRole('dialog', { name: 'Novo agendamento' })).not.toBeInTheDocument();
  });

  it('Enter on a focused appointment opens its detail too', async () => {
    seedAgenda([JOAO]);
    renderAgenda();
    (await screen.findByRole('button', { name: /João Lima/ })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toHaveTextContent('João Lima');
  });

  it("the header's button books the next quarter hour with your own professional", async () => {
    seedAgenda();
    renderAgenda();
    await userEvent.click(await screen.findByRole('button', { name: '+ Novo agendamento' }));
    const dialog = await newAppointment();
    expect(within(dialog).getByLabelText('Profissional')).toHaveDisplayValue('Dona Ana');
    expect(within(dialog).getByLabelText('Horário')).toHaveDisplayValue('10:15');
  });

  it('/agenda?client=ID opens a new appointment for that client, then drops the parameter', async () => {
    seedAgenda();
    seed({ clients: [makeClient(55, { name: 'Paula Reis' })] });
    const { router } = renderAgenda('/agenda?client=55');
    const dialog = await newAppointment();
    expect(await within(dialog).findByText('Paula Reis')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/agenda');
  });
});
