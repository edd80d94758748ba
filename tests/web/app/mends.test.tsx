import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCatalogue, SALON, service, serviceCategory, topDialog } from '../catalogue/catalogueHelpers';
import { clientRange, makeClient } from '../clients/clientsFixtures';
import { API, server } from '../msw';
import { renderApp } from '../render';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('the clients list is asked for once', { timeout: 20_000 }, () => {
  it('when /clients is the first page opened (the shared load and the page share one request)', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/salons/42/clients`, () => ((calls += 1), HttpResponse.json(clientRange(1, 3)))),
    );
    renderApp('/clients', { signedIn: true });
    expect(await screen.findByText('Cliente 03', {}, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toBe(1);
  });

  it('when /clients opens right after the shared load ran on another page', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/salons/42/clients`, () => ((calls += 1), HttpResponse.json(clientRange(1, 3)))),
    );
    const { router } = renderApp('/agenda', { signedIn: true });
    await waitFor(() => expect(calls).toBe(1));
    await router.navigate('/clients');
    expect(await screen.findByText('Cliente 03', {}, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toBe(1);
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
    server.use(
      http.put(`${API}/auth/password`, () => HttpResponse.json({ success: true, message: 'ok', email: 'bruno@salao.com.br' })),
      http.get(`${API}/auth/invitation`, () => HttpResponse.json({ errors: ['Não encontrado'] }, { status: 404 })),
    );
    renderApp('/reset-password?reset_password_token=abc&invite=1');
    await userEvent.type(await screen.findByLabelText('Senha'), 'minha-senha-1');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'minha-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e continuar' }));
    expect(await screen.findByText(/Senha criada! Boas-vindas ao Agendei\./)).toBeInTheDocument();
    expect(screen.queryByText(/Sua senha foi alterada/)).not.toBeInTheDocument();
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
    server.use(
      http.post(`${SALON}/services`, () => HttpResponse.json(service({ id: 11, name: 'Escova', service_category_id: 1 }), { status: 201 })),
      http.put(`${API}/services/10`, () => HttpResponse.json({ ...corte, name: 'Corte curto' })),
    );
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
  });
});

describe('the client form and page', { timeout: 20_000 }, () => {
  it('focuses the name when the form opens', async () => {
    server.use(http.get(`${API}/salons/42/clients`, () => HttpResponse.json(clientRange(1, 2))));
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
    server.use(
      http.get(`${API}/clients/7`, () => HttpResponse.json(client)),
      http.get(`${API}/clients/7/statistics`, () =>
        HttpResponse.json({ prospection: 0, sales_total: 0, appointments_total: 0, completed: 0, canceled: 0, no_show: 0, new_count: 0 }),
      ),
      http.get(`${API}/clients/7/appointments`, () => HttpResponse.json([])),
      http.get(`${API}/clients/7/transactions`, () => HttpResponse.json({ products: [], services: [] })),
    );
    renderApp('/clients/7', { signedIn: true });
    expect(await screen.findByText('17/05/1990', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Masculino')).toBeInTheDocument();
    expect(screen.getByText('Rua Augusta, 100')).toBeInTheDocument();
    expect(screen.getByText('Consolação, São Paulo - SP')).toBeInTheDocument();
    expect(screen.getByText('CEP 01310-100')).toBeInTheDocument();
  });
});
