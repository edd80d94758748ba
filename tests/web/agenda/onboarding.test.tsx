import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../src/i18n';
import { agendaServer, freezeToday, renderAgenda } from './agendaFixtures';
import { API, server } from '../msw';

type Steps = { professionals: boolean; services: boolean; clients: boolean; appointments: boolean };

/** The salon's checklist as the server answers it, and every PUT it received. */
function onboardingServer(steps: Steps, dismissed = false) {
  const puts: unknown[] = [];
  const handlers = [
    http.get(`${API}/salons/42/onboarding`, () => HttpResponse.json({ dismissed, steps })),
    http.put(`${API}/salons/42/onboarding`, async ({ request }) => {
      puts.push(await request.json());
      dismissed = true;
      return HttpResponse.json({ dismissed, steps });
    }),
  ];
  return { puts, handlers };
}

const checklist = () => screen.findByRole('region', { name: 'Primeiros passos' });

describe("the agenda's first steps", { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it('lists the four steps, ticks those done, links to the others, and books the first appointment from here', async () => {
    const onboarding = onboardingServer({ professionals: true, services: true, clients: false, appointments: false });
    server.use(...onboarding.handlers, ...agendaServer({}).handlers);
    renderAgenda();
    const list = await checklist();
    expect(within(list).getByText('2 de 4 concluídos')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Cadastre seus profissionais (concluído)',
      'Cadastre seus serviços (concluído)',
      'Cadastre seu primeiro cliente (a fazer)Adicionar',
      'Marque o primeiro agendamento (a fazer)Agendar',
    ]);
    expect(within(items[2]).getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/clients');
    await userEvent.click(within(items[3]).getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByRole('dialog', { name: 'Novo agendamento' })).toBeInTheDocument();
  });

  it('is dismissed for the salon with one PUT, and goes at once', async () => {
    const onboarding = onboardingServer({ professionals: false, services: false, clients: false, appointments: false });
    server.use(...onboarding.handlers, ...agendaServer({}).handlers);
    renderAgenda();
    await userEvent.click(within(await checklist()).getByRole('button', { name: 'Dispensar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument());
    expect(onboarding.puts).toEqual([{ dismissed: true }]);
  });

  it('is not shown to a salon that had everything, nor once dismissed', async () => {
    const done = onboardingServer({ professionals: true, services: true, clients: true, appointments: true });
    server.use(...done.handlers, ...agendaServer({}).handlers);
    const { unmount } = renderAgenda();
    await screen.findByRole('heading', { name: 'Agenda' });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Primeiros passos|Tudo pronto/ })).not.toBeInTheDocument());
    unmount();

    const closed = onboardingServer({ professionals: false, services: false, clients: false, appointments: false }, true);
    server.use(...closed.handlers);
    renderAgenda();
    await screen.findByRole('heading', { name: 'Agenda' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument());
  });

  it('speaks English', async () => {
    const onboarding = onboardingServer({ professionals: true, services: false, clients: false, appointments: false });
    server.use(...onboarding.handlers, ...agendaServer({}).handlers);
    await i18n.changeLanguage('en');
    renderAgenda();
    const list = await screen.findByRole('region', { name: 'First steps' });
    expect(within(list).getByText('1 of 4 done')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
