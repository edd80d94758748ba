import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { users } from './users';

/**
 * Browsers that signed in successfully (OWASP's device cookies): the cookie's token is kept only as a SHA-256
 * hash. One browser shared by two people of a salon holds one token with a row for each of them.
 */
export const deviceCookies = pgTable(
  'device_cookies',
  {
    id: idColumn().primaryKey(),
    userId: idRef()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_cookies_token_user_unique').on(t.tokenHash, t.userId),
    index('device_cookies_user_idx').on(t.userId),
  ],
);
