import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { APPOINTMENT_ORIGINS, APPOINTMENT_STATUSES, type AppointmentOrigin, type AppointmentStatus } from '../../contract/constants';
import { oneOf } from './checks';
import { clients } from './clients';
import { employees } from './employees';
import { salons } from './salons';
import { services } from './services';

/** What a row of a professional's calendar is: a booking, or a blocked time (lunch, day off, course). */
export const CALENDAR_KINDS = ['appointment', 'block'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/**
 * A professional's calendar: bookings and blocked times in one table, so that ONE exclusion constraint
 * (migration 0006, `appointments_no_overlap`: no two active rows of a professional overlap) sees both. A block
 * has no client, service nor price, and is always 'new' (active). A weekly repeat is stored as its occurrences,
 * sharing a series_id. Whatever reads bookings (client history, statistics, reports) filters kind = 'appointment'.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    kind: text().$type<CalendarKind>().notNull().default('appointment'),
    clientId: idRef(),
    employeeId: idRef().notNull(),
    serviceId: idRef(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    duration: integer().notNull(),
    price: integer(),
    status: text().$type<AppointmentStatus>().notNull().default('new'),
    notes: text(),
    /** A blocked time's reason ('Almoço', 'Folga', 'Curso'). */
    reason: text(),
    /** The occurrences of one weekly repeating block share it (deleting the rest of a series). */
    seriesId: uuid(),
    /** When the client's reminder e-mail was queued: once per booking, kept when it moves (issue 25, item 2). */
    remindedAt: timestamp({ withTimezone: true }),
    /**
     * The start the client was last told of, by the reminder or by a 'horário alterado' message; null before the
     * reminder. A booking moved away from it is told its new time once the moves settle (a drag undone is not).
     */
    toldStartAt: timestamp({ withTimezone: true }),
    /** When the start last changed: the change message waits for the moves to settle. */
    movedAt: timestamp({ withTimezone: true }),
    /** 'online': the client booked it on the salon's page (the agenda marks it). */
    origin: text().$type<AppointmentOrigin>().notNull().default('desk'),
    /** The pieces of one online visit (several services one after the other) share it; the link names it. */
    visitId: uuid(),
    /**
     * Held for its Pix deposit until then ('aguardando sinal'); null once confirmed, and for every other booking.
     * A held row stays 'new', so the exclusion constraint keeps its time; unpaid, it is canceled.
     */
    holdUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('appointments_salon_start_idx').on(t.salonId, t.startAt),
    index('appointments_employee_start_idx').on(t.salonId, t.employeeId, t.startAt),
    index('appointments_client_start_idx').on(t.salonId, t.clientId, t.startAt),
    index('appointments_service_idx').on(t.salonId, t.serviceId),
    index('appointments_series_idx').on(t.salonId, t.seriesId),
    index('appointments_visit_idx').on(t.salonId, t.visitId).where(sql`${t.visitId} is not null`),
    // The reminder scheduler's scan: bookings still waiting for their reminder, by start time.
    // The scheduler's scan for bookings moved after their reminder, by when they moved.
    index('appointments_moved_after_reminder_idx').on(t.movedAt).where(sql`${t.toldStartAt} <> ${t.startAt} and ${t.status} = 'new'`),
    index('appointments_reminder_due_idx').on(t.startAt).where(sql`${t.remindedAt} is null and ${t.status} = 'new' and ${t.kind} = 'appointment'`),
    // A deleted client takes their bookings along (LGPD); professionals and services with history are kept.
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.salonId, t.employeeId], foreignColumns: [employees.salonId, employees.id] }),
    foreignKey({ columns: [t.salonId, t.serviceId], foreignColumns: [services.salonId, services.id] }),
    check('appointments_status_check', oneOf(t.status, APPOINTMENT_STATUSES)),
    check('appointments_kind_check', oneOf(t.kind, CALENDAR_KINDS)),
    check('appointments_origin_check', oneOf(t.origin, APPOINTMENT_ORIGINS)),
    // A booking lasts 5 minutes to 5 hours (the form's choices); a blocked time up to a whole day (a day off).
    check('appointments_duration_check', sql`${t.duration} between 300 and (case when ${t.kind} = 'block' then 86400 else 18000 end)`),
    check('appointments_price_check', sql`${t.price} >= 0`),
    check(
      'appointments_kind_fields_check',
      sql`(${t.kind} = 'appointment' and ${t.clientId} is not null and ${t.serviceId} is not null and ${t.price} is not null)
        or (${t.kind} = 'block' and ${t.clientId} is null and ${t.serviceId} is null and ${t.price} is null and ${t.status} = 'new')`,
    ),
  ],
);
