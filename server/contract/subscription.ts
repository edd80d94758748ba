import { Type, type Static } from 'typebox';
import { PLAN_IDS } from './constants';
import { LiteralUnion, Nullable, Text } from './fields';

export const CYCLES = ['monthly', 'annual'] as const;
export type Cycle = (typeof CYCLES)[number];

/**
 * Where the salon's subscription stands, derived from its dates (server/services/subscriptionState.ts):
 * trial (in the 30 days), trial_over (trial ended, nothing paid: writes answer 402), active (paid, renews),
 * canceling (paid, ends at the period's end), past_due (a renewal failed: 7 days of grace), expired (paid period
 * and grace over: writes answer 402).
 */
export const SUBSCRIPTION_STATUSES = ['trial', 'trial_over', 'active', 'canceling', 'past_due', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_STATUSES = ['paid', 'declined', 'failed'] as const;

/** One charge: the first (subscription) or a renewal by the scheduler. Amounts in cents, times in epoch seconds. */
export const PaymentWire = Type.Object({
  id: Type.Integer(),
  kind: LiteralUnion(['subscription', 'renewal'] as const),
  plan_id: Type.Integer(),
  cycle: LiteralUnion(CYCLES),
  amount: Type.Integer({ description: 'cents' }),
  status: LiteralUnion(PAYMENT_STATUSES),
  /** The gateway's reason for a decline or failure, in the request's language; null when paid. */
  message: Nullable(Type.String()),
  period_start: Type.Integer(),
  period_end: Type.Integer(),
  card: Nullable(Type.Object({ brand: Type.String(), last4: Type.String() })),
  created_at: Type.Integer(),
});
export type PaymentWire = Static<typeof PaymentWire>;

export const SubscriptionResponse = Type.Object({
  plan_id: Type.Integer(),
  cycle: LiteralUnion(CYCLES),
  status: LiteralUnion(SUBSCRIPTION_STATUSES),
  trial_ends_at: Type.Integer(),
  /** The end of the paid period; null before the first payment. */
  subscribed_until: Nullable(Type.Integer()),
  /** Writes keep working until then after a failed renewal. */
  grace_until: Nullable(Type.Integer()),
  cancel_at_period_end: Type.Boolean(),
  /** The card the renewals charge: brand and last four digits only (the gateway keeps the card). */
  card: Nullable(Type.Object({ brand: Type.String(), last4: Type.String() })),
  /** Where receipts go. */
  email: Nullable(Type.String()),
  /** Professionals the salon has now: a plan below this number is refused. */
  professionals: Type.Integer(),
  /** Newest first. */
  payments: Type.Array(PaymentWire),
});
export type SubscriptionWire = Static<typeof SubscriptionResponse>;

/**
 * `card_hash` is what the payment gateway's browser module makes of the card (src/features/plan/cardHash.ts for
 * the sandbox): the card number never reaches this server. `plan` 1 Solo, 2 Team, 3 Big.
 */
export const SubscribeBody = Type.Object({
  email: Text(254),
  card_hash: Type.String({ minLength: 1, maxLength: 2048 }),
  plan: LiteralUnion(PLAN_IDS),
  cycle: Type.Optional(LiteralUnion(CYCLES)),
});
export type SubscribeBody = Static<typeof SubscribeBody>;

/** Cancel at the end of the paid period (true), or keep renewing (false). */
export const SubscriptionChangeBody = Type.Object({ cancel_at_period_end: Type.Boolean() });
