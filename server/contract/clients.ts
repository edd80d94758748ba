import { Type, type Static } from 'typebox';
import { GENDERS } from './constants';
import { AllowDuplicate } from './duplicates';
import { Id } from './common';
import { LiteralUnion, Name, Nullable, OptionalText } from './fields';

export const Gender = LiteralUnion(GENDERS);

export const ClientResponse = Type.Object({
  id: Type.Integer(),
  salon_id: Type.Integer(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  gender: Gender,
  /** YYYY-MM-DD */
  birth: Nullable(Type.String()),
  address: Nullable(Type.String()),
  neighborhood: Nullable(Type.String()),
  /** 00000-000 */
  zip_code: Nullable(Type.String()),
  city: Nullable(Type.String()),
  /** One of the 27 UF codes, AC to TO. */
  state: Nullable(Type.String()),
  /** GET it with the auth headers (it is not public); null without an avatar. */
  avatar_url: Nullable(Type.String()),
  /** Epoch seconds: when the client unsubscribed from the salon's reminders (their link); null while they get them. */
  reminders_opt_out_at: Nullable(Type.Integer()),
  /** LGPD: the client agreed to receive messages from the salon (reminders and news), and since when (epoch seconds). */
  messages_consent: Type.Boolean(),
  messages_consent_at: Nullable(Type.Integer()),
  /** Epoch seconds: when the client's personal data was erased (anonymised); null for a client in use. */
  erased_at: Nullable(Type.Integer()),
});
export type ClientWire = Static<typeof ClientResponse>;
export const ClientListResponse = Type.Array(ClientResponse);

/** A checkbox: JSON sends a boolean, multipart sends 'true' or 'false'. */
const FormBoolean = Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')]));

const clientFields = {
  name: Name(),
  email: OptionalText(254),
  phone: OptionalText(30),
  gender: Type.Optional(Gender),
  /** YYYY-MM-DD or DD/MM/YYYY (the form's mask). */
  birth: OptionalText(10),
  address: OptionalText(),
  neighborhood: OptionalText(120),
  zip_code: OptionalText(10),
  city: OptionalText(120),
  state: OptionalText(2),
  /** A multipart file part: JPEG, PNG or WebP up to 5 MB, stored as a 256x256 WebP. */
  avatar: Type.Optional(Type.Unknown({ description: 'file: JPEG, PNG or WebP, at most 5 MB' })),
  /** The consent to messages; the server dates it when it turns true and clears the date when it turns false. */
  messages_consent: FormBoolean,
  /** Also accepted beside `client` (top level, or a multipart field `allow_duplicate`). */
  allow_duplicate: AllowDuplicate,
};

/**
 * multipart/form-data with fields `client[name]`, `client[email]`, ..., `client[avatar]` (a file); JSON
 * `{client: {...}}` is accepted too (without an avatar). On update, an omitted field keeps its value and an
 * empty one clears it.
 */
export const ClientCreateBody = Type.Object({ client: Type.Object(clientFields), allow_duplicate: AllowDuplicate });
export const ClientUpdateBody = Type.Object({ client: Type.Partial(Type.Object(clientFields)), allow_duplicate: AllowDuplicate });
export type ClientFields = Static<typeof ClientUpdateBody>['client'];

export const ClientStatisticsResponse = Type.Object({
  /** Cents of the client's open appointments (new or started): revenue expected but not yet sold. */
  prospection: Type.Integer(),
  /** Cents of the client's completed sales (a canceled one no longer counts). */
  sales_total: Type.Integer(),
  appointments_total: Type.Integer(),
  completed: Type.Integer(),
  canceled: Type.Integer(),
  no_show: Type.Integer(),
  /** Appointments still booked (status new): the count on the info card. */
  new_count: Type.Integer(),
  /** Epoch seconds of the latest completed appointment; null before the first. */
  last_visit: Nullable(Type.Integer()),
});

export const TransactionResponse = Type.Object({
  id: Type.Integer(),
  sale_id: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
  value: Type.Integer({ description: 'cents, each' }),
  discount: Type.Integer({ description: 'cents' }),
  /** Epoch seconds. */
  created_at: Type.Integer(),
  product_id: Nullable(Type.Integer()),
  service_id: Nullable(Type.Integer()),
  appointment_id: Nullable(Type.Integer()),
  employee: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type TransactionWire = Static<typeof TransactionResponse>;

/** One page (`?page=`, 30 lines, newest first) of the client's completed sales, split by kind. */
export const ClientTransactionsResponse = Type.Object({
  products: Type.Array(TransactionResponse),
  services: Type.Array(TransactionResponse),
});

export const AvatarQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) });

/**
 * The clients list: `page` (30 a page, from 1), or `after`, a client's id: the page that follows that client
 * in name order (keyset paging; what a long walk through the list should use: it costs the same on any page).
 */
export const ClientPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  after: Type.Optional(Id),
});
