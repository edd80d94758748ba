import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idRef } from './keys';

/**
 * The secret in a client's reminder e-mails' unsubscribe link (random, made with their first reminder). A table of
 * its own, kept on the coordinator: the link carries only the token, and the token must find its salon in one
 * indexed read before anything salon-scoped is touched (issue 26, item 5). No foreign key to the client (a
 * coordinator table may not point at a distributed one): erasing or deleting the client deletes the row.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    token: text().primaryKey(),
    salonId: idRef().notNull(),
    clientId: idRef().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('unsubscribe_tokens_client_unique').on(t.salonId, t.clientId)],
);
