import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { DEFAULT_AGENDA_COLOR } from '../../../server/contract/constants';
import type { Role } from '../../../server/contract/roles';
import { formatPhone, isCompletePhone } from '../../lib/masks';
import { formatPercentInput, parsePercent } from '../../lib/percent';
import type { Employee, EmployeeFields } from './staffApi';
import { copyHours, defaultHours, workingHoursRule, type HoursValues } from '../../components/workingHours/workingHours';
import './locales';

export interface EmployeeValues {
  name: string;
  email: string;
  phone: string;
  color: string;
  agendeiAccess: boolean;
  /** What the professional's account may do (with access on); a new one starts as a professional. */
  role: Role;
  /** 'Atende clientes': a column on the agenda and a seat of the plan; a new one starts on unless the plan is full. */
  servesClients: boolean;
  /** Commission rates as typed ('12,5'); empty counts as 0. */
  serviceCommission: string;
  productCommission: string;
  serviceIds: number[];
  workingHours: HoursValues;
}

/** Where each field lives, so a failed save can show the tab that holds the error. */
export const DETAILS_FIELDS = ['name', 'email', 'phone', 'color', 'agendeiAccess', 'role', 'servesClients', 'serviceCommission', 'productCommission'] as const;

export function initialValues(employee: Employee | null, knownServiceIds: number[], language: string, seatsFull = false): EmployeeValues {
  if (!employee) {
    return {
      name: '',
      email: '',
      phone: '',
      color: DEFAULT_AGENDA_COLOR,
      agendeiAccess: true,
      role: 'professional',
      servesClients: !seatsFull,
      serviceCommission: '0',
      productCommission: '0',
      serviceIds: [],
      workingHours: defaultHours(),
    };
  }
  const known = new Set(knownServiceIds);
  return {
    name: employee.name,
    email: employee.email ?? '',
    phone: formatPhone(employee.phone),
    color: employee.color,
    agendeiAccess: employee.agendei_access,
    role: employee.role,
    servesClients: employee.serves_clients,
    serviceCommission: formatPercentInput(employee.service_commission, language) || '0',
    productCommission: formatPercentInput(employee.product_commission, language) || '0',
    // A service deleted since the list was loaded would only make the save fail.
    serviceIds: employee.service_ids.filter((id) => known.has(id)),
    workingHours: copyHours(employee.working_hours),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Empty optional fields go as null, which clears them on the server (PUT is partial). */
export function toFields(values: EmployeeValues): EmployeeFields {
  return {
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    color: values.color,
    agendei_access: values.agendeiAccess,
    // The role goes with access: without an account there is nothing for it to govern.
    ...(values.agendeiAccess ? { role: values.role } : {}),
    serves_clients: values.servesClients,
    service_commission: parsePercent(values.serviceCommission) ?? 0,
    product_commission: parsePercent(values.productCommission) ?? 0,
    service_ids: values.serviceIds,
    working_hours: values.workingHours,
  };
}

/** A commission rate: empty (0) or a percent from 0 to 100 with up to 2 decimals. */
const commission = (t: TFunction) => yup.string().test('percent', t('errors.commission'), (value) => !Number.isNaN(parsePercent(value ?? '')));

/** Built per render, so its messages follow the language. */
export function employeeSchema(t: TFunction, initialPhone: string) {
  return yup.object({
    name: yup.string().trim().required(t('errors.name')).max(255, t('errors.tooLong')),
    email: yup.string().trim().email(t('errors.email')).max(254, t('errors.tooLong')),
    // A number saved before the mask existed may be international: it passes while left untouched.
    phone: yup
      .string()
      .test('phone', t('errors.phone'), (value) => !value || value === initialPhone || isCompletePhone(value)),
    serviceCommission: commission(t),
    productCommission: commission(t),
    workingHours: workingHoursRule(t),
  });
}

/**
 * The server invites a professional when access is on, an e-mail is set and the account is new or its
 * e-mail changed; your own record never changes its sign-in e-mail from here.
 */
export function invitationSent(before: Employee | null, saved: Employee, isSelf: boolean): boolean {
  if (!saved.agendei_access || !saved.email || isSelf) return false;
  if (!before) return true;
  const emailChanged = (before.email ?? '').toLowerCase() !== saved.email.toLowerCase();
  return emailChanged || !before.agendei_access;
}
