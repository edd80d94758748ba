import { sql } from 'drizzle-orm';
import { check, foreignKey, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { idColumn, idRef } from './keys';
import { salons } from './salons';
import { users } from './users';

/**
 * The bell of owners and front desk (issue 28, item 5): what clients did on the booking page (booked, moved,
 * canceled), written by the same transaction as the e-mails to the staff. The client's name is read from the
 * client at display time, so an erased client's notice holds nothing of them; the row goes with the client.
 */
export const staffNotices = pgTable(
  'staff_notices',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    clientId: idRef(),
    /** The visit's first piece (the agenda opens on it); no foreign key: the desk may delete it later. */
    appointmentId: idRef(),
    /** When the visit is (for 'canceled': was). */
    startAt: timestamp({ withTimezone: true }).notNull(),
    /** The services' names, 'Corte + Barba'. */
    services: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id] }).onDelete('cascade'),
    check('staff_notices_kind_check', sql`${t.kind} in ('booked', 'moved', 'canceled')`),
  ],
);

/** How far each user has read the bell: the notices after `seenId` are new to them. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    salonId: idRef().notNull(),
    userId: idRef().notNull(),
    seenId: idRef().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.userId] }),
    foreignKey({ columns: [t.salonId, t.userId], foreignColumns: [users.salonId, users.id] }).onDelete('cascade'),
  ],
);
