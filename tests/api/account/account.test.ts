import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { AccountWire, DeviceWire } from '../../../server/contract/account';
import { emailOutbox } from '../../../server/db/schema/index';
import { json, signUpAndIn, type SignedIn, type TestApp } from '../support/harness';

const PASSWORD = 'senha-forte-123';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('my account: name, e-mail change, devices', () => {
  let t: TestApp;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

  const call = (who: { headers: Record<string, string> }, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const signIn = async (email: string, password = PASSWORD, userAgent = CHROME_ANDROID) => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/sign_in', headers: { 'user-agent': userAgent }, payload: { email, password } });
    return { status: response.statusCode, headers: { 'access-token': String(response.headers['access-token']), client: String(response.headers.client), uid: String(response.headers.uid) } };
  };

  it('reads and renames the user; a blank name is refused under the field', async () => {
    const me = await signUpAndIn(t.app);
    expect(json<AccountWire>(await call(me, 'GET', '/auth/profile'))).toEqual({ name: 'Dona Ana', email: me.user.email, unconfirmed_email: null });
    expect(json<AccountWire>(await call(me, 'PUT', '/auth/profile', { name: '  Ana Paula  ' })).name).toBe('Ana Paula');
    const blank = await call(me, 'PUT', '/auth/profile', { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(json(blank)).toEqual({ name: ['Ei, você esqueceu de colocar seu nome'] });
    expect(json<{ data: { name: string } }>(await call(me, 'GET', '/auth/validate_token')).data.name).toBe('Ana Paula');
  });

  it('changes the sign-in e-mail only through the link sent to the new address, with the password, and signs every device in again', async () => {
    const me = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    const refusals: Array<[object, object]> = [
      [{ email: 'nova@salao.com.br', current_password: 'errada-123' }, { current_password: ['Senha atual incorreta'] }],
      [{ email: other.user.email, current_password: PASSWORD }, { email: ['Este e-mail já é usado por outra conta'] }],
      [{ email: me.user.email.toUpperCase(), current_password: PASSWORD }, { email: ['Este já é o seu e-mail'] }],
      [{ email: 'não-é-email', current_password: PASSWORD }, { email: ['Ops! Por favor, digite um e-mail válido'] }],
    ];
    for (const [body, errors] of refusals) {
      const response = await call(me, 'POST', '/auth/email_change', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(json(response)).toEqual(errors);
    }
    const newEmail = `nova-${me.user.id}@salao.com.br`;
    const asked = await call(me, 'POST', '/auth/email_change', { email: newEmail, current_password: PASSWORD });
    expect(json(asked)).toEqual({ success: true, message: `Enviamos um link de confirmação para ${newEmail}. O e-mail muda quando você abrir o link.` });
    expect(json<AccountWire>(await call(me, 'GET', '/auth/profile'))).toMatchObject({ email: me.user.email, unconfirmed_email: newEmail });
    // Until the link is opened, nothing changes.
    expect((await signIn(me.user.email)).status).toBe(200);
    expect((await signIn(newEmail)).status).toBe(401);

    const [mail] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, newEmail)));
    expect(mail.subject).toBe('Confirme seu novo e-mail no Agendei');
    const token = new URL(/http\S+confirmar-email\?token=[\w-]+/.exec(mail.text)?.[0] ?? '').searchParams.get('token') ?? '';
    const confirmed = await t.app.inject({ method: 'POST', url: '/v1/auth/email_change/confirm', payload: { token } });
    expect(json(confirmed)).toEqual({ success: true, message: `E-mail alterado. Entre de novo com ${newEmail}.` });
    // Gone from this instance's memory as the link is answered, not when the database's notice comes back (on a
    // PostgreSQL server a moment later: the old session was still served then, seen in CI).
    expect(t.app.services.salonCaches.session(`${me.headers.uid.toLowerCase()}\n${me.headers.client}`)).toBeUndefined();
    expect((await call(me, 'GET', '/auth/validate_token')).statusCode).toBe(401);
    expect((await signIn(me.user.email)).status).toBe(401);
    expect((await signIn(newEmail)).status).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/v1/auth/email_change/confirm', payload: { token } });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toEqual({ token: ['Este link de confirmação é inválido ou expirou. Peça a troca de e-mail de novo.'] });
  });

  it('lists the signed-in devices with browser, system, address and last use, and signs one out', async () => {
    const me: SignedIn = await signUpAndIn(t.app);
    const phone = await signIn(me.user.email, PASSWORD, CHROME_ANDROID);
    const mac = await signIn(me.user.email, PASSWORD, SAFARI_MAC);
    const list = json<DeviceWire[]>(await call(mac, 'GET', '/auth/devices'));
    expect(list).toHaveLength(3);
    const current = list.find((device) => device.current);
    expect(current).toMatchObject({ browser: 'Safari', system: 'macOS', ip: '127.0.0.1' });
    const android = list.find((device) => device.browser === 'Chrome' && device.system === 'Android' && !device.current);
    expect(android?.last_used_at).toBeGreaterThan(Date.now() / 1000 - 120);

    expect((await call(phone, 'GET', '/auth/validate_token')).statusCode).toBe(200);
    // Which of the two Chrome rows is the phone: the one the phone itself sees as current.
    const phoneId = json<DeviceWire[]>(await call(phone, 'GET', '/auth/devices')).find((device) => device.current)?.id;
    const revoked = await call(mac, 'DELETE', `/auth/devices/${phoneId}`);
    expect(json(revoked)).toEqual({ success: true, message: 'Aparelho desconectado.' });
    expect((await call(phone, 'GET', '/auth/validate_token')).statusCode).toBe(401);
    expect((await call(mac, 'GET', '/auth/validate_token')).statusCode).toBe(200);
    expect(json<DeviceWire[]>(await call(mac, 'GET', '/auth/devices'))).toHaveLength(2);

    // Another user's device is not found, and stays signed in.
    const stranger = await signUpAndIn(t.app);
    const strangerId = json<DeviceWire[]>(await call(stranger, 'GET', '/auth/devices'))[0].id;
    expect((await call(mac, 'DELETE', `/auth/devices/${strangerId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/auth/validate_token')).statusCode).toBe(200);
  });
});
