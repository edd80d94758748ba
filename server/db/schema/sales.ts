import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { oneOf } from './checks';
import { clients } from './clients';
import { salons } from './salons';

export const PAYMENT_TYPES = ['cash', 'other', 'debit_card', 'credit_card', 'pix'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A sale is never deleted: an estorno marks it canceled (stock returns; it leaves the reports). */
export const SALE_STATUSES = ['completed', 'canceled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** A checkout. The price is computed by the server from its transactions (DESIGN.md section 5). */
export const sales = pgTable(
  'sales',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** Null for a walk-in sale, or after the client was deleted (the sale stays in the books). */
    clientId: idRef(),
    /** The salon's own sale number (1, 2, 3...), printed on the invoice. */
    number: integer().notNull(),
    /** The total in cents: sum of quantity x value - discount over the items, computed by the server. */
    price: integer().notNull(),
    paymentType: text().$type<PaymentType>().notNull(),
    /** Cash handed over (Dinheiro), when the front desk typed it: the change is received - price. */
    received: integer(),
    /** Cents paid before as the Pix deposits of the sale's online visits (booking_deposits.sale_id): deducted. */
    deposit: integer().notNull().default(0),
    status: text().$type<SaleStatus>().notNull().default('completed'),
    /** The user who rang the sale up, and who canceled it (audit; no foreign key: users come and go). */
    createdBy: idRef(),
    canceledBy: idRef(),
    canceledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    unique('sales_number_unique').on(t.salonId, t.number),
    index('sales_salon_created_idx').on(t.salonId, t.createdAt),
    index('sales_client_idx').on(t.salonId, t.clientId),
    // The estornos of a cash drawer's period (services/cashDrawers.ts): few rows, so a partial index.
    index('sales_salon_canceled_idx').on(t.salonId, t.canceledAt).where(sql`${t.canceledAt} is not null`),
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id] }),
    check('sales_price_check', sql`${t.price} >= 0 and ${t.received} >= 0`),
    check('sales_deposit_check', sql`${t.deposit} between 0 and ${t.price}`),
    check('sales_status_check', oneOf(t.status, SALE_STATUSES)),
    check('sales_canceled_check', sql`(${t.status} = 'canceled') = (${t.canceledAt} is not null)`),
    check('sales_payment_type_check', oneOf(t.paymentType, PAYMENT_TYPES)),
  ],
);
