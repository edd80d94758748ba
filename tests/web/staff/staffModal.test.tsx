import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { ANA, BRUNO, employeeBodies, seedStaff } from './staffFixtures';

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: '+ Novo Profissional' }));
  return screen.findByRole('dialog', { name: 'Novo Profissional' });
}

describe('the Serviços tab', { timeout: 20_000 }, () => {
  it("'Selecionar Todos' selects every service, and clears them again", async () => {
    seedStaff([ANA]);
    const bodies = () => employeeBodies('POST', '/salons/42/employees');
    renderApp('/staff', { signedIn: true });
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Duda');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Serviços' }));
    const all = within(dialog).getByRole('checkbox', { name: 'Selecionar Todos' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Escova' }));
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    for (const name of ['Corte masculino', 'Escova', 'Manicure']) expect(within(dialog).getByRole('checkbox', { name })).toBeChecked();
    expect(within(dialog).getByText('3 de 3 selecionados')).toBeInTheDocument();
    await userEvent.click(all);
    expect(within(dialog).getByRole('checkbox', { name: 'Escova' })).not.toBeChecked();
    await userEvent.click(all);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0].employee.service_ids).toEqual([11, 12, 21]);
  });

  it('without services, explains what to do and links to /services', async () => {
    seedStaff([ANA], []);
    const { router } = renderApp('/staff', { signedIn: true });
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Serviços' }));
    expect(within(dialog).getByText('Cadastre seus serviços para escolher o que cada profissional faz')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Cadastrar serviços' });
    expect(link).toHaveAttribute('href', '/services');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
  });
});

describe('errors from the server', { timeout: 20_000 }, () => {
  it("shows the plan's limit at the top of the modal, with a way to the plan page", async () => {
    const limit = 'Seu plano Team permite até 5 profissional(is). Para cadastrar mais, mude de plano em Meu plano.';
    seedStaff([ANA]);
    server.use(
      http.post(`${API}/salons/42/employees`, () => HttpResponse.json({ base: [limit] }, { status: 422 })),
    );
    renderApp('/staff', { signedIn: true });
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Sexto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(limit);
    expect(within(dialog).getByRole('link', { name: 'Ver os planos em Meu plano' })).toHaveAttribute('href', '/meu-salao/plano');
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Sexto');
  });

  it('puts an e-mail error under the e-mail field, even when saved from the other tab', async () => {
    const taken = 'Este e-mail já é usado por outra conta do Agendei. Use outro e-mail para dar acesso a este profissional.';
    seedStaff([ANA, BRUNO]);
    server.use(
      http.put(`${API}/employees/9`, () => HttpResponse.json({ email: [taken] }, { status: 422 })),
    );
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Bruno Barbeiro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Profissional' });
    await userEvent.click(within(dialog).getByLabelText(/E-mail/));
    await userEvent.paste('ocupado@salao.com.br');
    await userEvent.click(within(dialog).getByRole('tab', { name: /Serviços/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveAccessibleDescription(taken);
    expect(within(dialog).getByRole('tab', { name: 'Detalhes' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows under the switch why an owner's access stays on", async () => {
    const owner = 'Não é possível tirar o acesso do dono do salão.';
    seedStaff([{ ...ANA, id: 5, name: 'Dono' }]);
    server.use(
      http.put(`${API}/employees/5`, () => HttpResponse.json({ agendei_access: [owner] }, { status: 422 })),
    );
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Dono/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Acesso ao Agendei' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(owner)).toBeInTheDocument();
  });

  it("cannot switch off your own access", async () => {
    seedStaff([ANA]);
    renderApp('/staff', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Dona Ana/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: 'Acesso ao Agendei' })).toBeDisabled();
    expect(within(dialog).getByText(/o seu próprio acesso não pode ser desligado/)).toBeInTheDocument();
  });
});

describe('when the list cannot be loaded', { timeout: 20_000 }, () => {
  it('says so and loads again on request', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/salons/42/employees`, () => (fail ? HttpResponse.json({ errors: ['boom'] }, { status: 500 }) : HttpResponse.json([ANA]))),
    );
    renderApp('/staff', { signedIn: true });
    expect(await screen.findByText('Não foi possível encontrar os profissionais para este salão!')).toBeInTheDocument();
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('button', { name: /Dona Ana/ })).toBeInTheDocument();
  });
});
