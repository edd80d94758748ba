import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees, salons, subscriptionPayments } from '../db/schema/index';

type NewPayment = typeof subscriptionPayments.$inferInsert;
export type PaymentRow = typeof subscriptionPayments.$inferSelect;

const subscriptionColumns = {
  id: salons.id,
  name: salons.name,
  planId: salons.planId,
  cycle: salons.billing,
  trialEndsAt: salons.trialEndsAt,
  subscribedUntil: salons.subscribedUntil,
  graceUntil: salons.graceUntil,
  cancelAtPeriodEnd: salons.cancelAtPeriodEnd,
  email: salons.billingEmail,
  cardId: salons.cardId,
  cardBrand: salons.cardBrand,
  cardLast4: salons.cardLast4,
};

/** The salon's plan, dates and card, with how many professionals it has (a plan below that is refused; staff who serve no clients take no seat). */
export async function findSubscription(db: Db, salonId: number) {
  const [row] = await db
    .select({
      ...subscriptionColumns,
      professionals: sql<number>`(select count(*)::int from ${employees} where ${employees.salonId} = ${salonId} and ${employees.servesClients})`,
    })
    .from(salons)
    .where(eq(salons.id, salonId));
  return row;
}
export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

/** Holds the salon's row until the transaction ends: two subscribes of one salon take turns. */
export async function lockSubscription(db: Db, salonId: number) {
  const [row] = await db.select(subscriptionColumns).from(salons).where(eq(salons.id, salonId)).for('update');
  return row;
}

export async function listPayments(db: Db, salonId: number, limit = 50) {
  return db
    .select()
    .from(subscriptionPayments)
    // A subscribe that was declined or failed changed nothing and is not shown; only its waiters read it.
    .where(and(eq(subscriptionPayments.salonId, salonId), sql`${subscriptionPayments.status} <> 'pending'`, sql`(${subscriptionPayments.kind} = 'renewal' or ${subscriptionPayments.status} = 'paid')`))
    .orderBy(desc(subscriptionPayments.id))
    .limit(limit);
}

/** A paid first charge for this plan and cycle in the last minutes: a second subscribe would charge twice. */
export async function recentSubscription(db: Db, salonId: number, planId: number, cycle: string, sinceSeconds: number) {
  const [row] = await db
    .select({ id: subscriptionPayments.id })
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.salonId, salonId),
        eq(subscriptionPayments.kind, 'subscription'),
        eq(subscriptionPayments.status, 'paid'),
        eq(subscriptionPayments.planId, planId),
        eq(subscriptionPayments.cycle, cycle as 'monthly' | 'annual'),
        gt(subscriptionPayments.createdAt, sql`now() - make_interval(secs => ${sinceSeconds})`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The claim of a subscribe's charge (index subscription_payments_subscribe_once): one pending row per salon. The
 * insert lands, or takes over a claim left pending for 10 minutes (its instance died mid-charge); undefined when
 * another subscribe's charge is in flight.
 */
export async function claimSubscribe(db: Db, payment: NewPayment) {
  const { salonId: _salonId, ...fresh } = payment;
  const [row] = await db
    .insert(subscriptionPayments)
    .values(payment)
    .onConflictDoUpdate({
      target: [subscriptionPayments.salonId],
      targetWhere: sql`${subscriptionPayments.kind} = 'subscription' and ${subscriptionPayments.status} = 'pending'`,
      set: { ...fresh, createdAt: sql`now()` },
      setWhere: sql`${subscriptionPayments.createdAt} < now() - interval '10 minutes'`,
    })
    .returning({ id: subscriptionPayments.id });
  return row;
}

/**
 * The plan of a subscribe whose charge is in flight (its pending claim, younger than the 10 minutes after which
 * it counts as abandoned): a hire must fit it too, or the salon could end on a plan below its professionals.
 * Read after lockSalon, in its own statement, so a claim committed while the lock was awaited is seen.
 */
export async function pendingSubscribePlanId(db: Db, salonId: number) {
  const [row] = await db
    .select({ planId: subscriptionPayments.planId })
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.salonId, salonId),
        eq(subscriptionPayments.kind, 'subscription'),
        eq(subscriptionPayments.status, 'pending'),
        sql`${subscriptionPayments.createdAt} > now() - interval '10 minutes'`,
      ),
    );
  return row?.planId;
}

/** The subscribe charge in flight for the salon, if any. */
export async function pendingSubscribe(db: Db, salonId: number) {
  const [row] = await db
    .select({ id: subscriptionPayments.id })
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.salonId, salonId), eq(subscriptionPayments.kind, 'subscription'), eq(subscriptionPayments.status, 'pending')));
  return row;
}

export async function findPayment(db: Db, salonId: number, id: number) {
  const [row] = await db
    .select({ status: subscriptionPayments.status, reason: subscriptionPayments.reason, planId: subscriptionPayments.planId, cycle: subscriptionPayments.cycle })
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.salonId, salonId), eq(subscriptionPayments.id, id)));
  return row;
}

/** Settles a claim still pending; undefined when it was settled already (by the instance that took it over). */
export async function settleClaim(db: Db, salonId: number, id: number, patch: Partial<NewPayment>) {
  const [row] = await db
    .update(subscriptionPayments)
    .set(patch)
    .where(and(eq(subscriptionPayments.salonId, salonId), eq(subscriptionPayments.id, id), eq(subscriptionPayments.status, 'pending')))
    .returning({ id: subscriptionPayments.id });
  return row;
}

export async function insertPayment(db: Db, payment: NewPayment) {
  const [row] = await db.insert(subscriptionPayments).values(payment).returning({ id: subscriptionPayments.id });
  return row;
}

export async function updatePayment(db: Db, salonId: number, id: number, patch: Partial<NewPayment>) {
  await db.update(subscriptionPayments).set(patch).where(and(eq(subscriptionPayments.salonId, salonId), eq(subscriptionPayments.id, id)));
}

export async function updateSubscription(db: Db, salonId: number, patch: Partial<typeof salons.$inferInsert>) {
  await db.update(salons).set(patch).where(eq(salons.id, salonId));
}

/**
 * Salons whose paid period ended by `now` and that renew: a card on file, not canceled, not closed (LGPD), and
 * no failed renewal for this period yet (a failure sets the grace, which keeps them out).
 */
export async function dueRenewals(db: Db, now: Date, limit: number) {
  return db
    .select(subscriptionColumns)
    .from(salons)
    .where(and(isNotNull(salons.subscribedUntil), lte(salons.subscribedUntil, now), isNotNull(salons.cardId), eq(salons.cancelAtPeriodEnd, false), isNull(salons.graceUntil), isNull(salons.closedAt)))
    .orderBy(salons.subscribedUntil)
    .limit(limit);
}

/**
 * The claim that makes a period's renewal happen once across scheduler instances: the one whose insert lands
 * charges; the others see the row. A claim left pending for 10 minutes (its instance died mid-charge) is taken
 * over; the gateway's idempotency key makes sure the card is charged once even so.
 */
export async function claimRenewal(db: Db, payment: NewPayment) {
  const [row] = await db
    .insert(subscriptionPayments)
    .values(payment)
    .onConflictDoUpdate({
      target: [subscriptionPayments.salonId, subscriptionPayments.periodStart],
      targetWhere: sql`${subscriptionPayments.kind} = 'renewal'`,
      set: { createdAt: sql`now()` },
      setWhere: sql`${subscriptionPayments.status} = 'pending' and ${subscriptionPayments.createdAt} < now() - interval '10 minutes'`,
    })
    .returning({ id: subscriptionPayments.id });
  return row;
}
