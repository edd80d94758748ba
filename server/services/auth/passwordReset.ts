import type { Config } from '../../config';
import type { PasswordResetBody } from '../../contract/auth';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../errors';
import type { Lang } from '../../i18n';
import * as tokens from '../../repositories/authTokens';
import * as changes from '../../repositories/changes';
import * as users from '../../repositories/users';
import type { DeferredWork } from '../../infra/deferred';
import type { Mailer } from '../../infra/mail/mailer';
import { passwordResetEmail } from '../mail/templates';
import { hashPassword } from '../../infra/passwords';
import type { SalonCaches } from '../../infra/salonCaches';
import { randomToken, sha256 } from '../../infra/secrets';
import { hasErrors, isEmail, passwordErrors } from './fields';

/** How long a plain reset link works (a staff invitation's link carries its own, longer expiry). */
export const RESET_TOKEN_LIFESPAN_SECONDS = 2 * 3600;

/** The forgotten-password link, asked for and used, and the staff invitation that is one. */
export function createPasswordReset(db: Db, config: Config, mailer: Mailer, deferred: DeferredWork, caches: SalonCaches) {
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

  return { requestPasswordReset, resetPassword, invitationSalon };
}
