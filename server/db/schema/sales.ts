import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { clients } from './clients';
import { salons } from './salons';

export const PAYMENT_TYPES = ['cash', 'other', 'debit_card', 'credit_card', 'pix'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A checkout. The price is computed by the server from its transactions (DESIGN.md section 5). */
export const sales = pgTable(
  'sales',
  {
    id: serial().primaryKey(),
    salonId: integer()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** Null for a walk-in sale, or after the client was deleted (the sale stays in the books). */
    clientId: integer(),
    price: integer().notNull(),
    paymentType: text().$type<PaymentType>().notNull(),
    /** A retried or double-clicked POST with the same key counts once. */
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sales_salon_id_id_unique').on(t.salonId, t.id),
    unique('sales_idempotency_unique').on(t.salonId, t.idempotencyKey),
    index('sales_salon_created_idx').on(t.salonId, t.createdAt),
    index('sales_client_idx').on(t.salonId, t.clientId),
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id] }),
    check('sales_price_check', sql`${t.price} >= 0`),
    check('sales_payment_type_check', oneOf(t.paymentType, PAYMENT_TYPES)),
  ],
);
