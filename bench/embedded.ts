// The front desk of one salon on the embedded database (PGlite): it must feel instant. Always measured, also
// when DATABASE_URL is set: the embedded seed lives in its own folder (BENCH_DATA_DIR, default data/bench).
import { BROWSER_HEADERS, agendaDayUrl, clientSearchRequests, load, loadRow, probe, probeSearches, serveSeed } from './api';
import type { Report } from './report';
import { BENCH_DATA_DIR, SMALL_SEED, ensureSeed } from './seed';
import { signIn } from './signUp';

const FRONT_DESK = { label: 'front desk', p99: 50 };
const CONNECTIONS = 10;

export async function embeddedBench(report: Report, log: (line: string) => void) {
  const seed = await ensureSeed({ dataDir: BENCH_DATA_DIR, plan: SMALL_SEED, log });
  const server = await serveSeed(BENCH_DATA_DIR);
  try {
    const { base } = server;
    const desk = await signIn(base, seed.frontDesk.email, seed.frontDesk.password);
    const headers = { ...desk.headers, ...BROWSER_HEADERS };
    const salonId = seed.salonIds[0];
    const where = `embedded PGlite, salon 1 of ${seed.counts.salons}, signed in as its front desk, ${CONNECTIONS} conn`;

    const dayUrl = agendaDayUrl(base, salonId, seed.day);
    const day = await probe<unknown[]>(dayUrl, headers, (b) => (b.length ? `${b.length} appointments` : undefined));
    const agenda = await load(dayUrl, headers, 10, { connections: CONNECTIONS });
    report(loadRow('Embedded', `agenda day (${where})`, agenda, FRONT_DESK, true, undefined, `; ${day}`));

    const searches = await probeSearches(base, salonId, headers);
    const search = await load(base, headers, 10, { connections: CONNECTIONS, requests: clientSearchRequests(salonId) });
    report(loadRow('Embedded', `client search (${where})`, search, FRONT_DESK, true, undefined, `; ${searches}`));
  } finally {
    await server.stop();
  }
}
