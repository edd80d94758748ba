import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from './origin';
import { dayRange } from './days';
import { db, notFound } from './db';

/** Answers `answer` for a valid range, the server's 422 for a bad one (the range is checked before anything is read). */
const inRange = (request: Request, answer: (days: string[]) => JsonBodyType) => {
  const range = dayRange(new URL(request.url));
  return 'refusal' in range ? range.refusal : HttpResponse.json(answer(range.days));
};

/**
 * The four reports of /reports (contract/reports.ts), answered from the figures a test seeds: the store does not
 * compute them from db.sales, only what depends on the range asked (a revenue row for each of its days).
 */
export const reportHandlers = [
  http.get(`${API}/salons/:salonId/reports/by-type`, ({ request }) => inRange(request, () => db.reportByType)),
  http.get(`${API}/salons/:salonId/reports/summary`, ({ request }) =>
    inRange(request, (days) => ({
      ...db.reportSummary,
      // Every day of the range, zeros included, as the server fills them.
      by_day: days.map((day) => db.reportSummary.by_day.find((row) => row.day === day) ?? { day, count: 0, total: 0 }),
    })),
  ),
  http.get(`${API}/salons/:salonId/reports/commissions`, ({ request }) => inRange(request, () => db.reportCommissions)),
  // A professional with no lines seeded has none; one the salon does not have is the server's 404.
  http.get(`${API}/salons/:salonId/reports/commissions/:employeeId`, ({ request, params }) => {
    const id = Number(params.employeeId);
    const items = db.commissionItems[id] ?? (db.employees.some((e) => e.id === id) ? [] : null);
    return items ? inRange(request, () => items) : notFound();
  }),
];
