import { http, HttpResponse } from 'msw';
import { API } from './origin';
import { db, record } from './db';

/**
 * The staff's bell (server/routes/staffNotices.ts), over db.notices: the list as stored, and a read marker for the
 * one signed-in user (the server's is per user): PUT .../seen counts as new only what came after `up_to`.
 */
export const noticeHandlers = [
  http.get(`${API}/salons/:salonId/notices`, () => HttpResponse.json(db.notices)),
  http.put(`${API}/salons/:salonId/notices/seen`, async ({ request }) => {
    const upTo = Number((await record(request)).up_to);
    db.notices.unread = Math.min(db.notices.unread, db.notices.notices.filter((notice) => notice.id > upTo).length);
    return new HttpResponse(null, { status: 204 });
  }),
];
