import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, employees, products, salePayments, saleTips, saleTransactions, sales, salons, users } from '../db/schema/index';
import type { PaymentRow } from '../services/salePayments';

/** A sale's tip as read back. */
export interface TipRow {
  id: number;
  employeeId: number;
  employeeName: string;
  amount: number;
}

/**
 * Takes `quantity` units off the shelf in one statement, unless that would leave less than zero (and the salon
 * does not allow it): under concurrency the row lock makes the second taker see the first one's count. Undefined
 * when the stock was short (nothing changed).
 */
export async function takeStock(tx: Db, salonId: number, productId: number, quantity: number, allowNegative: boolean) {
  const [row] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(and(eq(products.salonId, salonId), eq(products.id, productId), allowNegative ? undefined : gte(products.quantity, quantity)))
    .returning({ quantity: products.quantity });
  return row;
}

export async function productStock(db: Db, salonId: number, productId: number) {
  const [row] = await db
    .select({ name: products.name, quantity: products.quantity })
    .from(products)
    .where(and(eq(products.salonId, salonId), eq(products.id, productId)));
  return row;
}

/** Sets the salon's bookings to a status (completed by a sale, started again by its estorno); their start times for the agenda's notices. */
export async function setAppointmentsStatus(tx: Db, salonId: number, ids: number[], status: 'completed' | 'started') {
  if (ids.length === 0) return [];
  return tx
    .update(appointments)
    .set({ status })
    .where(and(eq(appointments.salonId, salonId), eq(appointments.kind, 'appointment'), inArray(appointments.id, ids)))
    .returning({ id: appointments.id, startAt: appointments.startAt, employeeId: appointments.employeeId });
}

const saleColumns = {
  id: sales.id,
  number: sales.number,
  clientId: sales.clientId,
  clientName: clients.name,
  clientEmail: clients.email,
  price: sales.price,
  paymentType: sales.paymentType,
  received: sales.received,
  deposit: sales.deposit,
  status: sales.status,
  cancelReason: sales.cancelReason,
  canceledAt: sales.canceledAt,
  canceledById: sales.canceledBy,
  canceledByName: users.name,
  createdAt: sales.createdAt,
  /** How it was paid, in order (services/salePayments.ts PaymentRow). */
  payments: sql<PaymentRow[]>`(select coalesce(json_agg(json_build_object('id', ${salePayments.id}, 'method', ${salePayments.method},
    'amount', ${salePayments.amount}, 'received', ${salePayments.received}, 'reference', ${salePayments.reference}, 'brCode', ${salePayments.brCode},
    'cardBrand', ${salePayments.cardBrand}, 'installments', ${salePayments.installments}, 'nsu', ${salePayments.nsu}, 'fee', ${salePayments.fee})
    order by ${salePayments.position}), '[]') from ${salePayments} where ${salePayments.salonId} = ${sales.salonId} and ${salePayments.saleId} = ${sales.id})`,
  /** Its tips (gorjeta, issue 30 item 4), in the order written, with each professional's name. */
  tips: sql<TipRow[]>`(select coalesce(json_agg(json_build_object('id', ${saleTips.id}, 'employeeId', ${saleTips.employeeId},
    'employeeName', ${employees.name}, 'amount', ${saleTips.amount}) order by ${saleTips.id}), '[]')
    from ${saleTips} join ${employees} on ${employees.salonId} = ${saleTips.salonId} and ${employees.id} = ${saleTips.employeeId}
    where ${saleTips.salonId} = ${sales.salonId} and ${saleTips.saleId} = ${sales.id})`,
  subtotal: sql<number>`(select coalesce(sum(${saleTransactions.value}::bigint * ${saleTransactions.quantity}), 0)::integer from ${saleTransactions}
    where ${saleTransactions.salonId} = ${sales.salonId} and ${saleTransactions.saleId} = ${sales.id})`,
};

function selectSales(db: Db) {
  return db
    .select(saleColumns)
    .from(sales)
    .leftJoin(clients, and(eq(clients.salonId, sales.salonId), eq(clients.id, sales.clientId)))
    // Who made the estorno: a user of the same salon (users have no foreign key: they come and go).
    .leftJoin(users, and(eq(users.salonId, sales.salonId), eq(users.id, sales.canceledBy)));
}
export type SaleRow = Awaited<ReturnType<ReturnType<typeof selectSales>['execute']>>[number];

export async function findSale(db: Db, salonId: number, id: number): Promise<SaleRow | undefined> {
  const [row] = await selectSales(db).where(and(eq(sales.salonId, salonId), eq(sales.id, id)));
  return row;
}

/** The list's optional filters (issue 25 item 11). */
export interface SaleFilters {
  clientId?: number;
  paymentType?: SaleRow['paymentType'];
  status?: SaleRow['status'];
}

/** A page of the salon's sales made in [from, to), newest first, narrowed by the filters given. */
export async function listSales(db: Db, salonId: number, from: Date, to: Date, limit: number, offset: number, filters: SaleFilters = {}) {
  return selectSales(db)
    .where(
      and(
        eq(sales.salonId, salonId),
        gte(sales.createdAt, from),
        lt(sales.createdAt, to),
        filters.clientId === undefined ? undefined : eq(sales.clientId, filters.clientId),
        // A split sale is found by any of its methods (its own payment_type is the first one's).
        filters.paymentType === undefined
          ? undefined
          : or(
              eq(sales.paymentType, filters.paymentType),
              sql`exists (select 1 from ${salePayments} where ${salePayments.salonId} = ${sales.salonId} and ${salePayments.saleId} = ${sales.id} and ${salePayments.method} = ${filters.paymentType})`,
            ),
        filters.status === undefined ? undefined : eq(sales.status, filters.status),
      ),
    )
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(limit)
    .offset(offset);
}

/** A sale's lines in the order they were sent, with the professional credited. */
export async function saleLines(db: Db, salonId: number, saleId: number) {
  return db
    .select({
      id: saleTransactions.id,
      name: saleTransactions.name,
      serviceId: saleTransactions.serviceId,
      productId: saleTransactions.productId,
      appointmentId: saleTransactions.appointmentId,
      employeeId: saleTransactions.employeeId,
      employeeName: employees.name,
      quantity: saleTransactions.quantity,
      value: saleTransactions.value,
      discount: saleTransactions.discount,
      commissionRate: saleTransactions.commissionRate,
      commission: saleTransactions.commission,
    })
    .from(saleTransactions)
    .leftJoin(employees, and(eq(employees.salonId, saleTransactions.salonId), eq(employees.id, saleTransactions.employeeId)))
    .where(and(eq(saleTransactions.salonId, salonId), eq(saleTransactions.saleId, saleId)))
    .orderBy(asc(saleTransactions.id));
}
export type SaleLineRow = Awaited<ReturnType<typeof saleLines>>[number];

/**
 * Marks a completed sale canceled (estorno) and its lines with it; undefined when the salon has no such sale, and
 * { already: true } when it was canceled before. The row lock makes two estornos of one sale run one at a time.
 */
export async function markSaleCanceled(tx: Db, salonId: number, id: number, by: { userId: number; reason: string }) {
  const [current] = await tx
    .select({ status: sales.status })
    .from(sales)
    .where(and(eq(sales.salonId, salonId), eq(sales.id, id)))
    .for('update');
  if (!current) return undefined;
  if (current.status === 'canceled') return { already: true as const };
  const [row] = await tx
    .update(sales)
    .set({ status: 'canceled', canceledAt: sql`now()`, canceledBy: by.userId, cancelReason: by.reason })
    .where(and(eq(sales.salonId, salonId), eq(sales.id, id)))
    .returning({ canceledAt: sales.canceledAt, createdAt: sales.createdAt });
  const lines = await tx
    .update(saleTransactions)
    .set({ canceledAt: row.canceledAt })
    .where(and(eq(saleTransactions.salonId, salonId), eq(saleTransactions.saleId, id)))
    .returning({ productId: saleTransactions.productId, appointmentId: saleTransactions.appointmentId, quantity: saleTransactions.quantity, employeeId: saleTransactions.employeeId });
  return { already: false as const, createdAt: row.createdAt, lines };
}

/** Puts units back on the shelf (an estorno). */
export async function returnStock(tx: Db, salonId: number, productId: number, quantity: number) {
  await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}` })
    .where(and(eq(products.salonId, salonId), eq(products.id, productId)));
}

/** The name of the database constraint an error violated (a unique index, a foreign key), looking through wrappers. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

/** The deposits a sale deducted, on its row (the Pix deposits of its online visits; services/sales.ts). */
export async function setSaleDeposit(tx: Db, salonId: number, id: number, deposit: number) {
  await tx.update(sales).set({ deposit }).where(and(eq(sales.salonId, salonId), eq(sales.id, id)));
}

/** The salon's Pix key and receiver (null until the owner set a key): the checkout's BR Code. */
export async function salonPix(db: Db, salonId: number) {
  const [row] = await db
    .select({ key: salons.pixKey, receiverName: salons.pixReceiverName, receiverCity: salons.pixReceiverCity })
    .from(salons)
    .where(eq(salons.id, salonId));
  if (!row) return undefined;
  return row.key === null ? null : { key: row.key, receiverName: row.receiverName ?? '', receiverCity: row.receiverCity ?? '' };
}
