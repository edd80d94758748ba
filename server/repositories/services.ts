import { and, asc, eq, like, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, saleTransactions, services } from '../db/schema/index';
import { dbFold, folded } from './sqlHelpers';

export type NewService = typeof services.$inferInsert;

const columns = {
  id: services.id,
  name: services.name,
  description: services.description,
  duration: services.duration,
  price: services.price,
  cost: services.cost,
  serviceCategoryId: services.serviceCategoryId,
};

const scoped = (salonId: number, id: number) => and(eq(services.salonId, salonId), eq(services.id, id));

/** The salon's services by name; with `patterns`, only those whose folded name matches every one. */
export async function listServices(db: Db, salonId: number, patterns: string[] = []) {
  const conditions: SQL[] = [eq(services.salonId, salonId), ...patterns.map((p) => like(folded(services.name), p))];
  return db
    .select(columns)
    .from(services)
    .where(and(...conditions))
    .orderBy(folded(services.name), asc(services.id));
}

export async function findService(db: Db, salonId: number, id: number) {
  const [row] = await db.select(columns).from(services).where(scoped(salonId, id));
  return row;
}

export type ServiceRow = NonNullable<Awaited<ReturnType<typeof findService>>>;

export async function insertService(db: Db, service: NewService) {
  const [row] = await db.insert(services).values(service).returning(columns);
  return row;
}

export async function updateService(db: Db, salonId: number, id: number, patch: Partial<NewService>) {
  if (Object.keys(patch).length === 0) return findService(db, salonId, id);
  const [row] = await db.update(services).set(patch).where(scoped(salonId, id)).returning(columns);
  return row;
}

export async function deleteService(db: Db, salonId: number, id: number) {
  const rows = await db.delete(services).where(scoped(salonId, id)).returning({ id: services.id });
  return rows.length > 0;
}

/** Booked or sold: the service stays, so the history keeps its name and price. */
export async function serviceHasHistory(db: Db, salonId: number, id: number) {
  const booked = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.serviceId, id)))
    .limit(1);
  if (booked.length > 0) return true;
  const sold = await db
    .select({ id: saleTransactions.id })
    .from(saleTransactions)
    .where(and(eq(saleTransactions.salonId, salonId), eq(saleTransactions.serviceId, id)))
    .limit(1);
  return sold.length > 0;
}

/** Another service of the category whose name folds alike (what the unique index refuses). */
export async function serviceNameTaken(db: Db, salonId: number, categoryId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.salonId, salonId),
        eq(services.serviceCategoryId, categoryId),
        eq(dbFold(services.name), dbFold(name)),
        exceptId ? ne(services.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
