import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/** The node-postgres pool behind db (drizzle's documented db.$client), or undefined on the embedded PGlite. */
export function serverPoolOf(db: Db): pg.Pool | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : undefined;
}

/** The PGlite behind an embedded db (drizzle's documented db.$client): its LISTEN runs in this process. */
export function embeddedClientOf(db: Db): PGlite {
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (!(client instanceof PGlite)) throw new Error('not an embedded database');
  return client;
}

export interface ListenerHandlers {
  onMessage(payload: string, channel: string): void;
  /** Connected again after a loss (or after a failed first attempt): notifications sent meanwhile are gone. */
  onReconnect(): void;
  onLost(error: unknown, retryInMs: number): void;
}

export interface ListenerOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Pause between two heartbeats of the connection in use (a `SELECT 1` on it). */
  heartbeatIntervalMs?: number;
  /** How long a heartbeat, or a connect with its LISTENs, may go unanswered before the connection is taken for dead. */
  heartbeatTimeoutMs?: number;
}

/**
 * Production timings: a connection that goes silent just after a heartbeat is given up at most
 * interval + timeout = 7.5 s later, within the 10 s the design allows (DESIGN.md section 6, 'Many machines').
 * The cost is one `SELECT 1` every 2.5 s per instance; a loaded server answers it in well under 5 s.
 */
export const LISTENER_DEFAULTS = { minDelayMs: 500, maxDelayMs: 30_000, heartbeatIntervalMs: 2_500, heartbeatTimeoutMs: 5_000 } as const;

/**
 * Closes a connection without waiting for the server: end() writes a Terminate and waits for the socket to close,
 * which on a dead network never happens. Destroying the socket frees it at once; its pending queries fail.
 */
function destroy(client: pg.Client) {
  client.connection.stream.destroy();
}

/**
 * The server's side of the same problem: a backend whose instance vanished keeps its LISTEN, and the notices it
 * cannot send hold back the server's notification queue for everyone. With these, the server drops it after
 * about 25 s (keep-alive probes once idle; tcp_user_timeout while its notices go unacknowledged). Best effort:
 * tcp_user_timeout is PostgreSQL 12 or later, and a server that refuses either keeps its defaults.
 */
async function serverSideTimeouts(client: pg.Client) {
  await client.query('SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3').catch(() => undefined);
  await client.query('SET tcp_user_timeout = 25000').catch(() => undefined);
}

/** Settles as work does, or fails after ms and destroys the connection (a dead socket would keep work forever). */
function within<T>(client: pg.Client, ms: number, what: string, work: Promise<T>): Promise<T> {
  let deadline: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    deadline = setTimeout(() => {
      reject(new Error(`the listening connection: no answer to ${what} within ${ms} ms`));
      destroy(client);
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(deadline));
}

/**
 * LISTEN to the channels on a connection of its own (one per API instance): a pooled connection would be
 * handed to other queries and released, and its LISTEN with it. When the connection drops (server restart,
 * failover, a terminated backend) it is opened again with exponential back-off. A network that goes silent
 * (packets dropped, no reset) closes nothing: TCP keep-alive would notice only after the system's probe interval
 * and count (about 11 minutes on Linux; Node sets only the idle time), while the instance kept serving from
 * memory and missed every other instance's writes. So the connection in use answers a heartbeat every few
 * seconds, or is destroyed and reported lost. Resolves after the first attempt, successful or not, so the app
 * starts even while the server is briefly away.
 */
export async function listenOnServer(pool: pg.Pool, channels: readonly string[], handlers: ListenerHandlers, options: ListenerOptions = {}) {
  const { minDelayMs, maxDelayMs, heartbeatIntervalMs, heartbeatTimeoutMs } = { ...LISTENER_DEFAULTS, ...options };
  let current: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let failures = 0;
  let attempts = 0;
  let closed = false;

  const schedule = (error: unknown) => {
    if (closed || retry) return;
    // Jitter, so that N instances do not all knock at once after a server restart.
    const delay = Math.round(Math.min(maxDelayMs, minDelayMs * 2 ** failures) * (0.75 + Math.random() / 4));
    failures += 1;
    handlers.onLost(error, delay);
    retry = setTimeout(() => {
      retry = undefined;
      void attempt();
    }, delay);
  };

  const lost = (client: pg.Client, error: unknown) => {
    // Only the connection in use counts: a failing attempt is retried by attempt() itself.
    if (client !== current) return;
    current = null;
    clearTimeout(heartbeat);
    destroy(client);
    schedule(error);
  };

  // One beat at a time, each after the previous one's answer: a slow answer is never queued behind another.
  // Nothing is logged per beat; only a loss is (by handlers.onLost).
  const beat = (client: pg.Client) => {
    heartbeat = setTimeout(() => {
      within(client, heartbeatTimeoutMs, 'a heartbeat', client.query('SELECT 1')).then(
        () => void (client === current && beat(client)),
        (error: unknown) => lost(client, error),
      );
    }, heartbeatIntervalMs);
  };

  const connect = async () => {
    const client = new pg.Client({
      ...pool.options,
      application_name: 'agendei-listener',
      // No TCP keep-alive: the heartbeat keeps the connection from ever being idle long enough for a probe.
      keepAlive: false,
      connectionTimeoutMillis: pool.options.connectionTimeoutMillis || heartbeatTimeoutMs,
    });
    client.on('notification', (message) => {
      if (channels.includes(message.channel) && message.payload !== undefined) handlers.onMessage(message.payload, message.channel);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      const listen = async () => {
        await serverSideTimeouts(client);
        for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      };
      await within(client, heartbeatTimeoutMs, 'LISTEN', listen());
    } catch (error) {
      destroy(client);
      throw error;
    }
    if (closed) return void (await client.end());
    current = client;
    failures = 0;
    beat(client);
    if (attempts > 1) handlers.onReconnect();
  };

  const attempt = async () => {
    attempts += 1;
    connecting = connect().catch((error: unknown) => schedule(error));
    await connecting;
    connecting = null;
  };

  await attempt();
  return {
    /** A connection that connected, is listening and answers its heartbeats (a silent one is given up within interval + timeout). */
    get connected() {
      return current !== null;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(heartbeat);
      await connecting;
      const client = current;
      current = null;
      // A graceful end, unless the network is gone: then it would wait forever.
      if (client) await within(client, heartbeatTimeoutMs, 'the goodbye', client.end()).catch(() => undefined);
    },
  };
}
export type NotificationListener = Awaited<ReturnType<typeof listenOnServer>>;

/**
 * LISTEN on whichever database db is: a server's own connection with its heartbeat (listenOnServer), or the
 * embedded PGlite, whose notices never leave this process and so are always connected. Callers never ask which.
 */
export async function listen(db: Db, channels: readonly string[], handlers: ListenerHandlers, options: ListenerOptions = {}): Promise<NotificationListener> {
  const pool = serverPoolOf(db);
  if (pool) return listenOnServer(pool, channels, handlers, options);
  const client = embeddedClientOf(db);
  const unlisten = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => handlers.onMessage(payload, channel))));
  return {
    connected: true,
    close: async () => {
      await Promise.all(unlisten.map((stop) => stop().catch(() => undefined)));
    },
  };
}
