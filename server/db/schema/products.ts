import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { productCategories } from './productCategories';
import { salons } from './salons';

/** Something on the shelf. Quantity is the stock; sales decrement it, so it may go below zero. */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    productCategoryId: idRef().notNull(),
    name: text().notNull(),
    description: text(),
    price: integer().notNull(),
    cost: integer().notNull().default(0),
    barcode: text(),
    brand: text(),
    quantity: integer().notNull().default(0),
    /** At or below this stock the product is flagged 'estoque baixo' (issue 25, item 18); null: never flagged. */
    lowStockLevel: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('products_category_idx').on(t.salonId, t.productCategoryId),
    // Item names are unique within their category, compared folded like category names.
    uniqueIndex('products_category_name_unique').on(t.salonId, t.productCategoryId, sql`agendei_fold(${t.name})`),
    foreignKey({ columns: [t.salonId, t.productCategoryId], foreignColumns: [productCategories.salonId, productCategories.id] }),
    check('products_money_check', sql`${t.price} >= 0 and ${t.cost} >= 0`),
    check('products_low_stock_check', sql`${t.lowStockLevel} >= 0`),
  ],
);
