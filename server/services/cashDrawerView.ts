import { CASH_METHODS, type CashDrawerSummaryWire, type CashDrawerWire, type CashEstornoWire, type CashMovementWire, type CashTotalsWire } from '../contract/cashDrawers';
import type { CountedCash } from '../db/schema/index';
import type { DrawerRow, DrawerSum } from '../repositories/cashDrawers';
import { isoDate, wallTimeAt } from './zonedTime';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const zero = (): CashTotalsWire => ({ cash: 0, debit_card: 0, credit_card: 0, pix: 0, other: 0 });
const isMethod = (method: string): method is keyof CashTotalsWire => (CASH_METHODS as readonly string[]).includes(method);

/** What a drawer should hold, per method, from its sums (repositories/cashDrawers.ts drawerSums). */
export function drawerTotals(float: number, sums: readonly DrawerSum[]) {
  const sold = zero();
  const refunded = zero();
  let suprimentos = 0;
  let sangrias = 0;
  for (const sum of sums) {
    if (sum.kind === 'suprimento') suprimentos += sum.amount;
    else if (sum.kind === 'sangria') sangrias += sum.amount;
    else if (isMethod(sum.method)) (sum.kind === 'sold' ? sold : refunded)[sum.method] += sum.amount;
  }
  const expected = zero();
  for (const method of CASH_METHODS) expected[method] = sold[method] - refunded[method];
  expected.cash += float + suprimentos - sangrias;
  return { sales: sold, estornos: refunded, suprimentos, sangrias, expected };
}

/** counted - expected per method (negative: the drawer is short). */
export function differenceOf(counted: CountedCash, expected: CashTotalsWire): CashTotalsWire {
  const difference = zero();
  for (const method of CASH_METHODS) difference[method] = (counted[method] ?? 0) - expected[method];
  return difference;
}

export function summaryWire(row: DrawerRow, sums: readonly DrawerSum[], timeZone: string): CashDrawerSummaryWire {
  const totals = drawerTotals(row.float, sums);
  const counted = row.counted ? { ...zero(), ...row.counted } : null;
  return {
    id: row.id,
    day: isoDate(wallTimeAt(row.openedAt.getTime(), timeZone)),
    opened_at: seconds(row.openedAt),
    opened_by_name: row.openedByName,
    float: row.float,
    closed_at: row.closedAt ? seconds(row.closedAt) : null,
    closed_by_name: row.closedByName,
    note: row.note,
    ...totals,
    counted,
    difference: counted ? differenceOf(counted, totals.expected) : null,
  };
}

interface MovementRow {
  id: number;
  kind: CashMovementWire['kind'];
  amount: number;
  reason: string;
  userName: string;
  createdAt: Date;
}
interface EstornoRow {
  saleId: number;
  number: number;
  reason: string | null;
  canceledAt: Date;
  amount: number;
  cash: number;
}

export function drawerWire(row: DrawerRow, sums: readonly DrawerSum[], timeZone: string, movements: readonly MovementRow[], estornos: readonly EstornoRow[]): CashDrawerWire {
  return {
    ...summaryWire(row, sums, timeZone),
    movements: movements.map((m) => ({ id: m.id, kind: m.kind, amount: m.amount, reason: m.reason, user_name: m.userName, created_at: seconds(m.createdAt) })),
    canceled_sales: estornos.map(
      (e): CashEstornoWire => ({ sale_id: e.saleId, number: e.number, amount: e.amount, cash: e.cash, reason: e.reason, canceled_at: seconds(new Date(e.canceledAt)) }),
    ),
  };
}
