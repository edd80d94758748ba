import type { FormikErrors } from 'formik';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/money';
import { amountDue, cartDeposit, cartTotal, lineSubtotal, unitsInCart, type CartLine, type SaleForm } from './cart';
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

/** The checks the screen makes before it asks 'Finalizar venda?'; the server checks all of them again. */
export function validateSale(values: SaleForm, rules: Rules, t: TFunction): FormikErrors<SaleForm> {
  const total = cartTotal(values.items);
  const errors: FormikErrors<SaleForm> = {};
  const items = values.items.map((line) => lineErrors(line, values.items, total, rules, t));
  if (items.some(Boolean)) errors.items = items as FormikErrors<CartLine>[];
  if (values.paymentType === null) errors.paymentType = t('validation.paymentType');
  // Cash covers what is still due: the total less a paid deposit.
  const due = amountDue(values.items);
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

/**
 * A 422's fields ({field: message}, `transactions_attributes.1.quantity` for a line's) as the form's errors, each
 * under its line and field; what belongs to no field on screen (`price`, a mismatch or a negative total) is
 * returned apart, to show by the total.
 */
export function serverErrors(fields: Record<string, string>, lineCount: number): { errors: FormikErrors<SaleForm>; general: string[] } {
  const items: LineErrors[] = Array.from({ length: lineCount }, () => ({}));
  const errors: FormikErrors<SaleForm> = {};
  const general: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const item = ITEM_KEY.exec(field);
    if (item && Number(item[1]) < lineCount) {
      const key = ITEM_FIELDS[item[2]] ?? 'name';
      const line = items[Number(item[1])] as Record<string, string>;
      line[key] = line[key] ? `${line[key]} ${message}` : message;
    } else if (FORM_FIELDS[field]) {
      (errors as Record<string, string>)[FORM_FIELDS[field]] = message;
    } else {
      general.push(message);
    }
  }
  if (items.some((line) => Object.keys(line).length > 0)) errors.items = items.map((line) => (Object.keys(line).length > 0 ? line : undefined)) as LineErrors[];
  return { errors, general };
}
