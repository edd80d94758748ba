import type { FastifyInstance } from 'fastify';

export const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample of a Prometheus text exposition: the value of `name` whose labels include `labels`, or undefined. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** GET /metrics on the app's port with the token, as Prometheus would scrape it. */
export async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}: ${response.body}`);
  return response.body;
}
