import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';

/**
 * Who did what, kept 6 months as the privacy policy promises (pruned by the maintenance job). Identical
 * requests (same user, route, status, address and browser) within one flush of the buffer are one row with
 * their count, so a busy front desk writes a few rows a second, not one per request.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: idColumn().primaryKey(),
    salonId: idRef(),
    userId: idRef(),
    method: text().notNull(),
    path: text().notNull(),
    status: integer().notNull(),
    count: integer().notNull().default(1),
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_log_created_idx').on(t.createdAt), index('access_log_salon_idx').on(t.salonId, t.createdAt)],
);
