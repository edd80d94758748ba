import { BOOKING_STEPS, DEPOSIT_KINDS, DEPOSIT_RULES, type DepositKind, type DepositRule } from '../contract/constants';
import type { OnlineBookingSettingsFields } from '../contract/onlineBooking';
import { unprocessable, type FieldErrors } from '../errors';
import type { OnlineBookingPatch } from '../repositories/onlineBooking';
import { fold, optional } from './text';

/** An address of the page: 3 to 60 of a-z, 0-9 and inner hyphens ('barbearia-do-ze'). */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;
/** Addresses that would read as the app's own pages. */
const RESERVED = new Set(['admin', 'api', 'app', 'agendei', 'login', 'suporte', 'ajuda', 'reserva', 'reservas']);

/** 'Barbearia do Zé!' -> 'barbearia-do-ze'. */
export function slugOf(name: string): string {
  const slug = fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `salao-${slug || 'agendei'}`;
}

export const isValidSlug = (slug: string) => SLUG.test(slug) && !slug.includes('--') && !RESERVED.has(slug);

const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

export type ServiceOnlinePatch = { id: number; bookableOnline?: boolean; bufferAfter?: number };

/**
 * The owner's fields checked and turned into columns (only those sent); 422 with every problem at once, each in
 * words ('entre 0 e 168 horas'), including a fixed deposit in cents or a percentage of 1 to 100.
 */
export function onlineBookingChanges(fields: OnlineBookingSettingsFields, current: { depositKind: DepositKind }) {
  const errors: FieldErrors = {};
  const patch: OnlineBookingPatch = {};
  let slug: string | undefined;
  if (fields.enabled !== undefined) patch.enabled = fields.enabled;
  if (fields.slug !== undefined) {
    slug = fields.slug.trim().toLowerCase();
    if (!isValidSlug(slug)) errors.slug = ['slugInvalid'];
  }
  const numbers: Array<[keyof OnlineBookingSettingsFields & keyof typeof LIMITS, keyof OnlineBookingPatch]> = [
    ['min_notice_minutes', 'minNoticeMinutes'],
    ['horizon_days', 'horizonDays'],
    ['cancel_hours', 'cancelHours'],
  ];
  for (const [field, column] of numbers) {
    const value = fields[field];
    if (value === undefined) continue;
    const [min, max] = LIMITS[field];
    if (!whole(value, min, max)) errors[field] = [{ key: 'numberBetween', params: { min, max } }];
    else (patch as Record<string, number>)[column] = value;
  }
  if (fields.slot_minutes !== undefined) {
    if (!(BOOKING_STEPS as readonly number[]).includes(fields.slot_minutes)) errors.slot_minutes = ['bookingStepInvalid'];
    else patch.slotMinutes = fields.slot_minutes;
  }
  if (fields.deposit_rule !== undefined) {
    if (!(DEPOSIT_RULES as readonly string[]).includes(fields.deposit_rule)) errors.deposit_rule = ['invalid'];
    else patch.depositRule = fields.deposit_rule as DepositRule;
  }
  if (fields.deposit_kind !== undefined) {
    if (!(DEPOSIT_KINDS as readonly string[]).includes(fields.deposit_kind)) errors.deposit_kind = ['invalid'];
    else patch.depositKind = fields.deposit_kind as DepositKind;
  }
  if (fields.deposit_value !== undefined) {
    const kind = patch.depositKind ?? current.depositKind;
    const ok = kind === 'percent' ? whole(fields.deposit_value, 0, 100) : whole(fields.deposit_value, 0, 100_000_00);
    if (!ok) errors.deposit_value = [kind === 'percent' ? 'depositPercentInvalid' : 'depositAmountInvalid'];
    else patch.depositValue = fields.deposit_value;
  }
  if (fields.intro !== undefined) patch.intro = optional(fields.intro) ?? null;
  const services: ServiceOnlinePatch[] = [];
  for (const [i, row] of (fields.services ?? []).entries()) {
    const next: ServiceOnlinePatch = { id: row.id, bookableOnline: row.bookable_online };
    if (row.buffer_after !== undefined) {
      if (!whole(row.buffer_after, 0, 7200) || row.buffer_after % 300 !== 0) errors[`services.${i}.buffer_after`] = ['bufferInvalid'];
      else next.bufferAfter = row.buffer_after;
    }
    services.push(next);
  }
  const employees = (fields.employees ?? []).map((row) => ({ id: row.id, bookableOnline: row.bookable_online }));
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { patch, slug, services, employees };
}

const LIMITS = {
  min_notice_minutes: [0, 10_080],
  horizon_days: [1, 365],
  cancel_hours: [0, 168],
} as const;
