import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { productCategories } from './productCategories';
import { salons } from './salons';

/** Something on the shelf. Quantity is the stock; sales decrement it, so it may go below zero. */
export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    salonId: integer()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    productCategoryId: integer().notNull(),
    name: text().notNull(),
    description: text(),
    price: integer().notNull(),
    cost: integer().notNull().default(0),
    barcode: text(),
    brand: text(),
    quantity: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_salon_id_id_unique').on(t.salonId, t.id),
    index('products_category_idx').on(t.salonId, t.productCategoryId),
    // Item names are unique within their category, compared folded like category names.
    uniqueIndex('products_category_name_unique').on(t.salonId, t.productCategoryId, sql`agendei_fold(${t.name})`),
    foreignKey({ columns: [t.salonId, t.productCategoryId], foreignColumns: [productCategories.salonId, productCategories.id] }),
    check('products_money_check', sql`${t.price} >= 0 and ${t.cost} >= 0`),
  ],
);
