import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { oneOf } from './checks';
import { salons } from './salons';

export const SUBSCRIPTION_PAYMENT_KINDS = ['subscription', 'renewal'] as const;
/** 'pending' only while a renewal's or subscribe's charge is in flight (the row is the claim that makes it happen once). */
export const SUBSCRIPTION_PAYMENT_STATUSES = ['pending', 'paid', 'declined', 'failed'] as const;

/** Each charge of the salon's plan: the owner's subscribe and the scheduler's renewals, paid or not. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    kind: text().$type<(typeof SUBSCRIPTION_PAYMENT_KINDS)[number]>().notNull(),
    planId: integer().notNull(),
    cycle: text().$type<'monthly' | 'annual'>().notNull(),
    amountCents: integer().notNull(),
    status: text().$type<(typeof SUBSCRIPTION_PAYMENT_STATUSES)[number]>().notNull(),
    /** The gateway's reason code for a decline or failure (its message is said in the reader's language). */
    reason: text(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    chargeId: text(),
    cardBrand: text(),
    cardLast4: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [table.salonId, table.id] }),
    index('subscription_payments_salon_idx').on(table.salonId, table.id),
    // One renewal per salon and period, whichever scheduler instance claims it first.
    uniqueIndex('subscription_payments_renewal_once').on(table.salonId, table.periodStart).where(sql`${table.kind} = 'renewal'`),
    // One subscribe charge in flight per salon: concurrent subscribes wait for it and answer what it did.
    uniqueIndex('subscription_payments_subscribe_once').on(table.salonId).where(sql`${table.kind} = 'subscription' and ${table.status} = 'pending'`),
    check('subscription_payments_kind', oneOf(table.kind, SUBSCRIPTION_PAYMENT_KINDS)),
    check('subscription_payments_status', oneOf(table.status, SUBSCRIPTION_PAYMENT_STATUSES)),
  ],
);
