import { NOTICES_UNREAD_CAP } from '../contract/constants';
import type { NoticeKind, NoticeListWire } from '../contract/staffNotices';
import type { Db } from '../db/client';
import * as notices from '../repositories/staffNotices';
import { epochSeconds } from './agendaWindow';
import type { Actor } from './permissions';
import { servicePlugin } from './registry';

/** The bell lists this many, newest first; older ones are in the agenda and the e-mails. */
const LATEST = 20;

/**
 * The bell of owners and front desk (issue 28, item 5): what clients did on the booking page, written by the
 * booking's own transaction (onlineBookingNotices.ts), and each user's read marker. The route's capability
 * (agendaEveryone) keeps professionals out; the salon is the caller's own (requireSalon).
 */
export function createStaffNoticeService(db: Db) {
  async function list(actor: Actor): Promise<NoticeListWire> {
    const rows = await notices.latestNotices(db, actor.salonId, LATEST);
    const unread = rows.length === 0 ? 0 : await notices.unreadCount(db, actor.salonId, actor.userId, NOTICES_UNREAD_CAP);
    return {
      notices: rows.map((row) => ({
        id: row.id,
        kind: row.kind as NoticeKind,
        client_name: row.clientName,
        services: row.services,
        start_at: epochSeconds(row.startAt),
        created_at: epochSeconds(row.createdAt),
        appointment_id: row.appointmentId,
      })),
      unread,
    };
  }

  /**
   * A per-user read marker, not a change of the salon's data: no audit row and no change notice (changes.record),
   * since nobody else's screen shows it and the trail of who did what has nothing to gain from 'opened the bell'.
   */
  async function markSeen(actor: Actor, upTo: number): Promise<void> {
    await notices.markSeen(db, actor.salonId, actor.userId, upTo);
  }

  return { list, markSeen };
}
export type StaffNoticeService = ReturnType<typeof createStaffNoticeService>;

declare module 'fastify' {
  interface ServiceRegistry {
    staffNotices: StaffNoticeService;
  }
}

/** Registers the service as app.services.staffNotices. */
export default servicePlugin('staffNotices', (app) => createStaffNoticeService(app.db));
