import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/** Counts one hit against `key` in a fixed window and returns the count so far in that window. */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      resetInSeconds: sql<number>`ceil(${windowSeconds} - extract(epoch from now() - ${rateLimits.windowStart}))::int`,
    });
  return row;
}

export async function deleteExpiredWindows(db: Db, olderThanSeconds: number) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${olderThanSeconds})`);
}

/** Forgets a counter: a device's failures stop counting once its owner signs in with the right password. */
export async function clearWindow(db: Db, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
