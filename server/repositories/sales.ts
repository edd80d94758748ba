import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, employees, products, saleTransactions, sales, salons, services } from '../db/schema/index';

export type NewSale = typeof sales.$inferInsert;
export type NewSaleLine = typeof saleTransactions.$inferInsert;


/**
 * Gives the salon's next sale number, and what the sale needs of the salon. The row lock it takes lasts until the
 * sale's transaction ends, so a salon's sales are written one at a time: numbers never repeat nor skip, and two
 * checkouts cannot both read the last unit of a product as available.
 */
export async function takeSaleNumber(tx: Db, salonId: number) {
  const [row] = await tx
    .update(salons)
    .set({ lastSaleNumber: sql`${salons.lastSaleNumber} + 1` })
    .where(eq(salons.id, salonId))
    .returning({ number: salons.lastSaleNumber, allowNegativeStock: salons.allowNegativeStock });
  return row;
}

/** Which of the sent ids are the salon's, with what a sale line needs of each (another salon's id is not found). */
export async function saleReferences(
  db: Db,
  salonId: number,
  ids: { serviceIds: number[]; productIds: number[]; appointmentIds: number[]; employeeIds: number[]; clientId?: number | null },
) {
  const some = <T>(list: number[], query: () => Promise<T[]>) => (list.length === 0 ? Promise.resolve([] as T[]) : query());
  const appointmentRows = await some(ids.appointmentIds, () =>
    db
      .select({
        id: appointments.id,
        status: appointments.status,
        price: appointments.price,
        serviceId: appointments.serviceId,
        employeeId: appointments.employeeId,
        clientId: appointments.clientId,
        startAt: appointments.startAt,
        soldBy: saleTransactions.saleId,
      })
      .from(appointments)
      .leftJoin(
        saleTransactions,
        and(eq(saleTransactions.salonId, appointments.salonId), eq(saleTransactions.appointmentId, appointments.id), isNull(saleTransactions.canceledAt)),
      )
      .where(and(eq(appointments.salonId, salonId), eq(appointments.kind, 'appointment'), inArray(appointments.id, ids.appointmentIds))),
  );
  // A line from an appointment defaults to its service and professional: those are needed too.
  const unique = (list: Array<number | null>) => [...new Set(list.filter((id): id is number => id !== null))];
  const serviceIds = unique([...ids.serviceIds, ...appointmentRows.map((a) => a.serviceId)]);
  const employeeIds = unique([...ids.employeeIds, ...appointmentRows.map((a) => a.employeeId)]);
  const serviceRows = await some(serviceIds, () =>
    db
      .select({ id: services.id, name: services.name, price: services.price, commission: services.commission })
      .from(services)
      .where(and(eq(services.salonId, salonId), inArray(services.id, serviceIds))),
  );
  const productRows = await some(ids.productIds, () =>
    db
      .select({ id: products.id, name: products.name, price: products.price })
      .from(products)
      .where(and(eq(products.salonId, salonId), inArray(products.id, ids.productIds))),
  );
  const employeeRows = await some(employeeIds, () =>
    db
      .select({ id: employees.id, name: employees.name, serviceCommission: employees.serviceCommission, productCommission: employees.productCommission })
      .from(employees)
      .where(and(eq(employees.salonId, salonId), inArray(employees.id, employeeIds))),
  );
  const [client] =
    ids.clientId == null
      ? []
      : await db.select({ id: clients.id }).from(clients).where(and(eq(clients.salonId, salonId), eq(clients.id, ids.clientId), isNull(clients.erasedAt)));
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  return { services: byId(serviceRows), products: byId(productRows), appointments: byId(appointmentRows), employees: byId(employeeRows), client };
}
export type SaleReferences = Awaited<ReturnType<typeof saleReferences>>;

export async function insertSale(tx: Db, sale: NewSale) {
  const [row] = await tx.insert(sales).values(sale).returning({ id: sales.id });
  return row;
}

export async function insertSaleLines(tx: Db, lines: NewSaleLine[]) {
  await tx.insert(saleTransactions).values(lines);
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
    .returning({ id: appointments.id, startAt: appointments.startAt });
}

/** The sale a salon already recorded under an Idempotency-Key. */
export async function findSaleIdByKey(db: Db, salonId: number, key: string) {
  const [row] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.salonId, salonId), eq(sales.idempotencyKey, key)));
  return row?.id;
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
  status: sales.status,
  cancelReason: sales.cancelReason,
  canceledAt: sales.canceledAt,
  createdAt: sales.createdAt,
  subtotal: sql<number>`(select coalesce(sum(${saleTransactions.value}::bigint * ${saleTransactions.quantity}), 0)::integer from ${saleTransactions}
    where ${saleTransactions.salonId} = ${sales.salonId} and ${saleTransactions.saleId} = ${sales.id})`,
};

function selectSales(db: Db) {
  return db
    .select(saleColumns)
    .from(sales)
    .leftJoin(clients, and(eq(clients.salonId, sales.salonId), eq(clients.id, sales.clientId)));
}
export type SaleRow = Awaited<ReturnType<ReturnType<typeof selectSales>['execute']>>[number];

export async function findSale(db: Db, salonId: number, id: number): Promise<SaleRow | undefined> {
  const [row] = await selectSales(db).where(and(eq(sales.salonId, salonId), eq(sales.id, id)));
  return row;
}

/** A page of the salon's sales made in [from, to), newest first. */
export async function listSales(db: Db, salonId: number, from: Date, to: Date, limit: number, offset: number) {
  return selectSales(db)
    .where(and(eq(sales.salonId, salonId), gte(sales.createdAt, from), lt(sales.createdAt, to)))
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
    .returning({ canceledAt: sales.canceledAt });
  const lines = await tx
    .update(saleTransactions)
    .set({ canceledAt: row.canceledAt })
    .where(and(eq(saleTransactions.salonId, salonId), eq(saleTransactions.saleId, id)))
    .returning({ productId: saleTransactions.productId, appointmentId: saleTransactions.appointmentId, quantity: saleTransactions.quantity });
  return { already: false as const, lines };
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
