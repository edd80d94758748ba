import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeToday, JOAO, MARIA, renderAgenda, seedAgenda } from './agendaFixtures';
import { seed } from '../mocks';
import { salonSettings } from '../salonFixtures';

/** The agenda by role (issue 11): Bruno (id 9) signed in as a professional; the salon's first steps still open. */
const columnHeads = () => Array.from(document.querySelectorAll<HTMLElement>('.rbc-row-resource .rbc-header')).map((head) => head.textContent);
const openSteps = () => seed({ onboarding: { dismissed: false, steps: { professionals: true, services: false, clients: false, appointments: false } } });
const seeAll = (on: boolean) => seed({ settings: salonSettings({ professionals_see_all: on }) });

describe('the agenda by role', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it('a professional sees only their own column and books only for themselves, without the first steps', async () => {
    // The server sends a professional only their own appointments.
    seedAgenda([JOAO]);
    openSteps();
    seeAll(false);
    renderAgenda('/agenda', { role: 'professional', employee_id: 9 });
    expect(await screen.findByRole('button', { name: /João Lima/ })).toBeInTheDocument();
    await waitFor(() => expect(columnHeads()).toEqual(['BBruno Barbeiro']));
    const select = screen.getByRole('combobox', { name: 'Profissional' });
    expect(within(select).queryByRole('option', { name: 'Dona Ana' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ Novo agendamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    const professional = within(dialog).getByLabelText('Profissional');
    expect(professional).toHaveDisplayValue('Bruno Barbeiro');
    expect(professional).toBeDisabled();
    expect(within(professional).getAllByRole('option').map((option) => option.textContent)).toEqual(['Bruno Barbeiro']);
  });

  it("a professional whose salon shares the agenda sees everyone's columns, and still books only for themselves", async () => {
    seedAgenda([MARIA, JOAO]);
    openSteps();
    seeAll(true);
    renderAgenda('/agenda', { role: 'professional', employee_id: 9, professionals_see_all: true });
    expect(await screen.findByRole('button', { name: /Maria Souza/ })).toBeInTheDocument();
    await waitFor(() => expect(columnHeads()).toEqual(['DDona Ana', 'BBruno Barbeiro']));
    await userEvent.click(screen.getByRole('button', { name: '+ Novo agendamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    expect(within(within(dialog).getByLabelText('Profissional')).queryByRole('option', { name: 'Dona Ana' })).not.toBeInTheDocument();
  });

  it('the front desk sees and books for everyone, without the first steps', async () => {
    seedAgenda([MARIA, JOAO]);
    openSteps();
    renderAgenda('/agenda', { role: 'front_desk', employee_id: null });
    expect(await screen.findByRole('button', { name: /Maria Souza/ })).toBeInTheDocument();
    await waitFor(() => expect(columnHeads()).toEqual(['DDona Ana', 'BBruno Barbeiro']));
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Novo agendamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    expect(within(within(dialog).getByLabelText('Profissional')).getByRole('option', { name: 'Dona Ana' })).toBeInTheDocument();
  });

  it('the owner sees the first steps', async () => {
    seedAgenda();
    openSteps();
    renderAgenda();
    expect(await screen.findByRole('region', { name: 'Primeiros passos' })).toBeInTheDocument();
  });
});
