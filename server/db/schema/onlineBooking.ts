import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEPOSIT_KINDS, DEPOSIT_RULES } from '../../contract/constants';
import { oneOf } from './checks';
import { idRef } from './keys';
import { salons } from './salons';

/**
 * The salon's online booking page (issue 28, item 1): one row per salon, made by the owner's first save. Off
 * until the owner turns it on; the rules every offered time obeys. The page's address lives in booking_slugs.
 */
export const onlineBooking = pgTable(
  'online_booking',
  {
    salonId: idRef()
      .primaryKey()
      .references(() => salons.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(false),
    /** Copied from booking_slugs for the settings page (the public page finds the salon there). */
    slug: text().notNull(),
    minNoticeMinutes: integer().notNull().default(120),
    horizonDays: integer().notNull().default(30),
    slotMinutes: integer().notNull().default(15),
    /** A client may cancel or move by the link until this many hours before the start. */
    cancelHours: integer().notNull().default(12),
    depositRule: text().notNull().default('none'),
    depositKind: text().notNull().default('percent'),
    /** Percent (1..100) or cents, by depositKind. */
    depositValue: integer().notNull().default(0),
    /** The short text at the top of the page. */
    intro: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('online_booking_rule_check', oneOf(t.depositRule, DEPOSIT_RULES)),
    check('online_booking_kind_check', oneOf(t.depositKind, DEPOSIT_KINDS)),
    check(
      'online_booking_numbers_check',
      sql`${t.minNoticeMinutes} between 0 and 10080 and ${t.horizonDays} between 1 and 365 and ${t.slotMinutes} in (5, 10, 15, 20, 30, 60)
        and ${t.cancelHours} between 0 and 168 and ${t.depositValue} >= 0`,
    ),
  ],
);

/**
 * The public page's address, /s/{slug}: unique across salons, so it lives on the coordinator (placement.ts),
 * found by the slug before anything of the salon is read. No foreign key (a coordinator table may not point at a
 * distributed one); the salon's deletion deletes the row (repositories/onlineBooking.ts).
 */
export const bookingSlugs = pgTable(
  'booking_slugs',
  {
    slug: text().primaryKey(),
    salonId: idRef().notNull(),
  },
  (t) => [uniqueIndex('booking_slugs_salon_unique').on(t.salonId)],
);

/**
 * The private link of an online booking (cancel or move it): only the token's SHA-256 is kept, so a leaked table
 * opens no booking. Single purpose, and it finds its salon and visit in one indexed read. `employeeId` is the
 * professional the client chose (null: anyone), which a move keeps.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    tokenHash: text().primaryKey(),
    salonId: idRef().notNull(),
    visitId: uuid().notNull(),
    employeeId: idRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A paid deposit's confirmation e-mail carries a new link to the visit, made like the first (services/deposits.ts).
  (t) => [index('booking_links_visit_idx').on(t.salonId, t.visitId)],
);
