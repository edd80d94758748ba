import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, employees, products, salePayments, saleTips, sales, saleTransactions, salons, services } from '../db/schema/index';

/** The instants [from, to) of a report's days, for one salon. */
export interface ReportWindow {
  salonId: number;
  from: Date;
  to: Date;
}

/**
 * Completed sales of the window: a canceled one (estorno) leaves the reports. The salon and the range come
 * first so the planner walks sales_salon_created_idx (salon_id, created_at).
 */
const completedIn = (w: ReportWindow) =>
  and(eq(sales.salonId, w.salonId), gte(sales.createdAt, w.from), lt(sales.createdAt, w.to), eq(sales.status, 'completed'));

/** The lines of those sales, through sale_transactions_sale_idx (salon_id, sale_id). */
const linesOfSales = and(eq(saleTransactions.salonId, sales.salonId), eq(saleTransactions.saleId, sales.id));

/**
 * Sums of cents as bigint: a salon's year can pass 2^31 cents (R$ 21 million). Drivers answer a bigint as a
 * string (node-postgres) or a number (PGlite); toCents() reads either, exact up to 2^53.
 */
const centsSum = (expr: SQL) => sql<string | number>`coalesce(sum(${expr}), 0)::bigint`;
const gross = centsSum(sql`${saleTransactions.value}::bigint * ${saleTransactions.quantity}`);
const discount = centsSum(sql`${saleTransactions.discount}`);
const units = centsSum(sql`${saleTransactions.quantity}`);
const commission = centsSum(sql`${saleTransactions.commission}`);

export function toCents(value: string | number | null): number {
  const cents = Number(value ?? 0);
  if (!Number.isSafeInteger(cents)) throw new Error(`a report sum is out of range: ${String(value)}`);
  return cents;
}

/** What a report needs of the salon: its days (time zone) and what its plan includes. */
export async function reportSalon(db: Db, salonId: number) {
  const [row] = await db.select({ timeZone: salons.timeZone, planId: salons.planId }).from(salons).where(eq(salons.id, salonId));
  return row;
}

/**
 * Principais Serviços and Produtos: one row per service or product sold, named as the catalogue names it now.
 * The lines are summed first and the few sums then named: joining the catalogue to every line cost more.
 */
export async function itemTotals(db: Db, w: ReportWindow) {
  const sums = db
    .select({
      serviceId: saleTransactions.serviceId,
      productId: saleTransactions.productId,
      lineName: sql<string>`max(${saleTransactions.name})`.as('line_name'),
      quantity: units.as('sum_quantity'),
      gross: gross.as('sum_gross'),
      discount: discount.as('sum_discount'),
    })
    .from(sales)
    .innerJoin(saleTransactions, linesOfSales)
    .where(completedIn(w))
    .groupBy(saleTransactions.serviceId, saleTransactions.productId)
    // Drizzle names a subquery's computed columns unqualified: sum_* cannot clash with a catalogue column.
    .as('sums');
  return db
    .select({
      serviceId: sums.serviceId,
      productId: sums.productId,
      // The catalogue row cannot be deleted once sold; the line's own name is only a fallback.
      name: sql<string>`coalesce(${services.name}, ${products.name}, ${sums.lineName})`,
      quantity: sums.quantity,
      gross: sums.gross,
      discount: sums.discount,
    })
    .from(sums)
    .leftJoin(services, and(eq(services.salonId, w.salonId), eq(services.id, sums.serviceId)))
    .leftJoin(products, and(eq(products.salonId, w.salonId), eq(products.id, sums.productId)));
}

/** Resumo de Vendas: services and products apart (a line is exactly one of them). */
export async function typeTotals(db: Db, w: ReportWindow) {
  const isProduct = sql<boolean>`(${saleTransactions.productId} is not null)`;
  return db
    .select({ isProduct, quantity: units, gross, discount })
    .from(sales)
    .innerJoin(saleTransactions, linesOfSales)
    .where(completedIn(w))
    .groupBy(isProduct);
}

/**
 * Sales counted and summed per payment type and day of the salon's time zone (at most 5 x 366 rows; the caller
 * adds them up per payment and per day). The day is formatted after grouping: to_char on every sale costs more
 * than the grouping itself.
 */
export async function saleTotals(db: Db, w: ReportWindow, timeZone: string) {
  const grouped = db
    .select({
      paymentType: sales.paymentType,
      date: sql<unknown>`(${sales.createdAt} at time zone ${timeZone})::date`.as('date'),
      count: sql<number>`count(*)::int`.as('count'),
      total: centsSum(sql`${sales.price}`).as('total'),
    })
    .from(sales)
    .where(completedIn(w))
    // By position: the date expression written again would carry its own time-zone parameter, a different
    // expression to PostgreSQL.
    .groupBy(sql`1, 2`)
    .as('grouped');
  return db
    .select({ paymentType: grouped.paymentType, day: sql<string>`to_char(${grouped.date}, 'YYYY-MM-DD')`, count: grouped.count, total: grouped.total })
    .from(grouped);
}

/**
 * The money taken per payment method (issue 30 item 2: amounts per method, not sales): each payment of the
 * window's completed sales, and the Pix deposits those sales deducted, counted as Pix (paid online before).
 * Per method and instalment count, with the fees the payments kept (issue 30 item 3).
 */
export async function paymentTotals(db: Db, w: ReportWindow) {
  const paid = db
    .select({
      method: salePayments.method,
      installments: salePayments.installments,
      count: sql<number>`count(*)::int`,
      total: centsSum(sql`${salePayments.amount}`),
      fees: centsSum(sql`${salePayments.fee}`),
    })
    .from(sales)
    .innerJoin(salePayments, and(eq(salePayments.salonId, sales.salonId), eq(salePayments.saleId, sales.id)))
    .where(completedIn(w))
    .groupBy(salePayments.method, salePayments.installments);
  const deposits = db
    .select({ count: sql<number>`count(*)::int`, total: centsSum(sql`${sales.deposit}`) })
    .from(sales)
    .where(and(completedIn(w), sql`${sales.deposit} > 0`));
  const [rows, [deposit]] = await Promise.all([paid, deposits]);
  return { rows, deposit: deposit ?? { count: 0, total: 0 } };
}

/** Comissões: the lines credited to each professional, summed before the professionals are named. */
export async function commissionTotals(db: Db, w: ReportWindow) {
  const sums = db
    .select({
      employeeId: saleTransactions.employeeId,
      quantity: units.as('sum_quantity'),
      gross: gross.as('sum_gross'),
      discount: discount.as('sum_discount'),
      commission: commission.as('sum_commission'),
    })
    .from(sales)
    .innerJoin(saleTransactions, linesOfSales)
    .where(and(completedIn(w), isNotNull(saleTransactions.employeeId)))
    .groupBy(saleTransactions.employeeId)
    .as('sums');
  return db
    .select({ employeeId: employees.id, name: employees.name, quantity: sums.quantity, gross: sums.gross, discount: sums.discount, commission: sums.commission })
    .from(sums)
    .innerJoin(employees, and(eq(employees.salonId, w.salonId), eq(employees.id, sums.employeeId)))
    .orderBy(desc(sums.commission), asc(employees.name), asc(employees.id));
}

/** Gorjetas (issue 30 item 4): the tips of the window's completed sales per professional, apart from commissions. */
export async function tipTotals(db: Db, w: ReportWindow) {
  return db
    .select({ employeeId: employees.id, name: employees.name, tips: centsSum(sql`${saleTips.amount}`) })
    .from(sales)
    .innerJoin(saleTips, and(eq(saleTips.salonId, sales.salonId), eq(saleTips.saleId, sales.id)))
    .innerJoin(employees, and(eq(employees.salonId, saleTips.salonId), eq(employees.id, saleTips.employeeId)))
    .where(completedIn(w))
    .groupBy(employees.id, employees.name);
}

/** One professional's lines in the range, newest first, with the sale and its client. */
export async function commissionItems(db: Db, w: ReportWindow, employeeId: number) {
  return db
    .select({
      saleId: sales.id,
      saleNumber: sales.number,
      createdAt: sales.createdAt,
      name: saleTransactions.name,
      client: clients.name,
      quantity: saleTransactions.quantity,
      value: saleTransactions.value,
      discount: saleTransactions.discount,
      commissionRate: saleTransactions.commissionRate,
      commission: saleTransactions.commission,
    })
    .from(sales)
    .innerJoin(saleTransactions, linesOfSales)
    .leftJoin(clients, and(eq(clients.salonId, sales.salonId), eq(clients.id, sales.clientId)))
    .where(and(completedIn(w), eq(saleTransactions.employeeId, employeeId)))
    .orderBy(desc(sales.createdAt), desc(sales.id), asc(saleTransactions.id));
}
