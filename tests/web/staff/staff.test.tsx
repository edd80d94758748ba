import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsTo, db } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { ANA, BRUNO, employeeBodies, seedStaff } from './staffFixtures';

const confirmDialog = () => screen.findByRole('dialog', { name: 'Você tem certeza?' });

describe('the professionals list', { timeout: 20_000 }, () => {
  it('shows name, phone and e-mail, marks your own row, and opens a row by keyboard', async () => {
    seedStaff([BRUNO, ANA]);
    renderApp('/staff', { signedIn: true });
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Bruno Barbeiro');
    expect(rows[2]).toHaveTextContent('Dona Ana(você)');
    expect(rows[2]).toHaveTextContent('(11) 98765-4321');
    expect(rows[2]).toHaveTextContent('ana@salao.com.br');
    screen.getByRole('button', { name: /Bruno Barbeiro/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Editar Profissional' });
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Bruno Barbeiro');
    expect(within(dialog).getByRole('switch', { name: 'Acesso ao Agendei' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Azul' })).toBeChecked();
  });
});

describe('creating a professional', { timeout: 20_000 }, () => {
  it('sends the chosen services and colour and shows the new row', async () => {
    seedStaff([ANA]);
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '+ Novo Profissional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Profissional' });
    expect(within(dialog).getByRole('radio', { name: 'Vermelho' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Carla');
    await userEvent.click(within(dialog).getByLabelText(/E-mail/));
    await userEvent.paste('carla@salao.com.br');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Roxo' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Serviços' }));
    expect(within(dialog).getByText('Cabelo')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Escova' })).toHaveAccessibleDescription(/^45min · R\$\s59,90$/);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Corte masculino' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Manicure' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Profissional cadastrado!')).toBeInTheDocument();
    expect(screen.getByText('Enviamos um convite para carla@salao.com.br criar uma senha e entrar no Agendei.')).toBeInTheDocument();
    expect(employeeBodies('POST', '/salons/42/employees')[0].employee).toEqual({
      name: 'Carla',
      email: 'carla@salao.com.br',
      phone: null,
      color: '#7a07a1',
      agendei_access: true,
      // Untouched, the access role goes as its default: a professional.
      role: 'professional',
      // Untouched, a professional serves clients (an agenda column).
      serves_clients: true,
      // Untouched, the commission rates go as their default, 0%.
      service_commission: 0,
      product_commission: 0,
      service_ids: [11, 21],
      // Untouched, the salon's default hours go along: 9:00 to 19:00, Monday to Saturday.
      working_hours: [null, ...Array.from({ length: 6 }, () => [{ start: '09:00', end: '19:00' }])],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Carla/ })).toBeInTheDocument();
  });

  it('asks for the name before sending anything', async () => {
    seedStaff([ANA]);
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '+ Novo Profissional' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Serviços' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Digite o nome do profissional')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Detalhes' })).toHaveAttribute('aria-selected', 'true');
    expect(employeeBodies('POST', '/salons/42/employees')).toEqual([]);
  });
});

describe('editing and deleting', { timeout: 20_000 }, () => {
  it('saves the changes with PUT and updates the row without reloading', async () => {
    seedStaff([ANA, BRUNO]);
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Bruno Barbeiro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Profissional' });
    const name = within(dialog).getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bruno Silva');
    await userEvent.type(within(dialog).getByLabelText(/Telefone/), '2134567890');
    expect(within(dialog).getByLabelText(/Telefone/)).toHaveValue('(21) 3456-7890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Profissional atualizado!')).toBeInTheDocument();
    expect(employeeBodies('PUT', '/employees/9')[0].employee).toMatchObject({ name: 'Bruno Silva', phone: '(21) 3456-7890', email: null, service_ids: [11] });
    expect(await screen.findByRole('button', { name: /Bruno Silva/ })).toBeInTheDocument();
    expect(screen.queryByText('Bruno Barbeiro')).not.toBeInTheDocument();
  });

  it('deletes after the confirmation and removes the row', async () => {
    seedStaff([ANA, BRUNO]);
    const deleted = () => callsTo('DELETE /employees/9').length > 0;
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Bruno Barbeiro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Profissional' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await confirmDialog();
    expect(deleted()).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O profissional foi excluído!')).toBeInTheDocument();
    expect(deleted()).toBe(true);
    expect(db.employees.map((e) => e.id)).toEqual([ANA.id]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Bruno Barbeiro/ })).not.toBeInTheDocument());
  });

  it("shows the server's reason when a delete is refused", async () => {
    seedStaff([ANA]);
    server.use(
      http.delete(`${API}/employees/3`, () => HttpResponse.json({ base: ['Você não pode excluir o seu próprio cadastro de profissional.'] }, { status: 422 })),
    );
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Dona Ana/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText('Impossível excluir este profissional! Você não pode excluir o seu próprio cadastro de profissional.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar Profissional' })).toBeInTheDocument();
  });
});
