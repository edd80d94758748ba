import type { Config } from '../../config';
import type { SignUpBody, UserWire } from '../../contract/auth';
import { DEFAULT_AGENDA_COLOR } from '../../contract/constants';
import type { Db } from '../../db/client';
import { unprocessable, type FieldErrors } from '../../errors';
import type { Lang } from '../../i18n';
import * as changes from '../../repositories/changes';
import { insertEmployee } from '../../repositories/employees';
import { insertSalon } from '../../repositories/salons';
import { releaseStaleInvitation } from '../../repositories/staffUsers';
import * as users from '../../repositories/users';
import type { Mailer } from '../../infra/mail/mailer';
import { welcomeEmail } from '../mail/templates';
import { hashPassword } from '../../infra/passwords';
import { isPhone } from '../text';
import { hasErrors, isEmail, passwordErrors } from './fields';
import { RESET_TOKEN_LIFESPAN_SECONDS } from './passwordReset';

/** A new salon and its owner, in one transaction, with the welcome e-mail in the outbox. */
export function createSignUp(db: Db, config: Config, mailer: Mailer) {
  return async function signUp(body: SignUpBody, plan: number | undefined, lang: Lang): Promise<UserWire> {
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
  };
}
