import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { appointments } from './appointments';
import { clients } from './clients';
import { employees } from './employees';
import { products } from './products';
import { sales } from './sales';
import { services } from './services';

/** One line of a sale: a service (maybe from an appointment) or a product, with its value at the time. */
export const saleTransactions = pgTable(
  'sale_transactions',
  {
    id: idColumn(),
    salonId: idRef().notNull(),
    saleId: idRef().notNull(),
    clientId: idRef(),
    /** The professional credited with the line (the spec's user_id). */
    employeeId: idRef(),
    serviceId: idRef(),
    productId: idRef(),
    appointmentId: idRef(),
    name: text().notNull(),
    value: integer().notNull(),
    discount: integer().notNull().default(0),
    quantity: integer().notNull().default(1),
    /** The professional's rate when sold (basis points) and the commission due on (quantity x value - discount). */
    commissionRate: integer().notNull().default(0),
    commission: integer().notNull().default(0),
    /** A product line: the product's cost (cents each) when sold, for a commission net of cost; null otherwise. */
    unitCost: integer(),
    /** Copied from the sale when it is canceled: an appointment's live sale line is the one without it. */
    canceledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('sale_transactions_sale_idx').on(t.salonId, t.saleId),
    index('sale_transactions_client_idx').on(t.salonId, t.clientId),
    index('sale_transactions_employee_idx').on(t.salonId, t.employeeId),
    index('sale_transactions_service_idx').on(t.salonId, t.serviceId),
    index('sale_transactions_product_idx').on(t.salonId, t.productId),
    index('sale_transactions_appointment_idx').on(t.salonId, t.appointmentId),
    // An appointment is sold at most once at a time, whatever the race (a canceled sale frees it).
    uniqueIndex('sale_transactions_appointment_live_unique')
      .on(t.salonId, t.appointmentId)
      .where(sql`${t.appointmentId} is not null and ${t.canceledAt} is null`),
    foreignKey({ columns: [t.salonId, t.saleId], foreignColumns: [sales.salonId, sales.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id] }),
    foreignKey({ columns: [t.salonId, t.employeeId], foreignColumns: [employees.salonId, employees.id] }),
    foreignKey({ columns: [t.salonId, t.serviceId], foreignColumns: [services.salonId, services.id] }),
    foreignKey({ columns: [t.salonId, t.productId], foreignColumns: [products.salonId, products.id] }),
    foreignKey({ columns: [t.salonId, t.appointmentId], foreignColumns: [appointments.salonId, appointments.id] }),
    check('sale_transactions_amounts_check', sql`${t.value} >= 0 and ${t.discount} >= 0 and ${t.quantity} >= 1 and ${t.discount} <= ${t.value}::bigint * ${t.quantity}`),
    check('sale_transactions_commission_check', sql`${t.commissionRate} between 0 and 10000 and ${t.commission} >= 0`),
    check('sale_transactions_item_check', sql`num_nonnulls(${t.serviceId}, ${t.productId}) = 1`),
  ],
);
