import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { TRIAL_DAYS } from './contract/constants';

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** When absent, e-mails stay in the outbox and the local mailbox page shows them. */
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  production: boolean;
  /** Serve the built SPA from this folder (absent in API-only tests). */
  staticDir?: string;
  rateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  /**
   * First-party analytics events (POST /v1/events, no session needed): per address and per session (the signed-in
   * user, or the browser's anonymous id), apart from the sign-in limits so raising those never opens this one.
   */
  eventsRateLimit: { perIp: number; perSession: number; windowSeconds: number };
  /**
   * Open agenda streams one user may hold on an instance (a tab each, a few devices); the oldest is closed when
   * another opens. The streams benchmark raises it: it opens thousands as one user to measure the fan-out.
   */
  streamsPerUser: number;
  logLevel: string;
  /** Fastify's trustProxy: false (default), true, or the proxies' addresses ('loopback', '10.0.0.0/8,127.0.0.1'). */
  trustProxy: boolean | string;
  /** The local mailbox's `?token=`: MAILBOX_SECRET, or random per start (printed in the start-up banner). */
  mailboxSecret: string;
  /**
   * A request (headers and body) not fully received by then is answered 408 and its connection closed. 60 s by
   * default: a 5 MB photo (the upload limit, sent as taken: the SPA does not shrink it) needs about 0.7 Mbit/s.
   */
  requestTimeoutMs: number;
  /** Days of free trial a new salon gets: 30 (TRIAL_DAYS). 0 starts new salons past it (the plan page's browser tests). */
  trialDays: number;
  /** The address look-up by CEP; `{cep}` is replaced by the 8 digits (ViaCEP by default). */
  cepLookupUrl: string;
  /** GET /metrics on the app's port answers only `Authorization: Bearer <this>`; without it, 404 there. */
  metricsToken?: string;
  /** GET /metrics also on a listener of its own on this port (on HOST), for a private network. */
  metricsPort?: number;
  /**
   * Pix deposits (issue 28 item 6): how long a booking waits for its deposit (PIX_HOLD_SECONDS, 900 = the 15
   * minutes of DESIGN.md; browser tests shorten it), and the secret the provider signs its notices with
   * (PIX_WEBHOOK_SECRET; random per start by default, which the in-process sandbox shares).
   */
  pix: { holdSeconds: number; webhookSecret: string };
}

export class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function urlFrom(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
  return raw;
}

/**
 * Client IPs (rate limits, access log) come from X-Forwarded-For only behind a proxy we trust; trusting it
 * from anyone would let a client pick its own IP and walk past the per-IP limits.
 */
function trustProxyFrom(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** Guessing a 128-bit random secret is out of reach; a short one set by hand would not be. */
function mailboxSecretFrom(raw: string | undefined): string {
  if (!raw) return randomBytes(16).toString('hex');
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(raw)) {
    throw new ConfigError('MAILBOX_SECRET must be 16 to 128 letters, digits, "-" or "_"');
  }
  return raw;
}

function pixSecretFrom(raw: string | undefined): string {
  if (!raw) return randomBytes(32).toString('hex');
  if (raw.length < 16 || raw.length > 256) throw new ConfigError('PIX_WEBHOOK_SECRET must be 16 to 256 characters');
  return raw;
}

/** A bearer token (RFC 6750's characters), long enough that guessing it is out of reach. */
function metricsTokenFrom(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^[A-Za-z0-9._~+/=-]{16,256}$/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 letters, digits or any of . _ ~ + / = -');
  }
  return raw;
}

function metricsPortFrom(env: NodeJS.ProcessEnv, port: number): number | undefined {
  if (!env.METRICS_PORT) return undefined;
  const metricsPort = intFrom(env, 'METRICS_PORT', 0, 1, 65535);
  if (metricsPort === port) throw new ConfigError(`METRICS_PORT must differ from PORT (${port})`);
  return metricsPort;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env, 'PORT', 3000, 0, 65535);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: urlFrom(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    smtpUrl: urlFrom(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM ?? 'Agendei <nao-responda@agendei.app>',
    appUrl: (urlFrom(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    rateLimit: {
      perIp: intFrom(env, 'AUTH_RATE_LIMIT_PER_IP', 60, 1, 100_000),
      perEmail: intFrom(env, 'AUTH_RATE_LIMIT_PER_EMAIL', 10, 1, 100_000),
      windowSeconds: intFrom(env, 'AUTH_RATE_LIMIT_WINDOW', 15 * 60, 1, 86_400),
    },
    streamsPerUser: intFrom(env, 'STREAMS_PER_USER', 10, 1, 1_000_000),
    eventsRateLimit: {
      perIp: intFrom(env, 'EVENTS_RATE_LIMIT_PER_IP', 120, 1, 1_000_000),
      perSession: intFrom(env, 'EVENTS_RATE_LIMIT_PER_SESSION', 60, 1, 1_000_000),
      windowSeconds: intFrom(env, 'EVENTS_RATE_LIMIT_WINDOW', 10 * 60, 1, 86_400),
    },
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    mailboxSecret: mailboxSecretFrom(env.MAILBOX_SECRET),
    requestTimeoutMs: intFrom(env, 'REQUEST_TIMEOUT', 60, 1, 3600) * 1000,
    trialDays: intFrom(env, 'TRIAL_DAYS', TRIAL_DAYS, 0, 365),
    cepLookupUrl: urlFrom(env, 'CEP_LOOKUP_URL', ['http:', 'https:']) ?? 'https://viacep.com.br/ws/{cep}/json/',
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    metricsPort: metricsPortFrom(env, port),
    pix: { holdSeconds: intFrom(env, 'PIX_HOLD_SECONDS', 15 * 60, 5, 3600), webhookSecret: pixSecretFrom(env.PIX_WEBHOOK_SECRET) },
  };
}
