import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { ANA, BRUNO, employeeBodies, seedStaff } from './staffFixtures';

/** The access role the owner picks for a professional's account (issue 11). */
describe("a professional's access role", { timeout: 20_000 }, () => {
  it('is picked under Acesso ao Agendei, explained, and sent with the professional', async () => {
    seedStaff([ANA]);
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '+ Novo Profissional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Profissional' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Carla');
    await userEvent.click(within(dialog).getByLabelText(/E-mail/));
    await userEvent.paste('carla@salao.com.br');
    const role = within(dialog).getByLabelText('Perfil de acesso');
    expect(role).toHaveDisplayValue('Profissional');
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['Dono(a)', 'Recepção', 'Profissional']);
    expect(role).toHaveAccessibleDescription(/^A própria agenda/);
    await userEvent.selectOptions(role, 'Recepção');
    expect(role).toHaveAccessibleDescription(/^Agenda de todos, clientes e vendas/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Profissional cadastrado!')).toBeInTheDocument();
    expect(employeeBodies('POST', '/salons/42/employees')[0].employee).toMatchObject({ name: 'Carla', agendei_access: true, role: 'front_desk' });
    // The list says who is not a plain professional.
    const row = (await screen.findByRole('button', { name: /Carla/ })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Recepção');
  });

  it('is hidden and not sent while access is off', async () => {
    seedStaff([ANA, BRUNO]);
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Bruno Barbeiro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Profissional' });
    expect(within(dialog).queryByLabelText('Perfil de acesso')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Profissional atualizado!')).toBeInTheDocument();
    expect(employeeBodies('PUT', '/employees/9')[0].employee).not.toHaveProperty('role');
  });

  it("shows under the field why the salon's last owner keeps the role", async () => {
    // The server's words (server/i18n.ts), as the store answers them.
    const lastOwner = 'O salão precisa de pelo menos um dono: dê esse papel a outra pessoa antes.';
    // Ana is the only owner: the store refuses, as the server does.
    seedStaff([ANA, BRUNO]);
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Dona Ana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Profissional' });
    const role = within(dialog).getByLabelText('Perfil de acesso');
    expect(role).toHaveDisplayValue('Dono(a)');
    await userEvent.selectOptions(role, 'Profissional');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Horários' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Back on Detalhes, where the field is, with the server's words under it.
    expect(await within(dialog).findByText(lastOwner)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Detalhes' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('Perfil de acesso')).toHaveAccessibleDescription(new RegExp(lastOwner));
    expect(employeeBodies('PUT', '/employees/3')[0].employee).toMatchObject({ role: 'professional' });
  });
});
