import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';

export const users = pgTable(
  'users',
  {
    id: idColumn().primaryKey(),
    /**
     * The user's salon. No foreign key: users are looked up by e-mail across salons, so this table stays on the
     * coordinator (replicated to every node on Citus), and such a table may not point at a distributed one.
     * Closing a salon deletes its users itself (repositories/salonClosing.ts).
     */
    salonId: idRef().notNull(),
    name: text().notNull(),
    /** Stored lower-cased; unique across the product because it is the sign-in name. */
    email: text().notNull(),
    passwordHash: text(),
    resetPasswordTokenHash: text(),
    resetPasswordSentAt: timestamp({ withTimezone: true }),
    /** Set for staff invitations, which last longer than a reset link; null means sent_at + the reset lifespan. */
    resetPasswordExpiresAt: timestamp({ withTimezone: true }),
    /** A new sign-in e-mail waiting for its confirmation link (devise's unconfirmed_email); valid 24 hours. */
    unconfirmedEmail: text(),
    emailChangeTokenHash: text(),
    emailChangeSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // Target of the (salon_id, *_id) foreign keys that keep rows inside their salon.
    unique('users_salon_id_id_unique').on(t.salonId, t.id),
    index('users_reset_token_idx').on(t.resetPasswordTokenHash),
    index('users_email_change_token_idx').on(t.emailChangeTokenHash),
  ],
);
