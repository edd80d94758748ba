// The realistic mix of DESIGN.md section 6 and issue 26: the front desks of every salon of the seed (1,000 on
// PostgreSQL), each signed in with a session of its own (the owner's), sending 90% reads (the agenda's day, a client search,
// a page of the clients list) and 10% writes (a booking made, then deleted: each drops its salon's cached
// answers, as every write of the app does), at 50 connections for 10 s after a 2 s warm-up. autocannon drives
// the load, as in bench/api.ts; the reads' and the writes' latencies are measured apart, from the moment a
// request is built (just before it is written) to its answer's last byte.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { BROWSER_HEADERS, CLIENT_QUERIES, clientSearchPath, serveSeed, type LoadResult } from './api';
import type { Report } from './report';
import { MIXED_BOOKING_DAY, addDays, seedOwnerEmail, SALON_TIME_ZONE, type SeedInfo } from './seed';
import { signIn } from './signUp';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
/** Of every 20 requests, one books and one deletes a booking made a moment earlier: 10% writes. */
const CYCLE = 20;
const READS_BUDGET_MS = 25;
const WRITES_BUDGET_MS = 100;
/** Sign-ins at a time: each hashes (scrypt, about 50 ms of a core), so more only queue. */
const SIGN_INS_AT_ONCE = 8;
/** The bookings' length and spacing: a professional's slots never overlap. */
const SLOT_SECONDS = 30 * 60;
const SLOTS_A_DAY = 20;

/** One salon's front desk, signed in, with what its requests name. */
interface Desk {
  salonId: number;
  headers: Record<string, string>;
  employeeIds: number[];
  serviceId: number;
  clientId: number;
  /** The last client of the list's first page: `?after=` it is the second page. */
  afterId: number;
  /** Bookings made so far by this run in this salon: each takes the next slot. */
  booked: number;
}

type Kind = 'agenda' | 'search' | 'page' | 'book' | 'unbook';
const WRITES = new Set<Kind>(['book', 'unbook']);

/** The salon's own day and clock: 08:00 in the salons' time zone of `day`, in epoch seconds. */
function eightOClock(day: string) {
  // São Paulo keeps -03:00 all year (no daylight saving since 2019).
  if (SALON_TIME_ZONE !== 'America/Sao_Paulo') throw new Error(`the mixed part assumes -03:00, not ${SALON_TIME_ZONE}`);
  return Date.parse(`${day}T08:00:00-03:00`) / 1000;
}

async function inTurns<T, R>(items: T[], atOnce: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

/**
 * Every salon's front desk, signed in through the API, with its professionals, a service and a client. As in
 * bench/api.ts, the owner sits at the desk: the seed gives a front-desk user to the first salon only, and the
 * owner may do all a front desk does.
 */
async function frontDesks(base: string, seed: SeedInfo): Promise<Desk[]> {
  return inTurns(seed.salonIds, SIGN_INS_AT_ONCE, async (salonId, i) => {
    const { headers } = await signIn(base, seedOwnerEmail(seed, i + 1), seed.owner.password);
    const get = async <T>(pathname: string) => {
      const response = await fetch(`${base}/v1/salons/${salonId}${pathname}`, { headers });
      if (!response.ok) throw new Error(`GET ${pathname} of salon ${salonId} answered ${response.status}`);
      return (await response.json()) as T;
    };
    const [employees, services, clients] = await Promise.all([get<Array<{ id: number }>>('/employees'), get<Array<{ id: number }>>('/services'), get<Array<{ id: number }>>('/clients')]);
    if (employees.length === 0 || services.length === 0 || clients.length < 2) throw new Error(`salon ${salonId} has no professionals, services or clients`);
    return { salonId, headers, employeeIds: employees.map((e) => e.id), serviceId: services[0].id, clientId: clients[0].id, afterId: clients[clients.length - 1].id, booked: 0 };
  });
}

/** The n-th booking of a salon: its professionals in turn, 20 half-hour slots a day, from MIXED_BOOKING_DAY days after the seed's day. */
function bookingOf(desk: Desk, day: string) {
  const n = desk.booked++;
  const professionals = desk.employeeIds.length;
  const slot = Math.floor(n / professionals);
  const date = addDays(day, MIXED_BOOKING_DAY + Math.floor(slot / SLOTS_A_DAY));
  const appointment = {
    client_id: desk.clientId,
    service_id: desk.serviceId,
    employee_id: desk.employeeIds[n % professionals],
    start_at: eightOClock(date) + (slot % SLOTS_A_DAY) * SLOT_SECONDS,
    duration: SLOT_SECONDS,
  };
  return JSON.stringify({ appointment });
}

interface Sample {
  kind: Kind;
  ms: number;
}

/**
 * The load's requests: the n-th request of all connections together is a write when n % CYCLE is 0 (a booking)
 * or CYCLE / 2 (the oldest booking not yet deleted goes), else a read of the next kind; each request is the next
 * salon's in a spread order (n * 7919 mod the salons), so the salons' requests interleave.
 */
function mixedLoad(desks: Desk[], day: string) {
  let n = 0;
  const pending: Array<{ desk: Desk; id: number }> = [];
  const samples: Sample[] = [];
  let unexpected: string | undefined;
  const readKinds: Kind[] = ['agenda', 'search', 'page'];
  const build = (kind: Kind, desk: Desk, i: number): autocannon.Request => {
    switch (kind) {
      case 'agenda':
        return { method: 'GET', path: `/v1/salons/${desk.salonId}/appointments?day=${day}`, headers: { ...desk.headers, ...BROWSER_HEADERS } };
      case 'search':
        return { method: 'GET', path: clientSearchPath(desk.salonId, CLIENT_QUERIES[i % CLIENT_QUERIES.length]), headers: { ...desk.headers, ...BROWSER_HEADERS } };
      case 'page':
        return { method: 'GET', path: `/v1/salons/${desk.salonId}/clients${i % 2 ? `?after=${desk.afterId}` : ''}`, headers: { ...desk.headers, ...BROWSER_HEADERS } };
      default:
        return {
          method: 'POST',
          path: `/v1/salons/${desk.salonId}/appointments`,
          headers: { ...desk.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: bookingOf(desk, day),
        };
    }
  };
  const setupRequest = (_request: autocannon.Request, context: Record<string, unknown>): autocannon.Request => {
    const i = n++;
    let kind: Kind = i % CYCLE === 0 ? 'book' : i % CYCLE === CYCLE / 2 ? 'unbook' : readKinds[i % readKinds.length];
    const oldest = kind === 'unbook' ? pending.shift() : undefined;
    if (kind === 'unbook' && !oldest) kind = 'book';
    const desk = oldest?.desk ?? desks[(i * 7919) % desks.length];
    const request = oldest ? { method: 'DELETE' as const, path: `/v1/appointments/${oldest.id}`, headers: desk.headers } : build(kind, desk, Math.floor(i / desks.length));
    context.kind = kind;
    context.desk = desk;
    context.started = performance.now();
    return request;
  };
  const onResponse = (status: number, body: string, context: Record<string, unknown>) => {
    const kind = context.kind as Kind;
    samples.push({ kind, ms: performance.now() - (context.started as number) });
    if (kind === 'book' && status === 201) pending.push({ desk: context.desk as Desk, id: (JSON.parse(body) as { id: number }).id });
    else if (status >= 300 && !unexpected) unexpected = `${kind} answered ${status}: ${body.slice(0, 200)}`;
  };
  const requests: autocannon.Request[] = [{ method: 'GET', path: '/', setupRequest, onResponse } as unknown as autocannon.Request];
  return { requests, samples, pending, unexpected: () => unexpected };
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const fmt = (n: number) => Math.round(n).toLocaleString('en');

async function run(base: string, seconds: number, load: ReturnType<typeof mixedLoad>) {
  load.samples.length = 0;
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: load.requests });
  return { result, samples: [...load.samples] };
}

/** The bookings still standing once the load stops go too, so the salons' agendas are as the seed wrote them. */
async function deletePending(base: string, pending: Array<{ desk: Desk; id: number }>) {
  await inTurns(pending.splice(0), 10, async ({ desk, id }) => {
    const response = await fetch(`${base}/v1/appointments/${id}`, { method: 'DELETE', headers: desk.headers });
    if (response.status !== 204) throw new Error(`DELETE /v1/appointments/${id} answered ${response.status}`);
  });
}

/**
 * The mixed workload: reads' and writes' p50 and p99 against their budgets (PostgreSQL's; on the embedded
 * database the rows are information), and the mix's requests per second beside hello-world's of the same run.
 */
export async function mixedBench(report: Report, baseline: LoadResult, seed: SeedInfo, dataDir?: string) {
  const enforced = seed.database === 'PostgreSQL';
  const server = await serveSeed(dataDir);
  try {
    const { base } = server;
    const t = performance.now();
    const desks = await frontDesks(base, seed);
    const signedIn = (performance.now() - t) / 1000;
    // One booking and its deletion before the load: a refusal says why at once.
    const load = mixedLoad(desks, seed.day);
    const probe = await fetch(`${base}/v1/salons/${desks[0].salonId}/appointments`, { method: 'POST', headers: { ...desks[0].headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: bookingOf(desks[0], seed.day) });
    if (probe.status !== 201) throw new Error(`a booking answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
    await deletePending(base, [{ desk: desks[0], id: ((await probe.json()) as { id: number }).id }]);

    await run(base, WARMUP_SECONDS, load);
    const { result, samples } = await run(base, SECONDS, load);
    await deletePending(base, load.pending);

    const reads = samples.filter((s) => !WRITES.has(s.kind)).map((s) => s.ms).sort((a, b) => a - b);
    const writes = samples.filter((s) => WRITES.has(s.kind)).map((s) => s.ms).sort((a, b) => a - b);
    const errors = result.errors + result.non2xx;
    const share = result.requests.average / baseline.rps;
    const where = `${seed.database}, ${desks.length.toLocaleString('en')} salons' front desks signed in (in ${signedIn.toFixed(0)} s), ${CONNECTIONS} conn`;
    const whyErrors = errors ? `; ${errors} errors (${result.timeouts} timeouts)${load.unexpected() ? `, first: ${load.unexpected()}` : ''}` : ', 0 errors';
    report({
      section: 'Mixed',
      what: `the mix as a whole (${where})`,
      value: `${fmt(result.requests.average)} req/s (${(share * 100).toFixed(0)}% of hello-world's ${fmt(baseline.rps)}), ${fmt(samples.length)} answers${whyErrors}`,
      budget: '—',
      pass: null,
      figures: { rps: Math.round(result.requests.average), ratio: Number(share.toFixed(4)), answers: samples.length, errors, timeouts: result.timeouts, salons: desks.length, signInSeconds: Number(signedIn.toFixed(1)) },
    });
    const row = (what: string, sorted: number[], budgetMs: number) => {
      const p50 = percentile(sorted, 0.5);
      const p99 = percentile(sorted, 0.99);
      report({
        section: 'Mixed',
        what,
        value: `${fmt(sorted.length / SECONDS)} a second (${((sorted.length / samples.length) * 100).toFixed(0)}%), p50 ${ms(p50)}, p99 ${ms(p99)} (hello-world p99 ${baseline.p99} ms)`,
        budget: `${enforced ? '' : '(info: '}p99 < ${budgetMs} ms, 0 errors${enforced ? '' : ' on PostgreSQL)'}`,
        pass: enforced ? p99 < budgetMs && errors === 0 : null,
        figures: { count: sorted.length, p50: Number(p50.toFixed(2)), p99: Number(p99.toFixed(2)), max: Number((sorted[sorted.length - 1] ?? NaN).toFixed(2)), errors },
      });
    };
    row('reads: the agenda day, a client search (40 queries), the clients list (first and second page)', reads, READS_BUDGET_MS);
    row('writes: a booking made (POST) and one deleted (DELETE), each dropping its salon\'s cached answers', writes, WRITES_BUDGET_MS);
  } finally {
    await server.stop();
  }
}
