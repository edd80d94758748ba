// Issue 25, item 16: after sign-up and after an invitation's first password, /login comes with the e-mail filled
// in (in the page's state, never in localStorage); the invitation's page names the salon that sent it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, seed, sentTo, userAccount } from '../mocks';
import { renderApp } from '../render';

/** Bruno, invited by another salon: his account waits for the first password his invitation's link sets. */
const BRUNO = userAccount({ id: 8, name: 'Bruno', email: 'bruno@salao.com.br', employee_id: 20, role: 'professional', salon: { id: 43, name: 'Barbearia do Zé', professionals_see_all: false }, password: '' });

const storedNowhere = (email: string) => {
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) expect(storage.getItem(storage.key(i)!) ?? '').not.toContain(email);
  }
};

describe('the e-mail on /login', { timeout: 20_000 }, () => {
  it('is filled in after sign-up, and the password is what is left to type', async () => {
    // No account with this e-mail yet.
    seed({ users: [] });
    const { router } = renderApp('/cadastrar');
    await userEvent.type(await screen.findByLabelText('Seu nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('Nome do estabelecimento'), 'Salão da Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), ' ana@salao.com.br ');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta grátis' }));
    expect(await screen.findByText('Cadastro realizado! Faça seu login para continuar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@salao.com.br');
    expect(screen.getByLabelText('Senha')).toHaveFocus();
    storedNowhere('ana@salao.com.br');
    expect(sentTo('POST', '/auth')).toEqual([expect.objectContaining({ email: 'ana@salao.com.br' })]);
  });

  it("is filled in after an invitation's first password, and the invitation names the salon", async () => {
    seed({ users: [userAccount(), BRUNO], resetTokens: [{ token: 'abc', user_id: 8, invitation: true }] });
    const { router } = renderApp('/reset-password?reset_password_token=abc&invite=1');
    expect(await screen.findByText('Barbearia do Zé convidou você para usar o Agendei. Escolha uma senha com pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(callsTo('GET /auth/invitation')).toEqual(['GET /auth/invitation?token=abc']);
    await userEvent.type(screen.getByLabelText('Senha'), 'minha-senha-1');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'minha-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('E-mail')).toHaveValue('bruno@salao.com.br');
    storedNowhere('bruno@salao.com.br');
    expect(sentTo('PUT', '/auth/password')).toEqual([{ password: 'minha-senha-1', password_confirmation: 'minha-senha-1', reset_password_token: 'abc' }]);
  });

  it('greets without a name when the invitation is unknown', async () => {
    // No invitation has the token 'abc': the server answers 404.
    renderApp('/reset-password?reset_password_token=abc&invite=1');
    expect(await screen.findByText('Você foi convidado para usar o Agendei. Escolha uma senha com pelo menos 8 caracteres.')).toBeInTheDocument();
  });
});
