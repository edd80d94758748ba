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
