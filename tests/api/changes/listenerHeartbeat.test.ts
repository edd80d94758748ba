// A silent network under the LISTEN connection (issue 26, item 4): packets dropped, nothing closed. Without a
// heartbeat the connection looked alive for about 11 minutes (the system's TCP keep-alive probes), while the
// instance kept answering from memory and missed other instances' writes; the design allows 10 s.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenOnServer, type ListenerHandlers, type ListenerOptions } from '../../../server/db/notificationListener';
import { eventually } from '../support/agendaStreamHelpers';
import { fakePostgres, type FakePostgres } from '../support/fakePostgres';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';

/** The design's bound for noticing a dead listener (DESIGN.md section 6, 'Many machines'). */
const NOTICED_WITHIN_MS = 10_000;
const CHANNEL = 'heartbeat_test';

/**
 * On PostgreSQL (DATABASE_URL) the listener reaches the real server through the proxy. Without one (the embedded
 * phase of `npm test`) it reaches a minimal server of the wire protocol (fakePostgres.ts) that answers the
 * listener's statements and can send it a notification: the heartbeat, the loss and the reconnect are the
 * listener's own, whatever the server behind the proxy.
 */
const serverUrl = process.env.DATABASE_URL;

describe('the listening connection on a network that goes silent', () => {
  let fake: FakePostgres | undefined;
  let target: URL;
  let proxy: TcpProxy;
  let pool: pg.Pool;
  const events: string[] = [];
  const messages: string[] = [];
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    fake = serverUrl ? undefined : await fakePostgres();
    target = new URL(serverUrl ?? `postgres://postgres@127.0.0.1:${fake?.port}/test`);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(target);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    pool = new pg.Pool({ connectionString: proxied.toString(), connectionTimeoutMillis: 1_000 });
  });
  afterEach(async () => {
    await proxy.restore();
    await stop?.();
    stop = undefined;
    events.length = 0;
    messages.length = 0;
  });
  afterAll(async () => {
    await pool.end();
    await proxy.close();
    await fake?.close();
  });

  const handlers: ListenerHandlers = {
    onMessage: (payload) => void messages.push(payload),
    onReconnect: () => void events.push('reconnect'),
    onLost: () => void events.push('lost'),
  };
  const listen = async (options?: ListenerOptions) => {
    const listener = await listenOnServer(pool, [CHANNEL], handlers, options);
    stop = () => listener.close();
    expect(listener.connected).toBe(true);
    return listener;
  };
  /** A notification sent by another session, straight to the server (never through the proxy). */
  const notify = async (payload: string) => {
    if (fake) return fake.notify(CHANNEL, payload);
    const session = new pg.Client({ connectionString: target.toString() });
    await session.connect();
    await session.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    await session.end();
  };

  it('with the production timings, is given up within 10 s, then listens again once the network is back', async () => {
    const listener = await listen();
    await notify('before');
    await eventually(() => messages.includes('before'));

    proxy.blackhole();
    const silentSince = Date.now();
    await eventually(() => events.includes('lost'), NOTICED_WITHIN_MS + 1_000);
    const noticedAfter = Date.now() - silentSince;
    expect(noticedAfter).toBeLessThan(NOTICED_WITHIN_MS);
    expect(listener.connected).toBe(false);

    await proxy.restore();
    await eventually(() => events.includes('reconnect'), 5_000);
    expect(listener.connected).toBe(true);
    await notify('after');
    await eventually(() => messages.includes('after'));
  }, 25_000);

  it('keeps retrying while the network stays silent, reconnects when it returns, and closes without waiting for it', async () => {
    const timings = { minDelayMs: 50, maxDelayMs: 200, heartbeatIntervalMs: 100, heartbeatTimeoutMs: 300 };
    const listener = await listen(timings);
    // Heartbeats answered: nothing is reported while the connection is well.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(events).toEqual([]);

    proxy.blackhole();
    await eventually(() => events.includes('lost'), 1_500);
    // The attempts meet the same silence (connect timeout 1 s): each is reported lost, none connects.
    await eventually(() => events.filter((event) => event === 'lost').length >= 2, 4_000);
    expect(events).not.toContain('reconnect');
    expect(listener.connected).toBe(false);

    await proxy.restore();
    await eventually(() => events.includes('reconnect'), 4_000);
    await notify('back');
    await eventually(() => messages.includes('back'));

    // A goodbye on a dead network is never answered: close() gives up after the heartbeat's timeout.
    proxy.blackhole();
    const closing = Date.now();
    await listener.close();
    expect(Date.now() - closing).toBeLessThan(2_000);
  }, 20_000);
});
