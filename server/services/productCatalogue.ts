import type { ProductFields, ProductWire } from '../contract/catalogue';
import type { Db } from '../db/client';
import * as products from '../repositories/products';
import { createItemCatalogue } from './catalogueItems';
import { servicePlugin } from './registry';
import { optional } from './text';

/** A product as the API answers it, with its low-stock flag (at or below the salon's level for it). */
export const productWire = (p: products.ProductRow): ProductWire => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price: p.price,
  cost: p.cost,
  barcode: p.barcode,
  brand: p.brand,
  quantity: p.quantity,
  product_category_id: p.categoryId,
  low_stock_level: p.lowStockLevel,
  low_stock: p.lowStockLevel !== null && p.quantity <= p.lowStockLevel,
});

/**
 * The product catalogue: categories (panels) and their products, under the rules both catalogues share; its
 * own are the shelf's fields (barcode, brand, quantity) and, to come, the stock kept by sales.
 */
export function createProductCatalogue(db: Db) {
  return createItemCatalogue(db, {
    kind: 'product',
    categoryField: 'product_category_id',
    items: products.productItems,
    toWire: productWire,
    ownChanges: (fields: ProductFields) => ({
      price: fields.price,
      cost: fields.cost,
      quantity: fields.quantity,
      barcode: optional(fields.barcode),
      brand: optional(fields.brand),
      // "" (an emptied field) clears the level like null: the product is no longer flagged.
      lowStockLevel: fields.low_stock_level === '' ? null : fields.low_stock_level,
    }),
    wasUsed: products.productWasSold,
    messages: { nameTaken: 'productNameTaken', inUse: 'productInUse', categoryInUse: 'categoryHasProducts' },
  });
}
export type ProductCatalogue = ReturnType<typeof createProductCatalogue>;

declare module 'fastify' {
  interface ServiceRegistry {
    productCatalogue: ProductCatalogue;
  }
}

/** Registers the service as app.services.productCatalogue. */
export default servicePlugin('productCatalogue', (app) => createProductCatalogue(app.db));
