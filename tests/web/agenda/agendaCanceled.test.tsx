import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointment, CARLA, freezeToday, JOAO, renderAgenda, seedAgenda } from './agendaFixtures';
import { ANA } from '../staff/staffFixtures';

describe('canceled and finished appointments', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it("are drawn by status; canceled ones stay hidden until 'Mostrar cancelados' is on", async () => {
    const noShow = appointment({ start: '08:00', minutes: 30, employee: ANA, client: 'Téo Ramos', service: 'Escova', status: 'no_show', status_display: 'Não compareceu' });
    const done = appointment({ start: '07:00', minutes: 30, employee: ANA, client: 'Ivo Nunes', service: 'Escova', status: 'completed', status_display: 'Finalizado' });
    seedAgenda([JOAO, CARLA, noShow, done]);
    renderAgenda();

    expect(await screen.findByRole('button', { name: /Téo Ramos, Escova, das 08:00 às 08:30, Não compareceu/ })).toHaveClass('agenda-item--no_show');
    expect(screen.getByRole('button', { name: /Ivo Nunes.*Finalizado/ })).toHaveClass('agenda-item--completed');
    const toggle = screen.getByRole('switch', { name: 'Mostrar cancelados' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /Carla Dias/ })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(await screen.findByRole('button', { name: 'Carla Dias, Manicure, das 11:00 às 12:00, Cancelado' })).toHaveClass('agenda-item--canceled');
    expect(screen.getByRole('button', { name: /João Lima/ })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.queryByRole('button', { name: /Carla Dias/ })).not.toBeInTheDocument();
  });
});
