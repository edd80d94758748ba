import { Type, type Static } from 'typebox';
import { Nullable } from './fields';

/**
 * The audit trail of an appointment or a sale (issue 11, owner only), oldest first. Actions: created, updated,
 * moved, status (details.status), canceled (details.reason for a sale), deleted.
 */
export const AuditListResponse = Type.Object({
  events: Type.Array(
    Type.Object({
      action: Type.String(),
      user_name: Type.String(),
      /** Epoch seconds. */
      at: Type.Integer(),
      details: Nullable(Type.Record(Type.String(), Type.Unknown())),
    }),
  ),
});
export type AuditListWire = Static<typeof AuditListResponse>;
