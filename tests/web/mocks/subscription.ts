import { http, HttpResponse } from 'msw';
import type { PlanId } from '../../../server/contract/constants';
import type { Cycle, SubscriptionWire } from '../../../server/contract/subscription';
import { cycleAmountCents, cycleEnd, periodStartFor, subscriptionStatus } from '../../../server/services/subscriptionState';
import { API } from './origin';
import { localized, say, withUser } from './auth';
import { db, nextId, record } from './db';

const date = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));
const seconds = (moment: Date) => Math.floor(moment.getTime() / 1000);
const datesOf = (row: SubscriptionWire) => ({
  trialEndsAt: new Date(row.trial_ends_at * 1000),
  subscribedUntil: date(row.subscribed_until),
  graceUntil: date(row.grace_until),
  cancelAtPeriodEnd: row.cancel_at_period_end,
});

/** The dates are the whole truth (server/services/subscriptionState.ts): the status is read from them, as the server does. */
const current = () => Object.assign(db.subscription, { status: subscriptionStatus(datesOf(db.subscription), new Date()) });

/** The sandbox gateway's card_hash (src/features/plan/cardHash.ts): `sbx1.<base64url {brand, last4, exp, outcome}>.<nonce>`. */
function cardOf(hash: string): { brand: string; last4: string; outcome: string } | null {
  try {
    return JSON.parse(atob(hash.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { brand: string; last4: string; outcome: string };
  } catch {
    return null;
  }
}

/** The salon's plan (server/routes/subscription.ts) over db.subscription, charging through the sandbox's test cards. */
export const subscriptionHandlers = [
  http.get(`${API}/salons/:salonId/subscription`, withUser(() => HttpResponse.json(current()))),
  http.post(`${API}/salons/:salonId/subscribe`, withUser(async (request) => {
    const body = (await record(request)) as { email: string; card_hash: string; plan: PlanId; cycle?: Cycle };
    const card = cardOf(body.card_hash);
    if (card?.outcome === 'fail') {
      const message = say(request, 'gatewayUnavailable');
      return HttpResponse.json({ errors: [message], message }, { status: 502 });
    }
    if (!card || card.outcome === 'decline') return HttpResponse.json(localized(request, { card_hash: [card ? 'cardDeclined' : 'cardInvalid'] }), { status: 422 });
    // Paid: the period starts when what the salon has ends (the trial's days are kept), for one cycle.
    const cycle = body.cycle ?? db.subscription.cycle;
    const start = periodStartFor(datesOf(db.subscription), new Date());
    const end = cycleEnd(start, cycle);
    const paid = { brand: card.brand, last4: card.last4 };
    const payment = {
      id: nextId('payments', db.subscription.payments), kind: 'subscription' as const, plan_id: body.plan, cycle, amount: cycleAmountCents(body.plan, cycle),
      status: 'paid' as const, message: null, period_start: seconds(start), period_end: seconds(end), card: paid, created_at: seconds(new Date()),
    };
    Object.assign(db.subscription, { plan_id: body.plan, cycle, subscribed_until: seconds(end), grace_until: null, cancel_at_period_end: false, card: paid, email: body.email.trim() });
    db.subscription.payments.unshift(payment);
    // The settings read the same salon row: its plan and paid period follow.
    Object.assign(db.settings, { plan_id: body.plan, subscribed_until: seconds(end), grace_until: null });
    return HttpResponse.json(current());
  })),
  http.put(`${API}/salons/:salonId/subscription`, withUser(async (request) => {
    const { cancel_at_period_end: cancel } = (await record(request)) as { cancel_at_period_end: boolean };
    const until = db.subscription.subscribed_until;
    if (until === null || until * 1000 <= Date.now()) {
      return HttpResponse.json(localized(request, { cancel_at_period_end: ['noSubscriptionToCancel'] }), { status: 422 });
    }
    db.subscription.cancel_at_period_end = cancel;
    return HttpResponse.json(current());
  })),
];
