import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../msw';
import { renderApp, SESSION } from '../render';

describe('sign-in', () => {
  it('shows the validation messages and sends nothing for an empty form', async () => {
    let called = false;
    server.use(http.post(`${API}/auth/sign_in`, () => ((called = true), HttpResponse.json({}))));
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Ops! Por favor, digite um e-mail válido')).toBeInTheDocument();
    expect(screen.getByText('Sua senha deve conter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('stores the session from the headers, welcomes the user and opens the agenda', async () => {
    server.use(
      http.post(`${API}/auth/sign_in`, () =>
        HttpResponse.json(SESSION.user, { headers: { 'access-token': 'abc', client: 'c1', uid: SESSION.user.email, expiry: '9999999999' } }),
      ),
      http.post(`${API}/events`, () => new HttpResponse(null, { status: 204 })),
    );
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@salao.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Boas-vindas!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    const stored = JSON.parse(localStorage.getItem('agendei.session') ?? 'null');
    expect(stored.credentials).toMatchObject({ accessToken: 'abc', client: 'c1', uid: 'ana@salao.com.br' });
    expect(stored.user.salon.id).toBe(42);
  });

  it('shows the server error in a dismissible notice', async () => {
    server.use(http.post(`${API}/auth/sign_in`, () => HttpResponse.json({ errors: ['E-mail ou senha incorretos.'] }, { status: 401 })));
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
    server.use(
      http.post(`${API}/auth`, () =>
        HttpResponse.json({ status: 'error', errors: { email: ['Já existe uma conta com este e-mail.'] } }, { status: 422 }),
      ),
    );
    renderApp('/cadastrar?plan=2');
    expect(await screen.findByText('Plano Team mensal')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Seu nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('Nome do estabelecimento'), 'Salão da Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@salao.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta grátis' }));
    expect(await screen.findByText('Já existe uma conta com este e-mail.')).toBeInTheDocument();
  });

  it('sends the plan and goes to login with the success notice', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/auth`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(SESSION.user);
      }),
    );
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
    expect(body).toMatchObject({ name: 'Ana', salon_name: 'Salão da Ana', phone: '(11) 98765-4321', plan: 2, billing: 'annual', is_new_salon: true, password_confirmation: 'segredo123' });
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
        return HttpResponse.json({ errors: ['expired'] }, { status: 401 });
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
