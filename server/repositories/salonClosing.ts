import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  analyticsEvents,
  appointments,
  authTokens,
  emailOutbox,
  employees,
  products,
  sales,
  saleTransactions,
  salons,
  services,
  users,
} from '../db/schema/index';
import { announce } from './changes';

/**
 * Closing an account (LGPD): the salon is marked closed, its users are signed out everywhere, and 30 days later
 * the maintenance job deletes it; the foreign keys' ON DELETE CASCADE take every tenant row along.
 */

/** The salon's name (for the confirmation e-mail) and whether it was closed already. */
export async function salonForClosing(db: Db, salonId: number) {
  const [salon] = await db.select({ name: salons.name, timeZone: salons.timeZone, closedAt: salons.closedAt }).from(salons).where(eq(salons.id, salonId));
  return salon;
}

/** Marks the salon closed (once) and deletes every session of its users; the closing instant, or undefined if it was closed already. */
export async function closeSalon(tx: Db, salonId: number, at: Date) {
  const [row] = await tx
    .update(salons)
    .set({ closedAt: at })
    .where(and(eq(salons.id, salonId), isNull(salons.closedAt)))
    .returning({ closedAt: salons.closedAt });
  if (!row) return undefined;
  await tx.delete(authTokens).where(eq(authTokens.salonId, salonId));
  return row.closedAt;
}

/**
 * Deletes the salons closed before `closedBefore`, with everything they hold. Rows that carry a salon_id without
 * a foreign key (queued e-mails, product analytics) go explicitly too; the access log stays for its legal 6 months
 * (Marco Civil da Internet, art. 15), pruned by the same job. Answers the ids deleted.
 */
export async function purgeClosedSalons(db: Db, closedBefore: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: salons.id })
      .from(salons)
      .where(and(isNotNull(salons.closedAt), lt(salons.closedAt, closedBefore)))
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return [];
    await tx.delete(emailOutbox).where(inArray(emailOutbox.salonId, ids));
    await tx.delete(analyticsEvents).where(inArray(analyticsEvents.salonId, ids));
    // The rows that point at others without a cascade go first, leaves before branches (a cascade from the salon
    // reaching a professional before the sale lines that name them would be refused); the salon takes the rest.
    await tx.delete(saleTransactions).where(inArray(saleTransactions.salonId, ids));
    await tx.delete(sales).where(inArray(sales.salonId, ids));
    await tx.delete(appointments).where(inArray(appointments.salonId, ids));
    await tx.delete(employees).where(inArray(employees.salonId, ids));
    await tx.delete(services).where(inArray(services.salonId, ids));
    await tx.delete(products).where(inArray(products.salonId, ids));
    await tx.delete(salons).where(inArray(salons.id, ids));
    // No audit row can outlive its salon; the notice still goes, so no instance keeps an answer of it in memory.
    for (const id of ids) await announce(tx, { salonId: id, entity: 'salon', action: 'deleted', id, scope: 'all' });
    return ids;
  });
}

/** Whether the user's salon was closed: its users cannot sign in any more. */
export async function userSalonClosed(db: Db, userId: number) {
  const [row] = await db
    .select({ closedAt: salons.closedAt })
    .from(users)
    .innerJoin(salons, eq(salons.id, users.salonId))
    .where(eq(users.id, userId));
  return Boolean(row?.closedAt);
}
