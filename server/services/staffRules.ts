import type { EmployeeCreateFields, EmployeeUpdateFields } from '../contract/employees';
import { unprocessable, type FieldErrors } from '../errors';
import type { NewEmployee } from '../repositories/employees';
import { isEmail } from './auth';
import { AGENDA_COLORS, type AgendaColor } from '../contract/constants';
import { isPhone, optional } from './text';

const isAgendaColor = (value: string): value is AgendaColor => (AGENDA_COLORS as readonly string[]).includes(value);

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
    const color = fields.color.toLowerCase();
    if (isAgendaColor(color)) changes.color = color;
    else errors.color = ['colorInvalid'];
  }
  if (fields.agendei_access !== undefined) changes.agendeiAccess = fields.agendei_access;
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return changes;
}
