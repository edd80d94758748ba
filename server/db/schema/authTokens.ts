import { foreignKey, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { users } from './users';

/** One row per signed-in device (devise_token_auth's "client"); the token itself is kept only as a SHA-256 hash. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn().primaryKey(),
    salonId: idRef().notNull(),
    userId: idRef().notNull(),
    client: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What the device list shows: the browser's User-Agent and address at sign-in, and the last use (to 5 minutes). */
    userAgent: text(),
    ip: text(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_user_client_unique').on(t.userId, t.client),
    index('auth_tokens_expires_idx').on(t.expiresAt),
    foreignKey({ columns: [t.salonId, t.userId], foreignColumns: [users.salonId, users.id] }).onDelete('cascade'),
  ],
);
