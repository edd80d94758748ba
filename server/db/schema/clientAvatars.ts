import { foreignKey, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { idRef } from './keys';
import { clients } from './clients';

/**
 * The re-encoded avatar (a small square WebP, a few KB) lives in the database: it is backed up with the
 * client, shared by every API instance, and only served to the client's own salon.
 */
export const clientAvatars = pgTable(
  'client_avatars',
  {
    clientId: idRef().notNull(),
    salonId: idRef().notNull(),
    contentType: text().notNull(),
    bytes: bytea().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.clientId] }),
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id] }).onDelete('cascade'),
  ],
);
