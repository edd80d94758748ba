import type { FormikErrors } from 'formik';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/money';
import { amountToPay, cartDeposit, cartTotal, lineSubtotal, MAX_PAYMENTS, paymentsLeft, paymentsTotal, unitsInCart, type CardDetails, type CartLine, type PaymentLine, type SaleForm } from './cart';
import { priceErrors, type PriceRule } from './pricing';
import './locales';

/** server/contract/sales.ts MAX_QUANTITY (a value the SPA may not import from the contract): a typo guard. */
const MAX_QUANTITY = 9999;

interface Rules {
  allowNegativeStock: boolean;
  /** How many professionals the salon has: with any, a service line must name who did it. */
  employeeCount: number;
  /** Who may change the price and by how much (the signed-in role and the salon's settings). */
  prices: PriceRule;
  /** How money is written in the messages ('pt-BR' or 'en-US'). */
  locale: string;
}

type LineErrors = FormikErrors<CartLine>;
type PaymentErrors = FormikErrors<PaymentLine>;

function lineErrors(line: CartLine, lines: CartLine[], total: number, rules: Rules, t: TFunction): LineErrors | undefined {
  const errors: LineErrors = {};
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) errors.quantity = t('validation.quantity', { max: MAX_QUANTITY });
  else if (line.kind === 'product' && !rules.allowNegativeStock && line.stock !== null && unitsInCart(lines, line.itemId) > line.stock) {
    errors.quantity = t('validation.stock', { count: Math.max(line.stock, 0) });
  }
  if (line.value === null) errors.value = t('validation.value');
  // A negative total has its own dialog ('Ops'); past that, a line cannot give more than it costs.
  if (total >= 0 && (line.discount ?? 0) > lineSubtotal(line)) errors.discount = t('validation.discount');
  if (!errors.value && !errors.discount) Object.assign(errors, priceErrors(rules.prices, line, t, rules.locale));
  if (line.kind === 'service' && line.employeeId === null && rules.employeeCount > 0) errors.employeeId = t('validation.professional');
  return Object.keys(errors).length > 0 ? errors : undefined;
}

function paymentErrors(payment: PaymentLine, t: TFunction): PaymentErrors | undefined {
  const errors: PaymentErrors = {};
  if (payment.method === null) errors.method = t('validation.paymentType');
  if (payment.amount === null || payment.amount < 1) errors.amount = t('validation.paymentAmount');
  else if (payment.method === 'cash' && payment.received !== null && payment.received < payment.amount) errors.received = t('validation.receivedPayment');
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * A split's checks: each row's method and amount (and cash covering its own amount), then, once every row is
 * right, the sum against what is due, said under the list (`payments` as one message).
 */
function splitErrors(payments: PaymentLine[], due: number, rules: Rules, t: TFunction): FormikErrors<SaleForm>['payments'] {
  const rows = payments.map((payment) => paymentErrors(payment, t));
  if (rows.some(Boolean)) return rows as PaymentErrors[];
  if (payments.length > MAX_PAYMENTS) return t('validation.paymentsMax', { max: MAX_PAYMENTS });
  const left = paymentsLeft(due, payments);
  if (left === 0) return undefined;
  const money = (cents: number) => formatMoney(cents, rules.locale);
  const sum = money(paymentsTotal(payments));
  return left > 0 ? t('validation.paymentsShort', { sum, left: money(left) }) : t('validation.paymentsOver', { sum, over: money(-left) });
}

/** The checks the screen makes before it asks 'Finalizar venda?'; the server checks all of them again. */
export function validateSale(values: SaleForm, rules: Rules, t: TFunction): FormikErrors<SaleForm> {
  const total = cartTotal(values.items);
  const errors: FormikErrors<SaleForm> = {};
  const items = values.items.map((line) => lineErrors(line, values.items, total, rules, t));
  if (items.some(Boolean)) errors.items = items as FormikErrors<CartLine>[];
  // Cash covers what is still due: the total less a paid deposit.
  const due = amountToPay(values);
  // Nothing due (a deposit paid it all): one method names the sale, there is nothing to split.
  if (values.split && due > 0) {
    const payments = splitErrors(values.payments, due, rules, t);
    if (payments) errors.payments = payments;
    return errors;
  }
  if (values.split) {
    if (values.payments[0]?.method == null) errors.paymentType = t('validation.paymentType');
    return errors;
  }
  if (values.paymentType === null) errors.paymentType = t('validation.paymentType');
  if (values.paymentType === 'cash' && values.received !== null && values.received < due) {
    errors.received = cartDeposit(values.items) > 0 ? t('validation.receivedDue', { due: formatMoney(due, rules.locale) }) : t('validation.received');
  }
  return errors;
}

/** The server's item fields, as the cart names them; an unknown item shows on the line's name. */
const ITEM_FIELDS: Record<string, keyof CartLine> = {
  quantity: 'quantity',
  value: 'value',
  discount: 'discount',
  userId: 'employeeId',
  user_id: 'employeeId',
};
const FORM_FIELDS: Record<string, keyof SaleForm> = { paymentType: 'paymentType', clientId: 'client', received: 'received' };
const ITEM_KEY = /^transactions_?[aA]ttributes\.(\d+)\.(\w+)$/;
const PAYMENT_KEY = /^payments\.(\d+)\.(\w+)$/;
/** A payment's fields the split shows; with one payment, its method and received are the one-tap choice's. */
const PAYMENT_FIELDS: Record<string, keyof PaymentLine> = {
  method: 'method', amount: 'amount', received: 'received', reference: 'reference', card_brand: 'cardBrand', installments: 'installments', nsu: 'nsu',
};
/** The one-tap card payment's details, under `card`. */
const SINGLE_CARD_FIELDS: Record<string, keyof CardDetails> = { card_brand: 'cardBrand', installments: 'installments', nsu: 'nsu' };
const SINGLE_FIELDS: Record<string, keyof SaleForm> = { method: 'paymentType', received: 'received' };

/**
 * A 422's fields ({field: message}, `transactions_attributes.1.quantity` for a line's) as the form's errors, each
 * under its line and field; what belongs to no field on screen (`price`, a mismatch or a negative total) is
 * returned apart, to show by the total. `paymentRows`: the split's rows (0 for one payment), where
 * `payments.{i}.amount` and `payments.{i}.received` go, and `payments` (the sum) under the list; with one payment,
 * its received is the cash field's and the rest is said apart.
 */
export function serverErrors(fields: Record<string, string>, lineCount: number, paymentRows = 0): { errors: FormikErrors<SaleForm>; general: string[] } {
  const items: LineErrors[] = Array.from({ length: lineCount }, () => ({}));
  const payments: PaymentErrors[] = Array.from({ length: paymentRows }, () => ({}));
  const errors: FormikErrors<SaleForm> = {};
  const general: string[] = [];
  const add = (target: Record<string, string>, key: string, message: string) => (target[key] = target[key] ? `${target[key]} ${message}` : message);
  let sum: string | null = null;
  for (const [field, message] of Object.entries(fields)) {
    const item = ITEM_KEY.exec(field);
    const payment = PAYMENT_KEY.exec(field);
    if (item && Number(item[1]) < lineCount) {
      add(items[Number(item[1])] as Record<string, string>, ITEM_FIELDS[item[2]] ?? 'name', message);
    } else if (payment && Number(payment[1]) < paymentRows && PAYMENT_FIELDS[payment[2]]) {
      add(payments[Number(payment[1])] as Record<string, string>, PAYMENT_FIELDS[payment[2]], message);
    } else if (payment && paymentRows === 0 && payment[1] === '0' && SINGLE_CARD_FIELDS[payment[2]]) {
      const card = ((errors as Record<string, unknown>).card ??= {}) as Record<string, string>;
      add(card, SINGLE_CARD_FIELDS[payment[2]], message);
    } else if (payment && paymentRows === 0 && payment[1] === '0' && SINGLE_FIELDS[payment[2]]) {
      add(errors as Record<string, string>, SINGLE_FIELDS[payment[2]], message);
    } else if (field === 'payments' && paymentRows > 0) {
      sum = sum ? `${sum} ${message}` : message;
    } else if (FORM_FIELDS[field]) {
      (errors as Record<string, string>)[FORM_FIELDS[field]] = message;
    } else {
      general.push(message);
    }
  }
  if (items.some((line) => Object.keys(line).length > 0)) errors.items = items.map((line) => (Object.keys(line).length > 0 ? line : undefined)) as LineErrors[];
  // The list holds either its rows' messages or one about the whole: with both, the rows' stay there and the sum is said apart.
  if (payments.some((row) => Object.keys(row).length > 0)) {
    errors.payments = payments.map((row) => (Object.keys(row).length > 0 ? row : undefined)) as PaymentErrors[];
    if (sum) general.push(sum);
  } else if (sum) {
    errors.payments = sum;
  }
  return { errors, general };
}
