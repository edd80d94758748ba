import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeToday, MARIA, renderAgenda, seedAgenda } from './agendaFixtures';
import { API, server } from '../msw';

const MESSAGE = 'Não foi possível carregar seus agendamentos. Verifique sua conexão e tente de novo.';
const BANNER = 'A agenda deste período não carregou. Os horários abaixo podem não estar livres.';

describe('a day that does not load', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it('is said in a toast with a retry, and in a banner above the grid until it loads', async () => {
    let down = true;
    seedAgenda([MARIA]);
    // Down until the retry: then the store answers.
    server.use(http.get(`${API}/salons/42/appointments`, () => (down ? HttpResponse.json({ errors: ['boom'] }, { status: 500 }) : undefined)));
    renderAgenda();

    const toast = (await screen.findByText(MESSAGE)).closest('.Toastify__toast') as HTMLElement;
    const banner = (await screen.findByText(BANNER)).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Maria Souza/ })).not.toBeInTheDocument();

    down = false;
    await userEvent.click(within(toast).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('button', { name: /Maria Souza/ })).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
