import { http, HttpResponse } from 'msw';
import { API } from './origin';
import { db, record } from './db';

/** The salon's settings (contract/salonSettings.ts) and the agenda's first-steps checklist, over db.settings and db.onboarding. */
export const settingsHandlers = [
  http.get(`${API}/salons/:salonId/settings`, () => HttpResponse.json(db.settings)),
  // Only what is sent changes ({salon: {...}}, or flat); the answer is the whole settings.
  http.patch(`${API}/salons/:salonId/settings`, async ({ request }) => {
    const body = await record(request);
    Object.assign(db.settings, body.salon ?? body);
    return HttpResponse.json(db.settings);
  }),
  http.get(`${API}/salons/:salonId/onboarding`, () => HttpResponse.json(db.onboarding)),
  http.put(`${API}/salons/:salonId/onboarding`, async ({ request }) => {
    db.onboarding.dismissed = Boolean((await record(request)).dismissed);
    return HttpResponse.json(db.onboarding);
  }),
];
