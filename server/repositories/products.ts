import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, saleTransactions } from '../db/schema/index';
import { catalogueItems } from './catalogueItems';

export type NewProduct = typeof products.$inferInsert;

/** The product catalogue's items: the queries shared with services, over this table (stock will be its own). */
export const productItems = catalogueItems(
  products,
  {
    id: products.id,
    name: products.name,
    description: products.description,
    price: products.price,
    cost: products.cost,
    barcode: products.barcode,
    brand: products.brand,
    quantity: products.quantity,
    productCategoryId: products.productCategoryId,
  },
  products.productCategoryId,
);

export type ProductRow = NonNullable<Awaited<ReturnType<typeof productItems.find>>>;

/** A sold product stays, so sales and the client's history keep pointing at it. */
export async function productWasSold(db: Db, salonId: number, id: number) {
  const rows = await db
    .select({ id: saleTransactions.id })
    .from(saleTransactions)
    .where(and(eq(saleTransactions.salonId, salonId), eq(saleTransactions.productId, id)))
    .limit(1);
  return rows.length > 0;
}
