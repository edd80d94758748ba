import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** First-party product analytics: button clicks on the public site and the identify after sign-in. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    salonId: integer(),
    userId: integer(),
    anonymousId: text(),
    properties: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);
