// The SPA's bars (issue 12, DESIGN.md section 6): what the landing page and the signed-in /agenda download
// (gzipped JS and CSS, from the build), and Lighthouse's mobile scores of /, /precos, /login and /agenda signed in
// with a full day (20 professionals x 20 appointments), on the built app served by the real server (STATIC_DIR=dist).
// Needs dist/ built (run.ts builds it).
import { freePort, serve } from './api';
import { seedAgenda } from './agendaSeed';
import { openBookingPage } from './booking';
import { routeWeight, staticPageWeight } from './bundle';
import { entryEncoding, lighthouseScores, type LighthousePage } from './lighthouse';
import type { Report } from './report';
import { signUp } from './signUp';

const SECTION = 'SPA';

/**
 * What the browser loads to show /agenda signed in (src/main.tsx and src/app/router.tsx): the entry, the toasts'
 * root (rendered on every page), the signed-in layout with the app's share of Bootstrap, and the agenda page.
 */
const AGENDA_ROUTE = ['index.html', 'src/components/Toaster.tsx', 'src/app/layouts/AppLayout.tsx', 'src/styles/bootstrap-app.scss', 'src/features/agenda/page/AgendaPage.tsx'];

const LANDING_JS_KB = 60;
const BOOKING_JS_KB = 50;
const AGENDA_JS_KB = 250;
const PUBLIC_PERFORMANCE = 95;
const AGENDA_PERFORMANCE = 90;
const ACCESSIBILITY = 95;

const kb = (value: number) => `${value.toFixed(1)} KB`;

function sizes(report: Report) {
  const landing = staticPageWeight('landing.pt-BR.html');
  report({
    section: SECTION,
    what: 'landing page / JS (gzip, prerendered)',
    value: kb(landing.jsKb),
    budget: `< ${LANDING_JS_KB} KB`,
    pass: landing.jsKb < LANDING_JS_KB,
    figures: { jsKb: Number(landing.jsKb.toFixed(1)), files: landing.files.join(' ') },
  });
  report({
    section: SECTION,
    what: '  its HTML + CSS (gzip)',
    value: `${kb(landing.htmlKb)} + ${kb(landing.cssKb)}`,
    budget: '—',
    pass: null,
    figures: { htmlKb: Number(landing.htmlKb.toFixed(1)), cssKb: Number(landing.cssKb.toFixed(1)) },
  });
  const booking = routeWeight(['booking.html']);
  report({
    section: SECTION,
    what: '/s/{slug} booking page: JS (gzip; booking.html, no React) + CSS',
    value: `${kb(booking.jsKb)} + ${kb(booking.cssKb)}`,
    budget: `< ${BOOKING_JS_KB} KB`,
    pass: booking.jsKb < BOOKING_JS_KB,
    figures: { jsKb: Number(booking.jsKb.toFixed(1)), cssKb: Number(booking.cssKb.toFixed(1)), files: booking.files.join(' ') },
  });
  const agenda = routeWeight(AGENDA_ROUTE);
  report({
    section: SECTION,
    what: '/agenda signed in: JS (gzip; entry, layout, agenda page and their imports)',
    value: kb(agenda.jsKb),
    budget: `< ${AGENDA_JS_KB} KB`,
    pass: agenda.jsKb < AGENDA_JS_KB,
    figures: { jsKb: Number(agenda.jsKb.toFixed(1)), files: agenda.files.join(' ') },
  });
  report({ section: SECTION, what: '  its CSS (gzip)', value: kb(agenda.cssKb), budget: '—', pass: null, figures: { cssKb: Number(agenda.cssKb.toFixed(1)) } });
}

export async function spaBench(report: Report): Promise<void> {
  sizes(report);

  const port = await freePort();
  const app = await serve('server/main.ts', port, '/v1/health', { STATIC_DIR: 'dist', AUTH_RATE_LIMIT_PER_IP: '100000' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const entry = await entryEncoding(base);
    report({
      section: SECTION,
      what: `entry chunk ${entry.file} (Accept-Encoding: br, gzip)`,
      value: `content-encoding ${entry.encoding ?? 'none'}, ${kb(entry.kb)}`,
      budget: 'br or gzip',
      pass: entry.encoding === 'br' || entry.encoding === 'gzip',
      figures: { kb: Number(entry.kb.toFixed(1)) },
    });

    // The signed-in agenda with a full day: 20 professionals x 20 appointments, booked through the API.
    const salon = await signUp(base, 'Lighthouse Bench');
    const seed = await seedAgenda(base, salon);
    // The salon's own booking page (issue 28), with its 20 professionals and their services.
    const slug = await openBookingPage(base, salon.salonId, salon.headers);
    const pages: Array<LighthousePage & { performance: number }> = [
      { path: '/', performance: PUBLIC_PERFORMANCE },
      { path: '/precos', performance: PUBLIC_PERFORMANCE },
      { path: '/login', performance: PUBLIC_PERFORMANCE },
      // A phone shows one professional's column (the owner's, 20 appointments); the day must have been fetched.
      { path: '/agenda', performance: AGENDA_PERFORMANCE, session: salon.session, mustFetch: new RegExp(`/appointments\\?day=${seed.today}`) },
      // A client's first visit: the page's one request for the salon must have been answered.
      { path: `/s/${slug}`, performance: PUBLIC_PERFORMANCE, mustFetch: new RegExp(`/v1/public/salons/${slug}$`) },
    ];
    const scores = await lighthouseScores(base, pages);
    for (const [i, page] of scores.entries()) {
      const bar = pages[i].performance;
      const label = page.path === '/agenda' ? '/agenda (signed in, full day)' : page.path.startsWith('/s/') ? '/s/{slug} (booking page)' : page.path;
      const metrics = page.metrics;
      report({
        section: 'Lighthouse',
        what: `mobile ${label} performance`,
        value: `${page.performance} (LCP ${(metrics['largest-contentful-paint'] / 1000).toFixed(1)} s, TBT ${metrics['total-blocking-time']} ms, CLS ${metrics['cumulative-layout-shift']})`,
        budget: `>= ${bar}`,
        pass: page.performance >= bar,
        figures: {
          score: page.performance,
          ...metrics,
          scriptKb: Number(page.scriptKb.toFixed(1)),
          costs: page.opportunities.join('; '),
        },
      });
      const failed = page.failed.length ? ` (failed: ${page.failed.join(', ')})` : '';
      report({
        section: 'Lighthouse',
        what: `mobile ${label} accessibility`,
        value: `${page.accessibility}${failed}`,
        budget: `>= ${ACCESSIBILITY}`,
        pass: page.accessibility >= ACCESSIBILITY,
        figures: { score: page.accessibility, failed: page.failed.join(' ') },
      });
    }
  } finally {
    await app.stop();
  }
}
