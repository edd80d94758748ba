// How the agenda day and the client search grow with a salon's rows: one salon each of 10k, 100k and 1M
// appointments and clients (10k and 100k on the embedded database), in a database of their own (PostgreSQL:
// <DATABASE_URL's database>_growth on the same server; embedded: BENCH_DATA_DIR-growth), seeded once and kept.
// Each figure is one request at a time through the whole API (app.inject: auth, validation, the query,
// serialisation), each request a different day or query so that no read cache answers it. Beside it, the
// index that PostgreSQL's plan uses for the SQL the repository ran (captured from drizzle, then EXPLAINed).
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database, type Db } from '../server/db/client';
import * as schema from '../server/db/schema/index';
import type { Report } from './report';
import { BENCH_DATA_DIR, FIRST, LAST, addDays, seedDatabase, seedOwnerEmail, type SeedPlan } from './seed';
import { fold } from '../server/services/text';

/** A day of the agenda: 20 professionals, 2 bookings each. The history grows to fill the salon's size. */
const PER_DAY = 40;
/** One salon of `rows` appointments and clients; a tenth of the appointments were sold (the agenda joins the sale lines). */
const salonOf = (rows: number) => ({ salons: 1, professionals: 20, clients: rows, appointments: rows, days: rows / PER_DAY, sales: rows / 10 });
const growthPlan = (sizes: number[]): SeedPlan => ({ name: 'growth', groups: sizes.map(salonOf) });
/** 'flat': the biggest salon's median within this factor of the smallest's. */
const FLAT_FACTOR = 3;
/** The client search's p95 at every salon size, one at a time (DESIGN.md section 6, issue 26), on PostgreSQL. */
const SEARCH_P95_MS = 10;
const ROUNDS = 30;
const WARMUP = 5;

/** <database>_growth beside DATABASE_URL's database, created when missing. */
export async function growthDatabaseUrl(databaseUrl: string) {
  if (process.env.GROWTH_DATABASE_URL) return process.env.GROWTH_DATABASE_URL;
  const url = new URL(databaseUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_growth`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

interface Captured {
  query: string;
  params: unknown[];
}

/** The same database seen through a drizzle that records the SQL it sends while `recording` is on. */
function recordingDatabase(database: Database) {
  const captured: Captured[] = [];
  let recording = false;
  const logger: Logger = {
    logQuery: (query, params) => {
      if (recording) captured.push({ query, params });
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const options = { schema, casing: 'snake_case' as const, logger };
  const db = (database.kind === 'postgres' ? drizzlePg(client as pg.Pool, options) : drizzlePglite(client as PGlite, options)) as unknown as Db;
  const explain = async ({ query, params }: Captured) => {
    const text = `explain (format json) ${query}`;
    const result = database.kind === 'postgres' ? await (client as pg.Pool).query(text, params) : await (client as PGlite).query(text, params);
    const [row] = result.rows as Array<Record<string, unknown>>;
    const plan = row['QUERY PLAN'];
    return (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  };
  return {
    database: { ...database, db },
    /** Runs `work` and returns the SQL it sent. */
    async capture(work: () => Promise<unknown>) {
      captured.length = 0;
      recording = true;
      try {
        await work();
      } finally {
        recording = false;
      }
      return [...captured];
    },
    explain,
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The indexes a plan reads, and the tables it reads whole. */
function planScans(node: PlanNode, found = { indexes: new Set<string>(), seqScans: new Set<string>() }) {
  if (node['Index Name']) found.indexes.add(node['Index Name']);
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.seqScans.add(node['Relation Name']);
  for (const child of node.Plans ?? []) planScans(child, found);
  return found;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * What the front desk types, different for every request, each naming a client the seed wrote into the salon
 * (its n-th): full names (wide: thousands share one in a big salon), a phone's 8 digits and an e-mail's
 * beginning (narrow), and first names alone (the widest: a fortieth of the salon).
 */
export function searchQueries(count: number, n: number) {
  return Array.from({ length: count }, (_, i) => {
    const c = 17 + i * 263; // a client every salon of 10k or more has
    const first = FIRST[(c * 7 + n) % FIRST.length];
    const last = LAST[(c * 11 + n * 3) % LAST.length];
    const digits = (prime: number) => String(((n * 1000003 + c) * prime) % 10000).padStart(4, '0');
    switch (i % 8) {
      case 5:
        return `${digits(7919)}${digits(104729)}`;
      case 6:
        return `${fold(first)}.${fold(last)}${c % 997}`;
      case 7:
        return first;
      default:
        return i % 2 ? `${first} ${last}` : fold(`${first} ${last}`);
    }
  });
}

interface Figure {
  median: number;
  p95: number;
  indexes: string[];
  seqScans: string[];
  note: string;
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** A salon of the growth seed, signed in: the URLs of its reads, a different one per request. */
interface Salon {
  rows: number;
  headers: Record<string, string>;
  urls: Record<'agenda' | 'search', string[]>;
}

async function signedIn(app: App, salonId: number, position: number, rows: number, email: string, password: string, day: string): Promise<Salon> {
  const signIn = await app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${signIn.statusCode}`);
  const headers = { 'access-token': String(signIn.headers['access-token']), client: String(signIn.headers.client), uid: email };
  const days = Array.from({ length: WARMUP + ROUNDS }, (_, i) => addDays(day, -1 - i));
  return {
    rows,
    headers,
    urls: {
      agenda: days.map((d) => `/v1/salons/${salonId}/appointments?day=${d}`),
      search: searchQueries(WARMUP + ROUNDS, position).map((q) => `/v1/salons/${salonId}/clients/search/${encodeURIComponent(q)}`),
    },
  };
}

const MAIN_QUERY = {
  agenda: (text: string) => /from "appointments"/i.test(text),
  search: (text: string) => /from "clients"/i.test(text) && /like/i.test(text),
};
const DESCRIBE = {
  agenda: (rows: number[]) => `${Math.min(...rows)}-${Math.max(...rows)} appointments a day`,
  search: (rows: number[]) => `${rows.filter((r) => r > 0).length} of ${rows.length} queries find someone`,
};

/**
 * One read of every salon, one request at a time, the salons taking turns (10k, 100k, 1M, 10k, ...): warm-up,
 * a busy moment of the machine and the JIT weigh on every size alike. The SQL is recorded as it is sent (a push
 * onto an array), then EXPLAINed.
 */
async function measure(app: App, recorder: ReturnType<typeof recordingDatabase>, salons: Salon[], kind: 'agenda' | 'search'): Promise<Figure[]> {
  const runs = salons.map(() => ({ times: [] as number[], counts: [] as number[], sent: [] as Captured[] }));
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const [i, salon] of salons.entries()) {
      const url = salon.urls[kind][round];
      let ms = 0;
      let count = 0;
      const sent = await recorder.capture(async () => {
        const started = performance.now();
        const response = await app.inject({ url, headers: salon.headers });
        ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
        count = (JSON.parse(response.body) as unknown[]).length;
      });
      if (round < WARMUP) continue;
      runs[i].times.push(ms);
      runs[i].counts.push(count);
      runs[i].sent.push(...sent);
    }
  }
  const figures: Figure[] = [];
  for (const run of runs) {
    const indexes = new Set<string>();
    const seqScans = new Set<string>();
    const main = run.sent.filter((statement) => MAIN_QUERY[kind](statement.query));
    for (const statement of main) {
      const [{ Plan }] = await recorder.explain(statement);
      const scans = planScans(Plan);
      scans.indexes.forEach((index) => indexes.add(index));
      scans.seqScans.forEach((table) => seqScans.add(table));
    }
    const times = [...run.times].sort((a, b) => a - b);
    const cached = main.length < times.length ? `; ${times.length - main.length} of ${times.length} answered without the query (cache)` : '';
    const note = main.length === 0 ? 'no query reached the database to EXPLAIN' : `${DESCRIBE[kind](run.counts)}${cached}`;
    figures.push({ median: percentile(times, 0.5), p95: percentile(times, 0.95), indexes: [...indexes].sort(), seqScans: [...seqScans].sort(), note });
  }
  return figures;
}

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const size = (rows: number) => (rows >= 1_000_000 ? `${rows / 1_000_000}M` : `${rows / 1000}k`);

export async function growthBench(report: Report, log: (line: string) => void) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const sizes = databaseUrl ? [10_000, 100_000, 1_000_000] : [10_000, 100_000];
  const url = databaseUrl ? await growthDatabaseUrl(databaseUrl) : undefined;
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: `${BENCH_DATA_DIR}-growth` });
  try {
    const seed = await seedDatabase(database, growthPlan(sizes), { log });
    const recorder = recordingDatabase(database);
    const config = loadConfig({ APP_URL: 'http://agendei.bench', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP: '100000' });
    const app = await buildApp({ config, database: recorder.database, startWorkers: false });
    try {
      const where = databaseUrl ? 'PostgreSQL' : 'embedded PGlite, 10k and 100k only';
      const salons: Salon[] = [];
      for (const [i, rows] of sizes.entries()) {
        salons.push(await signedIn(app, seed.salonIds[i], i + 1, rows, seedOwnerEmail(seed, i + 1), seed.owner.password, seed.day));
      }
      const measured = { agenda: await measure(app, recorder, salons, 'agenda'), search: await measure(app, recorder, salons, 'search') };
      const figures = salons.map((salon, i) => ({ rows: salon.rows, agenda: measured.agenda[i], search: measured.search[i] }));
      for (const kind of ['agenda', 'search'] as const) {
        const smallest = figures[0][kind];
        for (const [i, f] of figures.entries()) {
          const figure = f[kind];
          const last = i === figures.length - 1 && f.rows >= 1_000_000;
          const factor = figure.median / smallest.median;
          const p95Factor = figure.p95 / smallest.p95;
          const indexed = figure.indexes.length > 0 && !figure.seqScans.includes(kind === 'agenda' ? 'appointments' : 'clients');
          const plan = `${figure.indexes.join(', ') || 'no index'}${figure.seqScans.length ? `; Seq Scan on ${figure.seqScans.join(', ')}` : ''}`;
          const flat = last ? `flat: median and p95 <= ${FLAT_FACTOR}x the 10k ones; an index, no Seq Scan on ${kind === 'agenda' ? 'appointments' : 'clients'}` : i === 0 ? '' : '(info: flat is judged at 1M)';
          // The search's own bound, at every size: PostgreSQL's (on the embedded database, information).
          const quick = kind === 'search' ? (databaseUrl ? `p95 < ${SEARCH_P95_MS} ms` : `(info: p95 < ${SEARCH_P95_MS} ms on PostgreSQL)`) : '';
          const judged = [last ? factor <= FLAT_FACTOR && p95Factor <= FLAT_FACTOR && indexed : null, kind === 'search' && databaseUrl ? figure.p95 < SEARCH_P95_MS : null];
          report({
            section: 'Growth',
            what: `${kind === 'agenda' ? 'agenda day' : 'client search'}, a salon of ${size(f.rows)} ${kind === 'agenda' ? 'appointments' : 'clients'} (${where}), one at a time`,
            value: `median ${ms(figure.median)}, p95 ${ms(figure.p95)}${i > 0 ? ` (${factor.toFixed(1)}x and ${p95Factor.toFixed(1)}x the 10k ones)` : ''}; plan: ${plan}; ${figure.note}`,
            budget: [quick, flat].filter(Boolean).join('; ') || '—',
            pass: judged.every((j) => j === null) ? null : judged.every((j) => j !== false),
            figures: {
              rows: f.rows,
              median: Number(figure.median.toFixed(2)),
              p95: Number(figure.p95.toFixed(2)),
              factor: Number(factor.toFixed(2)),
              p95Factor: Number(p95Factor.toFixed(2)),
              indexes: figure.indexes.join(' '),
              seqScans: figure.seqScans.join(' '),
            },
          });
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
