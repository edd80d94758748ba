import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { json, signUpAndIn, type SignedIn, type TestApp } from '../support/harness';

describe('changing the password while signed in', () => {
  let t: TestApp;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

  const signIn = async (email: string, password: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { email, password } });
    return { status: response.statusCode, headers: { 'access-token': String(response.headers['access-token']), client: String(response.headers.client), uid: String(response.headers.uid) } };
  };
  const change = (who: SignedIn['headers'], payload: Record<string, unknown>, lang = 'pt-BR') =>
    t.app.inject({ method: 'PUT', url: '/v1/auth/change_password', headers: { ...who, 'accept-language': lang }, payload });
  const stillIn = async (who: SignedIn['headers']) => (await t.app.inject({ method: 'GET', url: '/v1/auth/validate_token', headers: who })).statusCode;

  it('asks for the current password, signs every other device out, keeps this one, and the new password signs in', async () => {
    const owner = await signUpAndIn(t.app, { password: 'senha-antiga-1' });
    const email = owner.user.email;
    const phone = (await signIn(email, 'senha-antiga-1')).headers;
    const tablet = (await signIn(email, 'senha-antiga-1')).headers;

    const changed = await change(owner.headers, { current_password: 'senha-antiga-1', password: 'senha-nova-22', password_confirmation: 'senha-nova-22' });
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toMatchObject({ success: true, message: 'Senha alterada. Os outros aparelhos conectados à sua conta foram desconectados.' });
    // The device that changed it stays; whoever was on the others (maybe with the old password) is out.
    expect(await stillIn(owner.headers)).toBe(200);
    expect([await stillIn(phone), await stillIn(tablet)]).toEqual([401, 401]);
    expect((await signIn(email, 'senha-antiga-1')).status).toBe(401);
    expect((await signIn(email, 'senha-nova-22')).status).toBe(200);
  });

  it('refuses a wrong current password and a weak or mismatched new one, under each field, changing nothing', async () => {
    const owner = await signUpAndIn(t.app, { password: 'senha-antiga-1' });
    const other = (await signIn(owner.user.email, 'senha-antiga-1')).headers;
    const refused = await change(owner.headers, { current_password: 'chute-errado', password: 'curta', password_confirmation: 'outra' });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toEqual({
      current_password: ['Senha atual incorreta'],
      password: ['Sua senha deve conter pelo menos 8 caracteres'],
      password_confirmation: ['As senhas digitadas devem ser iguais'],
    });
    const wrong = await change(owner.headers, { current_password: 'chute-errado', password: 'senha-nova-22', password_confirmation: 'senha-nova-22' }, 'en');
    expect(json(wrong)).toEqual({ current_password: ['Wrong current password'] });
    for (const bad of [{}, { current_password: 'senha-antiga-1' }, { current_password: 1, password: 2, password_confirmation: 3 }]) {
      expect((await change(owner.headers, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
    // Nothing changed: the old password works, and the other device is still in.
    expect((await signIn(owner.user.email, 'senha-antiga-1')).status).toBe(200);
    expect(await stillIn(other)).toBe(200);
  });

  it('of two changes at once from two devices, only one wins', async () => {
    const owner = await signUpAndIn(t.app, { password: 'senha-antiga-1' });
    const other = (await signIn(owner.user.email, 'senha-antiga-1')).headers;
    const answers = await Promise.all([
      change(owner.headers, { current_password: 'senha-antiga-1', password: 'senha-da-dona-1', password_confirmation: 'senha-da-dona-1' }),
      change(other, { current_password: 'senha-antiga-1', password: 'senha-do-ladrao', password_confirmation: 'senha-do-ladrao' }),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    // One 200; the other is refused (422), or was already signed out by the winner (401).
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const winner = statuses[0] === 200 ? 'senha-da-dona-1' : 'senha-do-ladrao';
    const loser = winner === 'senha-da-dona-1' ? 'senha-do-ladrao' : 'senha-da-dona-1';
    expect((await signIn(owner.user.email, winner)).status).toBe(200);
    expect((await signIn(owner.user.email, loser)).status).toBe(401);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/v1/auth/change_password', payload: { current_password: 'x', password: 'senha-nova-22', password_confirmation: 'senha-nova-22' } });
    expect(response.statusCode).toBe(401);
  });
});
