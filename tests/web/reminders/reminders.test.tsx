import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { API, server } from '../msw';
import { renderApp, SESSION } from '../render';

/** The unsubscribe endpoint, answering `answer` and recording every token posted. */
function unsubscribeServer(answer: (token: string) => Response) {
  const tokens: string[] = [];
  server.use(
    http.post(`${API}/reminders/unsubscribe`, async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      tokens.push(token);
      return answer(token);
    }),
  );
  return tokens;
}

const notFound = () => HttpResponse.json({ errors: ['Não encontrado'] }, { status: 404 });
const INVALID = 'Este link não é válido ou expirou. Para deixar de receber os lembretes, fale com o salão.';

describe('the unsubscribe link of a reminder e-mail (/lembretes/cancelar)', { timeout: 20_000 }, () => {
  it('posts the token once, without signing in, and names the salon that stops writing', async () => {
    const tokens = unsubscribeServer(() => HttpResponse.json({ salon_name: 'Barbearia do Zé' }));
    renderApp('/lembretes/cancelar?token=tok_abcdef0123456789');
    // The first test of a file also pays for loading the page's code.
    expect(await screen.findByText('Pronto! Você não receberá mais lembretes de Barbearia do Zé.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lembretes por e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Seus horários marcados continuam valendo: só os lembretes por e-mail deixam de ser enviados.')).toBeInTheDocument();
    expect(tokens).toEqual(['tok_abcdef0123456789']);
    expect(document.title).toBe('Lembretes por e-mail · Agendei');
  });

  it('says an unknown or expired link is not valid, with no retry', async () => {
    const tokens = unsubscribeServer(notFound);
    renderApp('/lembretes/cancelar?token=desconhecido-0123456789');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
    expect(tokens).toEqual(['desconhecido-0123456789']);
  });

  it('says the same for a link without its token, and asks nothing', async () => {
    const tokens = unsubscribeServer(() => HttpResponse.json({ salon_name: 'Barbearia do Zé' }));
    renderApp('/lembretes/cancelar');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(tokens).toEqual([]);
  });

  it('offers a retry after a network failure, which sends the same token again', async () => {
    let fail = true;
    const tokens = unsubscribeServer(() => {
      if (!fail) return HttpResponse.json({ salon_name: 'Studio Bia' });
      fail = false;
      return HttpResponse.error();
    });
    renderApp('/lembretes/cancelar?token=tok_abcdef0123456789');
    expect(await screen.findByText('Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Pronto! Você não receberá mais lembretes de Studio Bia.')).toBeInTheDocument();
    expect(tokens).toEqual(['tok_abcdef0123456789', 'tok_abcdef0123456789']);
  });

  it('leaves a session of the salon signed in on this browser alone, whatever the answer', async () => {
    unsubscribeServer(notFound);
    const { store, router } = renderApp('/lembretes/cancelar?token=desconhecido-0123456789', { signedIn: true });
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lembretes/cancelar');
    expect(store.getState().session.user?.id).toBe(SESSION.user.id);
    expect(JSON.parse(localStorage.getItem('agendei.session') ?? 'null')).toEqual(SESSION);
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    unsubscribeServer(() => HttpResponse.json({ salon_name: 'Studio Bia' }));
    renderApp('/lembretes/cancelar?token=tok_abcdef0123456789');
    expect(await screen.findByText('Done! You will no longer receive reminders from Studio Bia.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-mail reminders' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('E-mail reminders · Agendei'));
  });
});
