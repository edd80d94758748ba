import type { TFunction } from 'i18next';
import type { Role } from '../../../server/contract/roles';
import { formatMoney } from '../../lib/money';
import type { CartLine } from './cart';
import type { SalonSettings } from './salesApi';
import './locales';

/**
 * Who may change a line's price at checkout (issue 24): the owner anything; the front desk and professionals
 * nothing, or, when the owner allows their role, anything that leaves the line at least (100 - maxPercent)% of its
 * catalogue amount. The server decides (server/services/salePrices.ts); this mirrors it so the screen shows the
 * price read-only and says the limit before anything is sent.
 */
export type PriceRule = { kind: 'any' } | { kind: 'catalogue' } | { kind: 'limited'; maxPercent: number };

/** Until the salon's settings come, a role other than the owner keeps the catalogue price (the safe side). */
export function priceRule(role: Role | null, settings: SalonSettings | undefined): PriceRule {
  if (role === 'owner') return { kind: 'any' };
  const allowed = role === 'front_desk' ? settings?.price_change_front_desk : role === 'professional' ? settings?.price_change_professional : false;
  return allowed && settings ? { kind: 'limited', maxPercent: settings.price_change_max_percent } : { kind: 'catalogue' };
}

/** The price field is typed into only by a role that may change it. */
export const priceEditable = (rule: PriceRule) => rule.kind !== 'catalogue';
/** A discount field only where some discount may be given. */
export const discountOffered = (rule: PriceRule) => rule.kind === 'any' || (rule.kind === 'limited' && rule.maxPercent > 0);

/** The line's price or discount past what the rule allows, as the form's errors (the server's words). */
export function priceErrors(rule: PriceRule, line: CartLine, t: TFunction, locale: string): Partial<Record<'value' | 'discount', string>> {
  const value = line.value ?? 0;
  const discount = line.discount ?? 0;
  if (rule.kind === 'any') return {};
  if (rule.kind === 'catalogue') {
    if (value !== line.listValue) return { value: t('validation.priceLocked', { price: formatMoney(line.listValue, locale, true) }) };
    return discount > 0 ? { discount: t('validation.discountNotAllowed') } : {};
  }
  const percent = rule.maxPercent;
  const catalogue = line.quantity * line.listValue;
  const total = line.quantity * value - discount;
  if ((catalogue - total) * 100 <= percent * catalogue) return {};
  if (discount > 0) return { discount: t('validation.discountAboveLimit', { percent }) };
  const lowest = Math.ceil((line.listValue * (100 - percent)) / 100);
  return { value: t('validation.priceBelowLimit', { percent, min: formatMoney(lowest, locale, true) }) };
}
