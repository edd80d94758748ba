import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../src/i18n';
import { freezeToday, renderAgenda, seedAgenda } from './agendaFixtures';
import { seed, sentTo } from '../mocks';

type Steps = { professionals: boolean; services: boolean; clients: boolean; appointments: boolean };

/** The salon's checklist in the store, with Bruno and Ana and an empty agenda. */
function seedSteps(steps: Steps, dismissed = false) {
  seedAgenda();
  seed({ onboarding: { dismissed, steps } });
}

const checklist = () => screen.findByRole('region', { name: 'Primeiros passos' });

describe("the agenda's first steps", { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it('lists the four steps, ticks those done, links to the others, and books the first appointment from here', async () => {
    seedSteps({ professionals: true, services: true, clients: false, appointments: false });
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
    seedSteps({ professionals: false, services: false, clients: false, appointments: false });
    renderAgenda();
    await userEvent.click(within(await checklist()).getByRole('button', { name: 'Dispensar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument());
    expect(sentTo('PUT', '/salons/42/onboarding')).toEqual([{ dismissed: true }]);
  });

  it('is not shown to a salon that had everything, nor once dismissed', async () => {
    seedSteps({ professionals: true, services: true, clients: true, appointments: true });
    const { unmount } = renderAgenda();
    await screen.findByRole('heading', { name: 'Agenda' });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Primeiros passos|Tudo pronto/ })).not.toBeInTheDocument());
    unmount();

    seedSteps({ professionals: false, services: false, clients: false, appointments: false }, true);
    renderAgenda();
    await screen.findByRole('heading', { name: 'Agenda' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument());
  });

  it('speaks English', async () => {
    seedSteps({ professionals: true, services: false, clients: false, appointments: false });
    await i18n.changeLanguage('en');
    renderAgenda();
    const list = await screen.findByRole('region', { name: 'First steps' });
    expect(within(list).getByText('1 of 4 done')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
