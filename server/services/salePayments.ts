import { randomBytes } from 'node:crypto';
import { CARD_BRANDS, MAX_INSTALLMENTS, NSU_PATTERN, PAYMENT_TYPE_LABELS, type CardBrand, type SaleCreateFields, type SalePaymentWire } from '../contract/sales';
import type { CardFees, PaymentType } from '../db/schema/index';
import type { FieldErrors, Message } from '../errors';
import type { Lang } from '../i18n';
import { staticBrCode } from '../infra/pix/brCode';

/** A payment as it will be written (issue 30 item 2). */
export interface PlannedPayment {
  method: PaymentType;
  amount: number;
  received: number | null;
  reference: string | null;
  brCode: string | null;
  /** Cards only (issue 30 item 3): null on the other methods; installments 1 for debit. */
  cardBrand: CardBrand | null;
  installments: number | null;
  nsu: string | null;
  /** Cents the machine keeps at the salon's fee of the moment. */
  fee: number;
  /**
   * A Pix paid through the provider's dynamic charge (pix_charges): its BR Code and the provider's id replace ours
   * once the sale's transaction found it paid and free (services/pixCharges.ts takeCharges). Never written as a column.
   */
  pixChargeId?: number | null;
}

/** Every fee at 0: a salon that set none. */
export const NO_CARD_FEES: CardFees = { debit_card: 0, credit_card: Array.from({ length: MAX_INSTALLMENTS }, () => 0), pix: 0 };

/** The salon's fee (basis points) for a payment by this method and instalment count. */
export function feeRate(fees: CardFees | null, method: PaymentType, installments: number | null): number {
  const f = fees ?? NO_CARD_FEES;
  if (method === 'debit_card') return f.debit_card ?? 0;
  if (method === 'credit_card') return f.credit_card?.[(installments ?? 1) - 1] ?? 0;
  if (method === 'pix') return f.pix ?? 0;
  return 0;
}

/** The fee of a payment, rounded to the cent (half up): never more than the amount. */
export const feeOf = (amount: number, rateBasisPoints: number) => Math.min(amount, Math.round((amount * rateBasisPoints) / 10_000));

const isCard = (method: PaymentType) => method === 'debit_card' || method === 'credit_card';
const nsuPattern = new RegExp(NSU_PATTERN);

/** Card details sent on a payment, checked: each problem under payments.{index}.{field}. */
function cardDetails(payment: NonNullable<SaleCreateFields['payments']>[number], index: number, errors: FieldErrors) {
  const fail = (field: string, key: Message) => {
    errors[`payments.${index}.${field}`] = [key];
  };
  const brand = payment.card_brand ?? null;
  const installments = payment.installments ?? null;
  const nsu = payment.nsu === undefined || payment.nsu === null || payment.nsu.trim() === '' ? null : payment.nsu.trim();
  if (!isCard(payment.method)) {
    if (brand !== null) fail('card_brand', 'salePaymentCardOnly');
    if (installments !== null) fail('installments', 'salePaymentCardOnly');
    if (nsu !== null) fail('nsu', 'salePaymentCardOnly');
    return { cardBrand: null, installments: null, nsu: null };
  }
  if (brand !== null && !(CARD_BRANDS as readonly string[]).includes(brand)) fail('card_brand', 'saleCardBrandInvalid');
  if (installments !== null && (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS)) fail('installments', 'saleInstallmentsInvalid');
  else if (payment.method === 'debit_card' && installments !== null && installments !== 1) fail('installments', 'saleInstallmentsDebit');
  if (nsu !== null && !nsuPattern.test(nsu)) fail('nsu', 'saleNsuInvalid');
  return { cardBrand: brand as CardBrand | null, installments: installments ?? 1, nsu };
}

/** The salon's Pix key as the BR Code carries it (null until the owner sets one). */
export interface SalonPix {
  key: string;
  receiverName: string;
  receiverCity: string;
}

/** A payment as read back (repositories/sales.ts SaleRow.payments). */
export interface PaymentRow {
  id: number;
  method: PaymentType;
  amount: number;
  received: number | null;
  reference: string | null;
  brCode: string | null;
  cardBrand: CardBrand | null;
  installments: number | null;
  nsu: string | null;
  fee: number;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A Pix transaction id of our own ('AG' and 20 letters or digits): the server's when the checkout sent none. */
export function newPixReference(): string {
  return `AG${[...randomBytes(20)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

/** The BR Code of one Pix payment, when the salon has a key. */
export const pixCodeOf = (pix: SalonPix | null, amountCents: number, reference: string) =>
  pix ? staticBrCode({ key: pix.key, receiverName: pix.receiverName, receiverCity: pix.receiverCity, amountCents, reference }) : null;

/**
 * How the sale is paid: the payments sent, or `payment_type` alone as one payment of what is due (the total less
 * the deposits), as before split payments. They must add up to what is due; `received` is for cash only and at
 * least its amount. A Pix payment gets its BR Code (the reference the checkout's QR code carried, else one of ours).
 */
export function planPayments(
  fields: SaleCreateFields,
  due: number,
  pix: SalonPix | null,
  money: (cents: number) => string,
  errors: FieldErrors,
  fees: CardFees | null = null,
  /** Cents of tips the payments carry on top of the sale (issue 30 item 4): said in the message when any. */
  tips = 0,
): PlannedPayment[] {
  const planned: PlannedPayment[] = [];
  type Sent = Pick<PlannedPayment, 'method' | 'amount' | 'received'> & Partial<Pick<PlannedPayment, 'cardBrand' | 'installments' | 'nsu' | 'pixChargeId'>>;
  const withCode = (sent: Sent, sentReference?: string | null): PlannedPayment => {
    const installments = sent.installments ?? (isCard(sent.method) ? 1 : null);
    const payment = { cardBrand: null, nsu: null, ...sent, installments, fee: feeOf(sent.amount, feeRate(fees, sent.method, installments)) };
    if (payment.method !== 'pix') return { ...payment, reference: null, brCode: null };
    // The provider's charge carries its own code and id (filled in the sale's transaction).
    if (payment.pixChargeId) return { ...payment, reference: null, brCode: null };
    const reference = sentReference ?? newPixReference();
    return { ...payment, reference, brCode: pixCodeOf(pix, payment.amount, reference) };
  };
  if (fields.payments === undefined) {
    if (fields.payment_type === undefined) {
      errors.payment_type = ['salePaymentTypeInvalid'];
      return planned;
    }
    const received = fields.received ?? null;
    if (received !== null && fields.payment_type !== 'cash') errors.received = ['saleReceivedNotCash'];
    else if (received !== null && received < due) errors.received = ['saleReceivedShort'];
    if (due > 0) planned.push(withCode({ method: fields.payment_type, amount: due, received }));
    return planned;
  }
  fields.payments.forEach((payment, index) => {
    const received = payment.received ?? null;
    if (received !== null && payment.method !== 'cash') errors[`payments.${index}.received`] = ['saleReceivedNotCash'];
    else if (received !== null && received < payment.amount) errors[`payments.${index}.received`] = ['salePaymentReceivedShort'];
    const pixChargeId = payment.pix_charge_id ?? null;
    if (pixChargeId !== null && payment.method !== 'pix') errors[`payments.${index}.pix_charge_id`] = ['salePixChargeNotPix'];
    planned.push(withCode({ method: payment.method, amount: payment.amount, received, pixChargeId, ...cardDetails(payment, index, errors) }, payment.reference));
  });
  const sum = planned.reduce((total, payment) => total + payment.amount, 0);
  if (sum !== due) {
    errors.payments = [
      tips > 0
        ? { key: 'salePaymentsTotalTips', params: { sum: money(sum), due: money(due), tips: money(tips) } }
        : { key: 'salePaymentsTotal', params: { sum: money(sum), due: money(due) } },
    ];
  }
  return planned;
}

/** The sale's own payment type: the first payment's (the one sent when nothing was left to pay). */
export const mainPaymentType = (fields: SaleCreateFields, payments: PlannedPayment[]): PaymentType =>
  payments[0]?.method ?? fields.payment_type ?? fields.payments?.[0]?.method ?? 'other';

/** The cash handed over, summed over the cash payments that carried it (null when none did). */
export function cashReceived(payments: ReadonlyArray<Pick<PlannedPayment, 'received'>>): number | null {
  const given = payments.filter((payment) => payment.received !== null);
  return given.length === 0 ? null : given.reduce((total, payment) => total + (payment.received ?? 0), 0);
}

/** The change given back, summed over the cash payments that carried a received amount (null when none did). */
export function cashChange(payments: ReadonlyArray<Pick<PlannedPayment, 'received' | 'amount'>>): number | null {
  const given = payments.filter((payment) => payment.received !== null);
  return given.length === 0 ? null : given.reduce((total, payment) => total + (payment.received ?? 0) - payment.amount, 0);
}

/** 'Pix + Dinheiro': each method once, in the order paid; the sale's own type when it had no payment. */
export function paymentsDisplay(payments: ReadonlyArray<{ method: PaymentType }>, fallback: PaymentType, lang: Lang): string {
  const methods = [...new Set(payments.map((payment) => payment.method))];
  return (methods.length > 0 ? methods : [fallback]).map((method) => PAYMENT_TYPE_LABELS[lang][method]).join(' + ');
}

export const paymentWire = (row: PaymentRow, lang: Lang): SalePaymentWire => ({
  id: row.id,
  method: row.method,
  method_display: PAYMENT_TYPE_LABELS[lang][row.method],
  amount: row.amount,
  received: row.received,
  change: row.received === null ? null : row.received - row.amount,
  reference: row.reference,
  br_code: row.brCode,
  card_brand: row.cardBrand,
  installments: row.installments,
  nsu: row.nsu,
  fee: row.fee,
});
