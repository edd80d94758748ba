import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, comandaItems, comandas, employees, products, saleTransactions, salons, services, type ComandaStatus } from '../db/schema/index';

const comandaColumns = {
  id: comandas.id,
  number: comandas.number,
  status: comandas.status,
  version: comandas.version,
  clientId: comandas.clientId,
  clientName: clients.name,
  appointmentId: comandas.appointmentId,
  openedByName: comandas.openedByName,
  openedAt: comandas.openedAt,
  endedAt: comandas.endedAt,
  endedByName: comandas.endedByName,
  saleId: comandas.saleId,
  cancelReason: comandas.cancelReason,
};
export type ComandaRow = {
  id: number;
  number: number;
  status: ComandaStatus;
  version: number;
  clientId: number | null;
  clientName: string | null;
  appointmentId: number | null;
  openedByName: string;
  openedAt: Date;
  endedAt: Date | null;
  endedByName: string | null;
  saleId: number | null;
  cancelReason: string | null;
};

const itemColumns = {
  id: comandaItems.id,
  comandaId: comandaItems.comandaId,
  name: comandaItems.name,
  serviceId: comandaItems.serviceId,
  productId: comandaItems.productId,
  appointmentId: comandaItems.appointmentId,
  employeeId: comandaItems.employeeId,
  employeeName: employees.name,
  quantity: comandaItems.quantity,
  value: comandaItems.value,
  addedBy: comandaItems.addedBy,
  addedByName: comandaItems.addedByName,
  createdAt: comandaItems.createdAt,
};
export type ComandaItemRow = {
  id: number;
  comandaId: number;
  name: string;
  serviceId: number | null;
  productId: number | null;
  appointmentId: number | null;
  employeeId: number | null;
  employeeName: string | null;
  quantity: number;
  value: number;
  addedBy: number | null;
  addedByName: string;
  createdAt: Date;
};

export interface Author {
  userId: number;
  userName: string;
}

function selectComandas(db: Db) {
  return db
    .select(comandaColumns)
    .from(comandas)
    .leftJoin(clients, and(eq(clients.salonId, comandas.salonId), eq(clients.id, comandas.clientId)));
}

export async function findComanda(db: Db, salonId: number, id: number): Promise<ComandaRow | undefined> {
  const [row] = await selectComandas(db).where(and(eq(comandas.salonId, salonId), eq(comandas.id, id)));
  return row;
}

/** The open comandas, oldest first; or those of a status ended since `since` (the day's closed or canceled). */
export function listComandas(db: Db, salonId: number, status: ComandaStatus, since: Date): Promise<ComandaRow[]> {
  const when = status === 'open' ? undefined : gte(comandas.endedAt, since);
  return selectComandas(db)
    .where(and(eq(comandas.salonId, salonId), eq(comandas.status, status), when))
    .orderBy(asc(comandas.openedAt), asc(comandas.id))
    .limit(200);
}

/** The items of these comandas, in the order added. */
export function itemsOf(db: Db, salonId: number, comandaIds: number[]): Promise<ComandaItemRow[]> {
  if (comandaIds.length === 0) return Promise.resolve([]);
  return db
    .select(itemColumns)
    .from(comandaItems)
    .leftJoin(employees, and(eq(employees.salonId, comandaItems.salonId), eq(employees.id, comandaItems.employeeId)))
    .where(and(eq(comandaItems.salonId, salonId), inArray(comandaItems.comandaId, comandaIds)))
    .orderBy(asc(comandaItems.id));
}

/** An appointment a comanda may open from: its client, service, professional and price, and whether it is sold. */
export async function appointmentForComanda(db: Db, salonId: number, id: number) {
  const [row] = await db
    .select({
      id: appointments.id,
      kind: appointments.kind,
      status: appointments.status,
      clientId: appointments.clientId,
      employeeId: appointments.employeeId,
      serviceId: appointments.serviceId,
      serviceName: services.name,
      price: appointments.price,
      startAt: appointments.startAt,
      sold: sql<boolean>`exists (select 1 from ${saleTransactions} where ${saleTransactions.salonId} = ${appointments.salonId}
        and ${saleTransactions.appointmentId} = ${appointments.id} and ${saleTransactions.canceledAt} is null)`,
    })
    .from(appointments)
    .leftJoin(services, and(eq(services.salonId, appointments.salonId), eq(services.id, appointments.serviceId)))
    .where(and(eq(appointments.salonId, salonId), eq(appointments.id, id)));
  return row;
}

/** The salon's row locked for the rest of the transaction: openings take their turn (numbers, one per appointment). */
export async function lockSalonForComanda(tx: Db, salonId: number): Promise<boolean> {
  const rows = await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId)).for('update');
  return rows.length > 0;
}

export async function openComandaOf(db: Db, salonId: number, appointmentId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: comandas.id })
    .from(comandas)
    .where(and(eq(comandas.salonId, salonId), eq(comandas.appointmentId, appointmentId), eq(comandas.status, 'open')));
  return row?.id;
}

/** Inserts a comanda with the salon's next number (the caller holds the salon's row). */
export async function insertComanda(tx: Db, values: { salonId: number; clientId: number | null; appointmentId: number | null; by: Author }): Promise<number> {
  const [salon] = await tx
    .update(salons)
    .set({ lastComandaNumber: sql`${salons.lastComandaNumber} + 1` })
    .where(eq(salons.id, values.salonId))
    .returning({ number: salons.lastComandaNumber });
  const [row] = await tx
    .insert(comandas)
    .values({ salonId: values.salonId, number: salon.number, clientId: values.clientId, appointmentId: values.appointmentId, openedBy: values.by.userId, openedByName: values.by.userName })
    .returning({ id: comandas.id });
  return row.id;
}

/**
 * Counts one change of an open comanda and holds its row until the transaction ends: concurrent additions take
 * their turn, and a closing waits for them (then sees the version moved). Undefined when it is not open.
 */
export async function bumpOpenComanda(tx: Db, salonId: number, id: number): Promise<{ version: number; appointmentId: number | null } | undefined> {
  const [row] = await tx
    .update(comandas)
    .set({ version: sql`${comandas.version} + 1` })
    .where(and(eq(comandas.salonId, salonId), eq(comandas.id, id), eq(comandas.status, 'open')))
    .returning({ version: comandas.version, appointmentId: comandas.appointmentId });
  return row;
}

export async function insertItem(tx: Db, values: Omit<typeof comandaItems.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await tx.insert(comandaItems).values(values).returning({ id: comandaItems.id });
  return row.id;
}

export async function findItem(db: Db, salonId: number, comandaId: number, itemId: number) {
  const [row] = await db
    .select({ id: comandaItems.id, employeeId: comandaItems.employeeId, appointmentId: comandaItems.appointmentId, name: comandaItems.name })
    .from(comandaItems)
    .where(and(eq(comandaItems.salonId, salonId), eq(comandaItems.comandaId, comandaId), eq(comandaItems.id, itemId)));
  return row;
}

export async function deleteItem(tx: Db, salonId: number, comandaId: number, itemId: number): Promise<boolean> {
  const rows = await tx
    .delete(comandaItems)
    .where(and(eq(comandaItems.salonId, salonId), eq(comandaItems.comandaId, comandaId), eq(comandaItems.id, itemId)))
    .returning({ id: comandaItems.id });
  return rows.length > 0;
}

/**
 * Ends an open comanda: closed into a sale (only at the version the front desk saw) or canceled. Undefined when
 * it is no longer open or its version moved: the caller reads which.
 */
export async function endComanda(
  tx: Db,
  salonId: number,
  id: number,
  end: { status: 'closed' | 'canceled'; saleId: number | null; reason: string | null; byName: string; version?: number },
): Promise<{ appointmentId: number | null } | undefined> {
  const [row] = await tx
    .update(comandas)
    .set({ status: end.status, saleId: end.saleId, cancelReason: end.reason, endedAt: sql`now()`, endedByName: end.byName, version: sql`${comandas.version} + 1` })
    .where(and(eq(comandas.salonId, salonId), eq(comandas.id, id), eq(comandas.status, 'open'), end.version === undefined ? undefined : eq(comandas.version, end.version)))
    .returning({ appointmentId: comandas.appointmentId });
  return row;
}

/** A catalogue item to add: a service or a product, its name and price (undefined when not the salon's). */
export async function catalogueItem(db: Db, salonId: number, item: { serviceId: number | null; productId: number | null }) {
  if (item.serviceId !== null) {
    const [row] = await db.select({ name: services.name, price: services.price }).from(services).where(and(eq(services.salonId, salonId), eq(services.id, item.serviceId)));
    return row;
  }
  const [row] = await db.select({ name: products.name, price: products.price }).from(products).where(and(eq(products.salonId, salonId), eq(products.id, item.productId ?? 0)));
  return row;
}

export async function employeeOf(db: Db, salonId: number, id: number) {
  const [row] = await db.select({ id: employees.id, name: employees.name }).from(employees).where(and(eq(employees.salonId, salonId), eq(employees.id, id)));
  return row;
}
