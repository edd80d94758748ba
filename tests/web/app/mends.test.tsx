import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCatalogue, service, serviceCategory, topDialog } from '../catalogue/catalogueHelpers';
import { clientRange, makeClient } from '../clients/clientsFixtures';
import { calls, seed, sentTo, userAccount } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';

/** The requests for the clients list itself (any page), not its searches. */
const clientListCalls = () => calls.filter((call) => call === 'GET /salons/42/clients' || call.startsWith('GET /salons/42/clients?'));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('the clients list is asked for once', { timeout: 20_000 }, () => {
  it('when /clients is the first page opened (the shared load and the page share one request)', async () => {
    seed({ clients: clientRange(1, 3) });
    renderApp('/clients', { signedIn: true });
    expect(await screen.findByText('Cliente 03', {}, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(clientListCalls()).toHaveLength(1);
  });

  it('when /clients opens right after the shared load ran on another page', async () => {
    seed({ clients: clientRange(1, 3) });
    const { router } = renderApp('/agenda', { signedIn: true });
    await waitFor(() => expect(clientListCalls()).toHaveLength(1));
    await router.navigate('/clients');
    expect(await screen.findByText('Cliente 03', {}, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(clientListCalls()).toHaveLength(1);
  });
});

describe('passwords', () => {
  it('/reset-password without a token: no endless spinner, a clear message and a link to ask again', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link está incompleto.');
    expect(screen.queryByRole('button', { name: /Salvar nova senha/ })).not.toBeInTheDocument();
    expect(document.querySelector('.spinner-border')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pedir um novo link por e-mail' })).toHaveAttribute('href', '/forgot');
  });

  it('welcomes an invited professional who created a first password, without "Sua senha foi alterada"', async () => {
    // Bruno's invitation: the link's token sets his first password.
    const bruno = userAccount({ id: 8, name: 'Bruno', email: 'bruno@salao.com.br', employee_id: 9, role: 'professional', password: '' });
    seed({ users: [userAccount(), bruno], resetTokens: [{ token: 'abc', user_id: 8, invitation: true }] });
    renderApp('/reset-password?reset_password_token=abc&invite=1');
    await userEvent.type(await screen.findByLabelText('Senha'), 'minha-senha-1');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'minha-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e continuar' }));
    expect(await screen.findByText(/Senha criada! Boas-vindas ao Agendei\./)).toBeInTheDocument();
    expect(screen.queryByText(/Sua senha foi alterada/)).not.toBeInTheDocument();
    expect(sentTo('PUT', '/auth/password')).toEqual([{ password: 'minha-senha-1', password_confirmation: 'minha-senha-1', reset_password_token: 'abc' }]);
  });

  it('an empty confirmation asks to be filled, "devem ser iguais" only once both are typed', async () => {
    renderApp('/cadastrar');
    await userEvent.type(await screen.findByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta grátis' }));
    expect(await screen.findByText('Digite a senha de novo para confirmar')).toBeInTheDocument();
    expect(screen.queryByText('As senhas digitadas devem ser iguais')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'outra-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta grátis' }));
    expect(await screen.findByText('As senhas digitadas devem ser iguais')).toBeInTheDocument();
  });
});

describe('an expired session', () => {
  it('returns to /login saying why', async () => {
    server.use(http.get(`${API}/salons/42/employees`, () => HttpResponse.json({ errors: ['expired'] }, { status: 401 })));
    const { router } = renderApp('/agenda', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
  });

  it('a plain visit of /login says nothing of the kind', async () => {
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
  });
});

describe('catalogue success toasts', { timeout: 20_000 }, () => {
  it('toasts a created and an edited service', async () => {
    const corte = service({ id: 10, name: 'Corte', service_category_id: 1 });
    seedCatalogue({ services: [serviceCategory(1, 'Cabelo', [corte])] });
    renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Corte' }));
    let modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), ' curto');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço atualizado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Novo Serviço' }));
    modal = await topDialog();
    await userEvent.type(modal.getByLabelText('Nome'), 'Escova');
    await userEvent.selectOptions(modal.getByLabelText('Duração'), '30min');
    await userEvent.type(modal.getByLabelText('Preço'), '5000');
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço cadastrado!')).toBeInTheDocument();
    expect(sentTo('PUT', '/services/10')).toEqual([{ service: expect.objectContaining({ name: 'Corte curto' }) }]);
    expect(sentTo('POST', '/salons/42/services')).toEqual([{ service: expect.objectContaining({ name: 'Escova' }) }]);
  });
});

describe('the client form and page', { timeout: 20_000 }, () => {
  it('focuses the name when the form opens', async () => {
    seed({ clients: clientRange(1, 2) });
    renderApp('/clients', { signedIn: true });
    await screen.findByText('Cliente 01', {}, { timeout: 5000 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Novo Cliente' })[0]);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Nome')).toHaveFocus());
  });

  it('shows the birth date, gender and address entered on the client', async () => {
    const client = makeClient(7, {
      name: 'Maria Souza',
      gender: 'male',
      birth: '1990-05-17',
      address: 'Rua Augusta, 100',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '01310-100',
    });
    seed({ clients: [client] });
    renderApp('/clients/7', { signedIn: true });
    expect(await screen.findByText('17/05/1990', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Masculino')).toBeInTheDocument();
    expect(screen.getByText('Rua Augusta, 100')).toBeInTheDocument();
    expect(screen.getByText('Consolação, São Paulo - SP')).toBeInTheDocument();
    expect(screen.getByText('CEP 01310-100')).toBeInTheDocument();
  });
});
