import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { oneOf } from './checks';
import type { PaymentType } from './sales';
import { salons } from './salons';

/** Sangria takes cash out of the drawer, suprimento puts it in (issue 30 item 6). */
export const CASH_MOVEMENT_KINDS = ['sangria', 'suprimento'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** What the front desk counted at closing, per payment method, in cents. */
export type CountedCash = Record<PaymentType, number>;

/**
 * The day's cash drawer (caixa, issue 30 item 6): opened with a float, closed with a count per method. What it
 * should hold is computed from the sales of its period (services/cashDrawers.ts), never stored. Who opened and
 * closed it is kept by name too (no foreign key: users come and go).
 */
export const cashDrawers = pgTable(
  'cash_drawers',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    openedBy: idRef(),
    openedByName: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Cents of change put in the drawer at opening (troco). */
    float: integer().notNull(),
    closedBy: idRef(),
    closedByName: text(),
    closedAt: timestamp({ withTimezone: true }),
    /** Null while open. */
    counted: jsonb().$type<CountedCash>(),
    note: text(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    // At most one open drawer per salon: concurrent openings meet here and only one commits.
    uniqueIndex('cash_drawers_one_open').on(t.salonId).where(sql`${t.closedAt} is null`),
    index('cash_drawers_opened_idx').on(t.salonId, t.openedAt),
    check('cash_drawers_float_check', sql`${t.float} >= 0`),
    check('cash_drawers_closed_check', sql`(${t.closedAt} is null) = (${t.counted} is null)`),
  ],
);

/** A sangria or a suprimento of an open drawer, with its reason and who made it. */
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: idColumn(),
    salonId: idRef().notNull(),
    drawerId: idRef().notNull(),
    kind: text().$type<CashMovementKind>().notNull(),
    /** Cents, always positive: the kind says which way. */
    amount: integer().notNull(),
    reason: text().notNull(),
    createdBy: idRef(),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.id] }),
    index('cash_movements_drawer_idx').on(t.salonId, t.drawerId),
    foreignKey({ columns: [t.salonId, t.drawerId], foreignColumns: [cashDrawers.salonId, cashDrawers.id] }).onDelete('cascade'),
    check('cash_movements_kind_check', oneOf(t.kind, CASH_MOVEMENT_KINDS)),
    check('cash_movements_amount_check', sql`${t.amount} > 0`),
  ],
);
