import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../msw';
import { renderApp } from '../render';

function confirmServer(answer: () => Response) {
  const tokens: string[] = [];
  server.use(
    http.post(`${API}/auth/email_change/confirm`, async ({ request }) => {
      tokens.push(((await request.json()) as { token: string }).token);
      return answer();
    }),
  );
  return tokens;
}

describe('the link that confirms a new e-mail (/confirmar-email)', { timeout: 20_000 }, () => {
  it('confirms once, says so, and offers the sign-in with the new e-mail', async () => {
    const tokens = confirmServer(() => HttpResponse.json({ success: true, message: 'E-mail alterado. Entre de novo com nova@salao.com.br.' }));
    renderApp('/confirmar-email?token=abc123');
    expect(await screen.findByText('E-mail alterado. Entre de novo com nova@salao.com.br.')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Confirmar novo e-mail' }).closest('section') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(tokens).toEqual(['abc123']);
  });

  it('says an expired link is not valid, with no retry', async () => {
    confirmServer(() => HttpResponse.json({ token: ['Este link de confirmação é inválido ou expirou. Peça a troca de e-mail de novo.'] }, { status: 422 }));
    renderApp('/confirmar-email?token=velho');
    expect(await screen.findByText('Este link de confirmação é inválido ou expirou. Peça a troca de e-mail de novo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
  });

  it('offers a retry after a network failure', async () => {
    let first = true;
    const tokens = confirmServer(() => {
      if (first) {
        first = false;
        return HttpResponse.error();
      }
      return HttpResponse.json({ success: true, message: 'E-mail alterado. Entre de novo com nova@salao.com.br.' });
    });
    renderApp('/confirmar-email?token=abc123');
    (await screen.findByRole('button', { name: 'Tentar de novo' })).click();
    expect(await screen.findByText('E-mail alterado. Entre de novo com nova@salao.com.br.')).toBeInTheDocument();
    expect(tokens).toEqual(['abc123', 'abc123']);
  });
});
