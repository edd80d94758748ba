// Issue 9's bars: a month's sales summary and sale creation at 50 connections, beside the bare Fastify baseline.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { LoadResult } from './api';
import { freePort, serve } from './api';
import type { Report } from './agenda';
import { MONTH_DAYS, SALES_PER_DAY, monthRange, seedCatalogue, seedMonthOfSales } from './salesSeed';
import { signUp } from './signUp';

interface Measured extends LoadResult {
  p50: number;
  /** Responses with the expected status. */
  ok: number;
}

/** autocannon at 50 connections, GET or POST (the same body every request), with the median latency too. */
async function measure(url: string, headers: Record<string, string>, options: { body?: unknown; seconds?: number } = {}): Promise<Measured> {
  const post = options.body !== undefined;
  const result = await autocannon({
    url,
    connections: 50,
    duration: options.seconds ?? 5,
    method: post ? 'POST' : 'GET',
    headers: post ? { ...headers, 'content-type': 'application/json' } : headers,
    body: post ? JSON.stringify(options.body) : undefined,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, ok: result['2xx'] };
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.01 ? 2 : 0)}%`;

function reportLoad(report: Report, what: string, result: Measured, baseline: LoadResult) {
  const ratio = result.rps / baseline.rps;
  report(what, `${result.rps.toFixed(0)} req/s (${percent(ratio)} of baseline)`, '—', true);
  report('  its latency', `p50 ${result.p50} ms, p99 ${result.p99} ms`, '—', true);
  report('  errors and non-2xx', String(result.errors), '0', result.errors === 0);
}

export async function salesBench(baseline: LoadResult, report: Report) {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { AUTH_RATE_LIMIT_PER_IP: '100000' };
  // Our own folder, kept across the restart: the month is written while the server is stopped.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendei-bench-sales-'));
  try {
    let app = await serve('server/main.ts', port, '/v1/health', { ...env, DATA_DIR: dataDir });
    const salon = await signUp(base, 'Sales Bench');
    let catalogue;
    try {
      catalogue = await seedCatalogue(base, salon);
    } finally {
      await app.stop();
    }
    const seeded = await seedMonthOfSales(dataDir, salon.salonId, catalogue);
    app = await serve('server/main.ts', port, '/v1/health', { ...env, DATA_DIR: dataDir });
    try {
      const salonPath = `${base}/v1/salons/${salon.salonId}`;
      const { start, end } = monthRange();
      const summaryUrl = `${salonPath}/reports/summary?start=${start}&end=${end}`;
      // The measured answer must hold the whole month, or the figures would flatter an empty one.
      const summary = (await (await fetch(summaryUrl, { headers: salon.headers })).json()) as { sales_count?: number };
      if (summary.sales_count !== seeded) throw new Error(`the month's summary counts ${String(summary.sales_count)} sales, not ${seeded}`);
      await measure(summaryUrl, salon.headers, { seconds: 2 });
      const month = await measure(summaryUrl, salon.headers);
      reportLoad(report, `GET /salons/:id/reports/summary, ${MONTH_DAYS} days x ${SALES_PER_DAY} sales (${database}), 50 conn`, month, baseline);

      // Every request the same body, so no Idempotency-Key (it would answer the first sale again) and a service
      // line without an appointment (one appointment is sold once): each request records a new sale.
      const [cut] = catalogue.services;
      const body = { sale: { payment_type: 'pix', price: cut.price, transactions_attributes: [{ service_id: cut.id, user_id: salon.employeeId }] } };
      const first = await fetch(`${salonPath}/sales`, { method: 'POST', headers: { ...salon.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (first.status !== 201) {
        report('POST /salons/:id/sales (sale creation), 50 conn', `not measured: it answered ${first.status}`, 'a 201', false);
        return;
      }
      await measure(`${salonPath}/sales`, salon.headers, { body, seconds: 2 });
      const created = await measure(`${salonPath}/sales`, salon.headers, { body });
      reportLoad(report, `POST /salons/:id/sales (sale creation, ${database}), 50 conn`, created, baseline);
      report('  sales recorded while measured', String(created.ok), '—', true);
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
