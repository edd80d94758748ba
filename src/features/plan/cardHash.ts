import { cardBrand, digitsOf } from './card';

/**
 * The sandbox payment gateway's browser module: what a real gateway's client library does (encrypt the card
 * for the gateway), done for the sandbox. The server receives only this hash: the number, the holder and the
 * code never leave the browser. Its format is `sbx1.<base64url JSON {brand, last4, exp, outcome}>.<nonce>`
 * (server/infra/payments/sandboxGateway.ts reads it); the test card decides the outcome (docs/configuration.md,
 * test cards).
 */
export const TEST_CARDS = {
  approve: '4111 1111 1111 1111',
  approveMastercard: '5555 5555 5555 4444',
  decline: '4000 0000 0000 0002',
  gatewayFailure: '4000 0000 0000 0119',
  declineRenewals: '4000 0000 0000 0341',
} as const;

const OUTCOMES: Record<string, string> = {
  [digitsOf(TEST_CARDS.decline)]: 'decline',
  [digitsOf(TEST_CARDS.gatewayFailure)]: 'fail',
  [digitsOf(TEST_CARDS.declineRenewals)]: 'decline_renewal',
};

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export interface CardData {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export function cardHash(card: CardData): string {
  const digits = digitsOf(card.number);
  const payload = { brand: cardBrand(digits) ?? 'other', last4: digits.slice(-4), exp: card.expiry, outcome: OUTCOMES[digits] ?? 'approve' };
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `sbx1.${base64url(JSON.stringify(payload))}.${nonce}`;
}
