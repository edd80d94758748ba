import { http, HttpResponse } from 'msw';
import { API } from './origin';
import { localized, say, withUser } from './auth';
import { db, notFound, record } from './db';
import type { UserRow } from './users';

const DAY = 86_400;
/** 'PK\x03\x04', what every ZIP starts with. */
const ZIP_SIGNATURE = [0x50, 0x4b, 3, 4];
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const accountOf = (user: UserRow) => ({ name: user.name, email: user.email, unconfirmed_email: user.unconfirmed_email });

/** My account (server/routes/account.ts): the user's name, a new e-mail, the devices; over db.users and db.devices. */
const accountHandlers = [
  http.get(`${API}/auth/profile`, withUser((_request, user) => HttpResponse.json(accountOf(user)))),
  http.put(`${API}/auth/profile`, withUser(async (request, user) => {
    const name = String((await record(request)).name ?? '').trim();
    if (!name) return HttpResponse.json(localized(request, { name: ['nameBlank'] }), { status: 422 });
    user.name = name;
    return HttpResponse.json(accountOf(user));
  })),
  // The e-mail changes only when the link sent to the new address is opened: until then it is pending.
  http.post(`${API}/auth/email_change`, withUser(async (request, user) => {
    const body = (await record(request)) as { email?: string; current_password?: string };
    const email = (body.email ?? '').trim().toLowerCase();
    const errors: Record<string, Array<'emailInvalid' | 'emailUnchanged' | 'emailInUse' | 'currentPasswordWrong'>> = {};
    if (!isEmail(email)) errors.email = ['emailInvalid'];
    else if (email === user.email) errors.email = ['emailUnchanged'];
    else if (db.users.some((row) => row.email === email)) errors.email = ['emailInUse'];
    if (body.current_password !== user.password) errors.current_password = ['currentPasswordWrong'];
    if (Object.keys(errors).length) return HttpResponse.json(localized(request, errors), { status: 422 });
    user.unconfirmed_email = email;
    return HttpResponse.json({ success: true, message: say(request, 'emailChangeSent', { email }) });
  })),
  http.get(`${API}/auth/devices`, withUser(() => HttpResponse.json(db.devices))),
  http.delete(`${API}/auth/devices/:id`, withUser(async (request, _user, params) => {
    await record(request);
    const device = db.devices.find((row) => row.id === Number(params.id));
    if (!device) return notFound();
    db.devices = db.devices.filter((row) => row !== device);
    return HttpResponse.json({ success: true, message: say(request, 'deviceSignedOut') });
  })),
];

/** The salon's day in its own time zone, as the export's file is named ('2026-11-21'). */
const salonDay = () => new Date().toLocaleDateString('sv-SE', { timeZone: db.settings.time_zone });

/** LGPD (server/routes/privacy.ts): a client's data, the salon as a ZIP, closing the account. */
const privacyHandlers = [
  http.get(`${API}/clients/:id/export`, withUser((_request, _user, params) => {
    const data = db.clientExports.find((row) => row.client.id === Number(params.id));
    if (!data) return notFound();
    return HttpResponse.json(data, { headers: { 'content-disposition': `attachment; filename="cliente-${data.client.id}-dados.json"` } });
  })),
  // The ZIP's signature stands for the archive: jsdom's XHR garbles bytes above 0x7f, so a test could not read a real one back.
  http.get(`${API}/salons/:salonId/export`, withUser((_request, _user, params) => {
    const bytes = new Uint8Array(ZIP_SIGNATURE);
    const fileName = `agendei-salao-${String(params.salonId)}-${salonDay()}.zip`;
    return new HttpResponse(bytes, { headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${fileName}"` } });
  })),
  // The owner's password confirms; every session of the salon ends with it, and its data goes 30 days later.
  http.post(`${API}/salons/:salonId/close`, withUser(async (request, user) => {
    const { password } = (await record(request)) as { password?: string };
    if (password !== user.password) return HttpResponse.json(localized(request, { password: ['passwordWrong'] }), { status: 422 });
    const closedAt = Math.floor(Date.now() / 1000);
    db.salonClosed ??= { closed_at: closedAt, delete_after: closedAt + 30 * DAY };
    db.tokens = [];
    return HttpResponse.json(db.salonClosed);
  })),
];

export const accountAndPrivacyHandlers = [...accountHandlers, ...privacyHandlers];
