import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';

/** Every e-mail is written here first, in the same transaction as what caused it; a worker delivers it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: idColumn().primaryKey(),
    salonId: idRef(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** pending | sent | failed (gave up after the last retry). */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker owns the row until then; a crashed worker's claim simply runs out. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
