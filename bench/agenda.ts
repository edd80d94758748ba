// The agenda's bars (DESIGN.md section 6, issue 8): the agenda-day endpoint under load beside the bare Fastify
// baseline, and the Dia view of 20 professionals x 20 appointments in Chromium, on the built app (dist/).
import { freePort, load, serve, type LoadResult } from './api';
import { agendaRenderTimes } from './agendaRender';
import { PROFESSIONALS, TODAY_EACH, seedAgenda } from './agendaSeed';
import { signUp } from './signUp';

export type Report = (what: string, value: string, target: string, ok: boolean) => void;

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

export async function agendaBench(baseline: LoadResult, report: Report) {
  const port = await freePort();
  const app = await serve('server/main.ts', port, '/v1/health', { STATIC_DIR: 'dist', AUTH_RATE_LIMIT_PER_IP: '100000' });
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

    const times = await agendaRenderTimes(base, salon.session, seed);
    report(`Chromium /agenda Dia ${size}: navigation to ${seed.todayCount} events`, `median ${ms(times.firstMs)} (first visit ${ms(times.coldMs)})`, '< 1500 ms', times.firstMs < 1500);
    report('  of which rendering (last response to events in DOM)', `median ${ms(times.renderMs)}`, '< 200 ms', times.renderMs < 200);
    report(`  switch to next day (${seed.tomorrowCount} events, prefetched)`, `median ${ms(times.nextMs)}`, '< 200 ms', times.nextMs < 200);
    report(`  switch back (${seed.todayCount} events, cached)`, `median ${ms(times.backMs)}`, '< 200 ms', times.backMs < 200);
  } finally {
    await app.stop();
  }
}
