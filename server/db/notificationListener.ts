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
}

/**
 * LISTEN to the channels on a connection of its own (one per API instance): a pooled connection would be
 * handed to other queries and released, and its LISTEN with it. When the connection drops (server restart, failover, a terminated backend) it is opened
 * again with exponential back-off; TCP keep-alive notices a peer that vanished without closing. Resolves after
 * the first attempt, successful or not, so the app starts even while the server is briefly away.
 */
export async function listenOnServer(pool: pg.Pool, channels: readonly string[], handlers: ListenerHandlers, options: ListenerOptions = {}) {
  const minDelayMs = options.minDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let current: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
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
    void client.end().catch(() => undefined);
    schedule(error);
  };

  const connect = async () => {
    const client = new pg.Client({ ...pool.options, application_name: 'agendei-listener', keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client.on('notification', (message) => {
      if (channels.includes(message.channel) && message.payload !== undefined) handlers.onMessage(message.payload, message.channel);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await client.end());
    current = client;
    failures = 0;
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
    get connected() {
      return current !== null;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
export type NotificationListener = Awaited<ReturnType<typeof listenOnServer>>;
