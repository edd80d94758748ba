import { randomBytes } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway';

/**
 * The default gateway: a sandbox with documented test cards (docs/configuration.md, 'Test cards'). Its browser
 * module (src/features/plan/cardHash.ts) turns the card into
 * `sbx1.<base64url JSON {brand, last4, exp, outcome}>.<nonce>` without the number, and the outcome the test card stands for decides the charge:
 * approve, decline, fail (the gateway does not answer), decline_renewal (the first charge passes, renewals not).
 */
const OUTCOMES = ['approve', 'decline', 'fail', 'decline_renewal'] as const;
type Outcome = (typeof OUTCOMES)[number];
const BRANDS = ['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'other'];
const HASH = /^sbx1\.([A-Za-z0-9_-]{1,400})\.[0-9a-f]{16}$/;
const CARD_ID = /^sbx_card_([A-Za-z0-9_-]{1,400})$/;

interface SandboxCard {
  brand: string;
  last4: string;
  outcome: Outcome;
}

function decode(payload: string): SandboxCard | null {
  try {
    const card = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { brand, last4, outcome } = card;
    if (typeof brand !== 'string' || !BRANDS.includes(brand)) return null;
    if (typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return null;
    if (typeof outcome !== 'string' || !(OUTCOMES as readonly string[]).includes(outcome)) return null;
    return { brand, last4, outcome: outcome as Outcome };
  } catch {
    return null;
  }
}

const encode = (card: SandboxCard) => Buffer.from(JSON.stringify(card)).toString('base64url');

export interface SandboxGateway extends PaymentGateway {
  /** Charges made (each key once), for tests that count them. */
  readonly charges: ReadonlyArray<{ idempotencyKey: string; amountCents: number }>;
}

export function createSandboxGateway(): SandboxGateway {
  const charges: Array<{ idempotencyKey: string; amountCents: number }> = [];
  const answered = new Map<string, ChargeResult>();

  async function charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = answered.get(request.idempotencyKey);
    if (earlier) return earlier;
    const fromHash = HASH.exec(request.card);
    const fromId = CARD_ID.exec(request.card);
    const card = decode((fromHash ?? fromId)?.[1] ?? '');
    let result: ChargeResult;
    if (!card) result = { status: 'declined', reason: 'invalid_card' };
    else if (card.outcome === 'fail') result = { status: 'failed', reason: 'gateway_unavailable' };
    else if (card.outcome === 'decline' || (card.outcome === 'decline_renewal' && fromId)) result = { status: 'declined', reason: 'card_declined' };
    else {
      charges.push({ idempotencyKey: request.idempotencyKey, amountCents: request.amountCents });
      result = { status: 'paid', chargeId: `sbx_ch_${randomBytes(8).toString('hex')}`, cardId: `sbx_card_${encode(card)}`, brand: card.brand, last4: card.last4 };
    }
    // A gateway failure is not remembered: the same key may be tried again once it answers.
    if (result.status !== 'failed') answered.set(request.idempotencyKey, result);
    return result;
  }

  return { charge, charges };
}
