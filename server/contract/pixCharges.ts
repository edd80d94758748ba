import { Type, type Static } from 'typebox';
import { LiteralUnion, MAX_CENTS, Nullable } from './fields';

/**
 * A dynamic Pix charge at the counter (issue 30 item 1): made through the payment provider (sandbox by default)
 * when the salon takes Pix that way (settings `pix_by_provider`), paid when the provider's signed notice says so.
 * The sale's Pix payment then names it (`payments[].pix_charge_id`). Cents; times epoch seconds.
 */
export const PIX_CHARGE_STATUSES = ['pending', 'paid', 'expired'] as const;

export const PixChargeBody = Type.Object({
  pix_charge: Type.Object({ amount: Type.Integer({ minimum: 1, maximum: MAX_CENTS, description: 'integer cents' }) }),
});

export const PixChargeResponse = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer({ description: 'cents' }),
  /** pending until the provider's notice; paid then; expired when the provider could not make it. */
  status: LiteralUnion(PIX_CHARGE_STATUSES),
  /** The provider's 'copia e cola' (its QR code's text). */
  br_code: Nullable(Type.String()),
  expires_at: Type.Integer(),
  paid_at: Nullable(Type.Integer()),
  /** The sale it paid (null while free). */
  sale_id: Nullable(Type.Integer()),
});
export type PixChargeWire = Static<typeof PixChargeResponse>;
