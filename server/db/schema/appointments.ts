import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../contract/constants';
import { oneOf } from './checks';
import { clients } from './clients';
import { employees } from './employees';
import { salons } from './salons';
import { services } from './services';


/** A booking on the agenda. The booking issue adds its endpoints and the no-overlap exclusion constraint. */
export const appointments = pgTable(
  'appointments',
  {
    id: serial().primaryKey(),
    salonId: integer()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    clientId: integer().notNull(),
    employeeId: integer().notNull(),
    serviceId: integer().notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    duration: integer().notNull(),
    price: integer().notNull(),
    status: text().$type<AppointmentStatus>().notNull().default('new'),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('appointments_salon_id_id_unique').on(t.salonId, t.id),
    index('appointments_salon_start_idx').on(t.salonId, t.startAt),
    index('appointments_employee_start_idx').on(t.salonId, t.employeeId, t.startAt),
    index('appointments_client_start_idx').on(t.salonId, t.clientId, t.startAt),
    index('appointments_service_idx').on(t.salonId, t.serviceId),
    // A deleted client takes their bookings along (LGPD); professionals and services with history are kept.
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.salonId, t.employeeId], foreignColumns: [employees.salonId, employees.id] }),
    foreignKey({ columns: [t.salonId, t.serviceId], foreignColumns: [services.salonId, services.id] }),
    check('appointments_status_check', oneOf(t.status, APPOINTMENT_STATUSES)),
    check('appointments_duration_check', sql`${t.duration} between 300 and 18000`),
    check('appointments_price_check', sql`${t.price} >= 0`),
  ],
);
