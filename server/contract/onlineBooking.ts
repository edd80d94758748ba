import { Type, type Static } from 'typebox';
import { BOOKING_STEPS, DEPOSIT_KINDS, DEPOSIT_RULES, DEPOSIT_STATUSES } from './constants';
import { Id } from './common';
import { LiteralUnion, Nullable, OptionalText, Text } from './fields';

/**
 * Online booking (issue 28). The owner's settings ('Agendamento online', /meu-salao/agendamento-online), and the
 * public page's API (/v1/public/..., no session): times in epoch seconds, days as YYYY-MM-DD in the salon's zone.
 */

/** A service as the settings list it: offered online or not, and the buffer after it (seconds). */
const BookableService = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  duration: Type.Integer(),
  bookable_online: Type.Boolean(),
  buffer_after: Type.Integer({ description: 'seconds' }),
});
const BookableEmployee = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  bookable_online: Type.Boolean(),
  /** The photo the booking page shows (public, versioned), null without one. */
  photo_url: Nullable(Type.String()),
});

export const OnlineBookingSettingsResponse = Type.Object({
  enabled: Type.Boolean(),
  /** The page is /s/{slug}; a salon that never saved gets a suggestion from its name. */
  slug: Type.String(),
  min_notice_minutes: Type.Integer(),
  horizon_days: Type.Integer(),
  slot_minutes: LiteralUnion(BOOKING_STEPS),
  cancel_hours: Type.Integer(),
  deposit_rule: LiteralUnion(DEPOSIT_RULES),
  deposit_kind: LiteralUnion(DEPOSIT_KINDS),
  /** Percent (1..100) or cents, by deposit_kind. */
  deposit_value: Type.Integer(),
  intro: Nullable(Type.String()),
  /** The salon's banner on the page (public, versioned), null without one. */
  photo_url: Nullable(Type.String()),
  services: Type.Array(BookableService),
  employees: Type.Array(BookableEmployee),
});
export type OnlineBookingSettingsWire = Static<typeof OnlineBookingSettingsResponse>;

/** Any number gets through the schema, so that 1.5 or 9999 is told the rule in words (services/onlineBookingRules). */
const onlineBookingFields = {
  enabled: Type.Optional(Type.Boolean()),
  slug: Type.Optional(Text(60)),
  min_notice_minutes: Type.Optional(Type.Number()),
  horizon_days: Type.Optional(Type.Number()),
  slot_minutes: Type.Optional(Type.Number()),
  cancel_hours: Type.Optional(Type.Number()),
  deposit_rule: Type.Optional(Text(20)),
  deposit_kind: Type.Optional(Text(20)),
  deposit_value: Type.Optional(Type.Number()),
  intro: OptionalText(500),
  services: Type.Optional(
    Type.Array(Type.Object({ id: Id, bookable_online: Type.Optional(Type.Boolean()), buffer_after: Type.Optional(Type.Number()) }), { maxItems: 1000 }),
  ),
  employees: Type.Optional(Type.Array(Type.Object({ id: Id, bookable_online: Type.Boolean() }), { maxItems: 1000 })),
};
export const OnlineBookingSettingsBody = Type.Object({ online_booking: Type.Object(onlineBookingFields) });
export type OnlineBookingSettingsFields = Static<typeof OnlineBookingSettingsBody>['online_booking'];

/** multipart/form-data with one file, `photo`: JPEG, PNG or WebP, at most 5 MB (re-encoded as WebP). */
export const PhotoBody = Type.Object({ photo: Type.Optional(Type.Unknown({ description: 'file: JPEG, PNG or WebP, at most 5 MB' })) });
/** A photo's address carries its key; only the current key opens it. */
export const PhotoQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) });

export const SlugParams = Type.Object({ slug: Text(60) });
export const TokenParams = Type.Object({ token: Text(100) });

/** The salon's page: who it is, what it offers, who does what. */
export const PublicSalonResponse = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  intro: Nullable(Type.String()),
  /** The salon's banner (2:1 WebP), null without one. */
  photo_url: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  /** https://wa.me/... for a Brazilian number (55...) or one from abroad typed with its '+', else null. */
  whatsapp_url: Nullable(Type.String()),
  address: Nullable(Type.String()),
  /** A map search of the address (null without one). */
  map_url: Nullable(Type.String()),
  time_zone: Type.String(),
  min_notice_minutes: Type.Integer(),
  horizon_days: Type.Integer(),
  cancel_hours: Type.Integer(),
  /**
   * The Pix deposit (sinal) the salon asks, null when none: 'per_service' from every client (the page shows it
   * before booking, contract/deposit.ts depositOf), 'no_show' only from a client with a past no-show (known once booked).
   */
  deposit: Nullable(Type.Object({ rule: LiteralUnion(['per_service', 'no_show'] as const), kind: LiteralUnion(DEPOSIT_KINDS), value: Type.Integer() })),
  categories: Type.Array(
    Type.Object({
      name: Type.String(),
      services: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), description: Nullable(Type.String()), duration: Type.Integer(), price: Type.Integer() })),
    }),
  ),
  professionals: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), photo_url: Nullable(Type.String()), service_ids: Type.Array(Type.Integer()) }),
  ),
});
export type PublicSalonWire = Static<typeof PublicSalonResponse>;

export const AvailabilityQuery = Type.Object({
  /** Comma-separated, in the order done: '3,5'. */
  service_ids: Text(200),
  employee_id: Type.Optional(Id),
  /** YYYY-MM-DD in the salon's zone; today when omitted. */
  from: Type.Optional(Text(10)),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
});

const OfferedPiece = Type.Object({ service_id: Type.Integer(), start_at: Type.Integer(), employee_ids: Type.Array(Type.Integer()) });
export const AvailabilityResponse = Type.Object({
  time_zone: Type.String(),
  days: Type.Array(
    Type.Object({
      date: Type.String(),
      times: Type.Array(Type.Object({ start_at: Type.Integer(), time: Type.String(), pieces: Type.Array(OfferedPiece) })),
    }),
  ),
});
export type AvailabilityWire = Static<typeof AvailabilityResponse>;

/** `website` is a field people never see (a honeypot): a form that fills it books nothing (services/publicBooking). */
export const PublicBookingBody = Type.Object({
  service_ids: Type.Array(Id, { minItems: 1, maxItems: 5 }),
  employee_id: Type.Optional(Nullable(Id)),
  start_at: Type.Integer({ minimum: 0, maximum: 4_102_444_800 }),
  client: Type.Object({ name: Text(120), phone: Text(30), email: OptionalText(254) }),
  consent: Type.Boolean(),
  website: Type.Optional(Text(200)),
});
export type PublicBookingFields = Static<typeof PublicBookingBody>;

export const PublicBookingMoveBody = Type.Object({ start_at: Type.Integer({ minimum: 0, maximum: 4_102_444_800 }) });

/** A booking as its client sees it by the link. */
export const PublicBookingResponse = Type.Object({
  /** Only in the 201: the private link's secret (kept hashed; it is never shown again). */
  token: Type.Optional(Type.String()),
  /** 'awaiting_deposit': held until deposit.expires_at for the Pix deposit; unpaid then, it is 'canceled'. */
  status: LiteralUnion(['booked', 'awaiting_deposit', 'canceled'] as const),
  start_at: Type.Integer(),
  end_at: Type.Integer(),
  time_zone: Type.String(),
  total: Type.Integer({ description: 'cents' }),
  pieces: Type.Array(
    Type.Object({
      service: Type.Object({ id: Type.Integer(), name: Type.String() }),
      employee: Type.Object({ id: Type.Integer(), name: Type.String() }),
      start_at: Type.Integer(),
      duration: Type.Integer(),
      price: Type.Integer(),
    }),
  ),
  /** Until then (epoch seconds) the link may cancel or move it. */
  changeable_until: Type.Integer(),
  changeable: Type.Boolean(),
  salon: Type.Object({ slug: Type.String(), name: Type.String(), address: Nullable(Type.String()), phone: Nullable(Type.String()) }),
  /** The visit's Pix deposit, null when none was asked. */
  deposit: Nullable(
    Type.Object({
      amount: Type.Integer({ description: 'cents' }),
      status: LiteralUnion(DEPOSIT_STATUSES),
      /** Epoch seconds: the hold's end while pending. */
      expires_at: Type.Integer(),
      /** While pending: the Pix 'copia e cola' (BR Code), and the path of its QR code (an SVG image). */
      pix_code: Nullable(Type.String()),
      qr_url: Nullable(Type.String()),
    }),
  ),
});
export type PublicBookingWire = Static<typeof PublicBookingResponse>;
