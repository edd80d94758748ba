import type { EmployeeWire } from '../contract/employees';
import { can } from '../contract/roles';
import { ownColumn, type Actor } from './permissions';

/**
 * The professionals as the caller may read them (issue 24, DESIGN.md section 5). Commission rates are read by
 * whoever sets them (the owner: staffManage), and each person reads their own; the front desk, who cannot open
 * the commissions report, does not read colleagues' rates here either. A professional reads of a colleague what
 * the agenda and a booking need: name, colour, services and working hours (and whether they have access, and
 * their role, which are no one's private data); never their e-mail or phone.
 */
export function staffFor(actor: Actor, staff: EmployeeWire[]): EmployeeWire[] {
  if (can(actor.role, 'staffManage')) return staff;
  const hidesContacts = ownColumn(actor) !== null;
  return staff.map((employee) =>
    employee.id === actor.employeeId
      ? employee
      : { ...employee, ...(hidesContacts ? { email: null, phone: null } : {}), service_commission: null, product_commission: null },
  );
}
