import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeToday, renderAgenda, seedAgenda } from '../agenda/agendaFixtures';
import { renderApp } from '../render';
import { ANA, BRUNO, employeeBodies, seedStaff } from './staffFixtures';

/** 'Atende clientes' off (issue 25, item 9): the receptionist has no column and is offered in no professional list. */
const RITA = { ...BRUNO, id: 12, name: 'Rita Recepção', role: 'front_desk' as const, agendei_access: true, service_ids: [], services: [], serves_clients: false };
const columnHeads = () => Array.from(document.querySelectorAll<HTMLElement>('.rbc-row-resource .rbc-header')).map((head) => head.textContent);

describe('a receptionist who serves no clients', { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it('has no agenda column, is not offered when booking, and her own week view opens on a professional who serves', async () => {
    seedAgenda();
    seedStaff([BRUNO, ANA, RITA]);
    renderAgenda('/agenda', { role: 'front_desk', employee_id: RITA.id });
    await waitFor(() => expect(columnHeads()).toEqual(['DDona Ana', 'BBruno Barbeiro']));
    const picker = screen.getByRole('combobox', { name: 'Profissional' });
    expect(within(picker).queryByRole('option', { name: 'Rita Recepção' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ Novo agendamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    const professional = within(dialog).getByLabelText('Profissional');
    expect(within(professional).getAllByRole('option').map((option) => option.textContent)).not.toContain('Rita Recepção');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await userEvent.click(screen.getByRole('button', { name: 'Semana' }));
    await waitFor(() => expect(screen.getByLabelText('Profissional')).toHaveDisplayValue('Dona Ana'));
  });

  it("a new member made 'Recepção' starts without 'atende clientes', and the form sends it", async () => {
    vi.useRealTimers();
    seedStaff([ANA]);
    const bodies = () => employeeBodies('POST', '/salons/42/employees');
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '+ Novo Profissional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Profissional' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Rita');
    const serves = within(dialog).getByRole('switch', { name: 'Atende clientes' });
    expect(serves).toBeChecked();
    await userEvent.selectOptions(within(dialog).getByLabelText('Perfil de acesso'), 'Recepção');
    expect(serves).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0].employee).toMatchObject({ name: 'Rita', role: 'front_desk', serves_clients: false });
  });
});
