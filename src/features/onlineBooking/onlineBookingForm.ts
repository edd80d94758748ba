import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { DepositKind, DepositRule } from '../../../server/contract/constants';
import type { OnlineBookingChanges, OnlineBookingSettings } from './onlineBookingApi';
import './locales';

export interface ServiceRow {
  id: number;
  name: string;
  category: string;
  duration: number;
  bookableOnline: boolean;
  /** Seconds, as the wire has it. */
  bufferAfter: number;
}
export interface EmployeeRow {
  id: number;
  name: string;
  bookableOnline: boolean;
}

/** camelCase, as readFailure names the server's fields, so its errors land under them. */
export interface OnlineBookingValues {
  enabled: boolean;
  slug: string;
  minNoticeMinutes: number;
  horizonDays: number;
  slotMinutes: number;
  cancelHours: number;
  depositRule: DepositRule;
  depositKind: DepositKind;
  /** Percent (1..100) or cents, by depositKind; null while the field is empty. */
  depositValue: number | null;
  intro: string;
  services: ServiceRow[];
  employees: EmployeeRow[];
}

export const INTRO_MAX = 500;
/** server/services/onlineBookingRules.ts' ceiling for a fixed deposit: R$ 100.000,00. */
export const DEPOSIT_MAX_CENTS = 100_000_00;

export function initialValues(settings: OnlineBookingSettings): OnlineBookingValues {
  return {
    enabled: settings.enabled,
    slug: settings.slug,
    minNoticeMinutes: settings.min_notice_minutes,
    horizonDays: settings.horizon_days,
    slotMinutes: settings.slot_minutes,
    cancelHours: settings.cancel_hours,
    depositRule: settings.deposit_rule,
    depositKind: settings.deposit_kind,
    // A salon that never asked a deposit has 0 stored: the field starts empty rather than at 0%.
    depositValue: settings.deposit_value > 0 ? settings.deposit_value : null,
    intro: settings.intro ?? '',
    services: settings.services.map((s) => ({ id: s.id, name: s.name, category: s.category, duration: s.duration, bookableOnline: s.bookable_online, bufferAfter: s.buffer_after })),
    employees: settings.employees.map((e) => ({ id: e.id, name: e.name, bookableOnline: e.bookable_online })),
  };
}

/** The address as the server stores it: the server trims and lowers it too, so the comparison is on that form. */
export const normalSlug = (slug: string) => slug.trim().toLowerCase();

/**
 * What changed since `initial`, and nothing else: a save never overwrites what another tab set meanwhile. The
 * deposit's kind and value go only with a rule that asks one, and together when the kind changed (the server reads
 * the value by the kind). `serviceRows[i]` is the form row of the i-th service sent (likewise employees),
 * for the server's `services.{i}.buffer_after` errors.
 */
export function toChanges(initial: OnlineBookingValues, values: OnlineBookingValues) {
  const changes: OnlineBookingChanges = {};
  if (values.enabled !== initial.enabled) changes.enabled = values.enabled;
  if (normalSlug(values.slug) !== normalSlug(initial.slug)) changes.slug = normalSlug(values.slug);
  if (values.minNoticeMinutes !== initial.minNoticeMinutes) changes.min_notice_minutes = values.minNoticeMinutes;
  if (values.horizonDays !== initial.horizonDays) changes.horizon_days = values.horizonDays;
  if (values.slotMinutes !== initial.slotMinutes) changes.slot_minutes = values.slotMinutes;
  if (values.cancelHours !== initial.cancelHours) changes.cancel_hours = values.cancelHours;
  if (values.intro.trim() !== initial.intro.trim()) changes.intro = values.intro.trim();
  if (values.depositRule !== initial.depositRule) changes.deposit_rule = values.depositRule;
  if (values.depositRule !== 'none') {
    const kindChanged = values.depositKind !== initial.depositKind;
    if (kindChanged) changes.deposit_kind = values.depositKind;
    if (kindChanged || values.depositValue !== initial.depositValue) changes.deposit_value = values.depositValue ?? 0;
  }

  const services: NonNullable<OnlineBookingChanges['services']> = [];
  const serviceRows: number[] = [];
  values.services.forEach((row, index) => {
    const before = initial.services.find((s) => s.id === row.id);
    const sent: (typeof services)[number] = { id: row.id };
    if (row.bookableOnline !== before?.bookableOnline) sent.bookable_online = row.bookableOnline;
    if (row.bufferAfter !== before?.bufferAfter) sent.buffer_after = row.bufferAfter;
    if (Object.keys(sent).length === 1) return;
    services.push(sent);
    serviceRows.push(index);
  });
  if (services.length) changes.services = services;

  const employees: NonNullable<OnlineBookingChanges['employees']> = [];
  const employeeRows: number[] = [];
  values.employees.forEach((row, index) => {
    if (row.bookableOnline === initial.employees.find((e) => e.id === row.id)?.bookableOnline) return;
    employees.push({ id: row.id, bookable_online: row.bookableOnline });
    employeeRows.push(index);
  });
  if (employees.length) changes.employees = employees;
  return { changes, serviceRows, employeeRows };
}

/**
 * server/services/onlineBookingRules.ts' rule for the address: 3 to 60 of a-z and 0-9, hyphens inside and never two
 * together. Its few reserved words ('admin', 'login'...) are left to the server, which names them in the same words.
 */
export const isSlug = (slug: string) => /^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/.test(slug) && !slug.includes('--');

/** Built per render, so the messages follow the language; the server checks the same again. */
export function onlineBookingSchema(t: TFunction) {
  return yup.object({
    slug: yup.string().test('slug', t('errors.slug'), (value) => isSlug(normalSlug(value ?? ''))),
    intro: yup.string().max(INTRO_MAX, t('errors.intro')),
    // Asked only when a rule asks a deposit: 1 to 100 percent, or R$ 0,01 to the server's ceiling.
    depositValue: yup
      .number()
      .nullable()
      .test('deposit', function check(value) {
        const { depositRule, depositKind } = this.parent as OnlineBookingValues;
        if (depositRule === 'none') return true;
        const percent = depositKind === 'percent';
        const ok = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= (percent ? 100 : DEPOSIT_MAX_CENTS);
        return ok || this.createError({ message: t(percent ? 'errors.depositPercent' : 'errors.depositAmount') });
      }),
  });
}
