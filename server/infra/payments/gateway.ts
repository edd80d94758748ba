/**
 * The payment gateway the subscription charges through. Only the sandbox exists today; a real gateway (Pagar.me,
 * Stripe...) is another implementation of this interface, chosen by configuration. The server only ever holds
 * the gateway's tokens: the card_hash its browser module made, then the card id it gives back for renewals.
 */
export interface ChargeRequest {
  /** A card_hash from the browser (first charge) or a card id from an earlier charge (renewals). */
  card: string;
  amountCents: number;
  description: string;
  /** The gateway charges once per key, however often it is asked. */
  idempotencyKey: string;
}

export interface CardSummary {
  /** What the gateway keeps the card as, for the next charges. */
  cardId: string;
  brand: string;
  last4: string;
}

/** Reason codes the server words (services/subscriptions.ts' REASON_KEYS: cardDeclined, cardInvalid in server/locales). */
export type DeclineReason = 'card_declined' | 'invalid_card';

export type ChargeResult =
  | ({ status: 'paid'; chargeId: string } & CardSummary)
  | { status: 'declined'; reason: DeclineReason }
  | { status: 'failed'; reason: 'gateway_unavailable' };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
