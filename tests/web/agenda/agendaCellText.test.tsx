import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointment, freezeToday, renderAgenda, seedAgenda } from './agendaFixtures';
import { ANA, BRUNO } from '../staff/staffFixtures';

const LONG = appointment({ start: '09:00', minutes: 30, employee: ANA, client: 'Bruno Almeida Prado', service: 'Coloração e hidratação profunda', price: 12345 });
const QUICK = appointment({ start: '11:00', minutes: 15, employee: BRUNO, client: 'Rita Alves', service: 'Sobrancelha' });

describe("an appointment cell's texts (issue 25 item 21)", { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it('puts the service on a line of its own in Dia, not after the time where a narrow column cut it', async () => {
    seedAgenda([LONG]);
    renderAgenda();
    const cell = await screen.findByRole('button', { name: /^Bruno Almeida Prado, Coloração/ }, { timeout: 5000 });
    const lines = [...cell.querySelectorAll('.agenda-cell > span[aria-hidden="true"]')].map((line) => [line.className, line.textContent]);
    expect(lines).toEqual([
      ['agenda-cell__title', 'Bruno Almeida Prado'],
      ['agenda-cell__service', 'Coloração e hidratação profunda'],
      ['agenda-cell__meta', '09:00 – 09:30'],
    ]);
  });

  it('shows the full texts in the tooltip on keyboard focus, as on hover; Escape or leaving hides it', async () => {
    seedAgenda([LONG, QUICK]);
    renderAgenda();
    const quick = await screen.findByRole('button', { name: 'Rita Alves, Sobrancelha, das 11:00 às 11:15' }, { timeout: 5000 });
    act(() => quick.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Rita Alves');
    expect(within(tooltip).getByText('Sobrancelha com Bruno Barbeiro')).toBeInTheDocument();

    const long = screen.getByRole('button', { name: /^Bruno Almeida Prado/ });
    act(() => long.focus());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Coloração e hidratação profunda com Dona Ana'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(long).toHaveFocus();
    act(() => quick.focus());
    await screen.findByRole('tooltip');
    act(() => quick.blur());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
