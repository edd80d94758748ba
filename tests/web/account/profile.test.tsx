import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seed, sent, sentTo, userAccount } from '../mocks';
import { renderApp } from '../render';

const DEVICES = [
  { id: 1, browser: 'Chrome', system: 'Windows', ip: '189.10.20.30', signed_in_at: 1_700_000_000, last_used_at: Math.floor(Date.now() / 1000) - 60, current: true },
  { id: 2, browser: 'Safari', system: 'iPhone', ip: '200.1.2.3', signed_in_at: 1_700_000_000, last_used_at: Math.floor(Date.now() / 1000) - 3 * 86_400, current: false },
];

/** Ana's account, whose current password is `password`, signed in on DEVICES. */
const seedAccount = (password = 'senha-antiga-1') => seed({ users: [userAccount({ password })], devices: DEVICES });
const passwordChanges = () => sentTo('PUT', '/auth/change_password');

const fill = async (current: string, password: string, confirmation = password) => {
  await userEvent.type(await screen.findByLabelText('Senha atual'), current);
  await userEvent.type(screen.getByLabelText('Nova senha'), password);
  await userEvent.type(screen.getByLabelText('Confirme a nova senha'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
};

describe('my account (/profile)', { timeout: 20_000 }, () => {
  it('shows who is signed in, changes the password, says the other devices were signed out, and empties the form', async () => {
    const message = 'Senha alterada. Os outros aparelhos conectados à sua conta foram desconectados.';
    seedAccount();
    renderApp('/profile', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Minha conta' })).toBeInTheDocument();
    const who = screen.getByRole('region', { name: 'Seus dados' });
    expect(who).toHaveTextContent('Você entra no salão Salão da Ana.');
    expect(await within(who).findByLabelText('Nome')).toHaveValue('Dona Ana');
    expect(who).toHaveTextContent('E-mail ana@salao.com.br');
    await fill('senha-antiga-1', 'senha-nova-22');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(passwordChanges()).toEqual([{ current_password: 'senha-antiga-1', password: 'senha-nova-22', password_confirmation: 'senha-nova-22' }]);
    await waitFor(() => expect(screen.getByLabelText('Senha atual')).toHaveValue(''));
  });

  it('says a short or mismatched new password before sending anything', async () => {
    seedAccount();
    renderApp('/profile', { signedIn: true });
    await fill('senha-antiga-1', 'curta', 'outra');
    expect(await screen.findByText('Sua senha deve conter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('As senhas digitadas devem ser iguais')).toBeInTheDocument();
    expect(passwordChanges()).toEqual([]);
  });

  it('shows a wrong current password under its field and stays signed in', async () => {
    seedAccount();
    const { router } = renderApp('/profile', { signedIn: true });
    await fill('chute-errado', 'senha-nova-22');
    expect(await screen.findByText('Senha atual incorreta')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByLabelText('Nova senha')).toHaveValue('senha-nova-22');
    expect(passwordChanges()).toEqual([{ current_password: 'chute-errado', password: 'senha-nova-22', password_confirmation: 'senha-nova-22' }]);
  });

  it('renames the user: the top bar follows', async () => {
    seedAccount();
    renderApp('/profile', { signedIn: true });
    const name = await screen.findByLabelText('Nome');
    await waitFor(() => expect(name).toHaveValue('Dona Ana'));
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText('Digite seu nome')).toBeInTheDocument();
    await userEvent.type(name, 'Ana Paula');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText('Nome salvo.')).toBeInTheDocument();
    expect(sentTo('PUT', '/auth/profile')).toEqual([{ name: 'Ana Paula' }]);
    await waitFor(() => expect(document.querySelector('.avatar-initial')?.parentElement).toHaveTextContent('AAna Paula'));
  });

  it('asks the new e-mail with the password, says where the link went, and shows it pending', async () => {
    seedAccount('senha-certa-1');
    renderApp('/profile', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Trocar e-mail' }));
    await userEvent.type(screen.getByLabelText('Novo e-mail'), 'nova@salao.com.br');
    const who = screen.getByRole('region', { name: 'Seus dados' });
    await userEvent.type(within(who).getByLabelText('Senha atual'), 'chute-1');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de confirmação' }));
    expect(await within(who).findByText('Senha atual incorreta')).toBeInTheDocument();
    await userEvent.clear(within(who).getByLabelText('Senha atual'));
    await userEvent.type(within(who).getByLabelText('Senha atual'), 'senha-certa-1');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de confirmação' }));
    expect(await screen.findByText('Enviamos um link de confirmação para nova@salao.com.br. O e-mail muda quando você abrir o link.')).toBeInTheDocument();
    expect(await screen.findByText('Aguardando a confirmação de nova@salao.com.br: abra o link que enviamos para esse endereço.')).toBeInTheDocument();
    expect(sentTo('POST', '/auth/email_change')).toEqual([
      { email: 'nova@salao.com.br', current_password: 'chute-1' },
      { email: 'nova@salao.com.br', current_password: 'senha-certa-1' },
    ]);
  });

  it('lists the devices, marks this one, and signs another out after asking', async () => {
    seedAccount();
    renderApp('/profile', { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Aparelhos conectados' });
    const here = await within(list).findByRole('listitem', { name: 'Chrome no Windows' });
    expect(here).toHaveTextContent('Este aparelho');
    expect(within(here).queryByRole('button', { name: 'Desconectar' })).not.toBeInTheDocument();
    const phone = within(list).getByRole('listitem', { name: 'Safari no iPhone' });
    expect(phone).toHaveTextContent('200.1.2.3 · usado há 3 dias');
    await userEvent.click(within(phone).getByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desconectar aparelho?' });
    expect(dialog).toHaveTextContent('Safari no iPhone vai precisar entrar de novo com e-mail e senha.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Aparelho desconectado.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Safari no iPhone' })).not.toBeInTheDocument());
    expect(sentTo('DELETE', '/auth/devices/2')).toEqual([null]);
    expect(sent.filter((request) => request.method !== 'GET')).toHaveLength(1);
  });
});
