import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productCategories, products } from '../db/schema/index';
import { dbFold, folded } from './sqlHelpers';

export type NewProductCategory = typeof productCategories.$inferInsert;

const columns = { id: productCategories.id, name: productCategories.name, description: productCategories.description };
const scoped = (salonId: number, id: number) => and(eq(productCategories.salonId, salonId), eq(productCategories.id, id));

export async function listProductCategories(db: Db, salonId: number) {
  return db
    .select(columns)
    .from(productCategories)
    .where(eq(productCategories.salonId, salonId))
    .orderBy(folded(productCategories.name), asc(productCategories.id));
}

export async function findProductCategory(db: Db, salonId: number, id: number) {
  const [row] = await db.select(columns).from(productCategories).where(scoped(salonId, id));
  return row;
}

export async function insertProductCategory(db: Db, category: NewProductCategory) {
  const [row] = await db.insert(productCategories).values(category).returning(columns);
  return row;
}

export async function updateProductCategory(db: Db, salonId: number, id: number, patch: Partial<NewProductCategory>) {
  if (Object.keys(patch).length === 0) return findProductCategory(db, salonId, id);
  const [row] = await db.update(productCategories).set(patch).where(scoped(salonId, id)).returning(columns);
  return row;
}

/** False when the category is not the salon's. */
export async function deleteProductCategory(db: Db, salonId: number, id: number) {
  const rows = await db.delete(productCategories).where(scoped(salonId, id)).returning({ id: productCategories.id });
  return rows.length > 0;
}

export async function productCategoryHasProducts(db: Db, salonId: number, id: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.salonId, salonId), eq(products.productCategoryId, id)))
    .limit(1);
  return rows.length > 0;
}

/** Another category of the salon whose name folds alike (what the unique index refuses). */
export async function productCategoryNameTaken(db: Db, salonId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.salonId, salonId), eq(dbFold(productCategories.name), dbFold(name)), exceptId ? ne(productCategories.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}
