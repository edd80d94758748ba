import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';

/** First-party product analytics: button clicks on the public site and the identify after sign-in. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: idColumn().primaryKey(),
    name: text().notNull(),
    salonId: idRef(),
    userId: idRef(),
    anonymousId: text(),
    properties: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);
