import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { salons } from './salons';

/** A panel of the service catalogue ("Cabelo", "Barba"); holds the salon's services. */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('service_categories_salon_idx').on(t.salonId),
    // One 'Cabelo' a salon: compared folded (agendei_fold, migration 0002), so 'cabelo ' and 'Cábelo' clash too.
    uniqueIndex('service_categories_salon_name_unique').on(t.salonId, sql`agendei_fold(${t.name})`),
  ],
);
