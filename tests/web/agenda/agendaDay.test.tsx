import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agendaCalls, appointment, CARLA, freezeToday, JOAO, LUNCH, MARIA, renderAgenda, seedAgenda, TODAY } from './agendaFixtures';
import { seed } from '../mocks';
import { API, server } from '../msw';
import { ANA } from '../staff/staffFixtures';
import { makeClient } from '../clients/clientsFixtures';

const columns = () => Array.from(document.querySelectorAll<HTMLElement>('.rbc-time-content > .rbc-day-slot'));
const columnHeads = () => Array.from(document.querySelectorAll<HTMLElement>('.rbc-row-resource .rbc-header')).map((head) => head.textContent);

describe('the agenda in Dia', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it("shows each appointment inside its professional's column, blocks hatched, canceled ones hidden", async () => {
    seedAgenda([MARIA, JOAO, CARLA], [LUNCH]);
    renderAgenda();

    const maria = await screen.findByRole('button', { name: 'Maria Souza, Escova, das 09:00 às 09:45' });
    expect(screen.getByText('Quinta-feira, 14 de março')).toBeInTheDocument();
    // Columns in the order the professionals were added (Ana, id 3, before Bruno, id 9), each with its head.
    expect(columnHeads()).toEqual(['DDona Ana', 'BBruno Barbeiro']);
    const [ana, bruno] = columns();
    expect(ana).toContainElement(maria);
    expect(maria).toHaveStyle({ '--item-color': ANA.color });
    const joao = within(bruno).getByRole('button', { name: 'João Lima, Corte masculino, das 10:00 às 10:30, Em atendimento' });
    expect(joao).toHaveClass('agenda-item--started');
    expect(within(ana).getByRole('button', { name: 'Horário bloqueado: Almoço, das 12:00 às 13:00' })).toHaveClass('agenda-item--block');
    expect(screen.queryByRole('button', { name: /Carla Dias/ })).not.toBeInTheDocument();
    // Drawn by the agenda itself (ColumnEvents), not by the library's event components.
    expect(maria.closest('.rbc-events-container')).toHaveClass('agenda-events');
    // Each column paints its hour lines with one element (AgendaColumn), not the library's 17 rows of cells.
    for (const column of columns()) {
      expect(column.querySelectorAll('.agenda-hours')).toHaveLength(1);
      expect(column.querySelectorAll('.rbc-timeslot-group, .rbc-time-slot')).toHaveLength(0);
    }
  });

  it('asks for the day on screen, then prefetches the next and the previous day', async () => {
    seedAgenda([MARIA]);
    renderAgenda();
    await screen.findByRole('button', { name: /Maria Souza/ });
    await waitFor(() => expect(agendaCalls()).toContain('appointments?day=2030-03-13'));
    const asked = agendaCalls();
    expect(asked.slice(0, 2).sort()).toEqual(['appointments?day=2030-03-14', 'blocked_times?day=2030-03-14']);
    expect(asked.slice(2).sort()).toEqual([
      'appointments?day=2030-03-13',
      'appointments?day=2030-03-15',
      'blocked_times?day=2030-03-13',
      'blocked_times?day=2030-03-15',
    ]);
  });

  it('moves to the next day from the arrow, from the cache, and back to today', async () => {
    const tomorrow = appointment({ day: '2030-03-15', start: '14:00', minutes: 30, employee: ANA, client: 'Rita Alves', service: 'Manicure' });
    seedAgenda([MARIA, tomorrow]);
    renderAgenda();
    await screen.findByRole('button', { name: /Maria Souza/ });
    await waitFor(() => expect(agendaCalls()).toContain('blocked_times?day=2030-03-15'));
    const before = agendaCalls().length;

    await userEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(await within(columns()[0]).findByRole('button', { name: /Rita Alves/ })).toBeInTheDocument();
    expect(screen.getByText('Sexta-feira, 15 de março')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Maria Souza/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Data')).toHaveValue('2030-03-15');
    expect(agendaCalls().slice(before).filter((query) => query.endsWith('day=2030-03-15'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(await screen.findByRole('button', { name: /Maria Souza/ })).toBeInTheDocument();
  });

  it("draws the columns with the first day's appointments, and keeps them while another day loads", async () => {
    const tomorrow = appointment({ day: '2030-03-15', start: '14:00', minutes: 30, employee: ANA, client: 'Rita Alves', service: 'Manicure' });
    seedAgenda([MARIA, tomorrow]);
    // Each day's appointments answer only when the test lets them.
    const days: Record<string, { release(): void; answer: Promise<void> }> = {};
    const held = (day: string) => {
      if (!days[day]) {
        let release = () => {};
        const answer = new Promise<void>((resolve) => (release = resolve));
        days[day] = { release, answer };
      }
      return days[day];
    };
    // Held back, then the store answers.
    server.use(
      http.get(`${API}/salons/42/appointments`, async ({ request }) => {
        await held(new URL(request.url).searchParams.get('day') ?? '').answer;
        return undefined;
      }),
    );
    renderAgenda();

    // The professionals are in (the toolbar lists them), the day is not: no columns drawn yet.
    expect(await screen.findByRole('option', { name: 'Dona Ana' })).toBeInTheDocument();
    expect(columns()).toHaveLength(0);
    held(TODAY).release();
    expect(await screen.findByRole('button', { name: /Maria Souza/ })).toBeInTheDocument();
    expect(columnHeads()).toEqual(['DDona Ana', 'BBruno Barbeiro']);

    // Another day loading: the columns stay, empty, until it is in.
    await userEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(await screen.findByText('Sexta-feira, 15 de março')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Maria Souza/ })).not.toBeInTheDocument();
    expect(columnHeads()).toEqual(['DDona Ana', 'BBruno Barbeiro']);
    held('2030-03-15').release();
    expect(await within(columns()[0]).findByRole('button', { name: /Rita Alves/ })).toBeInTheDocument();
  });

  it("leaves a column where a blocked time overlaps a booking to the library, which draws them side by side", async () => {
    const meeting: typeof LUNCH = { ...LUNCH, id: 8, start_at: MARIA.start_at + 30 * 60, duration: 1800, reason: 'Reunião' };
    seedAgenda([MARIA, JOAO], [meeting]);
    seed({ clients: [makeClient(MARIA.client_id, { name: 'Maria Souza' })] });
    renderAgenda();

    const maria = await screen.findByRole('button', { name: 'Maria Souza, Escova, das 09:00 às 09:45' });
    const block = screen.getByRole('button', { name: 'Horário bloqueado: Reunião, das 09:30 às 10:00' });
    const [ana, bruno] = columns();
    // Ana's column is the library's: its container, its 'no-overlap' layout at half width each.
    for (const cell of [maria, block]) {
      expect(ana).toContainElement(cell);
      expect(cell.closest('.rbc-events-container')).not.toHaveClass('agenda-events');
      expect(cell.style.width).not.toBe('100%');
    }
    expect(within(bruno).getByRole('button', { name: /João Lima/ }).closest('.rbc-events-container')).toHaveClass('agenda-events');
    await userEvent.click(maria);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Maria Souza');
  });
});
