// The front desks of the mixed part (issue 26, DESIGN.md section 6) as people: each desk sends a request, waits
// for its answer, then pauses before the next (a think time drawn from an exponential distribution), on its own
// keep-alive connection, as a receptionist's browser does. docs/decisions/37-the-mixed-bench-s-front-desks.md says why
// this shape and this pause. Latency runs from the request's first byte written to its answer's last byte.
import http from 'node:http';
import { randomUUID } from 'node:crypto';

/** One salon's front desk, signed in, with what its requests name. */
export interface Desk {
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

export type Kind = 'agenda' | 'search' | 'page' | 'book' | 'unbook';
export const WRITES = new Set<Kind>(['book', 'unbook']);

export interface Sample {
  kind: Kind;
  ms: number;
}

export interface Request {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A desk's n-th request, given the booking it made and has not deleted yet. */
export type NextRequest = (desk: Desk, n: number, pendingId: number | undefined) => { kind: Kind; request: Request };

/** A deterministic generator (mulberry32), so two runs pause and start alike. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(agent: http.Agent, base: URL, request: Request): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
    const req = http.request({ agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

export interface DeskRun {
  samples: Sample[];
  /** The bookings this run made and has not deleted: deleted after the run, so the seed stays as it was. */
  pending: Array<{ desk: Desk; id: number }>;
  errors: number;
  firstError?: string;
}

/**
 * Every desk at work for warm-up + `seconds`: a first request at a random moment within one mean pause, then
 * request, answer, pause. Only the requests started after the warm-up are measured.
 */
export async function desksAtWork(base: string, desks: Desk[], next: NextRequest, options: { thinkMs: number; seconds: number; warmupSeconds: number }): Promise<DeskRun> {
  const url = new URL(base);
  const random = randomFrom(20261127);
  const pause = () => -Math.log(1 - random()) * options.thinkMs;
  const start = performance.now();
  const measureFrom = start + options.warmupSeconds * 1000;
  const stopAt = measureFrom + options.seconds * 1000;
  const run: DeskRun = { samples: [], pending: [], errors: 0 };
  const pendingOf = new Map<Desk, number>();
  await Promise.all(
    desks.map(async (desk, d) => {
      // An agent per desk: its own keep-alive connection, as each receptionist's browser holds one.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      await sleep(random() * options.thinkMs);
      for (let n = d; performance.now() < stopAt; n++) {
        const { kind, request } = next(desk, n, pendingOf.get(desk));
        const began = performance.now();
        const answer = await send(agent, url, request).catch((error: Error) => ({ status: 0, body: error.message }));
        if (began >= measureFrom && began < stopAt) run.samples.push({ kind, ms: performance.now() - began });
        if (kind === 'book' && answer.status === 201) pendingOf.set(desk, (JSON.parse(answer.body) as { id: number }).id);
        else if (kind === 'unbook' && answer.status === 204) pendingOf.delete(desk);
        else if (answer.status >= 300 || answer.status === 0) {
          run.errors += 1;
          run.firstError ??= `${kind} answered ${answer.status}: ${answer.body.slice(0, 200)}`;
        }
        // The last pause ends with the run: an exponential pause's tail (tens of seconds among 1,000) would
        // otherwise hold the part up with nothing measured.
        await sleep(Math.min(pause(), Math.max(0, stopAt - performance.now())));
      }
      agent.destroy();
    }),
  );
  for (const [desk, id] of pendingOf) run.pending.push({ desk, id });
  return run;
}

/** A booking's POST as the appointment form sends it. */
export const bookingRequest = (desk: Desk, body: string): Request => ({
  method: 'POST',
  path: `/v1/salons/${desk.salonId}/appointments`,
  headers: { ...desk.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
  body,
});
