/**
 * The Pix provider online booking's deposits are charged through (issue 28 item 6). Only the sandbox exists
 * today (sandboxPix.ts); a real one (a PSP's API Pix: Efí, Mercado Pago, Asaas...) is another implementation of
 * this interface, chosen by configuration like the card gateway. The provider makes the charge (a BR Code to
 * pay, 'copia e cola'), tells us when it is paid by a signed notice, and gives money back.
 */
export interface PixChargeRequest {
  /** Ours, carried back by the notice: `${salonId}:${depositId}` (repositories/bookingDeposits.ts). */
  reference: string;
  amountCents: number;
  /** Shown in the payer's bank app. */
  description: string;
  /** The salon receiving it: the BR Code's merchant name and city. */
  merchantName: string;
  merchantCity: string;
  expiresAt: Date;
}

export type PixChargeResult = { status: 'created'; chargeId: string; brCode: string } | { status: 'failed' };

export interface PixRefundRequest {
  chargeId: string;
  amountCents: number;
  /** The provider refunds once per key, however often it is asked (the refund job retries). */
  idempotencyKey: string;
}

export type PixRefundResult = { status: 'refunded'; refundId: string } | { status: 'failed' };

/** A payment the provider saw, read from its notice once the signature checked out. */
export interface PixPaidNotice {
  chargeId: string;
  reference: string;
  amountCents: number;
  paidAt: Date;
}

export interface PixProvider {
  createCharge(request: PixChargeRequest): Promise<PixChargeResult>;
  refund(request: PixRefundRequest): Promise<PixRefundResult>;
  /**
   * The notice, from the raw body exactly as received and its headers: null when the signature is missing, wrong
   * or too old (nothing in it is read before that), 'ignored' for a well-signed notice of another kind.
   */
  readNotice(rawBody: string, headers: Record<string, string | string[] | undefined>): PixPaidNotice | 'ignored' | null;
}
