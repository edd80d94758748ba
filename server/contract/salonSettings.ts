import { Type, type Static } from 'typebox';
import { REMINDER_HOURS } from './constants';
import { WorkingHours } from './employees';
import { LiteralUnion, Name, Nullable, OptionalText } from './fields';

/**
 * The salon's profile and settings (/meu-salao/perfil): its name, contact and address, the time zone that
 * counts its days, negative stock on sales; the plan is read here and changed on the plan page.
 */
export const SalonSettingsResponse = Type.Object({
  name: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  address: Nullable(Type.String()),
  neighborhood: Nullable(Type.String()),
  /** 00000-000 */
  zip_code: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  /** A sale may take a product's stock below zero (the shelf count was wrong); default false. */
  allow_negative_stock: Type.Boolean(),
  /** Professionals see every column of the agenda, not only their own (roles, issue 11); default false. */
  professionals_see_all: Type.Boolean(),
  /**
   * Who besides the owner may give a discount or change a line's price at checkout (issue 24): off by default,
   * and then only down to price_change_max_percent of the line's catalogue amount (0..100, default 10).
   */
  price_change_front_desk: Type.Boolean(),
  price_change_professional: Type.Boolean(),
  price_change_max_percent: Type.Integer(),
  /** A professional may be booked or sold a service outside their own list (issue 25, item 1); default false. */
  any_service_allowed: Type.Boolean(),
  /** The front desk may cancel a sale of the same day, with a reason (issue 25, item 10); default true. */
  front_desk_cancels_sales: Type.Boolean(),
  /** E-mail reminders to clients before each appointment, and how many hours before. */
  reminders_enabled: Type.Boolean(),
  reminder_hours: LiteralUnion(REMINDER_HOURS),
  /** The IANA zone that counts the salon's days (America/Sao_Paulo by default). */
  time_zone: Type.String(),
  /** Sunday first: what a professional without their own hours works (shades the agenda; never refuses). */
  working_hours: WorkingHours,
  plan_id: Type.Integer(),
  /** Epoch seconds: the end of the 30-day trial, and of the paid period (null without a subscription). */
  trial_ends_at: Type.Integer(),
  subscribed_until: Nullable(Type.Integer()),
  /** After a failed renewal: writes keep working until then (the banner says so). */
  grace_until: Nullable(Type.Integer()),
});
export type SalonSettingsWire = Static<typeof SalonSettingsResponse>;

/** What the owner may change: an omitted field keeps its value, null or "" clears an optional one. */
const salonSettingsFields = {
  name: Type.Optional(Name(120)),
  phone: OptionalText(30),
  email: OptionalText(254),
  address: OptionalText(255),
  neighborhood: OptionalText(120),
  zip_code: OptionalText(12),
  city: OptionalText(120),
  state: OptionalText(2),
  allow_negative_stock: Type.Optional(Type.Boolean()),
  professionals_see_all: Type.Optional(Type.Boolean()),
  price_change_front_desk: Type.Optional(Type.Boolean()),
  price_change_professional: Type.Optional(Type.Boolean()),
  /** Any number gets through, so that 10.5 or 150 is told the rule in words (services/salonRules) rather than the schema's. */
  price_change_max_percent: Type.Optional(Type.Number()),
  any_service_allowed: Type.Optional(Type.Boolean()),
  front_desk_cancels_sales: Type.Optional(Type.Boolean()),
  reminders_enabled: Type.Optional(Type.Boolean()),
  reminder_hours: Type.Optional(LiteralUnion(REMINDER_HOURS)),
  time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  working_hours: Type.Optional(WorkingHours),
};

/** The fields, flat or as `{salon: {...}}`. */
export const SalonSettingsBody = Type.Object({ salon: Type.Object(salonSettingsFields) });
export type SalonSettingsFields = Static<typeof SalonSettingsBody>['salon'];
