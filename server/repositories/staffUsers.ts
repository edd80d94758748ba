import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, employees, salons, users } from '../db/schema/index';
import { isStaleInvitation } from './users';

/**
 * Locks the salon row for the rest of the transaction: two simultaneous hires cannot both pass the plan limit, a
 * hire and a subscribe's plan check take turns, and two owners stepping down count the owners one after the other.
 */
export async function lockSalon(db: Db, salonId: number) {
  const [row] = await db
    .select({ id: salons.id, planId: salons.planId })
    .from(salons)
    .where(eq(salons.id, salonId))
    .for('update');
  return row;
}

/** How many owners with an account the salon has besides the professional `employeeId` (a salon always keeps one). */
export async function otherOwnerCount(db: Db, salonId: number, employeeId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.salonId, salonId), eq(employees.role, 'owner'), isNotNull(employees.userId), ne(employees.id, employeeId)));
  return row.n;
}

/** The account that signed the salon up: the first user of the salon. */
export async function ownerUserId(db: Db, salonId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.salonId, salonId)).orderBy(asc(users.id)).limit(1);
  return row?.id;
}

/**
 * A professional's account, without a password: the invitation's set-password token (hashed) is its way in,
 * valid for `lifespanSeconds`. Undefined when the e-mail already has an account anywhere.
 */
export async function insertInvitedUser(
  db: Db,
  user: { salonId: number; name: string; email: string; tokenHash: string; lifespanSeconds: number },
) {
  const [row] = await db
    .insert(users)
    .values({
      salonId: user.salonId,
      name: user.name,
      email: user.email,
      passwordHash: null,
      resetPasswordTokenHash: user.tokenHash,
      resetPasswordSentAt: sql`now()`,
      resetPasswordExpiresAt: sql`now() + make_interval(secs => ${user.lifespanSeconds})`,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row as { id: number } | undefined;
}

/** Removes a professional's account: every device is signed out and the e-mail can no longer sign in. */
export async function deleteStaffUser(db: Db, salonId: number, userId: number) {
  await db.delete(authTokens).where(and(eq(authTokens.salonId, salonId), eq(authTokens.userId, userId)));
  await db.delete(users).where(and(eq(users.salonId, salonId), eq(users.id, userId)));
}

/**
 * Frees an e-mail held by a stale invitation (no password set, link expired): its professional keeps the
 * record but loses the account link, and the account goes. Runs in the caller's transaction, right before the
 * sign-up or invitation that takes the e-mail over. Answers the accounts removed (of any salon), for the caller
 * to record: the salon that invited them is told as for any change to its users.
 */
export async function releaseStaleInvitation(db: Db, email: string, resetLifespanSeconds: number) {
  const stale = db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isStaleInvitation(resetLifespanSeconds)));
  await db.update(employees).set({ userId: null }).where(inArray(employees.userId, stale));
  await db.delete(authTokens).where(inArray(authTokens.userId, stale));
  return db.delete(users).where(inArray(users.id, stale)).returning({ id: users.id, salonId: users.salonId });
}
