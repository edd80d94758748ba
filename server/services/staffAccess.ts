import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Lang } from '../i18n';
import * as changes from '../repositories/changes';
import { updateEmployee, type NewEmployee } from '../repositories/employees';
import { deleteStaffUser, insertInvitedUser, releaseStaleInvitation } from '../repositories/staffUsers';
import { RESET_TOKEN_LIFESPAN_SECONDS } from './auth';
import type { Mailer } from '../infra/mail/mailer';
import { staffInvitationEmail, staffInvitationForExistingAccountEmail } from './mail/templates';
import { randomToken, sha256 } from '../infra/secrets';

/** An invitation waits longer than a password reset: the professional may only read it next week. */
export const INVITATION_LIFESPAN_DAYS = 7;

/**
 * A professional's change for the audit trail and the other instances: scope 'all', as a session is built from
 * the professional's row (role, column, access). The trail names the fields written and the role given, not
 * the person's contact.
 */
export function employeeChange(by: changes.ChangeAuthor, salonId: number, action: string, id: number, written?: Partial<NewEmployee>, serviceIds?: number[]): changes.Change {
  const details = written ? { fields: Object.keys(written).sort(), ...(written.role ? { role: written.role } : {}), ...(serviceIds ? { service_ids: serviceIds } : {}) } : null;
  return { salonId, entity: 'employee', action, id, by, details, scope: 'all' };
}

export interface AccessChange {
  /** Who gives the access (the audit trail's author). */
  by: changes.ChangeAuthor;
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
  /** Returns the changes to record (the caller records them with its own, in one round trip). */
  async function grant(tx: Db, change: AccessChange): Promise<changes.Change[]> {
    const email = change.email.toLowerCase();
    const released = await releaseStaleInvitation(tx, email, RESET_TOKEN_LIFESPAN_SECONDS);
    // The salon whose invitation went stale lost an account (and its professional the link): the application did it.
    const recorded: changes.Change[] = released.map(({ id, salonId }) => ({ salonId, entity: 'user', action: 'invitationReleased', id, by: changes.SYSTEM, scope: 'all' }));
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
    // The same line either way: the trail must not tell the salon whether that e-mail had an account elsewhere.
    return [...recorded, employeeChange(change.by, change.salonId, 'invited', change.employeeId)];
  }

  /** The professional's account goes, and with it every session of theirs: announced 'all' to every instance. */
  async function revoke(tx: Db, by: changes.ChangeAuthor, salonId: number, employeeId: number, userId: number) {
    await updateEmployee(tx, salonId, employeeId, { userId: null });
    await deleteStaffUser(tx, salonId, userId);
    await changes.record(tx, employeeChange(by, salonId, 'accessRevoked', employeeId));
  }

  return { grant, revoke };
}
export type StaffAccess = ReturnType<typeof createStaffAccess>;
