import { randomBytes } from 'node:crypto';
import { PAYMENT_TYPE_LABELS, type SaleCreateFields, type SalePaymentWire } from '../contract/sales';
import type { PaymentType } from '../db/schema/index';
import type { FieldErrors } from '../errors';
import type { Lang } from '../i18n';
import { staticBrCode } from '../infra/pix/brCode';

/** A payment as it will be written (issue 30 item 2). */
export interface PlannedPayment {
  method: PaymentType;
  amount: number;
  received: number | null;
  reference: string | null;
  brCode: string | null;
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
export function planPayments(fields: SaleCreateFields, due: number, pix: SalonPix | null, money: (cents: number) => string, errors: FieldErrors): PlannedPayment[] {
  const planned: PlannedPayment[] = [];
  const withCode = (payment: Omit<PlannedPayment, 'brCode' | 'reference'>, sentReference?: string | null): PlannedPayment => {
    if (payment.method !== 'pix') return { ...payment, reference: null, brCode: null };
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
    planned.push(withCode({ method: payment.method, amount: payment.amount, received }, payment.reference));
  });
  const sum = planned.reduce((total, payment) => total + payment.amount, 0);
  if (sum !== due) errors.payments = [{ key: 'salePaymentsTotal', params: { sum: money(sum), due: money(due) } }];
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
});
