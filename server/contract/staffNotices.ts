import { Type, type Static } from 'typebox';
import { Id } from './common';
import { LiteralUnion, Nullable } from './fields';

/** What a client did on the salon's booking page (issue 28, item 5). */
export const NOTICE_KINDS = ['booked', 'moved', 'canceled'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** One line of the bell of owners and front desk. */
export const NoticeResponse = Type.Object({
  id: Type.Integer(),
  kind: LiteralUnion(NOTICE_KINDS),
  /** The client as the salon holds them now (an erased client's anonymised name); null if the row has none. */
  client_name: Nullable(Type.String()),
  /** The visit's services, 'Corte + Barba'. */
  services: Type.String(),
  /** Epoch seconds: when the visit is (for 'canceled': was). */
  start_at: Type.Integer(),
  /** Epoch seconds: when the client did it. */
  created_at: Type.Integer(),
  /** The visit's first piece, which the agenda opens on (it may have been deleted since). */
  appointment_id: Nullable(Type.Integer()),
});
export type NoticeWire = Static<typeof NoticeResponse>;

/** The latest notices, newest first, and how many are new to the caller (at most constants.ts' NOTICES_UNREAD_CAP). */
export const NoticeListResponse = Type.Object({ notices: Type.Array(NoticeResponse), unread: Type.Integer({ minimum: 0 }) });
export type NoticeListWire = Static<typeof NoticeListResponse>;

/** `{up_to}`: the newest notice the user has seen (the list's first id). */
export const NoticeSeenBody = Type.Object({ up_to: Id });
