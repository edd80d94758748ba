import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { oneOf } from './checks';
import { PAYMENT_TYPES, sales, type PaymentType } from './sales';

/**
 * How a sale was paid (issue 30 item 2): one row per payment, in the order given, adding up to what the client
 * paid at the counter (the sale's price less the deposits it deducted). sales.payment_type keeps the first one's.
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: idColumn(),
    salonId: idRef().notNull(),
    saleId: idRef().notNull(),
    /** 0, 1, 2...: the order the front desk took them in. */
    position: smallint().notNull(),
    method: text().$type<PaymentType>().notNull(),
    /** Cents. */
    amount: integer().notNull(),
    /** Cash handed over (only cash): the change is received - amount. */
    received: integer(),
    /** Pix: the BR Code's transaction id and its 'copia e cola' text, as shown at checkout (null without a key). */
    reference: text(),
    brCode: text(),
    /** A card (issue 30 item 3): its brand, the instalments (credit 1..12, debit 1) and the machine's NSU. */
    cardBrand: text(),
    installments: smallint(),
    nsu: text(),
    /** Cents the machine keeps: amount x the salon's fee of the moment for the method and instalments. */
    fee: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('sale_payments_sale_idx').on(t.salonId, t.saleId),
    foreignKey({ columns: [t.salonId, t.saleId], foreignColumns: [sales.salonId, sales.id] }).onDelete('cascade'),
    check('sale_payments_method_check', oneOf(t.method, PAYMENT_TYPES)),
    check('sale_payments_card_check', sql`(${t.installments} is null or ${t.installments} between 1 and 12) and ${t.fee} >= 0 and ${t.fee} <= ${t.amount}`),
    check('sale_payments_amount_check', sql`${t.amount} > 0 and (${t.received} is null or (${t.method} = 'cash' and ${t.received} >= ${t.amount}))`),
  ],
);
