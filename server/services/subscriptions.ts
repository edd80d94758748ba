import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { PLAN_CONSTANTS, type PlanId } from '../contract/constants';
import type { Cycle, PaymentWire, SubscribeBody, SubscriptionWire } from '../contract/subscription';
import type { Db } from '../db/client';
import { HttpError, notFound, unprocessable } from '../errors';
import { t, type Lang, type MessageKey } from '../i18n';
import * as changes from '../repositories/changes';
import * as repo from '../repositories/subscriptions';
import { epochSeconds } from './agendaWindow';
import { isEmail } from './auth';
import type { Mailer } from '../infra/mail/mailer';
import { subscriptionReceiptEmail } from './mail/subscriptionEmails';
import type { ChargeResult, PaymentGateway } from '../infra/payments/gateway';
import { claimSubscribe, settledClaim, WAIT_FOR_CLAIM_MS } from './subscribeClaim';
import { servicePlugin } from './registry';
import { createRenewals, ddmmyyyy, subscriptionChange } from './subscriptionRenewals';
import type { Session } from './auth';
import { actorOf, type Actor } from './permissions';
import { cycleAmountCents, cycleEnd, periodStartFor, subscriptionStatus } from './subscriptionState';

const REASON_KEYS: Record<string, MessageKey> = { card_declined: 'cardDeclined', invalid_card: 'cardInvalid', gateway_unavailable: 'gatewayUnavailable' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function paymentToWire(row: repo.PaymentRow, lang: Lang): PaymentWire {
  return {
    id: row.id,
    kind: row.kind,
    plan_id: row.planId,
    cycle: row.cycle,
    amount: row.amountCents,
    status: row.status === 'pending' ? 'failed' : row.status,
    message: row.reason ? t(lang, REASON_KEYS[row.reason] ?? 'cardDeclined') : null,
    period_start: epochSeconds(row.periodStart),
    period_end: epochSeconds(row.periodEnd),
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    created_at: epochSeconds(row.createdAt),
  };
}

/**
 * The salon's plan and its payments (issue: plan and subscription, items 1 to 3). The card reaches this server only
 * as the gateway's token, and neither it nor the token is ever logged or stored: the gateway's card id is.
 */
export function createSubscriptionService(db: Db, config: Config, gateway: PaymentGateway, mailer: Mailer, log: FastifyBaseLogger) {
  async function show(salonId: number, lang: Lang, now = new Date()): Promise<SubscriptionWire> {
    const row = await repo.findSubscription(db, salonId);
    if (!row) throw notFound();
    const payments = await repo.listPayments(db, salonId);
    return {
      plan_id: row.planId,
      cycle: row.cycle as Cycle,
      status: subscriptionStatus(row, now),
      trial_ends_at: epochSeconds(row.trialEndsAt),
      subscribed_until: row.subscribedUntil ? epochSeconds(row.subscribedUntil) : null,
      grace_until: row.graceUntil ? epochSeconds(row.graceUntil) : null,
      cancel_at_period_end: row.cancelAtPeriodEnd,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
      email: row.email,
      professionals: row.professionals,
      payments: payments.map((payment) => paymentToWire(payment, lang)),
    };
  }

  /** The answer a settled subscribe gave, for the requests that waited for it. */
  function answerOf(settled: NonNullable<Awaited<ReturnType<typeof settledClaim>>>, salonId: number, lang: Lang, now: Date) {
    if (settled.status === 'paid') return show(salonId, lang, now);
    if (settled.status === 'failed') throw new HttpError(502, 'gatewayUnavailable');
    throw unprocessable({ card_hash: [REASON_KEYS[settled.reason ?? ''] ?? 'cardDeclined'] });
  }

  /**
   * One charge per salon, plan and period however many subscribes arrive together (issue 24): the first takes the
   * salon's claim and charges; the others wait for it and answer what it did. A subscribe to another plan or cycle
   * waits too, then makes its own purchase.
   */
  async function subscribe(session: Session, body: SubscribeBody, lang: Lang, now = new Date()): Promise<SubscriptionWire> {
    const { salonId } = session;
    const email = body.email.trim();
    if (!isEmail(email)) throw unprocessable({ email: ['emailInvalid'] });
    const current = await repo.findSubscription(db, salonId);
    if (!current) throw notFound();
    const planId = body.plan as PlanId;
    const cycle = body.cycle ?? (current.cycle as Cycle);
    const deadline = Date.now() + WAIT_FOR_CLAIM_MS;
    for (;;) {
      const step = await claimSubscribe(db, salonId, planId, cycle, now);
      if (step.kind === 'recent') return show(salonId, lang, now);
      if (step.kind === 'claimed') return charge(actorOf(session), step.id, planId, cycle, body.card_hash, email, lang, now);
      // Settled between the insert and the read: claim again (the double-submit window now answers a paid one).
      const settled = step.id === undefined ? undefined : await settledClaim(db, salonId, step.id, deadline);
      if (step.id === undefined && Date.now() < deadline) continue;
      if (!settled) throw new HttpError(409, 'subscribeInProgress');
      if (settled.planId === planId && settled.cycle === cycle) return answerOf(settled, salonId, lang, now);
    }
  }

  /**
   * Steps (b) and (c): the gateway outside any transaction, then the claim settled under the salon's lock. The
   * pending claim itself is announced by no one: it is a lock, and nothing cached reads a pending payment.
   */
  async function charge(actor: Actor, claimId: number, planId: PlanId, cycle: Cycle, cardHash: string, email: string, lang: Lang, now: Date) {
    const { salonId } = actor;
    const plan = PLAN_CONSTANTS[planId];
    const amountCents = cycleAmountCents(planId, cycle);
    let result: ChargeResult;
    try {
      // The same card_hash (a resend of the same submit) is one charge at the gateway, whatever happens here.
      result = await gateway.charge({ card: cardHash, amountCents, description: `Agendei ${plan.name} ${cycle}`, idempotencyKey: `subscribe:${salonId}:${sha256(cardHash)}` });
    } catch (error) {
      // Only the error's name: a gateway's error may carry the request, and the card token is never logged.
      log.error({ salonId, error: error instanceof Error ? error.name : 'unknown' }, 'payment gateway threw');
      result = { status: 'failed', reason: 'gateway_unavailable' };
    }
    if (result.status !== 'paid') {
      const { status, reason } = result;
      // Settled, not deleted: the requests waiting for this claim read what it did. The salon's plan is unchanged.
      await db.transaction(async (tx) => {
        if (!(await repo.settleClaim(tx, salonId, claimId, { status, reason }))) return;
        await changes.record(tx, subscriptionChange(salonId, actor, status, { payment_id: claimId, reason }, 'reads'));
      });
      if (result.status === 'failed') throw new HttpError(502, 'gatewayUnavailable');
      throw unprocessable({ card_hash: [REASON_KEYS[result.reason] ?? 'cardDeclined'] });
    }
    const paid = result;
    const receipt = await db.transaction(async (tx) => {
      const locked = await repo.lockSubscription(tx, salonId);
      const periodStart = periodStartFor(locked, now);
      const periodEnd = cycleEnd(periodStart, cycle);
      const settled = await repo.settleClaim(tx, salonId, claimId, {
        status: 'paid', periodStart, periodEnd, chargeId: paid.chargeId, cardBrand: paid.brand, cardLast4: paid.last4,
      });
      // Taken over and settled by another instance (this one stalled 10 minutes): that one moved the period.
      if (!settled) return undefined;
      await repo.updateSubscription(tx, salonId, {
        planId, billing: cycle, subscribedUntil: periodEnd, graceUntil: null, cancelAtPeriodEnd: false,
        billingEmail: email, cardId: paid.cardId, cardBrand: paid.brand, cardLast4: paid.last4,
      });
      await changes.record(tx, subscriptionChange(salonId, actor, 'paid', { payment_id: claimId, plan_id: planId, cycle, subscribed_until: periodEnd.toISOString() }));
      const content = subscriptionReceiptEmail(lang, {
        salonName: locked.name, plan: plan.name, cycle, amountCents,
        periodStart: ddmmyyyy(periodStart), periodEnd: ddmmyyyy(periodEnd), card: { brand: paid.brand, last4: paid.last4 },
      });
      await mailer.enqueue(tx, { salonId, to: email, ...content });
      return content;
    });
    if (receipt) {
      mailer.wake();
      log.info({ salonId, planId, cycle, amountCents, receipt: receipt.subject }, 'subscription paid');
    }
    return show(salonId, lang, now);
  }

  async function setCancelAtPeriodEnd(actor: Actor, cancel: boolean, lang: Lang, now = new Date()): Promise<SubscriptionWire> {
    const { salonId } = actor;
    const current = await repo.findSubscription(db, salonId);
    if (!current) throw notFound();
    if (!current.subscribedUntil || current.subscribedUntil.getTime() <= now.getTime()) {
      throw unprocessable({ cancel_at_period_end: ['noSubscriptionToCancel'] });
    }
    await db.transaction(async (tx) => {
      await repo.updateSubscription(tx, salonId, { cancelAtPeriodEnd: cancel });
      await changes.record(tx, subscriptionChange(salonId, actor, 'updated', { cancel_at_period_end: cancel }));
    });
    return show(salonId, lang, now);
  }

  return { show, subscribe, setCancelAtPeriodEnd, renewDue: createRenewals(db, config, gateway, mailer).renewDue };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

declare module 'fastify' {
  interface ServiceRegistry {
    subscriptions: SubscriptionService;
    paymentGateway: PaymentGateway;
  }
}

/** Registers the service as app.services.subscriptions, charging through app.services.paymentGateway. */
export default servicePlugin('subscriptions', (app) => createSubscriptionService(app.db, app.config, app.services.paymentGateway, app.services.mailer, app.log), ['mailer', 'paymentGateway']);
