// The live agenda at scale (issue 12, DESIGN.md section 6): 5,000 open agenda streams on one server instance, the
// server's memory per stream, and how long one change (an appointment booked through the API) takes to reach all
// of them. The server runs in its own process, started here with `node --import tsx` (not the tsx wrapper, whose pid
// would be the wrapper's), so /proc/<pid> is the server's; its JS heap is read over the child's IPC channel by a
// bench-only preload module given on the command line: the server gets no endpoint for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './api';
import type { Report } from './report';
import { signUp, type BenchSalon } from './signUp';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
/** Changes sent one after another; each is timed on every stream, and the median change's figures are reported. */
const CHANGES = 5;
/** Streams being opened at once: enough to open 5,000 in seconds, few enough for the listen backlog. */
const OPENING_AT_ONCE = 100;
/** A change that has not reached every stream by then is reported as lost. */
const CHANGE_TIMEOUT_MS = 10_000;
/** DESIGN.md section 6: a change reaches every open agenda of the salon in under 1 s. */
const DELAY_BUDGET_MS = 1000;
/**
 * 5,000 agendas at 20 KB each is 100 MB: an instance of the smallest cloud size (512 MB) still holds its
 * 5,000 front desks beside the app's own ~150 MB. A stream is one socket, one request, a PassThrough and a
 * subscription: a few KB of objects and buffers, so 20 KB leaves room without hiding a leak of a buffer per stream.
 */
const MEMORY_BUDGET_KB = 20;

/** Answers `memory` messages with process.memoryUsage() after a full garbage collection (node --expose-gc). */
const PROBE = `process.on('message', (m) => { if (m === 'memory') { globalThis.gc?.(); process.send?.({ memory: process.memoryUsage() }); } });`;

interface Memory {
  rssKb: number;
  heapKb: number;
}

interface Server {
  base: string;
  pid: number;
  memory(): Promise<Memory>;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendei-streams-'));
  // One user opens all the streams (the fan-out is what is measured), past the per-user cap a real user meets.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: 'none', AUTH_RATE_LIMIT_PER_IP: '100000', STREAMS_PER_USER: '100000' };
  const args = ['--expose-gc', '--import', 'tsx', '--import', `data:text/javascript,${encodeURIComponent(PROBE)}`, 'server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the streams bench's server exited: ${stderr}`);
    if (i > 300) throw new Error('the streams bench\'s server was not ready in 60 s');
    const ok = await fetch(`${base}/v1/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = child.pid as number;
  return {
    base,
    pid,
    memory: () =>
      new Promise<Memory>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the server did not report its memory')), 10_000);
        child.once('message', (message: { memory: NodeJS.MemoryUsage }) => {
          clearTimeout(timer);
          // After the collection: the resident set as the kernel counts it, and the live JS heap.
          resolve({ rssKb: statusKb(pid, 'VmRSS'), heapKb: message.memory.heapUsed / 1024 });
        });
        child.send('memory');
      }),
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

/** A line of /proc/<pid>/status in KB, e.g. VmRSS. */
function statusKb(pid: number | 'self', field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(line.replace(/\D+/g, ' ').trim().split(' ')[0]);
}

/** The soft limit on open files (what ulimit -n says) of a process. */
function openFilesLimit(pid: number | 'self'): number {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === 'unlimited' ? Infinity : Number(soft);
}

/** One open agenda: a GET of the stream, as the SPA's fetch() reads it, noting when each `change` event arrives. */
class Stream {
  /** performance.now() of each change event, in order. */
  readonly changes: number[] = [];
  private buffer = '';
  private req: ClientRequest | null = null;

  open(base: string, salon: BenchSalon): Promise<void> {
    return new Promise((resolve, reject) => {
      // A socket of its own, as each browser tab has.
      this.req = request(`${base}/v1/salons/${salon.salonId}/appointments/stream`, { agent: false, headers: { ...salon.headers, accept: 'text/event-stream' } });
      // Errors after it was ready (the bench closing it) are expected; before, they fail the open.
      this.req.on('error', reject);
      this.req.once('response', (response: IncomingMessage) => {
        response.on('error', reject);
        if (response.statusCode !== 200) return reject(new Error(`a stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        let ready = false;
        response.on('data', (text: string) => {
          const now = performance.now();
          this.buffer += text;
          const blocks = this.buffer.split('\n\n');
          this.buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            if (block.includes('\nevent: change\n')) this.changes.push(now);
            else if (!ready && block.includes('\nevent: ready\n')) {
              ready = true;
              resolve();
            }
          }
        });
        response.once('end', () => reject(new Error('a stream ended before it was ready')));
      });
      this.req.end();
    });
  }

  close() {
    this.req?.destroy();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (value: number) => `${value.toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** What a booking needs besides the owner (the first professional): a service and a client. */
async function bookingParts(base: string, salon: BenchSalon) {
  const post = async (resource: string, body: unknown) => {
    const response = await fetch(`${base}/v1/salons/${salon.salonId}/${resource}`, {
      method: 'POST',
      headers: { ...salon.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${resource} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: number }).id;
  };
  const category = await post('service_categories', { service_category: { name: 'Cabelo' } });
  const service = await post('services', { service: { name: 'Corte', duration: 1800, price: 4500, service_category_id: category } });
  const client = await post('clients', { client: { name: 'Cliente Streams' } });
  return { service, client };
}

/** Books the n-th half hour of a day far ahead (never taken: one change each), and says how long the API took. */
async function book(base: string, salon: BenchSalon, parts: { service: number; client: number }, n: number) {
  const started = performance.now();
  const response = await fetch(`${base}/v1/salons/${salon.salonId}/appointments`, {
    method: 'POST',
    headers: { ...salon.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      appointment: {
        employee_id: salon.employeeId,
        client_id: parts.client,
        service_id: parts.service,
        start_at: `2031-03-1${n}T${String(9 + n).padStart(2, '0')}:00:00`,
      },
    }),
  });
  if (response.status !== 201) throw new Error(`the booking answered ${response.status}: ${await response.text()}`);
  return { started, answeredMs: performance.now() - started };
}

async function openAll(base: string, salon: BenchSalon, count: number): Promise<Stream[]> {
  const streams = Array.from({ length: count }, () => new Stream());
  let next = 0;
  const worker = async () => {
    while (next < streams.length) await streams[next++].open(base, salon);
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, worker));
  return streams;
}

export async function streamsBench(report: Report): Promise<void> {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const server = await startServer();
  let streams: Stream[] = [];
  try {
    // Each stream is a socket at both ends: 5,000 of them, plus the app's own files, per process.
    const limits = { bench: openFilesLimit('self'), server: openFilesLimit(server.pid) };
    const enough = Math.min(limits.bench, limits.server) > STREAMS + 500;
    report({
      section: 'Streams',
      what: 'open-file limit (ulimit -n): bench process / server',
      value: `${limits.bench} / ${limits.server}`,
      budget: `> ${STREAMS + 500}`,
      pass: enough,
      figures: { bench: limits.bench, server: limits.server },
    });
    if (!enough) return;

    const salon = await signUp(server.base, 'Streams Bench');
    const parts = await bookingParts(server.base, salon);
    // Warm-up: one stream and one change, so code loaded on first use is not counted as streams' memory.
    const [warm] = await openAll(server.base, salon, 1);
    await book(server.base, salon, parts, 0);
    warm.close();
    await new Promise((r) => setTimeout(r, 500));
    const before = await server.memory();

    const openStarted = performance.now();
    streams = await openAll(server.base, salon, STREAMS);
    const openSeconds = (performance.now() - openStarted) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const after = await server.memory();
    const rssPerStream = (after.rssKb - before.rssKb) / STREAMS;
    const heapPerStream = (after.heapKb - before.heapKb) / STREAMS;
    report({
      section: 'Streams',
      what: `${STREAMS.toLocaleString('en')} open agenda streams on one instance (${database}): server memory per stream`,
      value: `RSS ${kb(rssPerStream)}, JS heap ${kb(heapPerStream)} (opened in ${openSeconds.toFixed(1)} s)`,
      budget: `RSS < ${MEMORY_BUDGET_KB} KB`,
      pass: rssPerStream < MEMORY_BUDGET_KB,
      figures: {
        streams: STREAMS,
        rssBeforeKb: before.rssKb,
        rssAfterKb: after.rssKb,
        heapBeforeKb: Math.round(before.heapKb),
        heapAfterKb: Math.round(after.heapKb),
        rssPerStreamKb: Number(rssPerStream.toFixed(2)),
        heapPerStreamKb: Number(heapPerStream.toFixed(2)),
        openSeconds: Number(openSeconds.toFixed(1)),
      },
    });

    const results: Array<{ received: number; p50: number; p99: number; max: number; answeredMs: number }> = [];
    for (let n = 1; n <= CHANGES; n++) {
      const { started, answeredMs } = await book(server.base, salon, parts, n);
      const deadline = started + CHANGE_TIMEOUT_MS;
      while (streams.some((s) => s.changes.length < n) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      const arrivals = streams.filter((s) => s.changes.length >= n).map((s) => s.changes[n - 1] - started);
      const sorted = arrivals.sort((a, b) => a - b);
      results.push({ received: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? Infinity, answeredMs });
      // Apart, as changes come at a front desk, and so the next one starts on a quiet server.
      await new Promise((r) => setTimeout(r, 300));
    }
    const allReceived = results.every((r) => r.received === STREAMS);
    const received = Math.min(...results.map((r) => r.received));
    report({
      section: 'Streams',
      what: `a booking made through the API reaches all ${STREAMS.toLocaleString('en')} streams (${CHANGES} bookings)`,
      value: allReceived ? `all ${STREAMS.toLocaleString('en')}, every time` : `only ${received.toLocaleString('en')} of ${STREAMS.toLocaleString('en')}`,
      budget: 'all',
      pass: allReceived,
      figures: { streams: STREAMS, changes: CHANGES, leastReceived: received },
    });
    const p50 = median(results.map((r) => r.p50));
    const p99 = median(results.map((r) => r.p99));
    const max = Math.max(...results.map((r) => r.max));
    const answered = median(results.map((r) => r.answeredMs));
    report({
      section: 'Streams',
      what: '  its delay, from the request to each stream (median of the bookings)',
      value: `p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)} (the API answered in ${ms(answered)})`,
      budget: `p99 < ${DELAY_BUDGET_MS} ms`,
      pass: allReceived && p99 < DELAY_BUDGET_MS,
      figures: {
        p50Ms: Number(p50.toFixed(1)),
        p99Ms: Number(p99.toFixed(1)),
        maxMs: Number(max.toFixed(1)),
        apiAnsweredMs: Number(answered.toFixed(1)),
        p99EachMs: results.map((r) => r.p99.toFixed(0)).join(' '),
      },
    });
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
}
