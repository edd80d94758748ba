import { http, HttpResponse } from 'msw';
import { langOf, t, type Lang, type MessageKey } from '../../../server/i18n';
import { API } from './origin';
import { db, nextId, record } from './db';
import type { UserRow } from './users';

/** The request's language, as the server reads Accept-Language. */
const langFor = (request: Request): Lang => langOf({ headers: { 'accept-language': request.headers.get('accept-language') ?? undefined } });
/** A message of server/locales in the request's language. */
export const say = (request: Request, key: MessageKey, params?: Record<string, string | number>) => t(langFor(request), key, params);

/** The account whose devise-token-auth headers the request carries, as the server's authenticate finds it. */
export function signedInUser(request: Request): UserRow | undefined {
  const [accessToken, client, uid] = ['access-token', 'client', 'uid'].map((name) => request.headers.get(name));
  const token = db.tokens.find((row) => row.accessToken === accessToken && row.client === client && row.uid === uid);
  return token && db.users.find((user) => user.id === token.user_id);
}

/** A signed-in route: `answer` gets the session's user, or the request is refused with the API's 401. */
export const withUser =
  (answer: (request: Request, user: UserRow, params: Record<string, unknown>) => Response | Promise<Response>) =>
  async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const user = signedInUser(request);
    return user ? answer(request, user, params) : unauthorized(request);
  };

/** A 401 as errorHandler.ts envelopes it: the auth routes' `{success, errors}`, every other route's `{errors}`. */
export const unauthorized = (request: Request, key: MessageKey = 'unauthorized', authList = false) =>
  HttpResponse.json(authList ? { success: false, errors: [say(request, key)] } : { errors: [say(request, key)] }, { status: 401 });

/** The user as the wire shows it: no password, no pending e-mail. */
export const wireOf = ({ password: _password, unconfirmed_email: _pending, ...user }: UserRow) => user;

/** Field errors (message keys) in the request's language, as a 422's body maps them. */
export const localized = (request: Request, fields: Record<string, MessageKey[]>) =>
  Object.fromEntries(Object.entries(fields).map(([name, keys]) => [name, keys.map((key) => say(request, key))]));

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
/** server/services/auth/fields.ts's checks of a new password. */
function passwordErrors(password: unknown, confirmation: unknown) {
  const errors: Record<string, MessageKey[]> = {};
  if (String(password ?? '').length < 8) errors.password = ['passwordShort'];
  if (password !== confirmation) errors.password_confirmation = ['passwordMismatch'];
  return errors;
}

/** A new device's credentials, as sign-in issues them (the headers the SPA stores). */
function issueToken(user: UserRow) {
  const id = nextId('tokens', []);
  const token = { accessToken: `tok${id}`, client: `cli${id}`, uid: user.email, user_id: user.id };
  db.tokens.push(token);
  return { 'access-token': token.accessToken, client: token.client, uid: token.uid, expiry: String(Math.floor(Date.now() / 1000) + 14 * 86_400), 'token-type': 'Bearer' };
}

/** Sign-up, sign-in, the session's validate and sign-out, and the password links (server/routes/auth.ts) over db.users and db.tokens. */
export const authHandlers = [
  http.post(`${API}/auth/sign_in`, async ({ request }) => {
    const { email = '', password } = (await record(request)) as { email?: string; password?: string };
    const user = db.users.find((row) => row.email === email.trim().toLowerCase());
    if (!user || user.password !== password) return unauthorized(request, 'badCredentials', true);
    if (db.salonClosed) return unauthorized(request, 'accountClosed', true);
    return HttpResponse.json(wireOf(user), { headers: issueToken(user) });
  }),
  // Sign-up's errors come as {status: 'error', errors: {field: [...]}} (the 'auth-fields' envelope).
  http.post(`${API}/auth`, async ({ request }) => {
    const body = (await record(request)) as Record<string, string | undefined>;
    const email = (body.email ?? '').trim().toLowerCase();
    const errors: Record<string, MessageKey[]> = passwordErrors(body.password, body.password_confirmation);
    if (!body.name?.trim()) errors.name = ['nameBlank'];
    if (!body.salon_name?.trim()) errors.salon_name = ['salonNameBlank'];
    if (!isEmail(email)) errors.email = ['emailInvalid'];
    else if (db.users.some((user) => user.email === email)) errors.email = ['emailTaken'];
    if (Object.keys(errors).length) return HttpResponse.json({ status: 'error', errors: localized(request, errors) }, { status: 422 });
    // A new salon, its owner on its team.
    const id = nextId('users', db.users);
    const salon = { id: nextId('salons', [{ id: 42 }]), name: String(body.salon_name).trim(), professionals_see_all: false };
    const user: UserRow = { id, name: String(body.name).trim(), email, employee_id: null, role: 'owner', salon, password: String(body.password), unconfirmed_email: null };
    db.users.push(user);
    return HttpResponse.json(wireOf(user));
  }),
  http.get(`${API}/auth/validate_token`, ({ request }) => {
    const user = signedInUser(request);
    return user ? HttpResponse.json({ success: true, data: wireOf(user) }) : unauthorized(request, 'unauthorized', true);
  }),
  http.delete(`${API}/auth/sign_out`, async ({ request }) => {
    await record(request);
    if (!signedInUser(request)) return unauthorized(request, 'unauthorized', true);
    db.tokens = db.tokens.filter((row) => row.accessToken !== request.headers.get('access-token'));
    return HttpResponse.json({ success: true, message: say(request, 'signedOut') });
  }),
  // Whether the e-mail has an account is never told: the same answer for any well-formed address.
  http.post(`${API}/auth/password`, async ({ request }) => {
    const { email = '' } = (await record(request)) as { email?: string };
    if (!isEmail(email.trim().toLowerCase())) return HttpResponse.json({ success: false, errors: [say(request, 'emailInvalid')] }, { status: 422 });
    return HttpResponse.json({ success: true, message: say(request, 'resetSent') });
  }),
  // The link's token sets the password once, signs every device of the account out, and answers its e-mail.
  http.put(`${API}/auth/password`, async ({ request }) => {
    const body = (await record(request)) as Record<string, string | undefined>;
    const refused = (fields: Record<string, MessageKey[]>) =>
      HttpResponse.json({ success: false, errors: Object.values(localized(request, fields)).flat() }, { status: 422 });
    const errors = passwordErrors(body.password, body.password_confirmation);
    if (Object.keys(errors).length) return refused(errors);
    const link = db.resetTokens.find((row) => row.token === body.reset_password_token);
    const user = link && db.users.find((row) => row.id === link.user_id);
    if (!link || !user) return refused({ reset_password_token: ['resetTokenInvalid'] });
    user.password = String(body.password);
    db.resetTokens = db.resetTokens.filter((row) => row !== link);
    db.tokens = db.tokens.filter((row) => row.user_id !== user.id);
    return HttpResponse.json({ success: true, message: say(request, 'passwordChanged'), email: user.email });
  }),
  // Only an open invitation's token names its salon; any other is a 404.
  http.get(`${API}/auth/invitation`, ({ request }) => {
    const token = new URL(request.url).searchParams.get('token');
    const link = db.resetTokens.find((row) => row.token === token && row.invitation);
    const user = link && db.users.find((row) => row.id === link.user_id);
    if (!user) return HttpResponse.json({ success: false, errors: [say(request, 'notFound')] }, { status: 404 });
    return HttpResponse.json({ salon_name: user.salon.name });
  }),
  // Every field's problem at once; the other devices are signed out, this one stays.
  http.put(`${API}/auth/change_password`, async ({ request }) => {
    const body = (await record(request)) as Record<string, string | undefined>;
    const user = signedInUser(request);
    if (!user) return unauthorized(request);
    const errors = passwordErrors(body.password, body.password_confirmation);
    if (body.current_password !== user.password) errors.current_password = ['currentPasswordWrong'];
    if (Object.keys(errors).length) return HttpResponse.json(localized(request, errors), { status: 422 });
    user.password = String(body.password);
    db.tokens = db.tokens.filter((row) => row.user_id !== user.id || row.client === request.headers.get('client'));
    return HttpResponse.json({ success: true, message: say(request, 'passwordChangedElsewhere') });
  }),
  // First-party analytics (server/routes/events.ts), such as the identify after sign-in: 204, nothing to read.
  http.post(`${API}/events`, async ({ request }) => (await record(request), new HttpResponse(null, { status: 204 }))),
];

/** Makes the server know the signed-in user as the stored session says (render.tsx's `as`): the role, the column. */
export function signedInAs(user: Pick<UserRow, 'id' | 'role' | 'employee_id' | 'salon'>) {
  const row = db.users.find((account) => account.id === user.id);
  if (row) Object.assign(row, { role: user.role, employee_id: user.employee_id, salon: { ...user.salon } });
}
