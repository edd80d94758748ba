// `npm run bench`: the speed and size bars of DESIGN.md section 6 and issue 12, measured in one run on this
// machine. One table (section, what, value, budget, PASS/FAIL or '—'), also written as JSON with the machine to
// bench/results/latest.json; exits non-zero when any budget fails.
//
//   npm run bench                          everything (seeds the databases first when they are not seeded)
//   npm run bench -- --only api,growth     some parts: api, mixed, embedded, growth, streams, spa
//   npm run bench -- --no-build            the SPA part reuses dist/ as it is
//
// A full run also writes its table into bench/README.md (bench/table.ts, npm run bench:table).
//
// DATABASE_URL set: the API, mixed and growth parts run on that PostgreSQL server (growth in <database>_growth);
// unset: on the embedded database (BENCH_DATA_DIR, default data/bench). The embedded front desk always runs on
// the embedded one.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { apiBench, helloBaseline, type LoadResult } from './api';
import { embeddedBench } from './embedded';
import { growthBench } from './growth';
import { mixedBench } from './mixed';
import { untilQuiet } from './quiet';
import type { BenchRow, Report } from './report';
import { BENCH_DATA_DIR, databaseKind, ensureSeed } from './seed';
import { mark, README_FILE, wrap, writeFiguresTable } from './table';

const PARTS = ['api', 'mixed', 'embedded', 'growth', 'streams', 'spa'] as const;
type Part = (typeof PARTS)[number];

const argument = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const only = argument('--only')?.split(',').filter(Boolean);
for (const part of only ?? []) {
  if (!PARTS.includes(part as Part)) throw new Error(`--only ${part}: the parts are ${PARTS.join(', ')}`);
}
const runs = (part: Part) => !only || only.includes(part);

const started = Date.now();
const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = databaseKind(databaseUrl);
const rows: BenchRow[] = [];
const report: Report = (row) => {
  rows.push(row);
  console.log(`  ${mark(row.pass).padEnd(4)} [${row.section}] ${row.what}: ${row.value}`);
};
const log = (line: string) => console.log(`  ${line}`);
const seconds = (since: number) => (Date.now() - since) / 1000;
const durations: Record<string, number> = {};

/** Runs one part; one that throws fails a row of its own and the others still run. */
async function part(name: string, work: () => Promise<void> | void) {
  const t = Date.now();
  console.log(`\n== ${name}`);
  try {
    await work();
  } catch (error) {
    // A failed query's own message (its cause) says more than the query's text.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = cause instanceof Error ? cause.message : String(cause);
    const where = error instanceof Error && cause !== error ? ` (${error.message.split('\n')[0].slice(0, 80)})` : '';
    report({ section: name, what: `${name}: the part stopped`, value: `${message.split('\n')[0].slice(0, 200)}${where}`, budget: 'runs to the end', pass: false });
    console.error(cause instanceof Error ? cause.stack : cause);
  }
  durations[name] = Math.round(seconds(t));
  console.log(`== ${name}: ${durations[name]} s`);
}


/** hello-world at 50 connections, measured once in the run (by the first part that needs it): the API and mixed rows are ratios of it. */
let hello: LoadResult | undefined;
const baseline = async () => (hello ??= await helloBaseline(report));

if (runs('api')) {
  await part('API', async () => {
    const seed = await ensureSeed({ databaseUrl, dataDir: BENCH_DATA_DIR, log });
    const counts = `${seed.counts.salons.toLocaleString('en')} salons, ${seed.counts.appointments.toLocaleString('en')} appointments, ${seed.counts.clients.toLocaleString('en')} clients, ${seed.counts.sales.toLocaleString('en')} sales`;
    report({
      section: 'Seed',
      what: `npm run seed:bench (${database}: ${counts})`,
      value: seed.reused ? `kept from ${seed.day} (already seeded)` : `written in ${seed.seconds.toFixed(0)} s`,
      budget: seed.reused || !databaseUrl ? '—' : '< 180 s',
      pass: seed.reused || !databaseUrl ? null : seed.seconds < 180,
      figures: { seconds: Number(seed.seconds.toFixed(1)), ...seed.counts },
    });
    await quietMachine('API');
    await apiBench(report, await baseline(), seed, databaseUrl ? undefined : BENCH_DATA_DIR);
  });
}

if (runs('mixed')) {
  await part('Mixed', async () => {
    // The seed check also takes away what the API part wrote (its sales).
    const seed = await ensureSeed({ databaseUrl, dataDir: BENCH_DATA_DIR, log });
    await quietMachine('Mixed');
    const hello = await baseline();
    await mixedBench(report, hello, seed, databaseUrl ? undefined : BENCH_DATA_DIR);
  });
}

if (runs('embedded')) {
  await part('Embedded', async () => {
    await quietMachine('Embedded');
    await embeddedBench(report, log);
  });
}

if (runs('growth')) {
  await part('Growth', async () => {
    await quietMachine('Growth');
    await growthBench(report, log);
  });
}

if (runs('streams')) {
  await part('Streams', async () => {
    const { streamsBench } = await import('./streams');
    await quietMachine('Streams');
    await streamsBench(report);
  });
}

/**
 * Waits for an idle machine before a timed part (bench/quiet.ts), and says in the table how idle and how long: the
 * last part's work (PostgreSQL writing out a million rows, a build, the tests run just before) must not be timed.
 */
async function quietMachine(section: string) {
  const { waitedMs, idle } = await untilQuiet();
  report({
    section,
    what: 'the machine before this part: CPU idle over the last second',
    value: `${idle === null ? 'not measured' : `${(idle * 100).toFixed(0)}%`}, after waiting ${(waitedMs / 1000).toFixed(0)} s`,
    budget: '—',
    pass: null,
    figures: { idle: idle === null ? 'not measured' : Number(idle.toFixed(3)), waitedMs },
  });
}

/** The build the SPA part measures; other builds of this checkout wait for it (and it for them). */
function build() {
  const command = ['npm', 'run', 'build', '--silent'];
  try {
    execFileSync('flock', ['/tmp/agendei-dist.lock', ...command], { stdio: 'ignore' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    execFileSync(command[0], command.slice(1), { stdio: 'ignore' }); // no flock on this system
  }
}

// The SPA's modules are imported when their part runs: Chromium's and Lighthouse's take seconds to load.
if (runs('spa')) {
  await part('SPA', async () => {
    if (!process.argv.includes('--no-build')) build();
    await quietMachine('SPA');
    const { spaBench } = await import('./spa');
    await spaBench(report);
  });
  // The agenda in Chromium (bench/agenda.ts: its own server and salon, booked through the API).
  await part('Agenda in Chromium', async () => {
    await quietMachine('Agenda in Chromium');
    const { agendaChromiumBench } = await import('./agenda');
    await agendaChromiumBench(report);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The table, the JSON file and the exit code.

async function databaseVersion() {
  if (!databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return String((await client.query('show server_version')).rows[0].server_version);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function printTable() {
  const columns = [
    { title: 'section', width: 18, of: (r: BenchRow) => r.section },
    { title: 'what', width: 58, of: (r: BenchRow) => r.what },
    { title: 'value', width: 66, of: (r: BenchRow) => r.value },
    { title: 'budget', width: 34, of: (r: BenchRow) => r.budget },
    { title: 'result', width: 6, of: (r: BenchRow) => mark(r.pass) },
  ];
  const line = (cells: string[][]) => {
    const height = Math.max(...cells.map((c) => c.length));
    for (let i = 0; i < height; i++) console.log(cells.map((c, j) => (c[i] ?? '').padEnd(columns[j].width)).join(' | ').trimEnd());
  };
  console.log('\nAgendei benchmarks');
  line(columns.map((c) => [c.title]));
  console.log(columns.map((c) => '-'.repeat(c.width)).join('-+-'));
  for (const row of rows) line(columns.map((c) => wrap(c.of(row), c.width)));
}

// From the process's start: the modules' loading counts too.
const totalSeconds = process.uptime();
const failed = rows.filter((r) => r.pass === false).length;
const cpus = os.cpus();
const machine = {
  cpus: cpus.length,
  cpuModel: cpus[0]?.model ?? 'unknown',
  memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
  /** 1, 5 and 15 minute load averages when the run started and ended: other work on the machine makes the figures noisy. */
  loadAverageAtStart: loadAtStart,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
  database,
  databaseVersion: await databaseVersion(),
};
printTable();
console.log(`\n${rows.length} rows, ${failed} failed; ${Object.entries(durations).map(([k, v]) => `${k} ${v} s`).join(', ')}`);
console.log(`machine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, load average ${machine.loadAverageAtStart.join(' ')} at the start, ${machine.loadAverage.join(' ')} at the end, node ${machine.node}, ${database}${machine.databaseVersion ? ` ${machine.databaseVersion}` : ''}`);
console.log(`npm run bench took ${(totalSeconds / 60).toFixed(1)} min (${totalSeconds.toFixed(0)} s)`);
mkdirSync('bench/results', { recursive: true });
const file = 'bench/results/latest.json';
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date(started).toISOString(), durationSeconds: Math.round(totalSeconds), parts: only ?? [...PARTS], partSeconds: durations, machine, failed, rows }, null, 2)}\n`,
);
console.log(`written to ${file}`);
// A full run's figures are the README's (bench/table.ts); a partial one would leave most of its rows out.
if (!only) {
  try {
    writeFiguresTable(file);
    console.log(`and its figures to ${README_FILE}`);
  } catch (error) {
    console.error(`${README_FILE} was left as it was: ${(error as Error).message}`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
