import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { oneOf } from './checks';
import { sales } from './sales';
import { salons } from './salons';

export const PIX_CHARGE_STATUSES = ['pending', 'paid', 'expired'] as const;
export type PixChargeStatus = (typeof PIX_CHARGE_STATUSES)[number];

/**
 * A dynamic Pix charge made at the counter through the payment provider (issue 30 item 1): the provider's BR Code
 * of the amount due, paid when its signed notice says so (services/pixCharges.ts), then taken by one sale's Pix
 * payment (sale_id, set once). The same provider as online booking's deposits; sandbox by default.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** Cents. */
    amount: integer().notNull(),
    status: text().$type<PixChargeStatus>().notNull().default('pending'),
    /** The provider's id of the charge and its 'copia e cola' (null until the provider answered). */
    chargeId: text(),
    brCode: text(),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    /** The sale whose Pix payment it is: set once (a charge pays one sale). */
    saleId: idRef(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('pix_charges_sale_idx').on(t.salonId, t.saleId).where(sql`${t.saleId} is not null`),
    index('pix_charges_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    foreignKey({ columns: [t.salonId, t.saleId], foreignColumns: [sales.salonId, sales.id] }),
    check('pix_charges_status_check', oneOf(t.status, PIX_CHARGE_STATUSES)),
    check('pix_charges_amount_check', sql`${t.amount} > 0`),
    check('pix_charges_paid_check', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);
