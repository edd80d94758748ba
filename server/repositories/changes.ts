import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema/index';
import { claimInsert } from './idempotencyKeys';
import { rowsOf } from './sqlHelpers';

/**
 * The channel every API instance LISTENs to (infra/agendaEvents.ts): one notice per change of a salon, sent by
 * the transaction that made it, so it goes out when (and only if) the change commits. A write made outside the
 * application announces itself with `SELECT agendei_salon_changed(salon_id)` (migration 0020; docs/scaling.md).
 */
export const CHANGE_CHANNEL = 'agendei_change';

/** What changed. The first three are what open agendas show; the rest drop cached answers only. */
export type ChangeEntity =
  | 'appointment'
  | 'blocked_time'
  | 'sale'
  | 'client'
  | 'employee'
  | 'user'
  | 'session'
  | 'service'
  | 'product'
  | 'category'
  | 'salon'
  | 'subscription'
  | 'online_booking'
  | 'cash_drawer'
  | 'comanda'
  | 'pix_charge';

/** 'reads': the salon's data changed, its cached answers go. 'all': who may do what may have changed (a user, a role, a sign-out, the salon itself): its cached sessions go too. */
export type ChangeScope = 'reads' | 'all';

/** Who made it: a signed-in user, or the application itself (a job, a link from an e-mail). */
export type ChangeAuthor = { userId: number | null; userName: string };
export const SYSTEM: ChangeAuthor = { userId: null, userName: 'Agendei' };

export interface Change {
  salonId: number;
  entity: ChangeEntity;
  /** created, updated, deleted, status, moved, canceled... (the audit trail's word for it). */
  action: string;
  id: number;
  by: ChangeAuthor;
  /** What changed, for the audit trail's line. */
  details?: Record<string, unknown> | null;
  /** 'reads' unless said. */
  scope?: ChangeScope;
  /** For open agendas: when it is (epoch seconds) and the columns it touches (routes/agendaStream narrows by them). */
  agenda?: { start_at: number; employeeIds: number[] };
}

/** An agenda knows three actions: whatever else happened to a thing (moved, canceled, a status) updated it. */
const noticeAction = (action: string) => (action === 'created' || action === 'deleted' ? action : 'updated');

/** The notice as it travels; infra/agendaEvents.ts reads it back (parseNotice). */
export function noticeOf(change: Change): string {
  const { salonId, entity, action, id, scope = 'reads', agenda } = change;
  return JSON.stringify({ salonId, scope, entity, action: noticeAction(action), id, ...agenda });
}

/**
 * The one write shape (DESIGN.md section 5): call it inside the transaction that changes a salon's rows, with
 * each thing changed. It writes their audit rows and queues their notices in one round trip; both commit or roll
 * back with the change itself, so what is committed is audited and announced, and nothing else is.
 */
export async function record(tx: Db, change: Change | Change[]): Promise<void> {
  const list = Array.isArray(change) ? change : [change];
  if (list.length === 0) return;
  const audit = tx.insert(auditEvents).values(
    list.map((c) => ({
      salonId: c.salonId,
      entity: c.entity,
      entityId: c.id,
      action: c.action,
      userId: c.by.userId,
      userName: c.by.userName,
      details: c.details ?? null,
    })),
  );
  // A data-modifying WITH runs whether or not the rest reads it; the notices go in the order given. The request's
  // Idempotency-Key claim, if it has one, is written here too: it commits exactly when what it created does.
  const notices = JSON.stringify(list.map(noticeOf));
  const claim = claimInsert(tx);
  const claimed = claim ? sql`, claim as ${claim.query}` : sql``;
  const [row] = await rowsOf<{ claimed: number }>(
    tx,
    sql`with audit as ${audit}${claimed}
      select ${claim ? sql`(select count(*)::int from claim)` : sql`0`} as claimed,
        (select count(pg_notify(${CHANGE_CHANNEL}, n)) from json_array_elements_text(${notices}::json) n) as told`,
  );
  claim?.settle(Number(row.claimed));
}

/** Announces without an audit row: for what is not a salon's business record (a sign-out, a device revoked). */
export async function announce(tx: Db, change: Omit<Change, 'by' | 'details'>): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${noticeOf({ ...change, by: SYSTEM })})`);
}
