import { index, integer, pgTable, bigserial, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, kept 6 months as the privacy policy promises (pruned by the maintenance job). */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    salonId: integer(),
    userId: integer(),
    method: text().notNull(),
    path: text().notNull(),
    status: integer().notNull(),
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_log_created_idx').on(t.createdAt), index('access_log_salon_idx').on(t.salonId, t.createdAt)],
);
