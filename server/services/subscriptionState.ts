import type { Cycle, SubscriptionStatus } from '../contract/subscription';
import { PLAN_CONSTANTS, type PlanId } from '../contract/constants';

/** After a failed renewal, the salon keeps writing for this long while the owner fixes the card. */
export const GRACE_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

export interface SubscriptionDates {
  trialEndsAt: Date;
  subscribedUntil: Date | null;
  graceUntil: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Where the subscription stands at `now` (see SUBSCRIPTION_STATUSES): the dates are the whole truth. */
export function subscriptionStatus(dates: SubscriptionDates, now: Date): SubscriptionStatus {
  const t = now.getTime();
  if (dates.subscribedUntil && dates.subscribedUntil.getTime() > t) return dates.cancelAtPeriodEnd ? 'canceling' : 'active';
  if (dates.graceUntil && dates.graceUntil.getTime() > t) return 'past_due';
  if (dates.trialEndsAt.getTime() > t) return 'trial';
  return dates.subscribedUntil ? 'expired' : 'trial_over';
}

/** Writes answer 402 once the trial, the paid period and any grace are all over (DESIGN.md section 5). */
export const canWrite = (dates: SubscriptionDates, now: Date) => {
  const status = subscriptionStatus(dates, now);
  return status !== 'trial_over' && status !== 'expired';
};

/** Cents charged for one cycle: a month's price, or twelve months at the annual price. */
export function cycleAmountCents(planId: PlanId, cycle: Cycle): number {
  const plan = PLAN_CONSTANTS[planId];
  return cycle === 'annual' ? plan.annualPrice * 12 * 100 : plan.monthlyPrice * 100;
}

/** The end of a cycle that starts at `start`: the same day next month or next year (31 Jan + 1 month = 28/29 Feb). */
export function cycleEnd(start: Date, cycle: Cycle): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (cycle === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * A new payment's period starts when what the salon already has ends: subscribing during the trial keeps the
 * trial's days, and paying again while a period runs (a plan change) adds the cycle after it.
 */
export function periodStartFor(dates: SubscriptionDates, now: Date): Date {
  const candidates = [now.getTime(), dates.trialEndsAt.getTime()];
  if (dates.subscribedUntil) candidates.push(dates.subscribedUntil.getTime());
  return new Date(Math.max(...candidates));
}

export const graceEnd = (periodStart: Date) => new Date(periodStart.getTime() + GRACE_DAYS * DAY_MS);
