import type { AgendaColor, WorkingDay } from '../contract/constants';
import type { Role } from '../contract/roles';
import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { dbFold } from './sqlHelpers';
import type { Db } from '../db/client';
import { appointments, employees, saleTransactions, users } from '../db/schema/index';

export type NewEmployee = typeof employees.$inferInsert;

const employeeColumns = {
  id: employees.id,
  name: employees.name,
  email: employees.email,
  phone: employees.phone,
  color: employees.color,
  agendeiAccess: employees.agendeiAccess,
  workingHours: employees.workingHours,
  serviceCommission: employees.serviceCommission,
  productCommission: employees.productCommission,
  role: employees.role,
  servesClients: employees.servesClients,
};

export type EmployeeRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  color: AgendaColor;
  agendeiAccess: boolean;
  /** null: the salon's default hours. */
  workingHours: WorkingDay[] | null;
  /** Basis points (4000 is 40%). */
  serviceCommission: number;
  productCommission: number;
  /** The role access gives the professional's account. */
  role: Role;
  /** 'Atende clientes': off, no agenda column, in no list of professionals, no seat in the plan. */
  servesClients: boolean;
};

export async function insertEmployee(db: Db, employee: NewEmployee) {
  const [row] = await db.insert(employees).values(employee).returning(employeeColumns);
  return row;
}

export async function listEmployees(db: Db, salonId: number) {
  return db
    .select(employeeColumns)
    .from(employees)
    .where(eq(employees.salonId, salonId))
    .orderBy(asc(employees.id));
}

/** One professional of the salon, with the account it may have (for the access switch). */
export async function findEmployee(db: Db, salonId: number, id: number) {
  const [row] = await db
    .select({ ...employeeColumns, userId: employees.userId, userEmail: users.email })
    .from(employees)
    .leftJoin(users, and(eq(users.salonId, employees.salonId), eq(users.id, employees.userId)))
    .where(and(eq(employees.salonId, salonId), eq(employees.id, id)));
  return row;
}

/**
 * The plan's seats against the staff who take one: those who serve clients (a receptionist who does not takes
 * none; issue 25, item 9). `left` is Infinity on an unlimited plan and below 0 when the salon is over the plan.
 * A hire and a plan change both count here, under the salon's lock, so they agree on what a seat is.
 */
export async function seatsLeft(db: Db, salonId: number, plan: { maxEmployees: number | null }) {
  const [row] = await db.select({ n: count() }).from(employees).where(and(eq(employees.salonId, salonId), eq(employees.servesClients, true)));
  return { taken: row.n, left: (plan.maxEmployees ?? Infinity) - row.n };
}

export async function updateEmployee(db: Db, salonId: number, id: number, patch: Partial<NewEmployee>) {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(employees)
    .set(patch)
    .where(and(eq(employees.salonId, salonId), eq(employees.id, id)));
}

/** Their blocked times (lunch, days off) go with them; bookings keep a professional (employeeHasHistory). */
export async function deleteEmployee(db: Db, salonId: number, id: number) {
  await db
    .delete(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.employeeId, id), eq(appointments.kind, 'block')));
  await db.delete(employees).where(and(eq(employees.salonId, salonId), eq(employees.id, id)));
}

/** Appointments (not blocked times) and sale lines keep a professional's history: such a professional is not deleted. */
export async function employeeHasHistory(db: Db, salonId: number, id: number) {
  const booked = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.employeeId, id), eq(appointments.kind, 'appointment')))
    .limit(1);
  if (booked.length > 0) return true;
  const sold = await db
    .select({ id: saleTransactions.id })
    .from(saleTransactions)
    .where(and(eq(saleTransactions.salonId, salonId), eq(saleTransactions.employeeId, id)))
    .limit(1);
  return sold.length > 0;
}

/** Another professional of the salon with this folded name or these phone digits; a phone match first. */
export async function findEmployeeDuplicate(db: Db, salonId: number, probe: { name?: string; digits?: string }, exceptId?: number) {
  const phoneDigits = sql`regexp_replace(coalesce(${employees.phone}, ''), '[^0-9]', '', 'g')`;
  const byName = probe.name ? eq(dbFold(employees.name), dbFold(probe.name)) : undefined;
  const byPhone = probe.digits ? eq(phoneDigits, probe.digits) : undefined;
  // A parameter, not a constant, even without digits: PostgreSQL refuses ORDER BY a bare constant.
  const phoneMatch = sql<boolean>`${phoneDigits} = ${probe.digits ?? 'none'}`;
  const [row] = await db
    .select({ id: employees.id, name: employees.name, phone: employees.phone, phoneMatch })
    .from(employees)
    .where(and(eq(employees.salonId, salonId), or(byName, byPhone), exceptId ? ne(employees.id, exceptId) : undefined))
    .orderBy(desc(phoneMatch), asc(employees.id))
    .limit(1);
  return row;
}
