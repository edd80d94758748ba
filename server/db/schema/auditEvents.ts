import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { salons } from './salons';

/**
 * The audit trail (issue 11): who created, changed, canceled or deleted an appointment or a sale, and when. The
 * user's name is copied, so the trail still reads right after the user is removed; rows outlive deleted entities.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** 'appointment' or 'sale'. */
    entity: text().notNull(),
    entityId: idRef().notNull(),
    /** created, updated, status, moved, canceled, deleted... (the service that writes it names it). */
    action: text().notNull(),
    userId: idRef(),
    userName: text().notNull(),
    /** What changed, for the detail's line (e.g. the new status, or the cancel reason). */
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),index('audit_events_entity_idx').on(t.salonId, t.entity, t.entityId, t.createdAt)],
);
