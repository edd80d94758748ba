import { and, eq, gt, sql } from 'drizzle-orm';
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
};

export type UserRecord = Awaited<ReturnType<typeof findUserByEmail>>;

export async function insertUser(db: Db, user: { salonId: number; name: string; email: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  return row;
}

export async function emailExists(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
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

export async function findUserById(db: Db, id: number) {
  const [row] = await selectUsers(db).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setResetToken(db: Db, userId: number, tokenHash: string) {
  await db
    .update(users)
    .set({ resetPasswordTokenHash: tokenHash, resetPasswordSentAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A reset token works once and only within its lifespan. */
export async function findUserByResetToken(db: Db, tokenHash: string, lifespanSeconds: number) {
  const [row] = await db
    .select({ id: users.id, salonId: users.salonId })
    .from(users)
    .where(
      and(
        eq(users.resetPasswordTokenHash, tokenHash),
        gt(users.resetPasswordSentAt, sql`now() - make_interval(secs => ${lifespanSeconds})`),
      ),
    );
  return row;
}

export async function updatePassword(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, resetPasswordTokenHash: null, resetPasswordSentAt: null })
    .where(eq(users.id, userId));
}
