import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointment, freezeToday, JOAO, MARIA, renderAgenda, seedAgenda } from './agendaFixtures';
import { BRUNO } from '../staff/staffFixtures';

const columns = () => document.querySelectorAll('.rbc-time-content > .rbc-day-slot');

/** A 375 px phone: only the phone breakpoint matches (no mouse, so no drag and drop either). */
function phoneScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === '(max-width: 575.98px)',
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function swipe(element: Element, fromX: number, toX: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: fromX, clientY: 300 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: toX, clientY: 310 }] });
}

describe('the agenda on a phone', { timeout: 20_000 }, () => {
  beforeEach(() => {
    freezeToday();
    window.matchMedia ??= () => ({}) as MediaQueryList;
    phoneScreen();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows your own column, switches with the strip or a swipe, and books from the floating button', async () => {
    seedAgenda([MARIA, JOAO]);
    renderAgenda();
    // The phone draws its day in a transition (useDeferredValue): on a busy 2-core machine that took over a second.
    expect(await screen.findByRole('button', { name: /Maria Souza/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(columns()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /João Lima/ })).not.toBeInTheDocument();
    const strip = screen.getByRole('group', { name: 'Profissional' });
    expect(within(strip).getByRole('button', { name: 'Dona Ana' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(strip).getByRole('button', { name: 'Bruno Barbeiro' }));
    expect(await screen.findByRole('button', { name: /João Lima/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Maria Souza/ })).not.toBeInTheDocument();

    const board = document.querySelector('.agenda-board') as HTMLElement;
    swipe(board, 60, 300); // to the right: the previous professional
    expect(await screen.findByRole('button', { name: /Maria Souza/ })).toBeInTheDocument();
    swipe(board, 300, 60); // to the left: the next one
    expect(await screen.findByRole('button', { name: /João Lima/ })).toBeInTheDocument();
    swipe(board, 300, 60); // Bruno is the last: nothing further
    expect(screen.getByRole('button', { name: /João Lima/ })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Nova venda' })).toHaveAttribute('href', '/sales?openSelectItem=true');
    expect(screen.queryByRole('button', { name: '+ Novo agendamento' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo agendamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    expect(within(dialog).getByLabelText('Profissional')).toHaveDisplayValue('Bruno Barbeiro');
  });

  it("draws the evening's last booking, the one that ends at midnight, in the barber's column (issue 25 item 7)", async () => {
    const late = appointment({ start: '23:15', minutes: 45, employee: BRUNO, client: 'Léo Prado', service: 'Corte masculino' });
    seedAgenda([late]);
    renderAgenda();
    const strip = await screen.findByRole('group', { name: 'Profissional' });
    await userEvent.click(await within(strip).findByRole('button', { name: 'Bruno Barbeiro' }, { timeout: 5000 }));
    const cell = await screen.findByRole('button', { name: 'Léo Prado, Corte masculino, das 23:15 às 00:00' }, { timeout: 5000 });
    expect(columns()[0]).toContainElement(cell);
  });
});
