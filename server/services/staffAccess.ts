import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Lang } from '../i18n';
import { updateEmployee } from '../repositories/employees';
import { deleteStaffUser, insertInvitedUser, releaseStaleInvitation } from '../repositories/staffUsers';
import { RESET_TOKEN_LIFESPAN_SECONDS } from './auth';
import type { Mailer } from './mail/mailer';
import { staffInvitationEmail, staffInvitationForExistingAccountEmail } from './mail/templates';
import { randomToken, sha256 } from './secrets';

/** An invitation waits longer than a password reset: the professional may only read it next week. */
export const INVITATION_LIFESPAN_DAYS = 7;

export interface AccessChange {
  salonId: number;
  salonName: string;
  employeeId: number;
  name: string;
  email: string;
  lang: Lang;
}

/**
 * The agendei_access switch. On (with an e-mail): an account of this salon without a password, and an e-mail
 * with a set-password link (the reset-password page). Off: the account goes, and with it every session.
 * Both run inside the caller's transaction; the caller wakes the mailer after the commit.
 */
export function createStaffAccess(config: Config, mailer: Mailer) {
  /**
   * An e-mail that already has an account (in this salon or another) is answered exactly as a new one: the
   * professional is saved without an account and that person gets a neutral notice instead of a link, so the
   * salon cannot learn who uses Agendei. Both paths do the same statements, and both count against the limits.
   */
  async function grant(tx: Db, change: AccessChange) {
    const email = change.email.toLowerCase();
    await releaseStaleInvitation(tx, email, RESET_TOKEN_LIFESPAN_SECONDS);
    const token = randomToken(32);
    const user = await insertInvitedUser(tx, {
      salonId: change.salonId,
      name: change.name,
      email,
      tokenHash: sha256(token),
      lifespanSeconds: INVITATION_LIFESPAN_DAYS * 24 * 3600,
    });
    await updateEmployee(tx, change.salonId, change.employeeId, { userId: user?.id ?? null });
    // invite=1 lets the page greet a new professional instead of speaking of a forgotten password.
    const url = `${config.appUrl}/reset-password?reset_password_token=${encodeURIComponent(token)}&invite=1`;
    const content = user
      ? staffInvitationEmail(change.lang, change.name, change.salonName, url, INVITATION_LIFESPAN_DAYS)
      : staffInvitationForExistingAccountEmail(change.lang, change.name, change.salonName, `${config.appUrl}/login`);
    await mailer.enqueueLimited(tx, { salonId: change.salonId, to: email, ...content });
  }

  async function revoke(tx: Db, salonId: number, employeeId: number, userId: number) {
    await updateEmployee(tx, salonId, employeeId, { userId: null });
    await deleteStaffUser(tx, salonId, userId);
  }

  return { grant, revoke };
}
export type StaffAccess = ReturnType<typeof createStaffAccess>;
