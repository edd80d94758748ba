import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { BRAZIL_STATES, GENDERS } from '../../contract/constants';
import { oneOf } from './checks';
import { salons } from './salons';

export const clients = pgTable(
  'clients',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text(),
    phone: text(),
    /** Not told is not Feminino: a client created with a name and a phone has no gender yet (issue 25 item 13). */
    gender: text().notNull().default('unspecified'),
    birth: date({ mode: 'string' }),
    address: text(),
    neighborhood: text(),
    zipCode: text(),
    city: text(),
    state: text(),
    /** Changes with every new avatar: part of avatar_url, so browsers never show a stale picture. */
    avatarKey: text(),
    /**
     * The name folded (lower case, no accents): the list's order, so 'Álvaro' sorts beside 'Alvaro'. Written by
     * the clients_search_columns trigger (migration 0002) from the row being saved, never by the app: a value
     * computed from a row read earlier goes stale when two saves overlap.
     */
    sortName: text().notNull().default(''),
    /**
     * Folded name, folded e-mail and the phone's digits, written by the same trigger with agendei_fold(), an
     * IMMUTABLE SQL function (unaccent() is not). A trigram GIN index (pg_trgm, with btree_gin for salon_id)
     * serves `LIKE '%joao%'` anywhere in the text.
     */
    searchText: text().notNull().default(''),
    /** The client followed the unsubscribe link of a reminder: no more reminders from this salon. */
    remindersOptOutAt: timestamp({ withTimezone: true }),
    /** LGPD: the client agreed to receive messages (reminders, news) from the salon, and when it was recorded. */
    messagesConsent: boolean().notNull().default(false),
    messagesConsentAt: timestamp({ withTimezone: true }),
    /** LGPD erasure: the client's personal data was replaced by an anonymous name; sales keep their totals. */
    erasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('clients_salon_sort_idx').on(t.salonId, t.sortName, t.id),
    index('clients_search_idx').using('gin', t.salonId, t.searchText.op('gin_trgm_ops')),
    // Search of common words at a million clients (repositories/clients.ts searchClients): the text outside the
    // first name, and the first name without its first letter, by trigrams that carry the salon (migration 0023:
    // a lookup reads this salon's entries only); and the name order with search_text beside it (INCLUDE, written
    // in migration 0017), so that a walk reads no table rows.
    index('clients_search_keys_idx').using('gin', sql`agendei_search_keys(${t.salonId}, ${t.sortName}, ${t.searchText})`).with({ fastupdate: false }),
    index('clients_search_walk_idx').on(t.salonId, t.sortName, t.id).where(sql`${t.erasedAt} is null`),
    check('clients_gender_check', oneOf(t.gender, GENDERS)),
    check('clients_state_check', sql`${t.state} is null or ${oneOf(t.state, BRAZIL_STATES)}`),
  ],
);
