import { and, desc, eq, gt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceCookies, users } from '../db/schema/index';

/** The device row when this token was issued to the account with this e-mail and has not expired. */
export async function findDevice(db: Db, tokenHash: string, email: string) {
  const [row] = await db
    .select({ id: deviceCookies.id, userId: deviceCookies.userId })
    .from(deviceCookies)
    .innerJoin(users, eq(users.id, deviceCookies.userId))
    .where(and(eq(deviceCookies.tokenHash, tokenHash), sql`lower(${users.email}) = lower(${email})`, gt(deviceCookies.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** Whether we issued this token to anyone (a token we never issued is not adopted: the client could have chosen it). */
export async function tokenIssued(db: Db, tokenHash: string) {
  const rows = await db
    .select({ id: deviceCookies.id })
    .from(deviceCookies)
    .where(and(eq(deviceCookies.tokenHash, tokenHash), gt(deviceCookies.expiresAt, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}

export async function rememberDevice(db: Db, device: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db
    .insert(deviceCookies)
    .values(device)
    .onConflictDoUpdate({ target: [deviceCookies.tokenHash, deviceCookies.userId], set: { expiresAt: device.expiresAt } });
}

/** Keeps a user's newest `max` devices, and none that has expired. */
export async function pruneDevices(db: Db, userId: number, max: number) {
  const newest = db
    .select({ id: deviceCookies.id })
    .from(deviceCookies)
    .where(eq(deviceCookies.userId, userId))
    .orderBy(desc(deviceCookies.expiresAt), desc(deviceCookies.id))
    .limit(max);
  // One statement: this runs on every sign-in.
  await db
    .delete(deviceCookies)
    .where(and(eq(deviceCookies.userId, userId), or(notInArray(deviceCookies.id, newest), lte(deviceCookies.expiresAt, sql`now()`))));
}

/** For the hourly maintenance: devices not seen for a year. */
export async function deleteExpiredDevices(db: Db) {
  await db.delete(deviceCookies).where(lte(deviceCookies.expiresAt, sql`now()`));
}
