import type { PasswordChangeBody } from '../../contract/auth';
import type { Db } from '../../db/client';
import { unprocessable } from '../../errors';
import * as tokens from '../../repositories/authTokens';
import * as changes from '../../repositories/changes';
import * as users from '../../repositories/users';
import { hashPassword, verifyPassword } from '../../infra/passwords';
import { actorOf } from '../permissions';
import { hasErrors, passwordErrors } from './fields';
import type { Session } from './session';

export function createPasswordChange(db: Db) {
  /**
   * A signed-in user's new password, after the current one: every other device is signed out (whoever knew the
   * old password loses access), this one stays signed in.
   */
  return async function changePassword(session: Session, body: PasswordChangeBody) {
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
  };
}
