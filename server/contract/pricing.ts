import type { Role } from './roles';

/**
 * Who may change a sale line's price at checkout (issue 24, item 4; DESIGN.md section 5, "Prices"): the owner
 * anything; the front desk and professionals the catalogue price only, or, when the owner allows their role,
 * any price or discount that leaves the line at least (100 - maxPercent)% of its catalogue amount (raising a
 * price is allowed then). Import-free: the server enforces it (services/salePrices.ts) and the SPA checks a line
 * with the same rule before sending it (features/sales/pricing.ts).
 */
export type PriceRule = { kind: 'any' } | { kind: 'catalogue' } | { kind: 'limited'; maxPercent: number };

/** The salon's settings the rule reads (GET /salons/{id}/settings: price_change_*). */
export interface PriceChangeSettings {
  frontDesk: boolean;
  professional: boolean;
  /** The largest reduction allowed, in percent of the line's catalogue amount. */
  maxPercent: number;
}

/** Without the settings (not loaded yet), a role other than the owner keeps the catalogue price: the safe side. */
export function priceRule(role: Role | null | undefined, settings: PriceChangeSettings | null | undefined): PriceRule {
  if (role === 'owner') return { kind: 'any' };
  const allowed = role === 'front_desk' ? settings?.frontDesk : role === 'professional' ? settings?.professional : false;
  return allowed && settings ? { kind: 'limited', maxPercent: settings.maxPercent } : { kind: 'catalogue' };
}

/** The price field is typed into only by a role that may change it. */
export const priceEditable = (rule: PriceRule) => rule.kind !== 'catalogue';
/** A discount field only where some discount may be given. */
export const discountOffered = (rule: PriceRule) => rule.kind === 'any' || (rule.kind === 'limited' && rule.maxPercent > 0);

/** How a line breaks the rule, under which field (each side words it: the server's i18n, the SPA's locales). */
export type PriceBreach =
  | { field: 'value'; reason: 'locked' }
  | { field: 'discount'; reason: 'discountNotAllowed' }
  | { field: 'discount'; reason: 'discountAboveLimit'; percent: number }
  /** `lowest`: the lowest unit price allowed, in cents. */
  | { field: 'value'; reason: 'belowLimit'; percent: number; lowest: number };

/** `listValue`: each unit's price as the salon set it (the catalogue's, or the appointment's own for its line). */
export function priceBreach(rule: PriceRule, line: { quantity: number; value: number; discount: number }, listValue: number): PriceBreach | undefined {
  if (rule.kind === 'any') return undefined;
  if (rule.kind === 'catalogue') {
    if (line.value !== listValue) return { field: 'value', reason: 'locked' };
    return line.discount > 0 ? { field: 'discount', reason: 'discountNotAllowed' } : undefined;
  }
  const percent = rule.maxPercent;
  const catalogue = line.quantity * listValue;
  const total = line.quantity * line.value - line.discount;
  // (catalogue - total) / catalogue <= percent / 100, in integers.
  if ((catalogue - total) * 100 <= percent * catalogue) return undefined;
  if (line.discount > 0) return { field: 'discount', reason: 'discountAboveLimit', percent };
  return { field: 'value', reason: 'belowLimit', percent, lowest: Math.ceil((listValue * (100 - percent)) / 100) };
}
