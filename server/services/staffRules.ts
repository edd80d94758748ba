import type { EmployeeCreateFields, EmployeeUpdateFields } from '../contract/employees';
import { unprocessable, type FieldErrors } from '../errors';
import type { NewEmployee } from '../repositories/employees';
import { isEmail } from './auth';
import { AGENDA_COLORS } from './plans';
import { isPhone, optional } from './text';

const isAgendaColor = (value: string) => (AGENDA_COLORS as readonly string[]).includes(value);

/**
 * Checks a professional's fields and turns them into columns; only the fields sent are returned, so an update
 * changes what the form changed. Throws 422 with every problem at once.
 */
export function employeeChanges(fields: EmployeeCreateFields | EmployeeUpdateFields): Partial<NewEmployee> {
  const errors: FieldErrors = {};
  const changes: Partial<NewEmployee> = {};
  if (fields.name !== undefined) {
    changes.name = fields.name.trim();
    if (!changes.name) errors.name = ['blank'];
  }
  const email = optional(fields.email);
  if (email !== undefined) {
    changes.email = email === null ? null : email.toLowerCase();
    if (changes.email !== null && !isEmail(changes.email)) errors.email = ['emailInvalid'];
  }
  const phone = optional(fields.phone);
  if (phone !== undefined) {
    changes.phone = phone;
    if (phone !== null && !isPhone(phone)) errors.phone = ['phoneInvalid'];
  }
  if (fields.color !== undefined) {
    changes.color = fields.color.toLowerCase();
    if (!isAgendaColor(changes.color)) errors.color = ['colorInvalid'];
  }
  if (fields.agendei_access !== undefined) changes.agendeiAccess = fields.agendei_access;
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return changes;
}
