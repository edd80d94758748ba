import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { serverPoolOf } from '../db/notificationListener';
import type { OutboxBacklog } from '../infra/mail/outboxBacklog';
import { metricsEndpoint } from './metricsEndpoint';

/** Seconds; finer at the low end, where cached reads and the budgets (p99 under 25 ms) are (bench/README.md). */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The route label of a request no route matched (a 404, or a page of the SPA answered by its fallback). */
const UNMATCHED = '(unmatched)';

/**
 * Request durations by route pattern: a hook added to each route as it is added, which knows its pattern
 * without request.routeOptions (a new object per call), so the label is never the raw URL and stays bounded.
 * The read cache's hits are counted too: Fastify runs onResponse hooks once a hijacked reply ends.
 */
function measureRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const observer = (route: string): onResponseHookHandler => (request, reply, done) => {
    duration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  };
  app.addHook('onRoute', (route) => {
    const hooks = route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
    route.onResponse = [...hooks, observer(route.url)];
  });
  // Requests no route matched get only the instance's hooks; matched ones are measured by their route's hook.
  const unmatched = observer(UNMATCHED);
  app.addHook('onResponse', (request, reply, done) => (request.is404 ? unmatched.call(app, request, reply, done) : done()));
}

/** Gauges and counters read when scraped, from what the app already keeps: nothing more on the request path. */
function measureState(app: FastifyInstance, registry: Registry) {
  const registers = [registry];
  const caches = app.services.salonCaches.counts;
  new Counter({
    name: 'agendei_cache_lookups_total',
    help: 'Look-ups in the in-memory caches of answers (reads) and of signed-in sessions, by result',
    labelNames: ['cache', 'result'],
    registers,
    // The counts live in infra/salonCaches.ts as plain numbers; each scrape copies them.
    collect() {
      this.reset();
      this.inc({ cache: 'reads', result: 'hit' }, caches.readHits);
      this.inc({ cache: 'reads', result: 'miss' }, caches.readMisses);
      this.inc({ cache: 'sessions', result: 'hit' }, caches.sessionHits);
      this.inc({ cache: 'sessions', result: 'miss' }, caches.sessionMisses);
    },
  });
  new Gauge({
    name: 'agendei_agenda_streams',
    help: 'Open live agenda streams (server-sent events) in this process',
    registers,
    collect() {
      this.set(app.services.agendaEvents.listenerCount());
    },
  });

  // The embedded database has no pool (one connection in this process): nothing to report for it.
  const pool = serverPoolOf(app.db);
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge('agendei_db_pool_connections', 'Connections open in the PostgreSQL pool', () => pool.totalCount);
    poolGauge('agendei_db_pool_idle', 'Idle connections in the PostgreSQL pool', () => pool.idleCount);
    poolGauge('agendei_db_pool_waiting', 'Queries waiting for a connection of the PostgreSQL pool', () => pool.waitingCount);
  }

  // Both outbox gauges come from one query per scrape: the registry collects them together, so they share it.
  let reading: Promise<OutboxBacklog | undefined> | undefined;
  const backlog = () =>
    (reading ??= app.services.outboxBacklog
      .read()
      .catch((error: unknown) => void app.log.warn({ err: error }, 'metrics: the outbox backlog could not be read'))
      .finally(() => (reading = undefined)));
  const outboxGauge = (name: string, help: string, pick: (row: OutboxBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const row = await backlog();
        // Unknown rather than a reassuring 0 when the database did not answer.
        this.set(row ? pick(row) : NaN);
      },
    });
  outboxGauge('agendei_outbox_backlog', 'E-mails waiting in the outbox: not sent yet, not given up on', (row) => row.pending);
  outboxGauge(
    'agendei_outbox_lag_seconds',
    'How long the e-mail due longest ago has waited past its time (0 when none is due): how far the outbox worker is behind',
    (row) => row.oldestDueSeconds,
  );
}

/**
 * Prometheus metrics (prom-client): request durations by route, the database pool, the caches' hits and misses,
 * open agenda streams, the outbox's backlog and lag, and Node's own (event loop delay, memory, GC). Collected
 * only when someone may read them (METRICS_TOKEN or METRICS_PORT); GET /metrics answers 404 otherwise.
 * Registered before the routes: it hooks each route as it is added.
 */
export default fp(
  async (app) => {
    const { metricsToken, metricsPort } = app.config;
    const registry = metricsToken || metricsPort !== undefined ? new Registry() : undefined;
    if (registry) {
      collectDefaultMetrics({ register: registry });
      measureRequests(app, registry);
      measureState(app, registry);
    }
    metricsEndpoint(app, registry);
  },
  { name: 'metrics', dependencies: ['service:salonCaches', 'service:agendaEvents', 'service:outboxBacklog'] },
);
