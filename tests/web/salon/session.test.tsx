import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsTo, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';

describe('a stored session on /login', () => {
  it('is validated and, when still good, goes straight to the agenda', async () => {
    // The default handler accepts only the headers of a token it issued (the stored session's 'tok').
    const { router } = renderApp('/login', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    expect(callsTo('GET /auth/validate_token')).toHaveLength(1);
  });

  it('is dropped when the server no longer accepts it, and the form stays', async () => {
    // The server holds no token for this device any more (expired, revoked).
    seed({ tokens: [] });
    const { router } = renderApp('/login', { signedIn: true });
    await waitFor(() => expect(localStorage.getItem('agendei.session')).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('the language switch', () => {
  it('switches the interface to English and remembers it (localStorage and the cookie the server reads)', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('agendei.lang')).toBe('en');
    expect(document.cookie).toContain('agendei_lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('sends the chosen language to the API as Accept-Language', async () => {
    let language: string | null = null;
    // Only looks at the header: answering nothing, it lets the default handler answer (msw's fall-through).
    server.use(
      http.post(`${API}/auth/password`, ({ request }) => {
        language = request.headers.get('accept-language');
      }),
    );
    renderApp('/forgot');
    await userEvent.click(await screen.findByRole('button', { name: 'EN' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@salao.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Send instructions' }));
    await waitFor(() => expect(language).toBe('en'));
    expect(sentTo('POST', '/auth/password')).toEqual([{ email: 'ana@salao.com.br', redirect_url: '/reset-password' }]);
  });
});

describe('the set-password page', () => {
  it('greets an invited professional and sends the token from the link', async () => {
    seed({ resetTokens: [{ token: 'abc-123', user_id: 7, invitation: true }] });
    const { router } = renderApp('/reset-password?reset_password_token=abc-123&invite=1');
    expect(await screen.findByRole('heading', { name: 'Crie sua senha' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Senha'), 'minha-senha-1');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'minha-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sentTo('PUT', '/auth/password')).toEqual([{ password: 'minha-senha-1', password_confirmation: 'minha-senha-1', reset_password_token: 'abc-123' }]);
  });
});

describe('the API client wiring main.tsx uses (src/app/wireApiClient.ts)', () => {
  it('a 403 on a signed-in page clears the session and returns to /login', async () => {
    server.use(http.get(`${API}/salons/42/employees`, () => HttpResponse.json({ errors: ['proibido'] }, { status: 403 })));
    const { router } = renderApp('/agenda', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('agendei.session')).toBeNull();
  });

  it('a 402 sends the owner to the plan page with a notice, keeping the session', async () => {
    server.use(
      http.get(`${API}/salons/42/employees`, () => HttpResponse.json({ errors: ['teste terminou'] }, { status: 402 })),
    );
    const { router } = renderApp('/agenda', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-salao/plano'));
    expect(await screen.findByText(/Seu período de teste terminou/)).toBeInTheDocument();
    expect(localStorage.getItem('agendei.session')).not.toBeNull();
  });
});
