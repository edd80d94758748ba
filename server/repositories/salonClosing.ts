import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
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
  unsubscribeTokens,
  bookingSlugs,
  bookingLinks,
  users,
} from '../db/schema/index';
import { announce } from './changes';

/**
 * Closing an account (LGPD): the salon is marked closed, its users are signed out everywhere, and 30 days later
 * the maintenance job deletes it; the foreign keys' ON DELETE CASCADE take the other tenant rows along.
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
 * Deletes the salons closed before `closedBefore`, with everything they hold, each in a transaction of its own
 * that touches that salon alone (a job never holds rows of several salons: issue 26, item 5). Rows that carry a
 * salon_id without a foreign key (users, queued e-mails, unsubscribe secrets, product analytics) go explicitly
 * too; the access log stays for its legal 6 months (Marco Civil da Internet, art. 15), pruned by the same job.
 * Answers the ids deleted.
 */
export async function purgeClosedSalons(db: Db, closedBefore: Date): Promise<number[]> {
  const due = await db
    .select({ id: salons.id })
    .from(salons)
    .where(and(isNotNull(salons.closedAt), lt(salons.closedAt, closedBefore)));
  const purged: number[] = [];
  for (const { id } of due) if (await purgeSalon(db, id, closedBefore)) purged.push(id);
  return purged;
}

async function purgeSalon(db: Db, salonId: number, closedBefore: Date) {
  return db.transaction(async (tx) => {
    // Another instance's job may be deleting it right now: the one that locks the row does it.
    const [salon] = await tx
      .select({ id: salons.id })
      .from(salons)
      .where(and(eq(salons.id, salonId), isNotNull(salons.closedAt), lt(salons.closedAt, closedBefore)))
      .for('update', { skipLocked: true });
    if (!salon) return false;
    await tx.delete(emailOutbox).where(eq(emailOutbox.salonId, salonId));
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.salonId, salonId));
    await tx.delete(unsubscribeTokens).where(eq(unsubscribeTokens.salonId, salonId));
    await tx.delete(bookingSlugs).where(eq(bookingSlugs.salonId, salonId));
    await tx.delete(bookingLinks).where(eq(bookingLinks.salonId, salonId));
    // The rows that point at others without a cascade go first, leaves before branches (a cascade from the salon
    // reaching a professional before the sale lines that name them would be refused); the salon takes the rest.
    await tx.delete(saleTransactions).where(eq(saleTransactions.salonId, salonId));
    await tx.delete(sales).where(eq(sales.salonId, salonId));
    await tx.delete(appointments).where(eq(appointments.salonId, salonId));
    await tx.delete(employees).where(eq(employees.salonId, salonId));
    await tx.delete(services).where(eq(services.salonId, salonId));
    await tx.delete(products).where(eq(products.salonId, salonId));
    // Users take their sessions and device cookies along (their foreign keys cascade).
    await tx.delete(users).where(eq(users.salonId, salonId));
    await tx.delete(salons).where(eq(salons.id, salonId));
    // No audit row can outlive its salon; the notice still goes, so no instance keeps an answer of it in memory.
    await announce(tx, { salonId, entity: 'salon', action: 'deleted', id: salonId, scope: 'all' });
    return true;
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
