/**
 * The arithmetic of a sale, in integer cents and basis points (hundredths of a percent): pure, so the totals the
 * server stores and the commissions it owes are the same whoever asks (sales, reports, tests).
 */

/** quantity x value - discount (cents); negative only when the discount is above its line, which is refused. */
export const lineTotal = (line: { quantity: number; value: number; discount: number }) => line.quantity * line.value - line.discount;

/** Subtotal (sum of quantity x value), discount, and the total the sale records (subtotal - discount). */
export function saleTotals(lines: ReadonlyArray<{ quantity: number; value: number; discount: number }>) {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.value, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  return { subtotal, discount, price: subtotal - discount };
}

/** The commission on a line's value after discount, rounded to the cent (half away from zero: never negative here). */
export const commissionOf = (net: number, rateBasisPoints: number) => Math.round((Math.max(0, net) * rateBasisPoints) / 10_000);

/**
 * A percent as sent (0 to 100, up to 2 decimals: 12.5, 33.33) in basis points; undefined when it has more
 * decimals or is out of range. The float's own error (33.33 * 100 = 3332.9999...) is tolerated, not a third decimal.
 */
export function percentToBasisPoints(percent: number): number | undefined {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - basisPoints) > 1e-6) return undefined;
  return basisPoints >= 0 && basisPoints <= 10_000 ? basisPoints : undefined;
}

export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;

/** The change for cash handed over (received - price); null when nothing was typed or the payment is not cash. */
export const changeOf = (paymentType: string, received: number | null, price: number) =>
  paymentType === 'cash' && received !== null ? received - price : null;
