import { Type, type Static } from 'typebox';
import { StartAt } from './appointments';
import { Id } from './common';
import { Name, Nullable } from './fields';

/** A blocked time (lunch, day off, course) of one professional: one occurrence of it. */
export const BlockedTimeResponse = Type.Object({
  id: Type.Integer(),
  employee_id: Type.Integer(),
  /** Epoch seconds. */
  start_at: Type.Integer(),
  duration: Type.Integer({ description: 'seconds' }),
  reason: Type.String(),
  /** Shared by the occurrences of a weekly repeat; null for a one-off block. */
  series_id: Nullable(Type.String()),
});
export type BlockedTimeWire = Static<typeof BlockedTimeResponse>;

export const BlockedTimeListResponse = Type.Array(BlockedTimeResponse);

/** 5 minutes to a whole day, in 5-minute steps. */
export const BlockDuration = Type.Integer({ minimum: 300, maximum: 86_400, multipleOf: 300, description: 'seconds' });

const blockedTimeFields = {
  employee_id: Id,
  start_at: StartAt,
  duration: BlockDuration,
  reason: Name(255),
  /** YYYY-MM-DD (included, at most a year ahead): the same time every week until then. */
  repeat_weekly_until: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
};

/** `{blocked_time: {...}}` (a flat body is accepted too). Answers every occurrence created. */
export const BlockedTimeCreateBody = Type.Object({ blocked_time: Type.Object(blockedTimeFields) });
export type BlockedTimeCreateFields = Static<typeof BlockedTimeCreateBody>['blocked_time'];

/** `series=true` deletes this occurrence and the later ones of its weekly repeat. */
export const BlockedTimeDeleteQuery = Type.Object({ series: Type.Optional(Type.Boolean()) });
