import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceCategories, services } from '../db/schema/index';
import { dbFold, folded } from './sqlHelpers';

export type NewServiceCategory = typeof serviceCategories.$inferInsert;

const columns = { id: serviceCategories.id, name: serviceCategories.name, description: serviceCategories.description };
const scoped = (salonId: number, id: number) => and(eq(serviceCategories.salonId, salonId), eq(serviceCategories.id, id));

export async function listServiceCategories(db: Db, salonId: number) {
  return db
    .select(columns)
    .from(serviceCategories)
    .where(eq(serviceCategories.salonId, salonId))
    .orderBy(folded(serviceCategories.name), asc(serviceCategories.id));
}

export async function findServiceCategory(db: Db, salonId: number, id: number) {
  const [row] = await db.select(columns).from(serviceCategories).where(scoped(salonId, id));
  return row;
}

export async function insertServiceCategory(db: Db, category: NewServiceCategory) {
  const [row] = await db.insert(serviceCategories).values(category).returning(columns);
  return row;
}

export async function updateServiceCategory(db: Db, salonId: number, id: number, patch: Partial<NewServiceCategory>) {
  if (Object.keys(patch).length === 0) return findServiceCategory(db, salonId, id);
  const [row] = await db.update(serviceCategories).set(patch).where(scoped(salonId, id)).returning(columns);
  return row;
}

/** False when the category is not the salon's. */
export async function deleteServiceCategory(db: Db, salonId: number, id: number) {
  const rows = await db.delete(serviceCategories).where(scoped(salonId, id)).returning({ id: serviceCategories.id });
  return rows.length > 0;
}

export async function serviceCategoryHasServices(db: Db, salonId: number, id: number) {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.salonId, salonId), eq(services.serviceCategoryId, id)))
    .limit(1);
  return rows.length > 0;
}

/** Another category of the salon whose name folds alike (what the unique index refuses). */
export async function serviceCategoryNameTaken(db: Db, salonId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.salonId, salonId), eq(dbFold(serviceCategories.name), dbFold(name)), exceptId ? ne(serviceCategories.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}
