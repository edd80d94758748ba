import type { EmployeeWire } from '../contract/employees';
import { ownColumn, type Actor } from './permissions';

/**
 * The professionals as the caller may read them (issue 24, DESIGN.md section 5). A professional reads of a
 * colleague what the agenda and a booking need: name, colour, services and working hours (and whether they
 * have access, and their role, which are no one's private data); never their e-mail, phone or commission rates,
 * which stay on their own row. The owner and the front desk read every row whole.
 */
export function staffFor(actor: Actor, staff: EmployeeWire[]): EmployeeWire[] {
  const own = ownColumn(actor);
  if (own === null) return staff;
  return staff.map((employee) =>
    employee.id === own ? employee : { ...employee, email: null, phone: null, service_commission: null, product_commission: null },
  );
}
