import { foreignKey, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { idRef } from './keys';
import { employees } from './employees';
import { services } from './services';

/** Which services a professional performs (the staff modal's Serviços tab). */
export const employeeServices = pgTable(
  'employee_services',
  {
    salonId: idRef().notNull(),
    employeeId: idRef().notNull(),
    serviceId: idRef().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.employeeId, t.serviceId] }),
    index('employee_services_service_idx').on(t.salonId, t.serviceId),
    foreignKey({ columns: [t.salonId, t.employeeId], foreignColumns: [employees.salonId, employees.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.salonId, t.serviceId], foreignColumns: [services.salonId, services.id] }).onDelete('cascade'),
  ],
);
