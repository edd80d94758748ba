import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const salons = pgTable('salons', {
  id: serial().primaryKey(),
  name: text().notNull(),
  timeZone: text().notNull().default('America/Sao_Paulo'),
  /** 1 Solo, 2 Team, 3 Big (DESIGN.md section 5). */
  planId: integer().notNull().default(3),
  billing: text().notNull().default('monthly'),
  trialEndsAt: timestamp({ withTimezone: true }).notNull(),
  /** Set while a paid subscription is active; null during the trial. */
  subscribedUntil: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
