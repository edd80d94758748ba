import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { salons } from './salons';

/** A panel of the service catalogue ("Cabelo", "Barba"); holds the salon's services. */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: serial().primaryKey(),
    salonId: integer()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('service_categories_salon_id_id_unique').on(t.salonId, t.id),
    index('service_categories_salon_idx').on(t.salonId),
    // One 'Cabelo' a salon: compared folded (agendei_fold, migration 0002), so 'cabelo ' and 'Cábelo' clash too.
    uniqueIndex('service_categories_salon_name_unique').on(t.salonId, sql`agendei_fold(${t.name})`),
  ],
);
