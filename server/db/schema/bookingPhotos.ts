import { foreignKey, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { employees } from './employees';
import { idRef } from './keys';
import { salons } from './salons';

/**
 * The photos of the online booking page (issue 28, items 1 and 2), re-encoded as WebP like the clients' avatars
 * and kept in the database for the same reasons (backed up with the salon, shared by every instance). Public:
 * the page serves them to anyone, by a URL versioned with `key`, so a browser or a CDN may keep them for a year.
 */
export const salonPhotos = pgTable('salon_photos', {
  salonId: idRef()
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  contentType: text().notNull(),
  bytes: bytea().notNull(),
  /** Changes with every upload: the photo's URL carries it, so a new photo is a new URL. */
  key: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A professional's photo on the booking page (the professional step). Goes with the professional. */
export const employeePhotos = pgTable(
  'employee_photos',
  {
    salonId: idRef().notNull(),
    employeeId: idRef().notNull(),
    contentType: text().notNull(),
    bytes: bytea().notNull(),
    key: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.employeeId] }),
    foreignKey({ columns: [t.salonId, t.employeeId], foreignColumns: [employees.salonId, employees.id] }).onDelete('cascade'),
  ],
);
