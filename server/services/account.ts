import type { Config } from '../config';
import type { AccountWire, DeviceWire } from '../contract/account';
import type { Db } from '../db/client';
import { notFound, unprocessable } from '../errors';
import type { Lang } from '../i18n';
import * as tokens from '../repositories/authTokens';
import * as users from '../repositories/users';
import { epochSeconds } from './agendaWindow';
import { isEmail, signedOut, type Session } from './auth';
import * as changes from '../repositories/changes';
import { writeClaim } from '../repositories/idempotencyKeys';
import { actorOf } from './permissions';
import type { Mailer } from '../infra/mail/mailer';
import type { SalonCaches } from '../infra/salonCaches';
import { emailChangeEmail } from './mail/templates';
import { verifyPassword } from '../infra/passwords';
import { servicePlugin } from './registry';
import { randomToken, sha256 } from '../infra/secrets';
import { describeUserAgent } from './userAgent';

const EMAIL_CHANGE_LIFESPAN_SECONDS = 24 * 3600;

/** /profile: the user's name, a new sign-in e-mail confirmed by link, and the signed-in devices with revoke. */
export function createAccountService(db: Db, config: Config, mailer: Mailer, caches: SalonCaches) {
  async function show(session: Session): Promise<AccountWire> {
    const user = await users.findUserById(db, session.userId);
    if (!user) throw notFound();
    return { name: user.name, email: user.email, unconfirmed_email: await users.pendingEmail(db, session.userId) };
  }

  async function rename(session: Session, rawName: string): Promise<AccountWire> {
    const name = rawName.trim();
    if (!name) throw unprocessable({ name: ['nameBlank'] });
    await db.transaction(async (tx) => {
      await users.updateUserName(tx, session.userId, name);
      await changes.record(tx, { salonId: session.salonId, entity: 'user', action: 'updated', id: session.userId, by: actorOf(session), details: { fields: ['name'] }, scope: 'all' });
    });
    return show(session);
  }

  /**
   * Sends the confirmation link to the new address; the sign-in e-mail changes only when it is opened, so a typo
   * never locks anyone out. The current password is asked so a borrowed, unlocked session cannot take the account.
   */
  async function requestEmailChange(session: Session, body: { email: string; current_password: string }, lang: Lang) {
    const email = body.email.trim().toLowerCase();
    const user = await users.findUserById(db, session.userId);
    const errors: Record<string, Array<'emailInvalid' | 'emailUnchanged' | 'emailInUse' | 'currentPasswordWrong'>> = {};
    if (!isEmail(email)) errors.email = ['emailInvalid'];
    else if (email === user?.email.toLowerCase()) errors.email = ['emailUnchanged'];
    else if (await users.findUserByEmail(db, email)) errors.email = ['emailInUse'];
    if (!(await verifyPassword(body.current_password, user?.passwordHash ?? null))) errors.current_password = ['currentPasswordWrong'];
    if (Object.keys(errors).length > 0 || !user) throw unprocessable(errors);
    const token = randomToken(32);
    const url = `${config.appUrl}/confirmar-email?token=${encodeURIComponent(token)}`;
    await db.transaction(async (tx) => {
      await users.setEmailChange(tx, user.id, email, sha256(token));
      await mailer.enqueueLimited(tx, { salonId: user.salonId, to: email, ...emailChangeEmail(lang, user.name, url) });
      // A retry must not send a second link: the key's claim comes with the e-mail.
      await writeClaim(tx);
    });
    mailer.wake();
    return email;
  }

  /** The link's click. Every device of the account signs in again with the new e-mail (it is their `uid`). */
  async function confirmEmailChange(token: string) {
    const result = await db.transaction(async (tx) => {
      const changed = await users.confirmEmailChange(tx, sha256(token), EMAIL_CHANGE_LIFESPAN_SECONDS);
      if (changed && changed !== 'taken') {
        await tokens.deleteAllTokens(tx, changed.id);
        await changes.record(tx, { salonId: changed.salonId, entity: 'user', action: 'email_changed', id: changed.id, by: changes.SYSTEM, scope: 'all' });
      }
      return changed;
    });
    if (result === 'taken') throw unprocessable({ token: ['emailInUse'] });
    if (!result) throw unprocessable({ token: ['emailChangeTokenInvalid'] });
    // The link's request carries no session, so readCache's drop-on-write does not see the salon: this instance
    // must not serve the signed-out devices from memory until the database's notice comes back.
    caches.invalidate(result.salonId);
    return result.email;
  }

  async function devices(session: Session): Promise<DeviceWire[]> {
    return (await tokens.listTokens(db, session.userId)).map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      ip: row.ip,
      signed_in_at: epochSeconds(row.createdAt),
      last_used_at: epochSeconds(row.lastUsedAt),
      current: row.id === session.tokenId,
    }));
  }

  async function revokeDevice(session: Session, id: number) {
    await db.transaction(async (tx) => {
      if (!(await tokens.deleteTokenById(tx, session.userId, id))) throw notFound();
      await signedOut(tx, session.salonId, session.userId);
    });
  }

  return { show, rename, requestEmailChange, confirmEmailChange, devices, revokeDevice };
}
export type AccountService = ReturnType<typeof createAccountService>;

declare module 'fastify' {
  interface ServiceRegistry {
    account: AccountService;
  }
}

/** Registers the service as app.services.account. */
export default servicePlugin('account', (app) => createAccountService(app.db, app.config, app.services.mailer, app.services.salonCaches), ['mailer', 'salonCaches']);
