import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { salons } from '../db/schema/index';

export type NewSalon = typeof salons.$inferInsert;

export async function insertSalon(db: Db, salon: NewSalon) {
  const [row] = await db.insert(salons).values(salon).returning({ id: salons.id, name: salons.name });
  return row;
}

export async function findSalon(db: Db, id: number) {
  const [row] = await db
    .select({ id: salons.id, name: salons.name, planId: salons.planId, trialEndsAt: salons.trialEndsAt })
    .from(salons)
    .where(eq(salons.id, id));
  return row;
}

/** The IANA time zone that defines the salon's days (undefined for no such salon). */
export async function salonTimeZone(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: salons.timeZone }).from(salons).where(eq(salons.id, id));
  return row?.timeZone;
}

/** What an estorno by the front desk depends on (issue 25 item 10): the salon's day, and the owner's setting. */
export async function salonCancelRule(db: Db, id: number) {
  const [row] = await db
    .select({ timeZone: salons.timeZone, frontDeskCancelsSales: salons.frontDeskCancelsSales })
    .from(salons)
    .where(eq(salons.id, id));
  return row;
}

export async function setSalonTimeZone(db: Db, id: number, timeZone: string) {
  await db.update(salons).set({ timeZone }).where(eq(salons.id, id));
}

/** The salon's default working hours (null: the product's default). */
export async function salonWorkingHours(db: Db, id: number) {
  const [row] = await db.select({ workingHours: salons.workingHours }).from(salons).where(eq(salons.id, id));
  return row?.workingHours ?? null;
}
