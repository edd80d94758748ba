import { and, asc, eq, like, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, saleTransactions } from '../db/schema/index';
import { dbFold, folded } from './sqlHelpers';

export type NewProduct = typeof products.$inferInsert;

const columns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  cost: products.cost,
  barcode: products.barcode,
  brand: products.brand,
  quantity: products.quantity,
  productCategoryId: products.productCategoryId,
};

const scoped = (salonId: number, id: number) => and(eq(products.salonId, salonId), eq(products.id, id));

/** The salon's products by name; with `patterns`, only those whose folded name matches every one. */
export async function listProducts(db: Db, salonId: number, patterns: string[] = []) {
  const conditions: SQL[] = [eq(products.salonId, salonId), ...patterns.map((p) => like(folded(products.name), p))];
  return db
    .select(columns)
    .from(products)
    .where(and(...conditions))
    .orderBy(folded(products.name), asc(products.id));
}

export async function findProduct(db: Db, salonId: number, id: number) {
  const [row] = await db.select(columns).from(products).where(scoped(salonId, id));
  return row;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

export async function insertProduct(db: Db, product: NewProduct) {
  const [row] = await db.insert(products).values(product).returning(columns);
  return row;
}

export async function updateProduct(db: Db, salonId: number, id: number, patch: Partial<NewProduct>) {
  if (Object.keys(patch).length === 0) return findProduct(db, salonId, id);
  const [row] = await db.update(products).set(patch).where(scoped(salonId, id)).returning(columns);
  return row;
}

export async function deleteProduct(db: Db, salonId: number, id: number) {
  const rows = await db.delete(products).where(scoped(salonId, id)).returning({ id: products.id });
  return rows.length > 0;
}

/** A sold product stays, so sales and the client's history keep pointing at it. */
export async function productWasSold(db: Db, salonId: number, id: number) {
  const rows = await db
    .select({ id: saleTransactions.id })
    .from(saleTransactions)
    .where(and(eq(saleTransactions.salonId, salonId), eq(saleTransactions.productId, id)))
    .limit(1);
  return rows.length > 0;
}

/** Another product of the category whose name folds alike (what the unique index refuses). */
export async function productNameTaken(db: Db, salonId: number, categoryId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.salonId, salonId),
        eq(products.productCategoryId, categoryId),
        eq(dbFold(products.name), dbFold(name)),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
