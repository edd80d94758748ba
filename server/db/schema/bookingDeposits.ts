import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { DEPOSIT_STATUSES, type DepositStatus } from '../../contract/constants';
import { oneOf } from './checks';
import { idColumn, idRef } from './keys';
import { salons } from './salons';

/**
 * The Pix deposit (sinal) of an online visit (issue 28, item 6): one per visit. The provider's charge names it
 * by `${salon_id}:${id}`, so its signed notice finds the row without a table outside the salon. `expires_at` is
 * the hold's end (the visit's pieces carry it as hold_until); what became of the money is the status, and each
 * change is also an audit row.
 */
export const bookingDeposits = pgTable(
  'booking_deposits',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    visitId: uuid().notNull(),
    amount: integer().notNull(),
    /** The e-mail typed on the page: the confirmation goes there once the deposit is paid. */
    email: text(),
    status: text().$type<DepositStatus>().notNull().default('pending'),
    /** The provider's charge, and the BR Code ('copia e cola') it gave; null until the charge is made. */
    chargeId: text(),
    brCode: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    refundId: text(),
    refundedAt: timestamp({ withTimezone: true }),
    /** The sale that deducted it at checkout. */
    saleId: idRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    unique('booking_deposits_visit_unique').on(t.salonId, t.visitId),
    // The job's scans: holds to release, refunds to make.
    index('booking_deposits_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('booking_deposits_refund_idx').on(t.updatedAt).where(sql`${t.status} = 'refund_pending'`),
    check('booking_deposits_status_check', oneOf(t.status, DEPOSIT_STATUSES)),
    check('booking_deposits_amount_check', sql`${t.amount} > 0`),
  ],
);
