import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsTo, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';

describe('sign-in', () => {
  it('shows the validation messages and sends nothing for an empty form', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Ops! Por favor, digite um e-mail válido')).toBeInTheDocument();
    expect(screen.getByText('Sua senha deve conter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(callsTo('POST /auth/sign_in')).toEqual([]);
  });

  it('stores the session from the headers, welcomes the user and opens the agenda', async () => {
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@salao.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Boas-vindas!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    const stored = JSON.parse(localStorage.getItem('agendei.session') ?? 'null');
    // The headers the server issued to this device (mocks/auth.ts: the first token is tok1/cli1).
    expect(stored.credentials).toMatchObject({ accessToken: 'tok1', client: 'cli1', uid: 'ana@salao.com.br' });
    expect(stored.user.salon.id).toBe(42);
    expect(sentTo('POST', '/auth/sign_in')).toEqual([{ email: 'ana@salao.com.br', password: 'segredo123' }]);
  });

  it('shows the server error in a dismissible notice', async () => {
    // Not the account's password (segredo123): the server's 401.
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@salao.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(localStorage.getItem('agendei.session')).toBeNull();
  });
});

describe('sign-up', () => {
  it('puts server field errors under their fields', async () => {
    // ana@salao.com.br has an account already (the store's owner).
    renderApp('/cadastrar?plan=2');
    expect(await screen.findByText('Plano Team mensal')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Seu nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('Nome do estabelecimento'), 'Salão da Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@salao.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta grátis' }));
    expect(await screen.findByText('Já existe uma conta com este e-mail. Entre ou recupere sua senha.')).toBeInTheDocument();
  });

  it('sends the plan and goes to login with the success notice', async () => {
    // No account with this e-mail yet.
    seed({ users: [] });
    const { router } = renderApp('/cadastrar?plan=2&billing=annual');
    // The plan and billing chosen on the pricing page, with a way back to change them.
    const chosen = await screen.findByRole('note', { name: 'Plano escolhido' });
    expect(chosen).toHaveTextContent('Plano Team anual');
    expect(chosen).toHaveTextContent('R$ 63,00 por mês, cobrado uma vez por ano (R$ 756,00)');
    expect(within(chosen).getByRole('link', { name: 'Trocar' })).toHaveAttribute('href', '/precos');
    await userEvent.type(await screen.findByLabelText('Seu nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('Nome do estabelecimento'), 'Salão da Ana');
    await userEvent.type(screen.getByLabelText('Seu WhatsApp (opcional)'), '11987');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta grátis' }));
    expect(await screen.findByText('Telefone inválido. Digite o DDD e o número, por exemplo (11) 91234-5678')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Seu WhatsApp (opcional)'), '654321');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@salao.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'outra-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta grátis' }));
    expect(await screen.findByText('As senhas digitadas devem ser iguais')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirme a senha'));
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta grátis' }));
    expect(await screen.findByText('Cadastro realizado! Faça seu login para continuar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sentTo('POST', '/auth')).toEqual([expect.objectContaining({ name: 'Ana', salon_name: 'Salão da Ana', phone: '(11) 98765-4321', plan: 2, billing: 'annual', is_new_salon: true, password_confirmation: 'segredo123' })]);
  });
});

describe('session', () => {
  it('sends a signed-out visitor of an app route to /login', async () => {
    const { router } = renderApp('/agenda');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('loads the salon lists once, and a 401 clears the session and returns to /login', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/salons/42/employees`, ({ request }) => {
        calls += 1;
        expect(request.headers.get('access-token')).toBe('tok');
        return HttpResponse.json({ errors: ['Você precisa entrar na sua conta para continuar.'] }, { status: 401 });
      }),
    );
    const { router } = renderApp('/agenda', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toBe(1);
    expect(localStorage.getItem('agendei.session')).toBeNull();
  });

  it('logout clears the session even when the call fails', async () => {
    server.use(http.delete(`${API}/auth/sign_out`, () => HttpResponse.error()));
    const { router } = renderApp('/agenda', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /Sair/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('agendei.session')).toBeNull();
  });
});
