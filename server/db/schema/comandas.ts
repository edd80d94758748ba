import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { oneOf } from './checks';
import { clients } from './clients';
import { sales } from './sales';
import { salons } from './salons';

/** Open while the visit goes on; closed into a sale, or canceled (issue 30 item 5). */
export const COMANDA_STATUSES = ['open', 'closed', 'canceled'] as const;
export type ComandaStatus = (typeof COMANDA_STATUSES)[number];

/**
 * A visit's open ticket (comanda): opened from an appointment or for a walk-in, filled by the professionals from
 * their phones, closed by the front desk into a sale. `version` counts its changes: an item added or removed
 * bumps it under the row's lock, and closing names the version it saw, so an item added meanwhile is never
 * left out of the sale without the front desk knowing (services/comandas.ts). Its items name catalogue rows and
 * appointments without foreign keys: the sale that closes it checks them, as any sale's.
 */
export const comandas = pgTable(
  'comandas',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** The salon's own running number (1, 2, 3...), what the front desk calls out. */
    number: integer().notNull(),
    /** Null for a walk-in without a record, or after the client was deleted. */
    clientId: idRef(),
    /** The appointment it was opened from (null for a walk-in). */
    appointmentId: idRef(),
    status: text().$type<ComandaStatus>().notNull().default('open'),
    version: integer().notNull().default(0),
    openedBy: idRef(),
    openedByName: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The sale it was closed into. */
    saleId: idRef(),
    /** Closed or canceled: when and by whom (by name: users come and go). */
    endedAt: timestamp({ withTimezone: true }),
    endedByName: text(),
    cancelReason: text(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    unique('comandas_number_unique').on(t.salonId, t.number),
    // One open comanda per appointment: two devices opening it at once meet here and share one.
    uniqueIndex('comandas_appointment_open_unique').on(t.salonId, t.appointmentId).where(sql`${t.status} = 'open' and ${t.appointmentId} is not null`),
    index('comandas_open_idx').on(t.salonId, t.openedAt).where(sql`${t.status} = 'open'`),
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id] }),
    foreignKey({ columns: [t.salonId, t.saleId], foreignColumns: [sales.salonId, sales.id] }),
    check('comandas_status_check', oneOf(t.status, COMANDA_STATUSES)),
    check('comandas_closed_check', sql`(${t.status} = 'closed') = (${t.saleId} is not null) and (${t.status} = 'open') = (${t.endedAt} is null)`),
  ],
);

/** A service or product added to a comanda, by whom and for which professional, at the catalogue's price then. */
export const comandaItems = pgTable(
  'comanda_items',
  {
    id: idColumn(),
    salonId: idRef().notNull(),
    comandaId: idRef().notNull(),
    serviceId: idRef(),
    productId: idRef(),
    appointmentId: idRef(),
    /** The professional credited. */
    employeeId: idRef(),
    name: text().notNull(),
    quantity: integer().notNull().default(1),
    /** Cents each: the appointment's price, else the catalogue's when added (the sale prices it again). */
    value: integer().notNull(),
    addedBy: idRef(),
    addedByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.id] }),
    index('comanda_items_comanda_idx').on(t.salonId, t.comandaId),
    foreignKey({ columns: [t.salonId, t.comandaId], foreignColumns: [comandas.salonId, comandas.id] }).onDelete('cascade'),
    check('comanda_items_item_check', sql`num_nonnulls(${t.serviceId}, ${t.productId}) = 1`),
    check('comanda_items_amounts_check', sql`${t.value} >= 0 and ${t.quantity} between 1 and 9999`),
  ],
);
