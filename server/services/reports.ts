import type { PaymentType } from '../db/schema/sales';
import type { ByTypeWire, CommissionItemsWire, CommissionsWire, ReportItemWire, ReportQuery, SummaryWire } from '../contract/reports';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findEmployee } from '../repositories/employees';
import * as reports from '../repositories/reports';
import { epochSeconds } from './agendaWindow';
import { servicePlugin } from './registry';
import { daysOf, reportRange, type ReportRange } from './reportRange';
import { can } from '../contract/roles';
import { assertOwnColumn, notAllowed, ownColumn, type Actor } from './permissions';
import { wallTimeAt } from './zonedTime';

/** The range is today, and only today, in the salon's time zone. */
function isToday(range: ReportRange, timeZone: string) {
  const today = wallTimeAt(Date.now(), timeZone);
  const same = (d: { year: number; month: number; day: number }) => d.year === today.year && d.month === today.month && d.day === today.day;
  return same(range.first) && same(range.last);
}

/** Solo has the sales summary; Team (2) and Big (3) add commissions: the pricing page's promise. */
const COMMISSIONS_FROM_PLAN = 2;

interface Sums {
  quantity: string | number;
  gross: string | number;
  discount: string | number;
}

/** quantity, gross, discount and net (gross - discount), in cents. */
function totals(sums: Sums | undefined) {
  const [quantity, gross, discount] = [sums?.quantity ?? 0, sums?.gross ?? 0, sums?.discount ?? 0].map(reports.toCents);
  return { quantity, gross, discount, net: gross - discount };
}

interface Tally {
  count: number;
  total: number;
}
function add<K>(map: Map<K, Tally>, key: K, tally: Tally) {
  const sums = map.get(key);
  map.set(key, { count: (sums?.count ?? 0) + tally.count, total: (sums?.total ?? 0) + tally.total });
}

const byValue = (a: ReportItemWire, b: ReportItemWire) => b.value - a.value || b.quantity - a.quantity || a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id;

/**
 * The reports of the sales screens (DESIGN.md section 5): completed sales only, on days of the salon's time
 * zone. Each report is a few aggregate queries over sales_salon_created_idx, never a walk over rows in here.
 */
export function createReportService(db: Db) {
  /**
   * The salon's window for the query; 422 for bad dates. The sales reports over another range than today are
   * the owner's (the front desk reads today's sales only: 403).
   */
  async function scope(actor: Actor, query: ReportQuery, sales = false) {
    const { salonId } = actor;
    const salon = await reports.reportSalon(db, salonId);
    if (!salon) throw notFound();
    const range = reportRange(query, salon.timeZone);
    if (sales && !can(actor.role, 'reportsFull') && !isToday(range, salon.timeZone)) throw notAllowed();
    return { salon, range, window: { salonId, from: range.from, to: range.to }, commissions: salon.planId >= COMMISSIONS_FROM_PLAN };
  }

  async function byType(actor: Actor, query: ReportQuery): Promise<ByTypeWire> {
    const { window } = await scope(actor, query, true);
    const rows = (await reports.itemTotals(db, window)).map((r): ReportItemWire => {
      const { quantity, gross, discount, net } = totals(r);
      const id = r.productId ?? r.serviceId ?? 0;
      const item = r.productId !== null ? { product_id: r.productId } : { service_id: id };
      return { id, ...item, name: r.name, quantity, value: gross, discount, net };
    });
    return {
      services: rows.filter((r) => r.product_id === undefined).sort(byValue),
      products: rows.filter((r) => r.product_id !== undefined).sort(byValue),
    };
  }

  async function summary(actor: Actor, query: ReportQuery): Promise<SummaryWire> {
    const { salon, range, window, commissions } = await scope(actor, query, true);
    const kinds = await reports.typeTotals(db, window);
    const [sold, paid] = await Promise.all([reports.saleTotals(db, window, salon.timeZone), reports.paymentTotals(db, window)]);
    const services = totals(kinds.find((k) => !k.isProduct));
    const products = totals(kinds.find((k) => k.isProduct));
    const total = {
      quantity: services.quantity + products.quantity,
      gross: services.gross + products.gross,
      discount: services.discount + products.discount,
      net: services.net + products.net,
    };
    // Sales per day; money per payment method (a split sale counts in each of its methods, its deposit as Pix).
    const perDay = new Map<string, Tally>();
    for (const row of sold) add(perDay, row.day, { count: row.count, total: reports.toCents(row.total) });
    // Gross (total), the fees the payments kept and what reached the salon (net), per method; credit per instalments too.
    const payments = new Map<PaymentType, Tally>();
    const fees = new Map<PaymentType, number>();
    const credit = new Map<number, Tally & { fees: number }>();
    for (const row of paid.rows) {
      const tally = { count: row.count, total: reports.toCents(row.total) };
      const fee = reports.toCents(row.fees);
      add(payments, row.method, tally);
      fees.set(row.method, (fees.get(row.method) ?? 0) + fee);
      if (row.method === 'credit_card') {
        const n = row.installments ?? 1;
        const sums = credit.get(n);
        credit.set(n, { count: (sums?.count ?? 0) + tally.count, total: (sums?.total ?? 0) + tally.total, fees: (sums?.fees ?? 0) + fee });
      }
    }
    if (paid.deposit.count > 0) add(payments, 'pix', { count: paid.deposit.count, total: reports.toCents(paid.deposit.total) });
    return {
      services,
      products,
      total,
      sales_count: sold.reduce((n, r) => n + r.count, 0),
      by_payment: [...payments]
        .map(([payment_type, sums]) => {
          const fee = fees.get(payment_type) ?? 0;
          return { payment_type, ...sums, fees: fee, net: sums.total - fee };
        })
        .sort((a, b) => b.total - a.total || a.payment_type.localeCompare(b.payment_type)),
      by_installments: [...credit]
        .sort(([a], [b]) => a - b)
        .map(([installments, sums]) => ({ installments, ...sums, net: sums.total - sums.fees })),
      // Every day of the range, a day without sales at zero: the chart's axis has no gaps.
      by_day: daysOf(range).map((day) => ({ day, ...(perDay.get(day) ?? { count: 0, total: 0 }) })),
      generated_at: epochSeconds(new Date()),
      features: { commissions },
    };
  }

  /** Every professional's commissions; a professional gets their own row only. */
  async function commissionsReport(actor: Actor, query: ReportQuery): Promise<CommissionsWire> {
    const { window, commissions } = await scope(actor, query);
    const own = ownColumn(actor);
    const [sums, tipSums] = commissions ? await Promise.all([reports.commissionTotals(db, window), reports.tipTotals(db, window)]) : [[], []];
    // Tips are paid to the professional in full and never part of the commission: a column of their own.
    const tips = new Map(tipSums.map((r) => [r.employeeId, { name: r.name, tips: reports.toCents(r.tips) }]));
    const rows = sums.map((r) => ({
      employee_id: r.employeeId,
      name: r.name,
      ...totals(r),
      commission: reports.toCents(r.commission),
      tips: tips.get(r.employeeId)?.tips ?? 0,
    }));
    // A professional tipped without a line of their own in the range still gets their row.
    const listed = new Set(rows.map((r) => r.employee_id));
    for (const [employeeId, tip] of tips) {
      if (!listed.has(employeeId)) rows.push({ employee_id: employeeId, name: tip.name, quantity: 0, gross: 0, discount: 0, net: 0, commission: 0, tips: tip.tips });
    }
    const mine = rows.filter((r) => own === null || r.employee_id === own);
    const sum = (key: 'quantity' | 'gross' | 'discount' | 'net' | 'commission' | 'tips') => mine.reduce((n, r) => n + r[key], 0);
    return {
      available: commissions,
      rows: mine,
      total: { quantity: sum('quantity'), gross: sum('gross'), discount: sum('discount'), net: sum('net'), commission: sum('commission'), tips: sum('tips') },
    };
  }

  /** One professional's lines: 404 for a professional of another salon; empty on a plan without commissions. */
  async function commissionItems(actor: Actor, employeeId: number, query: ReportQuery): Promise<CommissionItemsWire> {
    const { salonId } = actor;
    assertOwnColumn(actor, employeeId);
    const { window, commissions } = await scope(actor, query);
    if (!(await findEmployee(db, salonId, employeeId))) throw notFound();
    if (!commissions) return [];
    return (await reports.commissionItems(db, window, employeeId)).map((r) => ({
      sale_id: r.saleId,
      sale_number: r.saleNumber,
      created_at: epochSeconds(r.createdAt),
      name: r.name,
      client: r.client,
      quantity: r.quantity,
      value: r.value,
      discount: r.discount,
      net: r.value * r.quantity - r.discount,
      // Stored in basis points: 1250 is 12.5%.
      commission_rate: r.commissionRate / 100,
      commission: r.commission,
    }));
  }

  return { byType, summary, commissions: commissionsReport, commissionItems };
}
export type ReportService = ReturnType<typeof createReportService>;

declare module 'fastify' {
  interface ServiceRegistry {
    reports: ReportService;
  }
}

/** Registers the service as app.services.reports. */
export default servicePlugin('reports', (app) => createReportService(app.db));
