import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, idRef } from './keys';
import { DEFAULT_AGENDA_COLOR, type AgendaColor, type WorkingDay } from '../../contract/constants';
import type { Role } from '../../contract/roles';
import { salons } from './salons';
import { users } from './users';

/** A professional: a column of the agenda. The owner gets one at sign-up. */
export const employees = pgTable(
  'employees',
  {
    id: idColumn(),
    salonId: idRef()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text(),
    phone: text(),
    color: text().$type<AgendaColor>().notNull().default(DEFAULT_AGENDA_COLOR),
    agendeiAccess: boolean().notNull().default(true),
    userId: idRef(),
    /** 7 weekdays, Sunday first (contract/constants WorkingDay); null follows the salon's default hours. */
    workingHours: jsonb().$type<WorkingDay[]>(),
    /** Commission rates in basis points (hundredths of a percent: 4000 is 40%), for services and for products. */
    serviceCommission: integer().notNull().default(0),
    productCommission: integer().notNull().default(0),
    /**
     * What the professional's account may do (contract/roles.ts): owner, front_desk or professional. Kept here,
     * beside the access switch, so the answer is the same whether or not the invited e-mail made an account.
     */
    role: text().$type<Role>().notNull().default('professional'),
    /**
     * 'Atende clientes' (issue 25, item 9): off, the staff member has no agenda column, is offered in no list of
     * professionals and does not count toward the plan's limit. On by default; the front desk is created with it off.
     */
    servesClients: boolean().notNull().default(true),
    /** Offered on the salon's online booking page (issue 28); only professionals who serve clients are. */
    bookableOnline: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The salon first in every key: the table distributes by salon_id (issue 26, item 5; docs/scaling.md).
    primaryKey({ columns: [t.salonId, t.id] }),
    index('employees_salon_idx').on(t.salonId),
    foreignKey({ columns: [t.salonId, t.userId], foreignColumns: [users.salonId, users.id] }),
    check('employees_role_check', sql`${t.role} in ('owner', 'front_desk', 'professional')`),
    check('employees_commission_check', sql`${t.serviceCommission} between 0 and 10000 and ${t.productCommission} between 0 and 10000`),
  ],
);
