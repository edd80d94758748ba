// The agenda's bars (DESIGN.md section 6, issue 8 and 12): the agenda-day endpoint under load beside the bare Fastify
// baseline (agendaBench), and the Dia view of 20 professionals x 20 appointments in Chromium, on the built app
// (dist/): first render, day switch and drag (agendaChromiumBench).
import { freePort, load, serve, type LoadResult } from './api';
import { agendaRenderTimes } from './agendaRender';
import { PROFESSIONALS, TODAY_EACH, seedAgenda } from './agendaSeed';
import type { Report } from './report';
import { signUp } from './signUp';

/** The row of the API part, as bench/run.ts printed rows before bench/report.ts. */
export type LegacyReport = (what: string, value: string, target: string, ok: boolean) => void;

const ms = (value: number) => `${value.toFixed(0)} ms`;
// A share under 1% still says how far off it is.
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.01 ? 2 : 0)}%`;

/** One request at a time: what a single front desk waits, without the queue of 50 connections. */
async function serialMedian(url: string, headers: Record<string, string>, rounds = 21) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the agenda day answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)];
}

/** The agenda-day endpoint under load (50 connections) and one request at a time, on a full day. */
export async function agendaBench(baseline: LoadResult, report: LegacyReport) {
  const port = await freePort();
  const app = await serve('server/main.ts', port, '/v1/health', { AUTH_RATE_LIMIT_PER_IP: '100000' });
  const base = `http://127.0.0.1:${port}`;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const size = `${PROFESSIONALS} x ${TODAY_EACH}`;
  try {
    const salon = await signUp(base, 'Agenda Bench');
    const seed = await seedAgenda(base, salon);
    const url = `${base}/v1/salons/${salon.salonId}/appointments?day=${seed.today}`;
    // The measured answer must be the full day, or the figures would flatter an empty one.
    const day = (await (await fetch(url, { headers: salon.headers })).json()) as unknown[];
    if (day.length !== seed.todayCount) throw new Error(`the agenda day lists ${day.length} appointments, not ${seed.todayCount}`);

    // Warm up JIT and the connection pool before measuring.
    await load(url, salon.headers, 2);
    const agendaDay = await load(url, salon.headers);
    const ratio = agendaDay.rps / baseline.rps;
    report(`GET /salons/:id/appointments?day (${size}, ${database}), 50 conn`, `${agendaDay.rps.toFixed(0)} req/s (${percent(ratio)} of baseline)`, '>= 50%', ratio >= 0.5);
    report('  its p99 latency', `${agendaDay.p99} ms`, '< 25 ms', agendaDay.p99 < 25);
    report('  errors and non-2xx', String(agendaDay.errors), '0', agendaDay.errors === 0);
    report('  one request at a time (gzip), median', ms(await serialMedian(url, salon.headers)), '—', true);
  } finally {
    await app.stop();
  }
}

/** Budgets (DESIGN.md section 6, issue 12): the calendar's own rendering, a prefetched day, a frame per move. */
const RENDER_MS = 200;
const SWITCH_MS = 100;
const FRAME_MS = 1000 / 60;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value: number) => Number(value.toFixed(1));

/**
 * The Dia view of 20 professionals x 20 appointments in Chromium (desktop, 1280 x 900), on its own server serving
 * dist/ and its own salon booked through the API: the first render (median of 5 visits), the day switch to the
 * prefetched next day and back (median of 5), and the time each mouse move takes while an appointment is dragged
 * (3 drags of 20 moves; budget on the p95, so that 19 moves in 20 fit in a frame).
 */
export async function agendaChromiumBench(report: Report): Promise<void> {
  const port = await freePort();
  const app = await serve('server/main.ts', port, '/v1/health', { STATIC_DIR: 'dist', AUTH_RATE_LIMIT_PER_IP: '100000' });
  const base = `http://127.0.0.1:${port}`;
  const section = 'Agenda in Chromium';
  const size = `${PROFESSIONALS} x ${TODAY_EACH}`;
  try {
    const salon = await signUp(base, 'Agenda Bench');
    const seed = await seedAgenda(base, salon);
    const times = await agendaRenderTimes(base, salon.session, seed);
    report({
      section,
      what: `/agenda Dia ${size}: navigation to ${seed.todayCount} events in the DOM`,
      value: `median ${ms(times.firstMs)} (first visit ${ms(times.coldMs)}; main-thread CPU ${ms(times.cpu.visitMs)})`,
      budget: '—',
      pass: null,
      figures: { medianMs: round(times.firstMs), coldMs: round(times.coldMs), cpuMs: round(times.cpu.visitMs) },
    });
    report({
      section,
      what: '  first render: last API response to the events in the DOM',
      value: `median ${ms(times.renderMs)} (${times.renders.map((t) => t.toFixed(0)).join(', ')})`,
      budget: `< ${RENDER_MS} ms`,
      pass: times.renderMs < RENDER_MS,
      figures: { medianMs: round(times.renderMs), visits: times.renders.map((t) => t.toFixed(0)).join(' ') },
    });
    report({
      section,
      what: '  and to the frame where every cell in view shows its text',
      value: `median ${ms(times.textMs)}`,
      budget: '—',
      pass: null,
      figures: { medianMs: round(times.textMs) },
    });
    report({
      section,
      what: `  switch to the next day (${seed.tomorrowCount} events, prefetched)`,
      value: `median ${ms(times.nextMs)} (CPU ${ms(times.cpu.nextMs)})`,
      budget: `< ${SWITCH_MS} ms`,
      pass: times.nextMs < SWITCH_MS,
      figures: { medianMs: round(times.nextMs), cpuMs: round(times.cpu.nextMs) },
    });
    report({
      section,
      what: `  and back (${seed.todayCount} events, cached)`,
      value: `median ${ms(times.backMs)} (CPU ${ms(times.cpu.backMs)})`,
      budget: `< ${SWITCH_MS} ms`,
      pass: times.backMs < SWITCH_MS,
      figures: { medianMs: round(times.backMs), cpuMs: round(times.cpu.backMs) },
    });
    const p50 = percentile(times.moves, 50);
    const p95 = percentile(times.moves, 95);
    const longFrames = times.frames.filter((f) => f > 1.5 * FRAME_MS).length;
    report({
      section,
      what: `  drag an appointment: each mouse move handled and laid out (${times.moves.length} moves)`,
      value: `p95 ${p95.toFixed(1)} ms, median ${p50.toFixed(1)} ms, max ${Math.max(...times.moves).toFixed(1)} ms`,
      budget: `p95 < ${FRAME_MS.toFixed(1)} ms`,
      pass: p95 < FRAME_MS,
      figures: {
        p50Ms: round(p50),
        p95Ms: round(p95),
        maxMs: round(Math.max(...times.moves)),
        dragStartMs: round(times.dragStartMs),
        frames: times.frames.length,
        framesOver25Ms: longFrames,
        frameP95Ms: round(percentile(times.frames, 95)),
      },
    });
  } finally {
    await app.stop();
  }
}
