// The API under load: autocannon on the loopback against the real server process, on the seeded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CLIENTS_PER_PAGE } from '../server/services/clients';
import type { BenchRow, Report } from './report';
import { addDays, seedOwnerEmail, type SeedInfo } from './seed';
import { signIn, type SignedIn } from './signUp';
import { availabilityUrl, offeredTimes, openBookingPage } from './booking';

export interface LoadResult {
  /** Requests per second, averaged over the measured seconds. */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors (timeouts included) plus answers other than 2xx. */
  errors: number;
  /** Requests unanswered after autocannon's 10 s (counted in errors; their latency is in no percentile). */
  timeouts: number;
  /** Answers counted while measured. */
  requests: number;
  /** The status codes seen, e.g. '200 x 41,230'. */
  statuses: string;
}

export interface LoadOptions {
  connections?: number;
  /** Seconds of the same load before the measured run (JIT, pools and caches warm); 0 for none. */
  warmupSeconds?: number;
  /** A sequence each connection goes through in turn (paths, methods, bodies), instead of the one URL. */
  requests?: autocannon.Request[];
}

/** What a browser sends: the server compresses JSON over 1 KB for it, so the figures include that work. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function cannon(url: string, headers: Record<string, string>, seconds: number, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections ?? 50, duration: seconds, headers, requests: options.requests });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code} x ${(stat.count ?? 0).toLocaleString('en')}`)
    .join(', ');
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    requests: result.requests.total,
    statuses,
  };
}

/** 50 connections for `seconds` (10), after a warm-up of 2 s at the same load; the figures are the measured run's. */
export async function load(url: string, headers: Record<string, string> = {}, seconds = 10, options: LoadOptions = {}): Promise<LoadResult> {
  const warmup = options.warmupSeconds ?? 2;
  if (warmup > 0) await cannon(url, headers, warmup, options);
  return cannon(url, headers, seconds, options);
}

/** A port free on the loopback right now: the bench's servers never collide with anything else on the machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}: not ready in 120 s: ${output()}`);
}

/**
 * Runs a server script in its own process, so the load generator does not share its event loop. Its DATA_DIR is
 * a fresh folder unless `env` names one (the seeded embedded database); the server's last words are kept for
 * the error when it fails to start.
 */
export async function serve(script: string, port: number, readyPath: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendei-bench-'));
  const child = spawn('node_modules/.bin/tsx', [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: 'none', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  await waitReady(`http://127.0.0.1:${port}${readyPath}`, child, () => stderr.trim());
  return {
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bare Fastify hello-world at the same load: the API rows are ratios of it. */
export async function helloBaseline(report: Report): Promise<LoadResult> {
  const port = await freePort();
  const hello = await serve('bench/hello.ts', port, '/');
  try {
    const baseline = await load(`http://127.0.0.1:${port}/`);
    report({
      section: 'API',
      what: 'hello-world (bare Fastify, the baseline), 50 conn',
      value: `${fmt(baseline.rps)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`,
      budget: '—',
      pass: null,
      figures: { rps: baseline.rps, p50: baseline.p50, p99: baseline.p99, errors: baseline.errors },
    });
    return baseline;
  } finally {
    await hello.stop();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.01 ? 2 : 0)}%`;

// ---------------------------------------------------------------------------------------------------------------
// The endpoints, as the SPA calls them. Each URL is built here only.

const v1 = (base: string) => `${base}/v1`;

export const agendaDayUrl = (base: string, salonId: number, day: string) => `${v1(base)}/salons/${salonId}/appointments?day=${day}`;

/** The week view's range: Sunday to Saturday around `day` (the SPA's weeks start on Sunday). */
export function agendaWeekUrl(base: string, salonId: number, day: string) {
  const sunday = addDays(day, -new Date(`${day}T12:00:00Z`).getUTCDay());
  return `${v1(base)}/salons/${salonId}/appointments?start=${sunday}&end=${addDays(sunday, 6)}`;
}

/**
 * What the front desk types into the client search: first names, full names, surnames, without and with
 * accents, e-mail pieces and phone digits; some find nobody, as at a real desk. Fixed, so every run sends the same.
 */
export const CLIENT_QUERIES = [
  'ana', 'maria silva', 'joao', 'Júlia', 'beatriz souza', 'camila', 'fernanda lima', 'leticia', 'larissa costa', 'gabriela',
  'mariana', 'patricia alves', 'aline', 'vanessa rocha', 'debora', 'claudia', 'renata dias', 'luiza', 'tania', 'sonia nunes',
  'helena', 'José', 'antonio', 'carlos pereira', 'paulo', 'lucas', 'marcos', 'rafael gomes', 'thiago', 'bruno santos',
  'oliveira', 'conceição', 'araujo', 'gmail', 'hotmail.com', 'ana.silva', '98765', '3344', 'xavier', 'mar',
];

export const clientSearchPath = (salonId: number, query: string) => `/v1/salons/${salonId}/clients/search/${encodeURIComponent(query)}`;

/** autocannon's sequence of searches: each connection goes through the whole list in turn. */
export const clientSearchRequests = (salonId: number): autocannon.Request[] => CLIENT_QUERIES.map((q) => ({ method: 'GET', path: clientSearchPath(salonId, q) }));

/**
 * A page in the middle of the salon's client list, as the SPA reaches it when the user scrolls down: the next
 * page is asked with `after=<the last client's id>` (keyset paging, 30 a page). The list's paging is known here only.
 */
export async function middleClientPageUrl(base: string, salonId: number, headers: Record<string, string>, clients: number) {
  const list = `${v1(base)}/salons/${salonId}/clients`;
  let url = list;
  for (let page = 1; page < Math.ceil(clients / CLIENTS_PER_PAGE / 2); page++) {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    const rows = (await response.json()) as Array<{ id: number }>;
    if (rows.length === 0) break;
    url = `${list}?after=${rows[rows.length - 1].id}`;
  }
  return url;
}

/** The report's month: the 30 days ending on the seed's day. */
export const monthQuery = (day: string) => `start=${addDays(day, -29)}&end=${day}`;

// ---------------------------------------------------------------------------------------------------------------

interface Budget {
  label: string;
  p99: number;
  /** At least this share of hello-world's requests/s. */
  ratio?: number;
}
const AGENDA_DAY: Budget = { label: 'agenda day', p99: 25, ratio: 0.5 };
const READ: Budget = { label: 'read', p99: 50 };
const WRITE: Budget = { label: 'sale creation', p99: 100 };
const AVAILABILITY: Budget = { label: 'availability', p99: 25 };

export const budgetText = (b: Budget) => [b.ratio ? `>= ${percent(b.ratio)} of hello-world` : '', `p99 < ${b.p99} ms`, '0 errors'].filter(Boolean).join(', ');

/**
 * One row of a load measurement. `enforced` false prints the budget as information (pass: null), with `why`:
 * by default, that the budget is PostgreSQL's.
 */
export function loadRow(section: string, what: string, result: LoadResult, budget: Budget, enforced: boolean, baseline?: LoadResult, note = '', why = 'on PostgreSQL'): BenchRow {
  const ratio = baseline ? result.rps / baseline.rps : undefined;
  const met = result.p99 < budget.p99 && result.errors === 0 && (budget.ratio === undefined || (ratio !== undefined && ratio >= budget.ratio));
  const share = ratio === undefined ? '' : ` (${percent(ratio)} of hello-world)`;
  return {
    section,
    what,
    value: `${fmt(result.rps)} req/s${share}, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors${result.timeouts ? ` (${result.timeouts} timeouts)` : ''}${note}`,
    budget: enforced ? budgetText(budget) : `(info: ${budgetText(budget)} ${why})`,
    pass: enforced ? met : null,
    figures: { rps: Math.round(result.rps), p50: result.p50, p99: result.p99, errors: result.errors, timeouts: result.timeouts, requests: result.requests, ...(ratio === undefined ? {} : { ratio: Number(ratio.toFixed(4)) }), statuses: result.statuses },
  };
}

/** GETs `url` once and fails unless it answers 200 with what `describe` finds in it (a count, said in the row). */
export async function probe<T>(url: string, headers: Record<string, string>, describe: (body: T) => string | undefined): Promise<string> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const said = describe((await response.json()) as T);
  if (!said) throw new Error(`GET ${url} answered with nothing to measure`);
  return said;
}

/** The serial pass over the search list: every query must answer 200; says how many find someone. */
export async function probeSearches(base: string, salonId: number, headers: Record<string, string>) {
  let found = 0;
  for (const query of CLIENT_QUERIES) {
    const response = await fetch(`${base}${clientSearchPath(salonId, query)}`, { headers });
    if (response.status !== 200) throw new Error(`the client search '${query}' answered ${response.status}`);
    if (((await response.json()) as unknown[]).length > 0) found++;
  }
  if (found < CLIENT_QUERIES.length / 2) throw new Error(`only ${found} of ${CLIENT_QUERIES.length} client searches find anyone: the seed is not the expected one`);
  return `${CLIENT_QUERIES.length} queries, ${found} find someone`;
}

interface Named {
  id: number;
  price?: number;
}

/** A Pix key for the salon, so its sales' Pix payments carry a BR Code as a real salon's do (set once; harmless again). */
async function givePixKey(base: string, salonId: number, headers: Record<string, string>) {
  const response = await fetch(`${v1(base)}/salons/${salonId}/settings`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ salon: { pix_key: '+5511987654321', pix_key_type: 'phone', pix_receiver_name: 'Salao do Bench', pix_receiver_city: 'Sao Paulo' } }),
  });
  if (!response.ok) throw new Error(`PATCH settings (the Pix key) answered ${response.status}`);
}

/**
 * A sale as the checkout sends it, of salon `salonId`: the `variant`-th service by one of its professionals, paid
 * as a third of checkouts are, split in two (Pix with its BR Code and cash with change), or by one card.
 */
async function saleOf(base: string, salonId: number, headers: Record<string, string>, variant: number) {
  const get = async <T>(pathname: string) => {
    const response = await fetch(`${v1(base)}/salons/${salonId}${pathname}`, { headers });
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const [services, employees, clients] = await Promise.all([get<Named[]>('/services'), get<Named[]>('/employees'), get<Named[]>('/clients')]);
  if (services.length === 0 || employees.length === 0 || clients.length === 0) throw new Error(`salon ${salonId} has no services, professionals or clients`);
  const service = services[variant % services.length];
  const price = service.price ?? 0;
  const half = Math.floor(price / 2);
  const payments =
    variant % 3 === 0 && half > 0
      ? [{ method: 'pix', amount: half, reference: `AGBENCH${variant}` }, { method: 'cash', amount: price - half, received: Math.ceil((price - half) / 5000) * 5000 + 5000 }]
      : [{ method: variant % 3 === 1 ? 'credit_card' : 'debit_card', amount: price }];
  const sale = {
    ...(price > 0 ? { payments } : { payment_type: 'pix' }),
    client_id: clients[(variant * 7) % clients.length].id,
    price: service.price,
    transactions_attributes: [{ service_id: service.id, user_id: employees[variant % employees.length].id }],
  };
  return { path: `/v1/salons/${salonId}/sales`, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ sale }) };
}

/**
 * autocannon's request for sale creation: each request takes the next of `sales` in turn (so the requests in
 * flight spread over them) with a new Idempotency-Key, as the SPA sends one per sale: each records a sale.
 */
function saleRequests(sales: Array<Awaited<ReturnType<typeof saleOf>>>): autocannon.Request[] {
  let next = 0;
  const [first] = sales;
  return [
    {
      method: 'POST',
      ...first,
      setupRequest: (request: autocannon.Request) => {
        const sale = sales[next++ % sales.length];
        return { ...request, ...sale, headers: { ...sale.headers, 'idempotency-key': randomUUID() } };
      },
    },
  ];
}

/** One sale through the API, answered 201, before the load: a refusal says why at once. */
async function firstSale(base: string, sale: Awaited<ReturnType<typeof saleOf>>) {
  const created = await fetch(`${base}${sale.path}`, { method: 'POST', headers: { ...sale.headers, 'idempotency-key': randomUUID() }, body: sale.body });
  if (created.status !== 201) throw new Error(`POST ${sale.path} answered ${created.status}: ${(await created.text()).slice(0, 300)}`);
}

/** The front desks of the first `count` salons of the seed, signed in (a few at a time: sign-in hashes). */
async function frontDesksOf(base: string, seed: SeedInfo, count: number) {
  const sales: Array<Awaited<ReturnType<typeof saleOf>>> = [];
  for (let n = 1; n <= Math.min(count, seed.salonIds.length); n += 5) {
    const batch = Array.from({ length: Math.min(5, count - n + 1) }, (_, i) => n + i);
    sales.push(
      ...(await Promise.all(
        batch.map(async (k) => {
          const owner = await signIn(base, seedOwnerEmail(seed, k), seed.owner.password);
          await givePixKey(base, seed.salonIds[k - 1], owner.headers);
          return saleOf(base, seed.salonIds[k - 1], owner.headers, k);
        }),
      )),
    );
  }
  return sales;
}

export interface ServedSeed {
  base: string;
  stop: () => Promise<void>;
}

/** The real server on the seeded database: DATABASE_URL's, or the embedded one in `dataDir` (never both). */
export async function serveSeed(dataDir?: string): Promise<ServedSeed> {
  const port = await freePort();
  const env: Record<string, string> = { AUTH_RATE_LIMIT_PER_IP: '100000' };
  if (dataDir) Object.assign(env, { DATABASE_URL: '', DATA_DIR: dataDir });
  const app = await serve('server/main.ts', port, '/v1/health', env);
  return { base: `http://127.0.0.1:${port}`, stop: app.stop };
}

/**
 * The seven endpoints of issue 12 under load, one after another on one server, signed in as the benched salon's
 * owner. Budgets apply on PostgreSQL; on the embedded database the rows are information.
 */
export async function apiBench(report: Report, baseline: LoadResult, seed: SeedInfo, dataDir?: string) {
  const enforced = seed.database === 'PostgreSQL';
  const server = await serveSeed(dataDir);
  try {
    const { base } = server;
    const owner: SignedIn = await signIn(base, seed.owner.email, seed.owner.password);
    const headers = { ...owner.headers, ...BROWSER_HEADERS };
    const salonId = seed.salonIds[0];
    const where = `${seed.database}, salon 1 of ${seed.counts.salons.toLocaleString('en')}`;
    const measure = async (what: string, url: string, budget: Budget, found: string, options: LoadOptions = {}) => {
      const result = await load(url, headers, 10, options);
      report(loadRow('API', `${what} (${where}), 50 conn`, result, budget, enforced, baseline, `; ${found}`));
    };

    const dayUrl = agendaDayUrl(base, salonId, seed.day);
    await measure('agenda day', dayUrl, AGENDA_DAY, await probe<unknown[]>(dayUrl, headers, (b) => (b.length ? `${b.length} appointments` : undefined)));
    const weekUrl = agendaWeekUrl(base, salonId, seed.day);
    await measure('agenda week', weekUrl, READ, await probe<unknown[]>(weekUrl, headers, (b) => (b.length ? `${b.length} appointments` : undefined)));
    await measure('client search', base, READ, await probeSearches(base, salonId, headers), { requests: clientSearchRequests(salonId) });
    const pageUrl = await middleClientPageUrl(base, salonId, headers, seed.counts.clients / seed.counts.salons);
    await measure('client list, a middle page', pageUrl, READ, await probe<unknown[]>(pageUrl, headers, (b) => (b.length ? `${b.length} clients` : undefined)));
    const summaryUrl = `${v1(base)}/salons/${salonId}/reports/summary?${monthQuery(seed.day)}`;
    await measure("the month's report (summary)", summaryUrl, READ, await probe<{ sales_count: number }>(summaryUrl, headers, (b) => (b.sales_count ? `${b.sales_count} sales` : undefined)));
    const commissionsUrl = `${v1(base)}/salons/${salonId}/reports/commissions?${monthQuery(seed.day)}`;
    await measure("the month's commissions", commissionsUrl, READ, await probe<{ rows: unknown[] }>(commissionsUrl, headers, (b) => (b.rows.length ? `${b.rows.length} professionals` : undefined)));

    const slug = await openBookingPage(base, salonId, owner.headers);
    const weekOffered = await availabilityUrl(base, slug, seed.day);
    await measure('online booking availability, 7 days, 2 services, any of 20 professionals', weekOffered, AVAILABILITY, await probe(weekOffered, {}, offeredTimes));

    // Last: they add sales (the next seed check removes them). 50 front desks of 50 salons checking out at once:
    // what the server meets. Then 50 connections selling in one salon, a queue by design (each salon numbers its
    // sales in turn, under a lock on its row): shown, not budgeted.
    const desks = await frontDesksOf(base, seed, 50);
    await firstSale(base, desks[0]);
    const spread = await load(base, {}, 10, { requests: saleRequests(desks) });
    report(loadRow('API', `sale creation, POST /sales by ${desks.length} salons' front desks at once (${seed.database}), 50 conn`, spread, WRITE, enforced, baseline, `; ${fmt(spread.requests)} sales recorded`));
    const oneSalon = await Promise.all(Array.from({ length: 12 }, (_, i) => saleOf(base, salonId, owner.headers, i)));
    const queued = await load(base, {}, 10, { requests: saleRequests(oneSalon) });
    report(loadRow('API', `sale creation in one salon (${where}), 50 conn: numbered in turn`, queued, WRITE, false, baseline, `; ${fmt(queued.requests)} sales recorded`, 'applies to the desks of 50 salons'));
  } finally {
    await server.stop();
  }
}
