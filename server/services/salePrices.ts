import type { SaleCreateFields } from '../contract/sales';
import type { Message } from '../errors';
import type { Lang } from '../i18n';
import { priceBreach, type PriceRule } from '../contract/pricing';
import { notAllowed, ownColumn, type Actor } from './permissions';

const money = (cents: number, lang: Lang) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' }).format(cents / 100);

/** The field and message refusing a line's price under `rule` (server/contract/pricing.ts), if it breaks it. */
export function priceRefusal(rule: PriceRule, line: { quantity: number; value: number; discount: number }, listValue: number, lang: Lang): ['value' | 'discount', Message] | undefined {
  const breach = priceBreach(rule, line, listValue);
  if (!breach) return undefined;
  switch (breach.reason) {
    case 'locked':
      return ['value', { key: 'salePriceLocked', params: { price: money(listValue, lang) } }];
    case 'discountNotAllowed':
      return ['discount', 'saleDiscountNotAllowed'];
    case 'discountAboveLimit':
      return ['discount', { key: 'saleDiscountAboveLimit', params: { percent: breach.percent } }];
    case 'belowLimit':
      return ['value', { key: 'salePriceBelowLimit', params: { percent: breach.percent, min: money(breach.lowest, lang) } }];
  }
}

/**
 * The seller's own professional, which a product line sent without user_id falls back to when they serve clients
 * (services/saleRules reads their 'atende clientes'; the front desk is created without it): otherwise their sales
 * stay credited to nobody.
 */
export function sellerColumn(actor: Actor): number | null {
  return actor.employeeId;
}

/**
 * A professional sells in their own name: a product line they leave without a professional is theirs (its
 * commission too), so no line of theirs is credited to nobody. Other roles' lines are left as sent.
 */
export function soldAs(actor: Actor, fields: SaleCreateFields): SaleCreateFields {
  if (ownColumn(actor) === null || actor.employeeId === null) return fields;
  const own = actor.employeeId;
  const lines = fields.transactions_attributes.map((item) => (item.product_id != null && item.user_id == null ? { ...item, user_id: own } : item));
  return { ...fields, transactions_attributes: lines };
}

/** Refuses (403) a professional's sale with a line that is not theirs: a colleague's, or one credited to nobody. */
export function assertOwnLines(actor: Actor, lines: Array<{ employeeId: number | null }>) {
  const own = ownColumn(actor);
  if (own !== null && lines.some((line) => line.employeeId !== own)) throw notAllowed();
}
