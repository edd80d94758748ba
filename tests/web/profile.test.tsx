import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from './msw';
import { emptySalonLists, renderApp } from './render';

/** PUT /auth/change_password: `answer` decides; every body sent is kept. */
function passwordServer(answer: () => Response) {
  const bodies: unknown[] = [];
  return {
    bodies,
    handler: http.put(`${API}/auth/change_password`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  };
}

const fill = async (current: string, password: string, confirmation = password) => {
  await userEvent.type(await screen.findByLabelText('Senha atual'), current);
  await userEvent.type(screen.getByLabelText('Nova senha'), password);
  await userEvent.type(screen.getByLabelText('Confirme a nova senha'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
};

describe('my account (/profile)', { timeout: 20_000 }, () => {
  it('shows who is signed in, changes the password, says the other devices were signed out, and empties the form', async () => {
    const message = 'Senha alterada. Os outros aparelhos conectados à sua conta foram desconectados.';
    const api = passwordServer(() => HttpResponse.json({ success: true, message }));
    server.use(api.handler, ...emptySalonLists);
    renderApp('/profile', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Minha conta' })).toBeInTheDocument();
    const who = screen.getByRole('region', { name: 'Seus dados' });
    expect(who).toHaveTextContent('NomeDona AnaE-mailana@salao.com.brSalãoSalão da Ana');
    await fill('senha-antiga-1', 'senha-nova-22');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.bodies).toEqual([{ current_password: 'senha-antiga-1', password: 'senha-nova-22', password_confirmation: 'senha-nova-22' }]);
    await waitFor(() => expect(screen.getByLabelText('Senha atual')).toHaveValue(''));
  });

  it('says a short or mismatched new password before sending anything', async () => {
    const api = passwordServer(() => HttpResponse.json({ success: true, message: 'ok' }));
    server.use(api.handler, ...emptySalonLists);
    renderApp('/profile', { signedIn: true });
    await fill('senha-antiga-1', 'curta', 'outra');
    expect(await screen.findByText('Sua senha deve conter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('As senhas digitadas devem ser iguais')).toBeInTheDocument();
    expect(api.bodies).toEqual([]);
  });

  it('shows a wrong current password under its field and stays signed in', async () => {
    const api = passwordServer(() => HttpResponse.json({ current_password: ['Senha atual incorreta'] }, { status: 422 }));
    server.use(api.handler, ...emptySalonLists);
    const { router } = renderApp('/profile', { signedIn: true });
    await fill('chute-errado', 'senha-nova-22');
    expect(await screen.findByText('Senha atual incorreta')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByLabelText('Nova senha')).toHaveValue('senha-nova-22');
  });
});
