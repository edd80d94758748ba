import { Type, type Static } from 'typebox';
import { ClientResponse } from './clients';
import { Text } from './common';
import { APPOINTMENT_STATUSES } from './constants';
import { Nullable, LiteralUnion } from './fields';
import { PaymentType, SaleStatus } from './sales';

/**
 * LGPD (issue 11, item 5): what the salon holds about one client (access and portability, art. 18 II and V),
 * their erasure (anonymisation, art. 18 IV and VI), the whole salon's export and the closing of the account.
 * Money is integer cents and instants are epoch seconds, as everywhere on the wire.
 */

const ExportAppointment = Type.Object({
  id: Type.Integer(),
  start_at: Type.Integer(),
  /** Seconds. */
  duration: Type.Integer(),
  status: LiteralUnion(APPOINTMENT_STATUSES),
  service: Type.String(),
  professional: Type.String(),
  price: Type.Integer({ description: 'cents' }),
  notes: Nullable(Type.String()),
  /** When the reminder e-mail went out to the client; null when none did. */
  reminded_at: Nullable(Type.Integer()),
  created_at: Type.Integer(),
});

const ExportSaleItem = Type.Object({
  name: Type.String(),
  kind: Type.Union([Type.Literal('service'), Type.Literal('product')]),
  quantity: Type.Integer(),
  value: Type.Integer({ description: 'cents, each' }),
  discount: Type.Integer({ description: 'cents' }),
  professional: Nullable(Type.String()),
});

const ExportSale = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  created_at: Type.Integer(),
  status: SaleStatus,
  payment_type: PaymentType,
  price: Type.Integer({ description: 'cents' }),
  canceled_at: Nullable(Type.Integer()),
  items: Type.Array(ExportSaleItem),
});

/** GET /clients/{id}/export: the client's record, every appointment and every sale with its items. */
export const ClientExportResponse = Type.Object({
  exported_at: Type.Integer(),
  salon: Type.Object({ id: Type.Integer(), name: Type.String() }),
  client: Type.Object({
    ...ClientResponse.properties,
    created_at: Type.Integer(),
    updated_at: Type.Integer(),
    /** The photo as a data: URL (a 256x256 WebP); null without one. */
    avatar: Nullable(Type.String()),
  }),
  appointments: Type.Array(ExportAppointment),
  sales: Type.Array(ExportSale),
});
export type ClientExportWire = Static<typeof ClientExportResponse>;

/**
 * POST /clients/{id}/erase: the client's name as it is now, typed by the owner to confirm; and what becomes of
 * the client's bookings still ahead (new or started): cancelled, freeing their times (the default), or kept on
 * the agenda under the anonymous name.
 */
export const ClientEraseBody = Type.Object({
  confirm_name: Text(255),
  future_bookings: Type.Optional(Type.Union([Type.Literal('cancel'), Type.Literal('keep')], { description: "default 'cancel'" })),
});

/** POST /salons/{id}/close: the owner's own password, to confirm. */
export const SalonCloseBody = Type.Object({ password: Type.String({ maxLength: 128 }) });
export const SalonCloseResponse = Type.Object({
  /** Epoch seconds: when the account was closed, and when its data will be deleted (30 days later). */
  closed_at: Type.Integer(),
  delete_after: Type.Integer(),
});
export type SalonCloseWire = Static<typeof SalonCloseResponse>;
