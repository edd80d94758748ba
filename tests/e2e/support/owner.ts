import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';
import { expectLooksFinished } from './layoutChecks';
import { mailText, type SmtpSink } from './smtpSink';

/** A salon owner signed in through the API: what the SPA keeps in localStorage, and the headers the API wants. */
export interface Owner {
  salonId: number;
  /** The account's e-mail and password, for another sign-in (another device) with signInAgain. */
  email: string;
  password: string;
  headers: Record<string, string>;
  session: { user: { id: number; salon: { id: number } }; credentials: { accessToken: string; client: string; uid: string; expiry: number } };
}

let accounts = 0;

/** Signs up a fresh salon (so each test has its own) on `plan` and signs in, both with fetch: quicker than the forms. */
export async function signUpOwner(baseUrl: string, name = 'Rafa Lima', plan = 3): Promise<Owner> {
  accounts += 1;
  const email = `dono-${Date.now()}-${accounts}@salao.com.br`;
  const password = 'navalha-afiada-7';
  const signUp = await fetch(`${baseUrl}/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Plan 3 (Big) unless told: no limit on professionals.
    body: JSON.stringify({ name, salon_name: `Salão ${accounts}`, email, password, password_confirmation: password, plan }),
  });
  expect(signUp.status).toBe(200);
  return signIn(baseUrl, email, password);
}

async function signIn(baseUrl: string, email: string, password: string): Promise<Owner> {
  const signedIn = await fetch(`${baseUrl}/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(signedIn.status).toBe(200);
  const user = (await signedIn.json()) as Owner['session']['user'];
  const header = (key: string) => signedIn.headers.get(key) ?? '';
  const credentials = { accessToken: header('access-token'), client: header('client'), uid: header('uid'), expiry: Number(header('expiry')) };
  return {
    salonId: user.salon.id,
    email,
    password,
    headers: { 'access-token': credentials.accessToken, client: credentials.client, uid: credentials.uid },
    session: { user, credentials },
  };
}

/** The same owner signed in again: another device's session (its own token and client), in the same salon. */
export const signInAgain = (baseUrl: string, owner: Owner) => signIn(baseUrl, owner.email, owner.password);

/**
 * A page signed in as the owner: the session goes into localStorage as the SPA stores it after the login form.
 * `options` adds to the page's context (a time zone, a touch screen).
 */
export async function openAs(
  browser: Browser,
  baseUrl: string,
  owner: Owner,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await browser.newPage({ ...options, viewport });
  // The landing page is static HTML on the same origin: a cheap place to write the storage from.
  await page.goto(baseUrl);
  await page.evaluate((session) => localStorage.setItem('agendei.session', JSON.stringify(session)), owner.session);
  return page;
}

/** Someone the owner gives access to the agenda, with the password they will choose on the invitation's page. */
export interface Invitee {
  name: string;
  email: string;
  password: string;
}

/** The owner adds `person` through the API, with access to the Agendei and `role`: the invitation e-mail goes out. */
export async function invite(baseUrl: string, owner: Owner, person: Invitee, role: 'front_desk' | 'professional') {
  await api(baseUrl, owner, `/salons/${owner.salonId}/employees`, {
    method: 'POST',
    body: { employee: { name: person.name, email: person.email, agendei_access: true, role, service_ids: [] } },
  });
}

/** The link of `person`'s invitation e-mail (the reset-password page with invite=1), as the test SMTP server got it. */
export async function invitationLink(smtp: SmtpSink, baseUrl: string, person: Invitee): Promise<string> {
  const mail = await smtp.waitFor(person.email, (m) => mailText(m.raw).includes('reset_password_token='));
  const text = mailText(mail.raw);
  expect(text).toContain(`Olá, ${person.name}!`);
  expect(text).toMatch(/O salão “Salão \d+” deu a você acesso à agenda dele no Agendei\./);
  const link = text.match(/https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/)?.[0]?.replace(/&amp;/g, '&');
  expect(link?.startsWith(`${baseUrl}/reset-password?reset_password_token=`)).toBe(true);
  expect(new URL(link!).searchParams.get('invite')).toBe('1');
  return link!;
}

/** A button pressed as the screen is used: a tap on a touch screen, a click with a mouse. */
const press = (page: Page, name: string, touch: boolean) => {
  const button = page.getByRole('button', { name, exact: true });
  return touch ? button.tap() : button.click();
};

/**
 * In the browser: the invitation page, which names the salon, takes a first password; the login page then
 * welcomes the new user with the e-mail filled in (issue 25, item 16); the login form leads to the agenda.
 */
export async function acceptInvitation(page: Page, link: string, person: Invitee, touch: boolean) {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Crie sua senha' }).waitFor();
  await page.getByText(/^Salão \d+ convidou você para usar o Agendei\./).waitFor();
  await page.getByLabel('Senha', { exact: true }).fill(person.password);
  await page.getByLabel('Confirme a senha').fill(person.password);
  await press(page, 'Criar senha e continuar', touch);
  await page.waitForURL('**/login');
  await page.getByText('Senha criada! Boas-vindas ao Agendei. Entre com seu e-mail e a nova senha.').waitFor();
  expect(await page.getByLabel('E-mail').inputValue()).toBe(person.email);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill(person.password);
  await press(page, 'Entrar', touch);
  await page.waitForURL('**/agenda');
}

/** The owner invites `person` as `role`; `page` takes the invitation's link and signs in with the form. */
export async function inviteAndSignIn(page: Page, baseUrl: string, smtp: SmtpSink, owner: Owner, person: Invitee, role: 'front_desk' | 'professional', touch: boolean) {
  await invite(baseUrl, owner, person, role);
  await acceptInvitation(page, await invitationLink(smtp, baseUrl, person), person, touch);
}

/** The same without a browser: the invitation's token sets the password through the API, then a sign-in. */
export async function inviteAndSignInByApi(baseUrl: string, smtp: SmtpSink, owner: Owner, person: Invitee, role: 'front_desk' | 'professional'): Promise<Owner> {
  await invite(baseUrl, owner, person, role);
  const token = new URL(await invitationLink(smtp, baseUrl, person)).searchParams.get('reset_password_token');
  expect(token).toBeTruthy();
  const reset = await fetch(`${baseUrl}/v1/auth/password`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reset_password_token: token, password: person.password, password_confirmation: person.password }),
  });
  expect(reset.status).toBe(200);
  return signIn(baseUrl, person.email, person.password);
}

/** A JSON call to the API with the owner's headers. */
export async function api<T>(baseUrl: string, owner: Owner, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { ...owner.headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** Nothing sticks out sideways on a phone. */
export async function expectNoHorizontalOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid PNG (8-bit RGB, a violet-to-gold gradient), small enough to build here. */
export function makePng(width = 48, height = width): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // compression, filter and interlace stay 0
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB triples
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.round(120 + (135 * x) / width);
      row[2 + x * 3] = Math.round(40 + (160 * y) / height);
      row[3 + x * 3] = 180;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for a modal to finish fading and sliding in (or any CSS transition), so a screenshot shows the settled screen. */
export async function transitionsDone(page: Page, dialog?: Locator) {
  if (dialog) await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length))
    .toBe(0);
}

/**
 * A salon catalogue made through the API: 'Cabelo' with two services and 'Barba' with one.
 * Returns the services' ids by name.
 */
export async function seedServices(baseUrl: string, owner: Owner): Promise<Record<string, number>> {
  const post = <T>(path: string, body: unknown) => api<T>(baseUrl, owner, path, { method: 'POST', body });
  const hair = await post<{ id: number }>(`/salons/${owner.salonId}/service_categories`, { service_category: { name: 'Cabelo' } });
  const beard = await post<{ id: number }>(`/salons/${owner.salonId}/service_categories`, { service_category: { name: 'Barba' } });
  const ids: Record<string, number> = {};
  for (const service of [
    { name: 'Corte masculino', duration: 2700, price: 3990, service_category_id: hair.id },
    { name: 'Coloração e hidratação profunda com tratamento de queratina', duration: 5400, price: 123450, service_category_id: hair.id },
    { name: 'Barba completa', duration: 1800, price: 2550, service_category_id: beard.id },
  ]) {
    ids[service.name] = (await post<{ id: number }>(`/salons/${owner.salonId}/services`, { service })).id;
  }
  return ids;
}

/**
 * The screenshot of a screen, and what it must show: on a phone that nothing scrolls sideways; on a desktop
 * the whole "looks finished" list (layoutChecks.ts), so a broken layout fails rather than only being pictured.
 */
export async function captureScreen(page: Page, name: string, width: number) {
  await screenshot(page, name);
  if (width <= 375) await expectNoHorizontalOverflow(page, width);
  else await expectLooksFinished(page);
}
