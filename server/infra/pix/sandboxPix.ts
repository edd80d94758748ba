import { randomBytes } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';
import type { PixChargeRequest, PixChargeResult, PixPaidNotice, PixProvider, PixRefundRequest, PixRefundResult } from './provider';
import { signNotice, verifyNotice } from './signature';
import { brCodeText } from './brCode';

/** The sandbox's receiving key (a random EVP key no bank knows): its BR Codes are well formed, never payable. */
const SANDBOX_KEY = '8c1f0f3e-5d2a-4b7e-9a61-3f2b0c9d7e15';
export const SIGNATURE_HEADER = 'pix-signature';

/** What the sandbox's notice carries (docs/configuration.md, 'Pix sandbox'). */
interface SandboxNotice {
  id: string;
  type: string;
  charge?: { id?: unknown; reference?: unknown; amount?: unknown; paid_at?: unknown };
}

export interface SandboxPix extends PixProvider {
  /** The signed notice the sandbox sends when a charge is paid: the local Pix page and the tests post it. */
  paidNotice(charge: { chargeId: string; reference: string; amountCents: number }): { body: string; headers: Record<string, string> };
  /** Refunds made (each key once), for tests that count them. */
  readonly refunds: ReadonlyArray<{ chargeId: string; amountCents: number }>;
  /** Make the next calls fail as a provider that does not answer (tests of the failure paths). */
  failing: boolean;
}

/** BR Code fields take letters without accents, 25 characters of name and 15 of city at most. */
const plain = (text: string, max: number) => brCodeText(text, max);

export function createSandboxPix(secret: string): SandboxPix {
  const refunds: Array<{ chargeId: string; amountCents: number }> = [];
  const refunded = new Map<string, string>();

  const sandbox: SandboxPix = {
    failing: false,
    refunds,
    async createCharge(request: PixChargeRequest): Promise<PixChargeResult> {
      if (sandbox.failing) return { status: 'failed' };
      const chargeId = `sbxpix${randomBytes(9).toString('hex')}`;
      const pix = createStaticPix({
        merchantName: plain(request.merchantName, 25),
        merchantCity: plain(request.merchantCity, 15),
        pixKey: SANDBOX_KEY,
        infoAdicional: plain(request.description, 40),
        txid: chargeId,
        transactionAmount: request.amountCents / 100,
      });
      if (hasError(pix)) return { status: 'failed' };
      return { status: 'created', chargeId, brCode: pix.toBRCode() };
    },
    async refund(request: PixRefundRequest): Promise<PixRefundResult> {
      if (sandbox.failing) return { status: 'failed' };
      const earlier = refunded.get(request.idempotencyKey);
      if (earlier) return { status: 'refunded', refundId: earlier };
      const refundId = `sbxref${randomBytes(9).toString('hex')}`;
      refunded.set(request.idempotencyKey, refundId);
      refunds.push({ chargeId: request.chargeId, amountCents: request.amountCents });
      return { status: 'refunded', refundId };
    },
    readNotice(rawBody, headers): PixPaidNotice | 'ignored' | null {
      const header = headers[SIGNATURE_HEADER];
      if (typeof header !== 'string' || !verifyNotice(secret, rawBody, header)) return null;
      let notice: SandboxNotice;
      try {
        notice = JSON.parse(rawBody) as SandboxNotice;
      } catch {
        return null;
      }
      if (notice?.type !== 'charge.paid') return 'ignored';
      const { id, reference, amount, paid_at: paidAt } = notice.charge ?? {};
      if (typeof id !== 'string' || typeof reference !== 'string' || !Number.isInteger(amount) || typeof paidAt !== 'string') return 'ignored';
      const paid = new Date(paidAt);
      if (Number.isNaN(paid.getTime())) return 'ignored';
      return { chargeId: id, reference, amountCents: amount as number, paidAt: paid };
    },
    paidNotice({ chargeId, reference, amountCents }) {
      const body = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        type: 'charge.paid',
        charge: { id: chargeId, reference, amount: amountCents, paid_at: new Date().toISOString() },
      });
      return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotice(secret, body) } };
    },
  };
  return sandbox;
}
