import type { DepositKind } from './constants';

// A module of its own, importing only types: the booking page takes this function alone, and a value it shared
// with the SPA (constants.ts) would pull the SPA's entry chunk into the page (its 50 KB budget).
/**
 * The deposit of a visit, in cents: per service, a percentage of its price or the fixed amount (never more than
 * the service costs), added up. The page shows it before the client books; the server charges it.
 */
export const depositOf = (prices: readonly number[], kind: DepositKind, value: number) =>
  prices.reduce((sum, price) => sum + (kind === 'percent' ? Math.round((price * value) / 100) : Math.min(value, price)), 0);
