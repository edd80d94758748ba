import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { salons } from './salons';
import { serviceCategories } from './serviceCategories';

/** Something the salon sells by the hour: duration in seconds (5 min to 5 h, 5-minute steps), money in cents. */
export const services = pgTable(
  'services',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    serviceCategoryId: idRef().notNull(),
    name: text().notNull(),
    description: text(),
    duration: integer().notNull(),
    price: integer().notNull(),
    cost: integer().notNull().default(0),
    /** Overrides the professional's service commission (basis points); null follows the professional's rate. */
    commission: integer(),
    /** Seconds after the service the chair is not free (cleaning, drying): online availability keeps them free. */
    bufferAfter: integer().notNull().default(0),
    /** Offered on the salon's online booking page (issue 28). */
    bookableOnline: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('services_category_idx').on(t.salonId, t.serviceCategoryId),
    // Item names are unique within their category, compared folded like category names.
    uniqueIndex('services_category_name_unique').on(t.salonId, t.serviceCategoryId, sql`agendei_fold(${t.name})`),
    // Deleting a category that still has services is refused (the API says so before the database has to).
    foreignKey({ columns: [t.salonId, t.serviceCategoryId], foreignColumns: [serviceCategories.salonId, serviceCategories.id] }),
    check('services_duration_check', sql`${t.duration} between 300 and 18000 and ${t.duration} % 300 = 0`),
    check('services_money_check', sql`${t.price} >= 0 and ${t.cost} >= 0`),
    check('services_buffer_check', sql`${t.bufferAfter} between 0 and 7200 and ${t.bufferAfter} % 300 = 0`),
    check('services_commission_check', sql`${t.commission} between 0 and 10000`),
  ],
);
