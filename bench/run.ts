// `npm run bench`: the speed and size bars of DESIGN.md section 6, measured in one run on this machine.
import { execFileSync } from 'node:child_process';
import { agendaBench } from './agenda';
import { freePort, load, serve, type LoadResult } from './api';
import { pageWeight, staticPageWeight } from './bundle';
import { clientSearchLatency } from './clientSearch';
import { entryEncoding, lighthouseScores } from './lighthouse';
import { salesBench } from './sales';
import { signUp } from './signUp';

const rows: Array<{ what: string; value: string; target: string; ok: boolean }> = [];
const report = (what: string, value: string, target: string, ok: boolean) => rows.push({ what, value, target, ok });

/** The bare Fastify hello-world, measured once: the API rows (employees, agenda day) are ratios of it. */
async function helloBaseline() {
  const port = await freePort();
  const hello = await serve('bench/hello.ts', port, '/');
  const baseline = await load(`http://127.0.0.1:${port}/`);
  await hello.stop();
  report('hello-world (baseline), 50 connections', `${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`, '—', true);
  return baseline;
}

async function apiBench(baseline: LoadResult) {
  const port = await freePort();
  const app = await serve('server/main.ts', port, '/v1/health', { AUTH_RATE_LIMIT_PER_IP: '100000' });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const base = `http://127.0.0.1:${port}`;
  const { headers, salonId } = await signUp(base);
  // Warm up JIT and the connection pool before measuring.
  await load(`${base}/v1/salons/${salonId}/employees`, headers, 2);
  const list = await load(`${base}/v1/salons/${salonId}/employees`, headers);
  await app.stop();

  const ratio = list.rps / baseline.rps;
  report(`GET /salons/:id/employees (auth + DB, ${database}), 50 conn`, `${list.rps.toFixed(0)} req/s (${(ratio * 100).toFixed(0)}% of baseline)`, '>= 50%', ratio >= 0.5);
  report('  its p99 latency', `${list.p99} ms`, '< 25 ms', list.p99 < 25);
  report('  errors and non-2xx', String(list.errors), '0', list.errors === 0);

  const search = await clientSearchLatency();
  report(`client search among 50,000 clients (${search.database}), one at a time`, `median ${search.median.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms`, '—', true);
}

const build = () => execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });

function bundleBench() {
  const landing = staticPageWeight('landing.pt-BR.html');
  report('landing page / JS (gzip, prerendered)', `${landing.jsKb.toFixed(1)} KB`, '< 60 KB', landing.jsKb < 60);
  report('landing page / HTML + CSS (gzip)', `${landing.htmlKb.toFixed(1)} KB + ${landing.cssKb.toFixed(1)} KB`, '—', true);
  const login = pageWeight('src/features/auth/LoginPage.tsx');
  report('SPA pages, e.g. /login, JS (gzip)', `${login.jsKb.toFixed(1)} KB`, '—', true);
}

/** The built app served as in production (static files from dist/), measured by Lighthouse in Chromium. */
async function pageBench() {
  const port = await freePort();
  const app = await serve('server/main.ts', port, '/v1/health', { STATIC_DIR: 'dist' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const entry = await entryEncoding(base);
    report(`entry chunk ${entry.file} (Accept-Encoding: br, gzip)`, `content-encoding ${entry.encoding ?? 'none'}, ${entry.kb.toFixed(1)} KB`, 'br or gzip', entry.encoding === 'br' || entry.encoding === 'gzip');
    const bars: Record<string, number> = { '/': 95, '/precos': 90, '/login': 90 };
    for (const page of await lighthouseScores(base, Object.keys(bars))) {
      report(`Lighthouse mobile ${page.path} performance`, String(page.performance), `>= ${bars[page.path]}`, page.performance >= bars[page.path]);
      const failed = page.failed.length ? ` (failed: ${page.failed.join(', ')})` : '';
      report(`Lighthouse mobile ${page.path} accessibility`, `${page.accessibility}${failed}`, '>= 95', page.accessibility >= 95);
    }
  } finally {
    await app.stop();
  }
}

// `npm run bench -- --only lighthouse` builds and runs only the page measurements, `--only agenda` only the
// agenda's (API and Chromium), `--only sales` only the sale and report endpoints (no build); `--no-build` reuses dist/.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const PARTS = ['lighthouse', 'agenda', 'sales'];
if (only && !PARTS.includes(only)) throw new Error(`--only ${only}: only ${PARTS.map((p) => `"${p}"`).join(', ')} are known`);
const runs = (part: string) => !only || only === part;
if (!process.argv.includes('--no-build') && (runs('lighthouse') || runs('agenda'))) {
  build();
  if (runs('lighthouse')) bundleBench();
}
if (runs('lighthouse')) await pageBench();
if (runs('agenda') || runs('sales')) {
  const baseline = await helloBaseline();
  if (!only) await apiBench(baseline);
  if (runs('agenda')) await agendaBench(baseline, report);
  if (runs('sales')) await salesBench(baseline, report);
}
const width = Math.max(...rows.map((r) => r.what.length));
console.log('\nAgendei benchmarks');
for (const r of rows) console.log(`${r.ok ? 'ok  ' : 'MISS'} ${r.what.padEnd(width)}  ${r.value.padEnd(36)} target ${r.target}`);
const missed = rows.filter((r) => !r.ok).length;
console.log(missed ? `\n${missed} target(s) missed` : '\nall targets met');
