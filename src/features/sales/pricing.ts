import type { TFunction } from 'i18next';
import { priceBreach, priceRule as rule, type PriceRule } from '../../../server/contract/pricing';
import type { Role } from '../../../server/contract/roles';
import { formatMoney } from '../../lib/money';
import type { CartLine } from './cart';
import type { SalonSettings } from '../salon/salonApi';
import './locales';

export { discountOffered, priceEditable, type PriceRule } from '../../../server/contract/pricing';

/** The rule the server enforces (server/contract/pricing.ts), from the salon's settings as the API answers them. */
export function priceRule(role: Role | null, settings: SalonSettings | undefined): PriceRule {
  return rule(
    role,
    settings && { frontDesk: settings.price_change_front_desk, professional: settings.price_change_professional, maxPercent: settings.price_change_max_percent },
  );
}

/** The line's price or discount past what the rule allows, as the form's errors (the server's words). */
export function priceErrors(prices: PriceRule, line: CartLine, t: TFunction, locale: string): Partial<Record<'value' | 'discount', string>> {
  const breach = priceBreach(prices, { quantity: line.quantity, value: line.value ?? 0, discount: line.discount ?? 0 }, line.listValue);
  if (!breach) return {};
  switch (breach.reason) {
    case 'locked':
      return { value: t('validation.priceLocked', { price: formatMoney(line.listValue, locale) }) };
    case 'discountNotAllowed':
      return { discount: t('validation.discountNotAllowed') };
    case 'discountAboveLimit':
      return { discount: t('validation.discountAboveLimit', { percent: breach.percent }) };
    case 'belowLimit':
      return { value: t('validation.priceBelowLimit', { percent: breach.percent, min: formatMoney(breach.lowest, locale) }) };
  }
}
