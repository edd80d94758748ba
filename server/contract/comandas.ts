import { Type, type Static } from 'typebox';
import { Id } from './common';
import { LiteralUnion, Nullable } from './fields';
import { MAX_QUANTITY } from './sales';

/**
 * The comanda (issue 30 item 5): a visit's open ticket. Opened from an appointment (its service is the first
 * item) or for a walk-in; the professionals add services and products from their phones; the front desk closes
 * it into a sale (POST /salons/{id}/sales with `comanda_id` and the `version` it showed) or cancels it. Money is
 * integer cents, times epoch seconds.
 */
export const COMANDA_STATUSES = ['open', 'closed', 'canceled'] as const;
export type ComandaStatusWire = (typeof COMANDA_STATUSES)[number];
export const COMANDA_STATUS_LABELS: Readonly<Record<'pt-BR' | 'en', Readonly<Record<ComandaStatusWire, string>>>> = {
  'pt-BR': { open: 'Aberta', closed: 'Fechada', canceled: 'Cancelada' },
  en: { open: 'Open', closed: 'Closed', canceled: 'Canceled' },
};

const Person = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ComandaItemResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  service_id: Nullable(Type.Integer()),
  product_id: Nullable(Type.Integer()),
  appointment_id: Nullable(Type.Integer()),
  /** The professional credited (as a sale line's user_id). */
  user_id: Nullable(Type.Integer()),
  employee: Nullable(Person),
  quantity: Type.Integer(),
  value: Type.Integer({ description: 'cents each' }),
  total: Type.Integer({ description: 'cents' }),
  added_by_name: Type.String(),
  created_at: Type.Integer(),
  /** An appointment's item: the paid Pix deposit of its online visit, which its checkout deducts (null: none). */
  deposit: Nullable(Type.Object({ id: Type.Integer(), amount: Type.Integer({ description: 'cents' }) })),
});
export type ComandaItemWire = Static<typeof ComandaItemResponse>;

export const ComandaResponse = Type.Object({
  id: Type.Integer(),
  /** The salon's own running number (1, 2, 3...). */
  number: Type.Integer(),
  status: LiteralUnion(COMANDA_STATUSES),
  /** Aberta, Fechada, Cancelada (by Accept-Language). */
  status_display: Type.String(),
  /** Counts the comanda's changes: closing it into a sale names the version the screen showed. */
  version: Type.Integer(),
  client: Nullable(Person),
  appointment_id: Nullable(Type.Integer()),
  opened_by_name: Type.String(),
  opened_at: Type.Integer(),
  /** Closed or canceled: when, by whom; the sale it became. */
  ended_at: Nullable(Type.Integer()),
  ended_by_name: Nullable(Type.String()),
  sale_id: Nullable(Type.Integer()),
  cancel_reason: Nullable(Type.String()),
  /** In the order added. */
  items: Type.Array(ComandaItemResponse),
  /** The items' sum at the prices shown (the sale prices them again). */
  total: Type.Integer({ description: 'cents' }),
});
export type ComandaWire = Static<typeof ComandaResponse>;
export const ComandaListResponse = Type.Array(ComandaResponse);

/** The open comandas, oldest first (default), or the day's closed and canceled ones. */
export const ComandaListQuery = Type.Object({ status: Type.Optional(LiteralUnion(COMANDA_STATUSES)) });

/**
 * `{comanda: {...}}`: from an appointment (its client and service come with it; an appointment already with an
 * open comanda answers that one, 200), or for a walk-in with an optional client.
 */
export const ComandaOpenBody = Type.Object({
  comanda: Type.Object({
    appointment_id: Type.Optional(Nullable(Id)),
    client_id: Type.Optional(Nullable(Id)),
  }),
});

/**
 * `{item: {...}}`: exactly one of service_id or product_id, for a professional (a professional adds for themself
 * only; left out: the appointment's professional, else the one adding when they serve clients).
 */
export const ComandaItemBody = Type.Object({
  item: Type.Object({
    service_id: Type.Optional(Nullable(Id)),
    product_id: Type.Optional(Nullable(Id)),
    user_id: Type.Optional(Nullable(Id)),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_QUANTITY })),
  }),
});

export const ComandaItemParams = Type.Object({ id: Id, itemId: Id });
export const ComandaCancelBody = Type.Object({ reason: Type.Optional(Nullable(Type.String({ maxLength: 500, pattern: '^[^\\u0000]*$' }))) });
