// The realistic mix of DESIGN.md section 6 and issue 26: the front desks of every salon of the seed (1,000 on
// PostgreSQL), each signed in with a session of its own (the owner's), sending 90% reads (the agenda's day, a
// client search, a page of the clients list) and 10% writes (a booking made, then deleted: each drops its salon's
// cached answers, as every write of the app does).
// - Budgeted: the desks at work (bench/frontDesks.ts): each desk a person, a request, its answer, a pause of
//   4 s on average, 20 s measured after 12 s of warm-up. docs/decisions/37-the-mixed-bench-s-front-desks.md says why.
// - Information: the same mix at saturation, 50 connections with no pause for 10 s after 2 s (autocannon, as in
//   bench/api.ts), its requests/s beside hello-world's; latency there is 50 connections over the throughput.
import autocannon from 'autocannon';
import { BROWSER_HEADERS, CLIENT_QUERIES, clientSearchPath, serveSeed, type LoadResult } from './api';
import type { Report } from './report';
import { MIXED_BOOKING_DAY, addDays, seedOwnerEmail, SALON_TIME_ZONE, type SeedInfo } from './seed';
import { signIn } from './signUp';
import { bookingRequest, desksAtWork, WRITES, type Desk, type Kind, type Request, type Sample } from './frontDesks';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
/** A front desk's mean pause between an answer and its next request (the decision record says why 4 s). */
const DESK_THINK_MS = 4_000;
const DESK_SECONDS = 20;
/** Long enough for the salons' caches to reach their steady state: at the start every read is a miss. */
const DESK_WARMUP_SECONDS = 12;
/** One request in ten is a write (bookings and their deletions in turn). */
const CYCLE = 10;
const READS_BUDGET_MS = 25;
const WRITES_BUDGET_MS = 100;
/** Sign-ins at a time: each hashes a password (scrypt: docs/decisions/05), so more only queue. */
const SIGN_INS_AT_ONCE = 8;
/** The bookings' length and spacing: a professional's slots never overlap. */
const SLOT_SECONDS = 30 * 60;
const SLOTS_A_DAY = 20;

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

/** A read of the mix: the agenda's day, the i-th of the client searches, or the clients list's first or second page. */
function readRequest(kind: Exclude<Kind, 'book' | 'unbook'>, desk: Desk, day: string, i: number): Request {
  const headers = { ...desk.headers, ...BROWSER_HEADERS };
  if (kind === 'agenda') return { method: 'GET', path: `/v1/salons/${desk.salonId}/appointments?day=${day}`, headers };
  if (kind === 'search') return { method: 'GET', path: clientSearchPath(desk.salonId, CLIENT_QUERIES[i % CLIENT_QUERIES.length]), headers };
  return { method: 'GET', path: `/v1/salons/${desk.salonId}/clients${i % 2 ? `?after=${desk.afterId}` : ''}`, headers };
}

const READ_KINDS = ['agenda', 'search', 'page'] as const;
const unbookRequest = (desk: Desk, id: number): Request => ({ method: 'DELETE', path: `/v1/appointments/${id}`, headers: desk.headers });

/** A desk's n-th request: every tenth a write (a booking, or the deletion of the one it made), else the next read. */
function deskRequest(desk: Desk, day: string, n: number, pendingId: number | undefined): { kind: Kind; request: Request } {
  if (n % CYCLE === CYCLE - 1) {
    return pendingId === undefined ? { kind: 'book', request: bookingRequest(desk, bookingOf(desk, day)) } : { kind: 'unbook', request: unbookRequest(desk, pendingId) };
  }
  const kind = READ_KINDS[n % READ_KINDS.length];
  return { kind, request: readRequest(kind, desk, day, Math.floor(n / READ_KINDS.length)) };
}

/**
 * The saturating load's requests: the n-th request of all connections together is a write when n % 20 is 0 (a
 * booking) or 10 (the oldest booking not yet deleted goes), else a read of the next kind; each request is the
 * next salon's in a spread order (n * 7919 mod the salons), so the salons' requests interleave.
 */
function saturatingLoad(desks: Desk[], day: string) {
  let n = 0;
  const pending: Array<{ desk: Desk; id: number }> = [];
  const samples: Sample[] = [];
  const setupRequest = (_request: autocannon.Request, context: Record<string, unknown>): autocannon.Request => {
    const i = n++;
    const write = i % (CYCLE * 2) === 0 ? 'book' : i % (CYCLE * 2) === CYCLE ? 'unbook' : undefined;
    const oldest = write === 'unbook' ? pending.shift() : undefined;
    const desk = oldest?.desk ?? desks[(i * 7919) % desks.length];
    let kind: Kind;
    let request: Request;
    if (oldest) [kind, request] = ['unbook', unbookRequest(oldest.desk, oldest.id)];
    else if (write) [kind, request] = ['book', bookingRequest(desk, bookingOf(desk, day))];
    else {
      kind = READ_KINDS[i % READ_KINDS.length];
      request = readRequest(kind, desk, day, Math.floor(i / desks.length));
    }
    context.kind = kind;
    context.desk = desk;
    context.started = performance.now();
    return request;
  };
  const onResponse = (status: number, body: string, context: Record<string, unknown>) => {
    const kind = context.kind as Kind;
    samples.push({ kind, ms: performance.now() - (context.started as number) });
    if (kind === 'book' && status === 201) pending.push({ desk: context.desk as Desk, id: (JSON.parse(body) as { id: number }).id });
  };
  const requests: autocannon.Request[] = [{ method: 'GET', path: '/', setupRequest, onResponse } as unknown as autocannon.Request];
  return { requests, samples, pending };
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const fmt = (n: number) => Math.round(n).toLocaleString('en');

async function saturate(base: string, seconds: number, load: ReturnType<typeof saturatingLoad>) {
  load.samples.length = 0;
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: load.requests });
  return { result, samples: [...load.samples] };
}

/** Reads' and writes' latencies, sorted, and each kind's p50 and p99 for the JSON file. */
function split(samples: Sample[]) {
  const sorted = (keep: (s: Sample) => boolean) => samples.filter(keep).map((s) => s.ms).sort((a, b) => a - b);
  const byKind: Record<string, number> = {};
  for (const kind of ['agenda', 'search', 'page', 'book', 'unbook'] as const) {
    const times = sorted((s) => s.kind === kind);
    byKind[`${kind}P50`] = Number(percentile(times, 0.5).toFixed(2));
    byKind[`${kind}P99`] = Number(percentile(times, 0.99).toFixed(2));
  }
  return { reads: sorted((s) => !WRITES.has(s.kind)), writes: sorted((s) => WRITES.has(s.kind)), byKind };
}

const p50p99 = (sorted: number[]) => `p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}`;

/** The bookings still standing once the load stops go too, so the salons' agendas are as the seed wrote them. */
async function deletePending(base: string, pending: Array<{ desk: Desk; id: number }>) {
  await inTurns(pending.splice(0), 10, async ({ desk, id }) => {
    const response = await fetch(`${base}/v1/appointments/${id}`, { method: 'DELETE', headers: desk.headers });
    if (response.status !== 204) throw new Error(`DELETE /v1/appointments/${id} answered ${response.status}`);
  });
}

/**
 * The mixed workload: the desks at work, reads' and writes' p50 and p99 against their budgets (PostgreSQL's; on
 * the embedded database the rows are information); then the same mix at saturation, beside hello-world.
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
    const probe = bookingRequest(desks[0], bookingOf(desks[0], seed.day));
    const first = await fetch(`${base}${probe.path}`, probe);
    if (first.status !== 201) throw new Error(`a booking answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
    await deletePending(base, [{ desk: desks[0], id: ((await first.json()) as { id: number }).id }]);

    const atWork = await desksAtWork(base, desks, (desk, n, pendingId) => deskRequest(desk, seed.day, n, pendingId), { thinkMs: DESK_THINK_MS, seconds: DESK_SECONDS, warmupSeconds: DESK_WARMUP_SECONDS });
    await deletePending(base, atWork.pending);
    const work = split(atWork.samples);
    const where = `${seed.database}, ${desks.length.toLocaleString('en')} salons' front desks signed in (in ${signedIn.toFixed(0)} s)`;
    const whyErrors = atWork.errors ? `; ${atWork.errors} errors, first: ${atWork.firstError}` : ', 0 errors';
    report({
      section: 'Mixed',
      what: `the desks at work (${where}, each a request then a pause of ${DESK_THINK_MS / 1000} s on average, ${DESK_SECONDS} s)`,
      value: `${fmt(atWork.samples.length / DESK_SECONDS)} req/s, ${fmt(atWork.samples.length)} answers${whyErrors}`,
      budget: '—',
      pass: null,
      figures: { rps: Math.round(atWork.samples.length / DESK_SECONDS), answers: atWork.samples.length, errors: atWork.errors, salons: desks.length, signInSeconds: Number(signedIn.toFixed(1)), thinkMs: DESK_THINK_MS, ...work.byKind },
    });
    const row = (what: string, sorted: number[], budgetMs: number) => {
      const p99 = percentile(sorted, 0.99);
      report({
        section: 'Mixed',
        what,
        value: `${fmt(sorted.length / DESK_SECONDS)} a second (${((sorted.length / atWork.samples.length) * 100).toFixed(0)}%), ${p50p99(sorted)}`,
        budget: `${enforced ? '' : '(info: '}p99 < ${budgetMs} ms, 0 errors${enforced ? '' : ' on PostgreSQL)'}`,
        pass: enforced ? p99 < budgetMs && atWork.errors === 0 : null,
        figures: { count: sorted.length, p50: Number(percentile(sorted, 0.5).toFixed(2)), p99: Number(p99.toFixed(2)), max: Number((sorted[sorted.length - 1] ?? NaN).toFixed(2)) },
      });
    };
    row('desks at work, reads: the agenda day, a client search (40 queries), the clients list (first and second page)', work.reads, READS_BUDGET_MS);
    row("desks at work, writes: a booking made (POST) and one deleted (DELETE), each dropping its salon's cached answers", work.writes, WRITES_BUDGET_MS);

    const load = saturatingLoad(desks, seed.day);
    await saturate(base, WARMUP_SECONDS, load);
    const { result, samples } = await saturate(base, SECONDS, load);
    await deletePending(base, load.pending);
    const full = split(samples);
    const errors = result.errors + result.non2xx;
    const share = result.requests.average / baseline.rps;
    report({
      section: 'Mixed',
      what: `the same mix at saturation (${CONNECTIONS} conn, no pause, ${SECONDS} s): reads; writes`,
      value: `${fmt(result.requests.average)} req/s (${(share * 100).toFixed(1)}% of hello-world's ${fmt(baseline.rps)}), ${errors} errors; reads ${p50p99(full.reads)}; writes ${p50p99(full.writes)}`,
      budget: '—',
      pass: null,
      figures: { rps: Math.round(result.requests.average), ratio: Number(share.toFixed(4)), answers: samples.length, errors, timeouts: result.timeouts, ...full.byKind },
    });
  } finally {
    await server.stop();
  }
}
