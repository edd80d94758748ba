import type { Db } from '../db/client';
import { products, saleTransactions } from '../db/schema/index';
import { catalogueItems, isReferenced, type ItemValues } from './catalogueItems';

/** The product catalogue's items: the queries shared with services, over this table (stock will be its own). */
export const productItems = catalogueItems(products, 'productCategoryId', {
  barcode: products.barcode,
  brand: products.brand,
  quantity: products.quantity,
  lowStockLevel: products.lowStockLevel,
});

export type ProductRow = NonNullable<Awaited<ReturnType<typeof productItems.find>>>;
export type ProductValues = ItemValues<typeof products, 'productCategoryId'>;

/** A sold product stays, so sales and the client's history keep pointing at it. */
export const productWasSold = (db: Db, salonId: number, id: number) => isReferenced(db, saleTransactions, saleTransactions.productId, salonId, id);
