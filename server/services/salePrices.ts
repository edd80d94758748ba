import type { SaleCreateFields } from '../contract/sales';
import type { Message } from '../errors';
import type { Lang } from '../i18n';
import type { PriceChangeSettings } from '../repositories/saleWrite';
import { notAllowed, ownColumn, type Actor } from './permissions';
import { lineTotal } from './saleMath';

/**
 * Who may change a sale line's price (issue 24, item 4; DESIGN.md section 5, "Prices"): the catalogue price
 * stands unless the salon lets the seller's role change it. The owner may do anything. The front desk and
 * professionals, when the owner turns it on, may set any price and give discounts, as long as the line comes
 * to at least (100 - maxPercent)% of its catalogue amount; raising a price is a change too, so with the switch
 * off the line is sold exactly at the catalogue price, without a discount.
 */
export type PricePolicy = { kind: 'any' } | { kind: 'catalogue' } | { kind: 'limited'; maxPercent: number };

export function pricePolicy(role: Actor['role'], settings: PriceChangeSettings): PricePolicy {
  if (role === 'owner') return { kind: 'any' };
  const allowed = role === 'front_desk' ? settings.frontDesk : settings.professional;
  return allowed ? { kind: 'limited', maxPercent: settings.maxPercent } : { kind: 'catalogue' };
}

const money = (cents: number, lang: Lang) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' }).format(cents / 100);

interface PricedLine {
  quantity: number;
  value: number;
  discount: number;
}

/**
 * The field and message refusing a line's price under `policy`, if it breaks it. `catalogueValue` is each unit's
 * price as the salon set it: the catalogue's, or the appointment's own for a line that checks one out.
 */
export function priceRefusal(policy: PricePolicy, line: PricedLine, catalogueValue: number, lang: Lang): ['value' | 'discount', Message] | undefined {
  if (policy.kind === 'any') return undefined;
  if (policy.kind === 'catalogue') {
    if (line.value !== catalogueValue) return ['value', { key: 'salePriceLocked', params: { price: money(catalogueValue, lang) } }];
    return line.discount > 0 ? ['discount', 'saleDiscountNotAllowed'] : undefined;
  }
  const percent = policy.maxPercent;
  const catalogue = line.quantity * catalogueValue;
  // (catalogue - total) / catalogue <= percent / 100, in integers.
  if ((catalogue - lineTotal(line)) * 100 <= percent * catalogue) return undefined;
  if (line.discount > 0) return ['discount', { key: 'saleDiscountAboveLimit', params: { percent } }];
  const lowest = Math.ceil((catalogueValue * (100 - percent)) / 100);
  return ['value', { key: 'salePriceBelowLimit', params: { percent, min: money(lowest, lang) } }];
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
