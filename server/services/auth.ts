import type { Config } from '../config';
import type { Db } from '../db/client';
import { createPasswordChange } from './auth/passwordChange';
import { createPasswordReset } from './auth/passwordReset';
import { createAuthenticate } from './auth/session';
import { createSignIn } from './auth/signIn';
import { createSignUp } from './auth/signUp';
import { createTokens } from './auth/tokens';
import type { DeferredWork } from '../infra/deferred';
import { createDeviceTrust } from './deviceCookies';
import type { Mailer } from '../infra/mail/mailer';
import { servicePlugin } from './registry';
import type { SalonCaches } from '../infra/salonCaches';

// What other services and the routes take from the auth service's parts, under the name they always imported.
export { isEmail } from './auth/fields';
export { RESET_TOKEN_LIFESPAN_SECONDS } from './auth/passwordReset';
export type { Session } from './auth/session';
export { signedOut, type Credentials, type DeviceFacts } from './auth/tokens';

/** The account's way in and out, one concern a file in ./auth/: sign-up, sign-in, the session, the passwords. */
export function createAuthService(db: Db, config: Config, mailer: Mailer, deferred: DeferredWork, caches: SalonCaches) {
  const { issueToken, signOut } = createTokens(db);
  const { requestPasswordReset, resetPassword, invitationSalon } = createPasswordReset(db, config, mailer, deferred, caches);
  return {
    signUp: createSignUp(db, config, mailer),
    signIn: createSignIn(db, issueToken),
    authenticate: createAuthenticate(db, caches),
    signOut,
    requestPasswordReset,
    resetPassword,
    invitationSalon,
    changePassword: createPasswordChange(db),
    devices: createDeviceTrust(db),
    deferred,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

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
