import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '../contract/roles';
import type { Db } from '../db/client';
import { employees, salons, users } from '../db/schema/index';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  salonId: salons.id,
  salonName: salons.name,
  employeeId: employees.id,
  role: sql<Role>`coalesce(${employees.role}, 'professional')`,
  professionalsSeeAll: salons.professionalsSeeAll,
};

export type UserRecord = Awaited<ReturnType<typeof findUserByEmail>>;

/**
 * Undefined when the e-mail already has an account: the unique index on lower(email) settles simultaneous
 * sign-ups (the later one waits for the first to commit, then inserts nothing) instead of failing with 500.
 */
export async function insertUser(db: Db, user: { salonId: number; name: string; email: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return row as { id: number } | undefined;
}

/**
 * An invited professional who never set a password and whose link has run out holds the e-mail no longer
 * (sign-up and a new invitation release it): `resetLifespanSeconds` is the lifespan of a plain reset link.
 */
export const isStaleInvitation = (resetLifespanSeconds: number) =>
  sql`(${users.passwordHash} is null and coalesce(${users.resetPasswordExpiresAt}, ${users.resetPasswordSentAt} + make_interval(secs => ${resetLifespanSeconds}), '-infinity'::timestamptz) <= now())`;

/** Whether the e-mail belongs to an account, not counting a stale invitation. */
export async function emailExists(db: Db, email: string, resetLifespanSeconds: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`not ${isStaleInvitation(resetLifespanSeconds)}`));
  return rows.length > 0;
}

function selectUsers(db: Db) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(salons, eq(salons.id, users.salonId))
    .leftJoin(employees, and(eq(employees.salonId, users.salonId), eq(employees.userId, users.id)));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await selectUsers(db).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

/** The account a reset link may be sent to: not a stale invitation, whose salon's invitation has run out. */
export async function findResettableUser(db: Db, email: string, resetLifespanSeconds: number) {
  const [row] = await selectUsers(db)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`not ${isStaleInvitation(resetLifespanSeconds)}`))
    .limit(1);
  return row;
}

/** A staff invitation whose 7 days have passed: its link gets its own message (ask the salon for a new one). */
export async function isExpiredInvitation(db: Db, tokenHash: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.resetPasswordTokenHash, tokenHash), sql`${users.resetPasswordExpiresAt} <= now()`))
    .limit(1);
  return rows.length > 0;
}

/** The salon that sent a staff invitation still open (no password yet, within its own expiry): only its name. */
export async function findInvitationSalonName(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ name: salons.name })
    .from(users)
    .innerJoin(salons, eq(salons.id, users.salonId))
    .where(and(eq(users.resetPasswordTokenHash, tokenHash), isNull(users.passwordHash), gt(users.resetPasswordExpiresAt, sql`now()`)))
    .limit(1);
  return row?.name;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await selectUsers(db).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setResetToken(db: Db, userId: number, tokenHash: string) {
  await db
    .update(users)
    .set({ resetPasswordTokenHash: tokenHash, resetPasswordSentAt: sql`now()`, resetPasswordExpiresAt: null })
    .where(eq(users.id, userId));
}

/** A reset token works once and only within its lifespan (a staff invitation carries its own, longer expiry). */
export async function findUserByResetToken(db: Db, tokenHash: string, lifespanSeconds: number) {
  const [row] = await db
    .select({ id: users.id, salonId: users.salonId })
    .from(users)
    .where(
      and(
        eq(users.resetPasswordTokenHash, tokenHash),
        gt(
          sql`coalesce(${users.resetPasswordExpiresAt}, ${users.resetPasswordSentAt} + make_interval(secs => ${lifespanSeconds}))`,
          sql`now()`,
        ),
      ),
    );
  return row;
}

/**
 * Sets the new password only if the reset token is still valid, and spends the token in the same statement, so
 * two simultaneous uses of one link cannot both succeed. Returns the user, or undefined when the token was not valid.
 */
export async function resetPasswordWithToken(db: Db, tokenHash: string, lifespanSeconds: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, resetPasswordTokenHash: null, resetPasswordSentAt: null, resetPasswordExpiresAt: null })
    .where(
      and(
        eq(users.resetPasswordTokenHash, tokenHash),
        gt(
          sql`coalesce(${users.resetPasswordExpiresAt}, ${users.resetPasswordSentAt} + make_interval(secs => ${lifespanSeconds}))`,
          sql`now()`,
        ),
      ),
    )
    .returning({ id: users.id, salonId: users.salonId, email: users.email });
  return row as { id: number; salonId: number; email: string } | undefined;
}

/**
 * Sets a signed-in user's new password, only while the stored hash is still the one the current password was
 * checked against: of two changes at once, one wins and the other finds the password changed. A pending reset
 * link is spent too (it was asked with the old password in mind). Returns whether it was set.
 */
export async function changePassword(db: Db, userId: number, checkedHash: string, passwordHash: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash, resetPasswordTokenHash: null, resetPasswordSentAt: null, resetPasswordExpiresAt: null })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function updateUserName(db: Db, userId: number, name: string) {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

/** A new e-mail waiting for its link; a newer request replaces an older one (only the last link works). */
export async function setEmailChange(db: Db, userId: number, email: string, tokenHash: string) {
  await db.update(users).set({ unconfirmedEmail: email, emailChangeTokenHash: tokenHash, emailChangeSentAt: sql`now()` }).where(eq(users.id, userId));
}

/**
 * Makes the waiting e-mail the sign-in e-mail, if the link is the current one and younger than `lifespanSeconds`,
 * and spends the link in the same statement. Undefined when the link is not valid; 'taken' when another account
 * got that address meanwhile (the unique index on lower(email) refuses it).
 */
export async function confirmEmailChange(db: Db, tokenHash: string, lifespanSeconds: number) {
  const valid = and(eq(users.emailChangeTokenHash, tokenHash), gt(sql`${users.emailChangeSentAt} + make_interval(secs => ${lifespanSeconds})`, sql`now()`));
  const [pending] = await db.select({ id: users.id, email: users.unconfirmedEmail }).from(users).where(valid);
  if (!pending?.email) return undefined;
  const taken = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${pending.email}) and ${users.id} <> ${pending.id}`);
  if (taken.length > 0) return 'taken' as const;
  const [row] = await db
    .update(users)
    .set({ email: pending.email, unconfirmedEmail: null, emailChangeTokenHash: null, emailChangeSentAt: null })
    .where(and(eq(users.id, pending.id), valid))
    .returning({ id: users.id, email: users.email, salonId: users.salonId });
  return row;
}

/** The e-mail waiting for confirmation, while its link is young enough to work. */
export async function pendingEmail(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.unconfirmedEmail })
    .from(users)
    .where(and(eq(users.id, userId), gt(sql`${users.emailChangeSentAt} + interval '24 hours'`, sql`now()`)));
  return row?.email ?? null;
}
