import type { EmployeeCreateFields, EmployeeUpdateFields } from '../contract/employees';
import { unprocessable, type FieldErrors } from '../errors';
import type { NewEmployee } from '../repositories/employees';
import { isEmail } from './auth';
import { AGENDA_COLORS, type AgendaColor, type WorkingDay } from '../contract/constants';
import type { WorkingHoursWire } from '../contract/employees';
import { percentToBasisPoints } from './saleMath';
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
  if (fields.role !== undefined) changes.role = fields.role;
  if (fields.serves_clients !== undefined) changes.servesClients = fields.serves_clients;
  if (fields.working_hours !== undefined) {
    const hours = workingHours(fields.working_hours);
    if (hours === undefined) errors.working_hours = ['workingHoursInvalid'];
    else changes.workingHours = hours;
  }
  for (const [field, column] of [['service_commission', 'serviceCommission'], ['product_commission', 'productCommission']] as const) {
    const percent = fields[field];
    if (percent === undefined) continue;
    const basisPoints = percentToBasisPoints(percent);
    if (basisPoints === undefined) errors[field] = ['commissionInvalid'];
    else changes[column] = basisPoints;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return changes;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Working hours as stored: only start and end kept, an empty day as a day off (null), each day's stretches
 * ascending without overlaps (undefined otherwise). null stays null: the salon's default hours.
 */
export function workingHours(hours: WorkingHoursWire | null): WorkingDay[] | null | undefined {
  if (hours === null) return null;
  const days = hours.map((day) => (day && day.length > 0 ? day.map(({ start, end }) => ({ start, end })) : null));
  const ordered = days.every((day) => (day ?? []).every((s, i, all) => minutes(s.start) < minutes(s.end) && (i === 0 || minutes(all[i - 1].end) <= minutes(s.start))));
  return ordered ? days : undefined;
}
