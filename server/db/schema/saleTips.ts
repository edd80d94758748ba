import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { employees } from './employees';
import { sales } from './sales';

/**
 * Tips (gorjeta, issue 30 item 4): added at checkout for one or more professionals, paid to them in full, never
 * part of a commission. The sale's payments include them; an estorno cancels them with the sale.
 */
export const saleTips = pgTable(
  'sale_tips',
  {
    id: idColumn(),
    salonId: idRef().notNull(),
    saleId: idRef().notNull(),
    employeeId: idRef().notNull(),
    /** Cents. */
    amount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    uniqueIndex('sale_tips_sale_employee_unique').on(t.salonId, t.saleId, t.employeeId),
    index('sale_tips_employee_idx').on(t.salonId, t.employeeId),
    foreignKey({ columns: [t.salonId, t.saleId], foreignColumns: [sales.salonId, sales.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.salonId, t.employeeId], foreignColumns: [employees.salonId, employees.id] }),
    check('sale_tips_amount_check', sql`${t.amount} > 0`),
  ],
);
