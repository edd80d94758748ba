import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { PasswordChangeBody, PasswordResetBody, SignInBody, SignUpBody, UserWire } from '../contract/auth';
import type { Role } from '../contract/roles';
import type { Db } from '../db/client';
import { notFound, unauthorized, unprocessable, type FieldErrors } from '../errors';
import type { Lang } from '../i18n';
import * as tokens from '../repositories/authTokens';
import { insertEmployee } from '../repositories/employees';
import { userSalonClosed } from '../repositories/salonClosing';
import { insertSalon } from '../repositories/salons';
import { releaseStaleInvitation } from '../repositories/staffUsers';
import * as users from '../repositories/users';
import * as changes from '../repositories/changes';
import type { DeferredWork } from '../infra/deferred';
import { canWrite } from './subscriptionState';
import { createDeviceTrust } from './deviceCookies';
import { passwordResetEmail, welcomeEmail } from './mail/templates';
import type { Mailer } from '../infra/mail/mailer';
import { hashPassword, verifyPassword } from '../infra/passwords';
import { DEFAULT_AGENDA_COLOR } from '../contract/constants';
import { randomToken, sha256 } from '../infra/secrets';
import { isPhone } from './text';
import { servicePlugin } from './registry';
import type { SalonCaches } from '../infra/salonCaches';
import { actorOf } from './permissions';

/** A user's devices were signed out: every instance drops the salon's cached sessions (no audit row: not the salon's record). */
export const signedOut = (tx: Db, salonId: number, userId: number) => changes.announce(tx, { salonId, entity: 'session', action: 'deleted', id: userId, scope: 'all' });

export const TOKEN_LIFESPAN_SECONDS = 14 * 24 * 3600;
export const MAX_CLIENTS_PER_USER = 10;
export const RESET_TOKEN_LIFESPAN_SECONDS = 2 * 3600;

// A pragmatic address check: one @, no spaces, a dot in the domain. The confirmation e-mail is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);

export interface Credentials {
  accessToken: string;
  client: string;
  uid: string;
  expiry: number;
}

export interface Session {
  user: UserWire;
  userId: number;
  salonId: number;
  client: string;
  /** This device's row (the device list marks it as the current one). */
  tokenId: number;
  /** After the trial, without a subscription, writes answer 402 (DESIGN.md section 5). */
  canWrite: boolean;
  role: Role;
  /** The caller's own column of the agenda (null for a user without one). */
  employeeId: number | null;
}

/** What the device list shows of a sign-in: the browser and the address it came from. */
export interface DeviceFacts {
  userAgent?: string;
  ip?: string;
}

const TOUCH_EVERY_MS = 5 * 60 * 1000;

function passwordErrors(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < 8) errors.password = ['passwordShort'];
  else if (password.length > 128) errors.password = ['passwordLong'];
  if (password !== confirmation) errors.password_confirmation = ['passwordMismatch'];
  return errors;
}

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

export function createAuthService(db: Db, config: Config, mailer: Mailer, deferred: DeferredWork, caches: SalonCaches) {
  const devices = createDeviceTrust(db);

  async function signUp(body: SignUpBody, plan: number | undefined, lang: Lang): Promise<UserWire> {
    const name = body.name.trim();
    const salonName = body.salon_name.trim();
    const email = body.email.trim().toLowerCase();
    const errors: FieldErrors = {};
    if (!name) errors.name = ['nameBlank'];
    if (!salonName) errors.salon_name = ['salonNameBlank'];
    if (!isEmail(email)) errors.email = ['emailInvalid'];
    const phone = body.phone?.trim() || null;
    if (phone !== null && !isPhone(phone)) errors.phone = ['phoneInvalid'];
    Object.assign(errors, passwordErrors(body.password, body.password_confirmation));
    if (!errors.email && (await users.emailExists(db, email, RESET_TOKEN_LIFESPAN_SECONDS))) errors.email = ['emailTaken'];
    if (hasErrors(errors)) throw unprocessable(errors);

    const passwordHash = await hashPassword(body.password);
    const trialEndsAt = new Date(Date.now() + config.trialDays * 24 * 3600 * 1000);
    const user = await db.transaction(async (tx) => {
      // An invitation that ran out unused no longer holds the e-mail: its account goes, in this transaction.
      const released = await releaseStaleInvitation(tx, email, RESET_TOKEN_LIFESPAN_SECONDS);
      await changes.record(tx, released.map((u) => ({ salonId: u.salonId, entity: 'user' as const, action: 'invitation_expired', id: u.id, by: changes.SYSTEM, scope: 'all' as const })));
      const salon = await insertSalon(tx, { name: salonName, planId: plan ?? 3, billing: body.billing ?? 'monthly', trialEndsAt });
      const inserted = await users.insertUser(tx, { salonId: salon.id, name, email, passwordHash });
      // Another sign-up with this e-mail committed since the check above; throwing rolls the salon back.
      if (!inserted) throw unprocessable({ email: ['emailTaken'] });
      const { id } = inserted;
      const employee = await insertEmployee(tx, { salonId: salon.id, name, email, phone, color: DEFAULT_AGENDA_COLOR, userId: id, role: 'owner' });
      await changes.record(tx, { salonId: salon.id, entity: 'salon', action: 'created', id: salon.id, by: { userId: id, userName: name }, scope: 'all' });
      await mailer.enqueue(tx, { salonId: salon.id, to: email, ...welcomeEmail(lang, name, salonName, `${config.appUrl}/login`) });
      return { id, name, email, employee_id: employee.id, role: 'owner' as const, salon: { id: salon.id, name: salon.name, professionals_see_all: false } };
    });
    mailer.wake();
    return user;
  }

  async function signIn(body: SignInBody, device: DeviceFacts = {}): Promise<{ user: UserWire; credentials: Credentials }> {
    const email = body.email.trim().toLowerCase();
    const user = isEmail(email) ? await users.findUserByEmail(db, email) : undefined;
    // verifyPassword runs even for unknown e-mails, so timing does not tell which addresses have accounts.
    const valid = await verifyPassword(body.password, user?.passwordHash ?? null);
    if (!user || !valid) throw unauthorized('badCredentials');
    // A closed account (LGPD) says so, but only to whoever knows its password: nothing leaks to a guesser.
    if (await userSalonClosed(db, user.id)) throw unauthorized('accountClosed');
    const credentials = await issueToken(user.id, user.salonId, user.email, device);
    return { user: toWire(user), credentials };
  }

  async function issueToken(userId: number, salonId: number, uid: string, device: DeviceFacts): Promise<Credentials> {
    const accessToken = randomToken();
    const client = randomToken();
    const expiresAt = new Date(Date.now() + TOKEN_LIFESPAN_SECONDS * 1000);
    await db.transaction(async (tx) => {
      await tokens.saveToken(tx, {
        salonId, userId, client, tokenHash: sha256(accessToken), expiresAt,
        userAgent: device.userAgent?.slice(0, 300) ?? null,
        ip: device.ip?.slice(0, 64) ?? null,
      });
      // Past the limit the oldest devices are signed out: every instance must stop knowing them.
      if ((await tokens.keepNewestTokens(tx, userId, MAX_CLIENTS_PER_USER)) > 0) await signedOut(tx, salonId, userId);
    });
    return { accessToken, client, uid, expiry: Math.floor(expiresAt.getTime() / 1000) };
  }

  /**
   * The caller's row from the database, kept in memory for the device's next requests: every signed-in request
   * needs it, and the query joins four tables. A sign-out, a revoked device, a role or plan change drops it
   * (salonCaches).
   */
  async function readSessionRow(key: string, uid: string, client: string) {
    const ticket = caches.ticket();
    const row = await tokens.findSession(db, uid, client);
    if (row) caches.keepSession(row.salonId, key, row, ticket);
    return row;
  }

  /** Resolves the caller from the devise_token_auth headers; undefined when missing, wrong or expired. */
  async function authenticate(headers: { accessToken?: string; client?: string; uid?: string }): Promise<Session | undefined> {
    const { accessToken, client, uid } = headers;
    if (!accessToken || !client || !uid || accessToken.length > 128 || client.length > 128 || uid.length > 254) return undefined;
    // PostgreSQL text cannot hold NUL: such a header is simply not a valid credential (401, not a database error).
    if (uid.includes('\0') || client.includes('\0')) return undefined;
    // Inline rather than a helper of its own: this runs on every signed-in request, and each async layer costs
    // promises and turns of the microtask queue.
    const key = `${uid.toLowerCase()}\n${client}`;
    let row = caches.session(key);
    if (row) {
      // One turn of the event loop first: a notice of a sign-out or a role change on another instance that has
      // already reached this one's LISTEN connection is read before trusting memory (it drops the entry).
      await nextTurn();
      row = caches.session(key, true);
    }
    row ??= await readSessionRow(key, uid, client);
    if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
    if (!tokenMatches(row, accessToken)) return undefined;
    // The device list's 'last used', to within a few minutes: one write per device every TOUCH_EVERY_MS at most.
    if (Date.now() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await tokens.touchToken(db, row.tokenId);
      // The cached row is this instance's: it need not ask again for another TOUCH_EVERY_MS.
      row.lastUsedAt = new Date();
    }
    return {
      user: wireOf(row),
      userId: row.userId,
      salonId: row.salonId,
      role: row.role,
      employeeId: row.employeeId,
      client,
      tokenId: row.tokenId,
      canWrite: canWrite(row, new Date()),
    };
  }

  async function signOut(session: Session) {
    await db.transaction(async (tx) => {
      await tokens.deleteToken(tx, session.userId, session.client);
      await signedOut(tx, session.salonId, session.userId);
    });
  }

  /**
   * Always succeeds from the caller's view: whether the e-mail has an account is never revealed, not even by the
   * time the answer takes. Only the format is checked before replying; the look-up, the token and the e-mail
   * run after the reply (`deferred`), the same way for every address.
   */
  function requestPasswordReset(rawEmail: string, lang: Lang) {
    const email = rawEmail.trim().toLowerCase();
    if (!isEmail(email)) throw unprocessable({ email: ['emailInvalid'] });
    deferred.run(() => sendPasswordReset(email, lang));
  }

  async function sendPasswordReset(email: string, lang: Lang) {
    const user = await users.findResettableUser(db, email, RESET_TOKEN_LIFESPAN_SECONDS);
    if (!user) return;
    const token = randomToken(32);
    const url = `${config.appUrl}/reset-password?reset_password_token=${encodeURIComponent(token)}`;
    await db.transaction(async (tx) => {
      await users.setResetToken(tx, user.id, sha256(token));
      await mailer.enqueue(tx, { salonId: user.salonId, to: user.email, ...passwordResetEmail(lang, user.name, url) });
    });
    mailer.wake();
  }

  async function resetPassword(body: PasswordResetBody) {
    const errors = passwordErrors(body.password, body.password_confirmation);
    if (hasErrors(errors)) throw unprocessable(errors);
    const tokenHash = sha256(body.reset_password_token);
    const invalid = () => unprocessable({ reset_password_token: ['resetTokenInvalid'] });
    // A cheap look-up first, so a wrong token costs no scrypt; the update below is what really spends the token.
    if (!(await users.findUserByResetToken(db, tokenHash, RESET_TOKEN_LIFESPAN_SECONDS))) {
      // Whoever holds the link may know it was an invitation that ran out, and what to do about it.
      if (await users.isExpiredInvitation(db, tokenHash)) throw unprocessable({ reset_password_token: ['invitationExpired'] });
      throw invalid();
    }
    const passwordHash = await hashPassword(body.password);
    const { salonId, email } = await db.transaction(async (tx) => {
      const user = await users.resetPasswordWithToken(tx, tokenHash, RESET_TOKEN_LIFESPAN_SECONDS, passwordHash);
      if (!user) throw invalid();
      // A new password signs every device out: whoever knew the old one loses access.
      await tokens.deleteAllTokens(tx, user.id);
      await changes.record(tx, { salonId: user.salonId, entity: 'user', action: 'password_reset', id: user.id, by: changes.SYSTEM, scope: 'all' });
      return user;
    });
    // This request carries no session, so readCache's drop-on-write does not see the salon: this instance must not
    // serve the signed-out devices from memory until the database's notice comes back.
    caches.invalidate(salonId);
    // The link's holder may now sign in with it: the sign-in form is filled in with it (issue 25, item 16).
    return email;
  }

  /** The name of the salon behind an open staff invitation's token (its page greets with it), or 404. */
  async function invitationSalon(token: string) {
    const name = await users.findInvitationSalonName(db, sha256(token));
    if (name === undefined) throw notFound();
    return name;
  }

  /**
   * A signed-in user's new password, after the current one: every other device is signed out (whoever knew the
   * old password loses access), this one stays signed in.
   */
  async function changePassword(session: Session, body: PasswordChangeBody) {
    const errors = passwordErrors(body.password, body.password_confirmation);
    const user = await users.findUserById(db, session.userId);
    const stored = user?.passwordHash ?? null;
    // Checked even when the new password is refused, so every field's problem shows at once.
    if (!(await verifyPassword(body.current_password, stored))) errors.current_password = ['currentPasswordWrong'];
    if (hasErrors(errors) || stored === null) throw unprocessable(errors);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      if (!(await users.changePassword(tx, session.userId, stored, passwordHash))) throw unprocessable({ current_password: ['currentPasswordWrong'] });
      await tokens.deleteOtherTokens(tx, session.userId, session.client);
      await changes.record(tx, { salonId: session.salonId, entity: 'user', action: 'password_changed', id: session.userId, by: actorOf(session), scope: 'all' });
    });
  }

  return { signUp, signIn, authenticate, signOut, requestPasswordReset, resetPassword, invitationSalon, changePassword, devices, deferred };
}

export type AuthService = ReturnType<typeof createAuthService>;

interface UserFacts {
  id: number;
  name: string;
  email: string;
  salonId: number;
  salonName: string;
  employeeId: number | null;
  role: Role;
  professionalsSeeAll: boolean;
}

/**
 * What authenticate derives from a session row, made once per row: a cached row serves every request of its
 * device, and the row is dropped (not changed) when anything in it changes, so these stay true with it.
 */
const tokenDigests = new WeakMap<tokens.SessionRow, Buffer>();
const wires = new WeakMap<tokens.SessionRow, UserWire>();

let turn: Promise<void> | undefined;

/**
 * Resolves in the event loop's next check phase, after the poll phase in progress has read every socket that
 * was ready (the LISTEN connection's notices among them), as `new Promise(setImmediate)` would. The requests
 * that ask before it fires share it: one Immediate per batch of requests instead of one each.
 */
function nextTurn(): Promise<void> {
  return (turn ??= new Promise((resolve) =>
    setImmediate(() => {
      turn = undefined;
      resolve();
    }),
  ));
}

/**
 * The access token a cached row was last proven against, to compare the next request's with directly: hashing
 * it again on every request was the largest single cost of a read served from memory. Both comparisons are
 * constant-time; a token that differs goes through the digest as before.
 */
const provenTokens = new WeakMap<tokens.SessionRow, Buffer>();

function tokenMatches(row: tokens.SessionRow, accessToken: string): boolean {
  const sent = Buffer.from(accessToken);
  const proven = provenTokens.get(row);
  if (proven && proven.length === sent.length && timingSafeEqual(proven, sent)) return true;
  if (!timingSafeEqual(tokenDigestOf(row), createHash('sha256').update(sent).digest())) return false;
  provenTokens.set(row, sent);
  return true;
}

function tokenDigestOf(row: tokens.SessionRow): Buffer {
  let digest = tokenDigests.get(row);
  if (!digest) tokenDigests.set(row, (digest = Buffer.from(row.tokenHash, 'hex')));
  return digest;
}

function wireOf(row: tokens.SessionRow): UserWire {
  let wire = wires.get(row);
  if (!wire) wires.set(row, (wire = toWire({ ...row, id: row.userId })));
  return wire;
}

function toWire(user: UserFacts): UserWire {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    employee_id: user.employeeId,
    role: user.role,
    salon: { id: user.salonId, name: user.salonName, professionals_see_all: user.professionalsSeeAll },
  };
}

declare module 'fastify' {
  interface ServiceRegistry {
    auth: AuthService;
  }
}

/** Registers the service as app.services.auth. */
export default servicePlugin(
  'auth',
  (app) => createAuthService(app.db, app.config, app.services.mailer, app.services.deferred, app.services.salonCaches),
  ['mailer', 'deferred', 'salonCaches'],
);
