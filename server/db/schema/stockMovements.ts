import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { products } from './products';
import { salons } from './salons';

/**
 * A change to a product's stock made by hand (issue 25, item 18): an entrada of goods received, kept with who and
 * when. Sales move stock through their own lines and are not repeated here.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    productId: idRef().notNull(),
    /** Units added (an entrada is positive). */
    quantity: integer().notNull(),
    /** What each unit cost, in cents, when the entrada says so. */
    unitCost: integer(),
    note: text(),
    /** The user who recorded it (audit; no foreign key: users come and go). */
    createdBy: idRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('stock_movements_product_idx').on(t.salonId, t.productId, t.createdAt),
    foreignKey({ columns: [t.salonId, t.productId], foreignColumns: [products.salonId, products.id] }).onDelete('cascade'),
    check('stock_movements_quantity_check', sql`${t.quantity} <> 0`),
    check('stock_movements_cost_check', sql`${t.unitCost} >= 0`),
  ],
);
