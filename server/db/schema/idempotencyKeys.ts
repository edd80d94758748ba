import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { idColumn } from './keys';

/**
 * Idempotency-Key claims and the answers they produced (plugins/idempotency.ts). A row without a status is a
 * request still running (or one cut short by a crash); rows older than 24 hours are ignored and pruned.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idColumn().primaryKey(),
    /** Whose key it is: 'salon:12:user:5' (a signed-in user in their salon), or 'ip:<sha-256 of the address>' for sign-up. */
    scope: text().notNull(),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    fingerprint: text().notNull(),
    statusCode: integer(),
    responseHeaders: jsonb().$type<Record<string, string>>(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('idempotency_keys_claim_unique').on(t.scope, t.key, t.method, t.path), index('idempotency_keys_created_idx').on(t.createdAt)],
);
