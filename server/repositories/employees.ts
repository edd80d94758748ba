import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees } from '../db/schema/index';

export type NewEmployee = typeof employees.$inferInsert;

const employeeColumns = {
  id: employees.id,
  name: employees.name,
  email: employees.email,
  phone: employees.phone,
  color: employees.color,
  agendeiAccess: employees.agendeiAccess,
};

export async function insertEmployee(db: Db, employee: NewEmployee) {
  const [row] = await db.insert(employees).values(employee).returning(employeeColumns);
  return row;
}

export async function listEmployees(db: Db, salonId: number) {
  return db.select(employeeColumns).from(employees).where(eq(employees.salonId, salonId)).orderBy(asc(employees.id));
}
