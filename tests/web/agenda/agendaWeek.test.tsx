import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointment, freezeToday, renderAgenda, seedAgenda } from './agendaFixtures';
import { callsTo } from '../mocks';
import { ANA, BRUNO } from '../staff/staffFixtures';

const dayColumns = () => Array.from(document.querySelectorAll<HTMLElement>('.rbc-time-content > .rbc-day-slot'));

describe('the agenda in Semana', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it("shows one professional's Sunday-to-Saturday, yours when everyone was chosen, and another's when picked", async () => {
    const tuesday = appointment({ day: '2030-03-12', start: '15:00', minutes: 60, employee: ANA, client: 'Lia Campos', service: 'Coloração' });
    const saturday = appointment({ day: '2030-03-16', start: '09:30', minutes: 30, employee: ANA, client: 'Rui Torres', service: 'Barba' });
    const brunoFriday = appointment({ day: '2030-03-15', start: '18:00', minutes: 30, employee: BRUNO, client: 'Davi Melo', service: 'Corte masculino' });
    seedAgenda([tuesday, saturday, brunoFriday]);
    const asked = () => callsTo('GET /salons/42/appointments?');
    renderAgenda();
    await screen.findByRole('button', { name: 'Dia', pressed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Semana' }));

    // 'Everyone' is not a week: the signed-in user's own (Dona Ana, employee 3) is shown, and named.
    const lia = await screen.findByRole('button', { name: 'Lia Campos, Coloração, das 15:00 às 16:00' });
    expect(asked()).toContain('GET /salons/42/appointments?start=2030-03-10&end=2030-03-16&employee_id=3');
    expect(screen.getByLabelText('Profissional')).toHaveDisplayValue('Dona Ana');
    expect(within(screen.getByLabelText('Profissional')).queryByRole('option', { name: 'Todos os profissionais' })).not.toBeInTheDocument();
    expect(screen.getByText('10 de mar – 16 de mar · Dona Ana')).toBeInTheDocument();
    const days = dayColumns();
    expect(days).toHaveLength(7);
    expect(days[2]).toContainElement(lia);
    expect(within(days[6]).getByRole('button', { name: /Rui Torres/ })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Profissional'), 'Bruno Barbeiro');
    const davi = await screen.findByRole('button', { name: /Davi Melo, Corte masculino, das 18:00 às 18:30/ });
    expect(dayColumns()[5]).toContainElement(davi);
    expect(screen.queryByRole('button', { name: /Lia Campos/ })).not.toBeInTheDocument();
    expect(screen.getByText('10 de mar – 16 de mar · Bruno Barbeiro')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima semana' }));
    await waitFor(() => expect(asked()).toContain('GET /salons/42/appointments?start=2030-03-17&end=2030-03-23&employee_id=9'));
    expect(screen.getByText('17 de mar – 23 de mar · Bruno Barbeiro')).toBeInTheDocument();
  });
});
