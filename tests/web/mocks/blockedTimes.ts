import { http, HttpResponse } from 'msw';
import type { BlockedTimeWire } from '../../../server/contract/blockedTimes';
import { API } from './origin';
import { agendaRange, overlaps } from './agendaRange';
import { db, nextId, notFound, record } from './db';

const WEEK = 7 * 86_400;

/** The professionals' blocked times (contract/blockedTimes.ts) over db.blockedTimes. */
export const blockedTimeHandlers = [
  http.get(`${API}/salons/:salonId/blocked_times`, ({ request }) => {
    const range = agendaRange(new URL(request.url));
    return HttpResponse.json(db.blockedTimes.filter((b) => overlaps(b, range)));
  }),
  // Answers every occurrence: one a week until repeat_weekly_until (included) for a weekly repeat.
  http.post(`${API}/salons/:salonId/blocked_times`, async ({ request }) => {
    const { repeat_weekly_until: until, ...fields } = ((await record(request)).blocked_time ?? {}) as Omit<BlockedTimeWire, 'id' | 'series_id'> & { repeat_weekly_until?: string | null };
    const start = typeof fields.start_at === 'string' ? Date.parse(fields.start_at) / 1000 : fields.start_at;
    const last = until ? Date.parse(`${until}T23:59:59-03:00`) / 1000 : start;
    const series = until ? `series-${nextId('series', [])}` : null;
    const created: BlockedTimeWire[] = [];
    for (let at = start; at <= last; at += WEEK) created.push({ ...fields, id: nextId('blocked_times', [...db.blockedTimes, ...created]), start_at: at, series_id: series });
    db.blockedTimes.push(...created);
    return HttpResponse.json(created, { status: 201 });
  }),
  // ?series=true: this occurrence and the later ones of its repeat.
  http.delete(`${API}/blocked_times/:id`, async ({ request, params }) => {
    await record(request);
    const block = db.blockedTimes.find((b) => b.id === Number(params.id));
    if (!block) return notFound();
    const series = new URL(request.url).searchParams.get('series') === 'true' && block.series_id;
    db.blockedTimes = db.blockedTimes.filter((b) => (series ? !(b.series_id === series && b.start_at >= block.start_at) : b !== block));
    return new HttpResponse(null, { status: 204 });
  }),
];
