import type { SignInBody, UserWire } from '../../contract/auth';
import type { Db } from '../../db/client';
import { unauthorized } from '../../errors';
import { userSalonClosed } from '../../repositories/salonClosing';
import * as users from '../../repositories/users';
import { verifyPassword } from '../../infra/passwords';
import { isEmail } from './fields';
import type { Credentials, DeviceFacts, IssueToken } from './tokens';
import { toWire } from './wire';

export function createSignIn(db: Db, issueToken: IssueToken) {
  return async function signIn(body: SignInBody, device: DeviceFacts = {}): Promise<{ user: UserWire; credentials: Credentials }> {
    const email = body.email.trim().toLowerCase();
    const user = isEmail(email) ? await users.findUserByEmail(db, email) : undefined;
    // verifyPassword runs even for unknown e-mails, so timing does not tell which addresses have accounts.
    const valid = await verifyPassword(body.password, user?.passwordHash ?? null);
    if (!user || !valid) throw unauthorized('badCredentials');
    // A closed account (LGPD) says so, but only to whoever knows its password: nothing leaks to a guesser.
    if (await userSalonClosed(db, user.id)) throw unauthorized('accountClosed');
    const credentials = await issueToken(user.id, user.salonId, user.email, device);
    return { user: toWire(user), credentials };
  };
}
