import { Type, type Static } from 'typebox';
import { REMINDER_HOURS } from './constants';
import { WorkingHours } from './employees';
import { LiteralUnion, Name, Nullable, OptionalText } from './fields';

/** The kinds of Pix key (issue 30 item 1): CPF, CNPJ, a +55 mobile, an e-mail or a random key (EVP, a UUID). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'phone', 'email', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
/** The BR Code's limits on the receiver's name and city (EMV fields 59 and 60). */
export const PIX_RECEIVER_NAME_MAX = 25;
export const PIX_RECEIVER_CITY_MAX = 15;

export const CardFeesWire = Type.Object({
  debit_card: Type.Number({ description: 'percent' }),
  credit_card: Type.Array(Type.Number({ description: 'percent' }), { description: '1x to 12x' }),
  pix: Type.Number({ description: 'percent' }),
});
export type CardFeesWire = Static<typeof CardFeesWire>;

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
  /** A sale paid (in part) in cash needs an open cash drawer (issue 30 item 6); default false. */
  cash_sales_need_drawer: Type.Boolean(),
  /**
   * Pix at the counter as a dynamic charge of the payment provider, confirmed by its signed notice (issue 30 item
   * 1), instead of the static code of the salon's key that the cashier confirms; default false.
   */
  pix_by_provider: Type.Boolean(),
  /**
   * The salon's Pix key, stored canonical (CPF and CNPJ digits only, a phone as +55 and 11 digits, an e-mail in
   * lower case, a random key in lower case), with its type, and the receiver's name and city as the BR Code
   * carries them; all four null until the owner sets them (checkout then shows Pix without a QR code).
   */
  pix_key: Nullable(Type.String()),
  pix_key_type: Nullable(LiteralUnion(PIX_KEY_TYPES)),
  pix_receiver_name: Nullable(Type.String()),
  pix_receiver_city: Nullable(Type.String()),
  /**
   * The card machine's fees (issue 30 item 3), percent 0..100 with up to 2 decimals: debit, credit for 1x..12x
   * (12 values) and Pix; all 0 by default. Each sale payment keeps the fee of its moment.
   */
  card_fees: CardFeesWire,
  /** Commissions are worked out after the sale's card fees, and a product line's after its cost; default false. */
  commission_net_of_fees: Type.Boolean(),
  commission_net_of_cost: Type.Boolean(),
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
  cash_sales_need_drawer: Type.Optional(Type.Boolean()),
  pix_by_provider: Type.Optional(Type.Boolean()),
  /** Sent together (null or "" for all four clears the key); each key type is checked by services/pixKey.ts. */
  pix_key: OptionalText(120),
  pix_key_type: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  pix_receiver_name: OptionalText(60),
  pix_receiver_city: OptionalText(60),
  /** All three together; any number gets through the schema so the rule is told in words (services/salonRules). */
  card_fees: Type.Optional(
    Type.Object({
      debit_card: Type.Optional(Type.Number()),
      credit_card: Type.Optional(Type.Array(Type.Number(), { maxItems: 24 })),
      pix: Type.Optional(Type.Number()),
    }),
  ),
  commission_net_of_fees: Type.Optional(Type.Boolean()),
  commission_net_of_cost: Type.Optional(Type.Boolean()),
  reminders_enabled: Type.Optional(Type.Boolean()),
  reminder_hours: Type.Optional(LiteralUnion(REMINDER_HOURS)),
  time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  working_hours: Type.Optional(WorkingHours),
};

/** The fields, flat or as `{salon: {...}}`. */
export const SalonSettingsBody = Type.Object({ salon: Type.Object(salonSettingsFields) });
export type SalonSettingsFields = Static<typeof SalonSettingsBody>['salon'];
