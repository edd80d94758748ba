import { and, desc, eq, gt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Role } from '../contract/roles';
import type { Db } from '../db/client';
import { perDatabase } from './sqlHelpers';
import { authTokens, employees, salons, users } from '../db/schema/index';

export async function saveToken(
  db: Db,
  token: { salonId: number; userId: number; client: string; tokenHash: string; expiresAt: Date; userAgent?: string | null; ip?: string | null },
) {
  await db
    .insert(authTokens)
    .values(token)
    .onConflictDoUpdate({
      target: [authTokens.userId, authTokens.client],
      set: { tokenHash: token.tokenHash, expiresAt: token.expiresAt, createdAt: sql`now()`, lastUsedAt: sql`now()` },
    });
}

/** Keeps the newest `max` devices of a user; older sign-ins are signed out. */
export async function keepNewestTokens(db: Db, userId: number, max: number) {
  const newest = db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(desc(authTokens.createdAt), desc(authTokens.id))
    .limit(max);
  const gone = await db.delete(authTokens).where(and(eq(authTokens.userId, userId), notInArray(authTokens.id, newest))).returning({ id: authTokens.id });
  return gone.length;
}

/**
 * The device's token, its user and their salon: tables kept on the coordinator (sessions and users are looked up
 * across salons), read by the unique (user, client) key after the user's e-mail index. This read alone names the
 * salon; what follows reads that salon only (issue 26, item 5: the session look-up finds the salon from the token).
 */
function tokenQuery(db: Db) {
  return db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      tokenHash: authTokens.tokenHash,
      expiresAt: authTokens.expiresAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      salonId: authTokens.salonId,
    })
    .from(authTokens)
    .innerJoin(users, and(eq(users.id, authTokens.userId), eq(users.salonId, authTokens.salonId)))
    .where(
      and(
        eq(authTokens.client, sql.placeholder('client')),
        sql`lower(${users.email}) = lower(${sql.placeholder('uid')})`,
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('find_session_token');
}

/** The caller's salon and their place in it: one salon's rows, by its key. */
function salonQuery(db: Db) {
  return db
    .select({
      salonName: salons.name,
      trialEndsAt: salons.trialEndsAt,
      subscribedUntil: salons.subscribedUntil,
      graceUntil: salons.graceUntil,
      cancelAtPeriodEnd: salons.cancelAtPeriodEnd,
      employeeId: employees.id,
      // A user's employee always exists (sign-up and access make one); without it, the least privilege.
      role: sql<Role>`coalesce(${employees.role}, 'professional')`,
      professionalsSeeAll: salons.professionalsSeeAll,
    })
    .from(salons)
    .leftJoin(employees, and(eq(employees.salonId, salons.id), eq(employees.userId, sql.placeholder('user'))))
    .where(eq(salons.id, sql.placeholder('salon')))
    .limit(1)
    .prepare('find_session_salon');
}

// Every authenticated request whose session is not cached runs these, so they are prepared once per database
// handle: the database skips parsing and planning (it halves the time on PGlite).
const preparedToken = perDatabase(tokenQuery);
const preparedSalon = perDatabase(salonQuery);

/** Everything a request needs to know about its caller: the token names the salon, then the salon's part. */
export async function findSession(db: Db, uid: string, client: string) {
  const [token] = await preparedToken(db).execute({ uid, client });
  if (!token) return undefined;
  const [salon] = await preparedSalon(db).execute({ salon: token.salonId, user: token.userId });
  return salon ? { ...token, ...salon } : undefined;
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export async function deleteToken(db: Db, userId: number, client: string) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.client, client)));
}

/** Signs a user out of every device but the one with `keepClient`. */
export async function deleteOtherTokens(db: Db, userId: number, keepClient: string) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), ne(authTokens.client, keepClient)));
}

export async function deleteAllTokens(db: Db, userId: number) {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

export async function deleteExpiredTokens(db: Db) {
  await db.delete(authTokens).where(lte(authTokens.expiresAt, sql`now()`));
}

/** Marks a device used now (the list shows it); called at most every few minutes per device. */
export async function touchToken(db: Db, id: number) {
  await db.update(authTokens).set({ lastUsedAt: sql`now()` }).where(eq(authTokens.id, id));
}

/** The user's signed-in devices, the most recently used first. */
export async function listTokens(db: Db, userId: number) {
  return db
    .select({ id: authTokens.id, userAgent: authTokens.userAgent, ip: authTokens.ip, createdAt: authTokens.createdAt, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), gt(authTokens.expiresAt, sql`now()`)))
    .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.id));
}

/** Signs one of the user's devices out; undefined when it is not theirs (or already gone). */
export async function deleteTokenById(db: Db, userId: number, id: number) {
  const [row] = await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.id, id))).returning({ id: authTokens.id });
  return row;
}
