import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { Employee } from '../../staff/staffApi';
import type { Appointment, AppointmentFields } from '../agendaApi';
import { dateInput, epochOf, nextQuarter, roundToQuarter, timeInput } from './timeOptions';
import '../locales/appointments';

export interface ChosenClient {
  id: number;
  name: string;
}

/** What a tap on the calendar (or /agenda?client=ID) opens the new-appointment modal with. */
export interface AppointmentDraft {
  /** Epoch seconds. */
  start: number;
  employeeId: number | null;
  clientId?: number | null;
}

export interface AppointmentValues {
  client: ChosenClient | null;
  employee: number | null;
  service: number | null;
  date: string;
  time: string;
  /** Seconds. */
  duration: number;
  /** Cents; null while the field is empty. */
  price: number | null;
  notes: string;
}

/** The fields the form shows, as readFailure names the server's (start_at goes under the time, service_id under the service). */
export const APPOINTMENT_FIELDS = ['client', 'employee', 'service', 'date', 'time', 'duration', 'price', 'notes'] as const;
export const APPOINTMENT_RENAME = { startAt: 'time', serviceId: 'service' };

interface Defaults {
  employees: Employee[];
  /** The signed-in user's own professional, the default column (spec section 5). */
  selfId: number | null;
  client: ChosenClient | null;
  nowMs?: number;
}

export function initialValues(appointment: Appointment | null, draft: AppointmentDraft | null, defaults: Defaults): AppointmentValues {
  if (appointment) {
    return {
      client: { id: appointment.client.id, name: appointment.client.name },
      employee: appointment.employee_id,
      service: appointment.service_id,
      date: dateInput(appointment.start_at),
      time: timeInput(appointment.start_at),
      duration: appointment.duration,
      price: appointment.price,
      notes: appointment.notes ?? '',
    };
  }
  const start = draft ? roundToQuarter(draft.start) : nextQuarter(defaults.nowMs);
  const known = (id: number | null | undefined): id is number => typeof id === 'number' && defaults.employees.some((e) => e.id === id);
  const employee = [draft?.employeeId, defaults.selfId].find(known) ?? defaults.employees[0]?.id ?? null;
  return { client: defaults.client, employee, service: null, date: dateInput(start), time: timeInput(start), duration: 1800, price: null, notes: '' };
}

/** The request's fields; the schema has already made sure nothing required is missing. */
export function toFields(values: AppointmentValues): AppointmentFields {
  return {
    client_id: values.client?.id ?? 0,
    service_id: values.service ?? 0,
    employee_id: values.employee ?? 0,
    start_at: epochOf(values.date, values.time) ?? 0,
    duration: values.duration,
    price: values.price ?? 0,
    notes: values.notes.trim() === '' ? null : values.notes.trim(),
  };
}

/** Built per render, so its messages follow the language. */
export function appointmentSchema(t: TFunction) {
  return yup.object({
    client: yup.mixed<ChosenClient>().nullable().required(t('errors.client')),
    employee: yup.number().nullable().required(t('errors.employee')),
    service: yup.number().nullable().required(t('errors.service')),
    date: yup.string().required(t('errors.date')).test('date', t('errors.date'), (date) => epochOf(date, '00:00') !== null),
    time: yup.string().required(t('errors.time')),
    price: yup.number().nullable().required(t('errors.price')),
    notes: yup.string().max(1000, t('errors.notesLong')),
  });
}
