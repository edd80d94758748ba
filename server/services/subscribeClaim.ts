import { setTimeout as sleep } from 'node:timers/promises';
import { PLAN_CONSTANTS, type PlanId } from '../contract/constants';
import type { Cycle } from '../contract/subscription';
import type { Db } from '../db/client';
import { unprocessable } from '../errors';
import { seatsLeft } from '../repositories/employees';
import * as repo from '../repositories/subscriptions';
import { cycleAmountCents, cycleEnd, periodStartFor } from './subscriptionState';

/** A second subscribe to the same plan and cycle this soon after a paid one is a double submit, not a purchase. */
const DOUBLE_SUBMIT_SECONDS = 10 * 60;
/** How long a subscribe waits for another one's charge before answering 409 (a gateway answers well within it). */
export const WAIT_FOR_CLAIM_MS = 10_000;
const POLL_MS = 100;

export type ClaimStep =
  /** The same plan was just paid: answer the subscription, charge nothing. */
  | { kind: 'recent' }
  /** This request holds the salon's one subscribe claim: it charges. */
  | { kind: 'claimed'; id: number }
  /** Another subscribe's charge is in flight: wait for it (no id: it settled just now, claim again). */
  | { kind: 'busy'; id?: number };

/**
 * Step (a) of a subscribe (issue 24): under the salon's row lock, the plan is checked against the professionals
 * (a hire takes the same lock, and counts against this claim's plan once it exists), the double-submit window is
 * checked, and the pending claim is inserted. The lock is released before the gateway is called: sales take it
 * for their numbering, and an HTTP call must not hold them up.
 */
export function claimSubscribe(db: Db, salonId: number, planId: PlanId, cycle: Cycle, now: Date): Promise<ClaimStep> {
  return db.transaction(async (tx) => {
    const locked = await repo.lockSubscription(tx, salonId);
    // Counted after the lock, in its own statement: a hire committed while this waited is seen.
    const plan = PLAN_CONSTANTS[planId];
    const seats = await seatsLeft(tx, salonId, plan);
    if (seats.left < 0) {
      throw unprocessable({ plan: [{ key: 'planBelowProfessionals', params: { count: seats.taken, plan: plan.name, max: plan.maxEmployees ?? Infinity } }] });
    }
    if (await repo.recentSubscription(tx, salonId, planId, cycle, DOUBLE_SUBMIT_SECONDS)) return { kind: 'recent' };
    // The period is provisional: the payment's step recomputes it under the lock (a renewal may land meanwhile).
    const periodStart = periodStartFor(locked, now);
    const claim = await repo.claimSubscribe(tx, {
      salonId, kind: 'subscription', planId, cycle, amountCents: cycleAmountCents(planId, cycle), status: 'pending',
      periodStart, periodEnd: cycleEnd(periodStart, cycle),
    });
    if (claim) return { kind: 'claimed', id: claim.id };
    const inFlight = await repo.pendingSubscribe(tx, salonId);
    return { kind: 'busy', id: inFlight?.id };
  });
}

/** The claim once settled (paid, declined or failed), or undefined when it is still pending at the deadline. */
export async function settledClaim(db: Db, salonId: number, id: number, deadline: number) {
  for (;;) {
    const row = await repo.findPayment(db, salonId, id);
    if (row && row.status !== 'pending') return row;
    if (Date.now() >= deadline) return undefined;
    await sleep(POLL_MS);
  }
}
