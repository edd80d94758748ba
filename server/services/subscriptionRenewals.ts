import type { Config } from '../config';
import { PLAN_CONSTANTS, type PlanId } from '../contract/constants';
import type { Cycle } from '../contract/subscription';
import type { Db } from '../db/client';
import * as changes from '../repositories/changes';
import * as repo from '../repositories/subscriptions';
import type { Mailer } from '../infra/mail/mailer';
import { renewalFailedEmail, subscriptionReceiptEmail } from './mail/subscriptionEmails';
import type { PaymentGateway } from '../infra/payments/gateway';
import { cycleAmountCents, cycleEnd, graceEnd } from './subscriptionState';

export const ddmmyyyy = (at: Date, timeZone = 'America/Sao_Paulo') =>
  new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(at);

/**
 * A change of the salon's subscription (one a salon: its id is the salon's). Its plan and dates are part of every
 * session of the salon (whether it may write), so a change to them is announced 'all'; a refused charge changed
 * only a payment row no cached answer shows ('reads').
 */
export function subscriptionChange(salonId: number, by: changes.ChangeAuthor, action: string, details: Record<string, unknown>, scope: changes.ChangeScope = 'all'): changes.Change {
  return { salonId, entity: 'subscription', action, id: salonId, by: { userId: by.userId, userName: by.userName }, details, scope };
}

/**
 * The renewals job (issue: plan and subscription, item 3): each paid period that ended is charged once for the
 * next; the application is the author of what it writes. The pending claim is announced by no one: it is a lock,
 * and nothing cached reads a pending payment.
 */
export function createRenewals(db: Db, config: Config, gateway: PaymentGateway, mailer: Mailer) {
  /** Charges one due salon's next cycle, once: the claim row decides which instance does it. */
  async function renew(salon: Awaited<ReturnType<typeof repo.dueRenewals>>[number]) {
    const planId = salon.planId as PlanId;
    const cycle = salon.cycle as Cycle;
    const periodStart = salon.subscribedUntil as Date;
    const periodEnd = cycleEnd(periodStart, cycle);
    const amountCents = cycleAmountCents(planId, cycle);
    const claim = await repo.claimRenewal(db, {
      salonId: salon.id, kind: 'renewal', planId, cycle, amountCents, status: 'pending', periodStart, periodEnd,
      cardBrand: salon.cardBrand, cardLast4: salon.cardLast4,
    });
    if (!claim) return 'taken' as const;
    const result = await gateway.charge({
      card: salon.cardId ?? '',
      amountCents,
      description: `Agendei ${PLAN_CONSTANTS[planId].name} ${cycle}`,
      idempotencyKey: `renewal:${salon.id}:${periodStart.toISOString()}`,
    });
    if (result.status === 'paid') {
      await db.transaction(async (tx) => {
        await repo.updatePayment(tx, salon.id, claim.id, { status: 'paid', chargeId: result.chargeId });
        await repo.updateSubscription(tx, salon.id, { subscribedUntil: periodEnd, graceUntil: null });
        const details = { payment_id: claim.id, subscribed_until: periodEnd.toISOString() };
        await changes.record(tx, subscriptionChange(salon.id, changes.SYSTEM, 'renewed', details));
        if (salon.email) {
          const content = subscriptionReceiptEmail('pt-BR', {
            salonName: salon.name, plan: PLAN_CONSTANTS[planId].name, cycle, amountCents,
            periodStart: ddmmyyyy(periodStart), periodEnd: ddmmyyyy(periodEnd), card: { brand: result.brand, last4: result.last4 },
          });
          await mailer.enqueue(tx, { salonId: salon.id, to: salon.email, ...content });
        }
      });
      return 'paid' as const;
    }
    const graceUntil = graceEnd(periodStart);
    await db.transaction(async (tx) => {
      await repo.updatePayment(tx, salon.id, claim.id, { status: result.status, reason: result.reason });
      await repo.updateSubscription(tx, salon.id, { graceUntil });
      const details = { payment_id: claim.id, reason: result.reason, grace_until: graceUntil.toISOString() };
      await changes.record(tx, subscriptionChange(salon.id, changes.SYSTEM, 'renewalFailed', details));
      if (salon.email) {
        const content = renewalFailedEmail('pt-BR', { salonName: salon.name, graceUntil: ddmmyyyy(graceUntil), url: `${config.appUrl}/meu-salao/plano` });
        await mailer.enqueue(tx, { salonId: salon.id, to: salon.email, ...content });
      }
    });
    return 'failed' as const;
  }

  /**
   * The scheduler's round (server/infra/scheduledJobs.ts), with `now` given so tests drive the clock:
   * every salon whose paid period ended by then is charged for the next one; a refusal starts 7 days of grace.
   */
  async function renewDue(now = new Date()) {
    const outcome = { paid: 0, failed: 0, taken: 0 };
    // One batch a round: what is left (or held by another instance) is the next round's.
    for (const salon of await repo.dueRenewals(db, now, 200)) outcome[await renew(salon)] += 1;
    if (outcome.paid + outcome.failed > 0) mailer.wake();
    return outcome;
  }

  return { renewDue };
}
