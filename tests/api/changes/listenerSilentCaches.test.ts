// Issue 26, item 4, done when: the network under an instance's LISTEN connection goes silent (packets dropped,
// nothing closed) and within 10 s the instance stops answering from memory, so a write made elsewhere is seen by
// its next read; once the connection is back it answers from memory again.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Db } from '../../../server/db/client';
import { employees } from '../../../server/db/schema/index';
import { caughtUp, createServerDatabase, createTestApp, json, signUpAndIn, type SignedIn } from '../support/harness';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';

/** The design's bound for noticing a dead listener (DESIGN.md section 6, 'Many machines'). */
const NOTICED_WITHIN_MS = 10_000;

interface Setup {
  app: FastifyInstance;
  /** Writes as another instance or psql would: straight to the database, never through the app or the proxy. */
  direct: Db;
  /** Between the app and PostgreSQL; absent on the embedded database, which has no connection to lose. */
  proxy?: TcpProxy;
  close(): Promise<void>;
}

/** On PostgreSQL (DATABASE_URL) the app, its pool and its LISTEN connection reach a fresh database through a TCP proxy. */
async function overProxy(baseUrl: string): Promise<Setup> {
  const server = await createServerDatabase(baseUrl);
  const url = new URL(server.url);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const database = await openDatabase({ databaseUrl: url.toString(), connectTimeoutMs: 1_000 });
  const inspector = await openDatabase({ databaseUrl: server.url });
  const app = await buildApp({ config: loadConfig({ APP_URL: 'http://agendei.test', LOG_LEVEL: 'silent' }), database, startWorkers: false });
  return {
    app,
    direct: inspector.db,
    proxy,
    close: async () => {
      await proxy.restore();
      await app.close();
      await database.close();
      await inspector.close();
      await proxy.close();
      await server.drop();
    },
  };
}

/** The embedded database: the app hears its notices in-process; the outcome that remains is checked there. */
async function embedded(): Promise<Setup> {
  const t = await createTestApp();
  return { app: t.app, direct: t.database.db, close: () => t.close() };
}

describe('the caches of an instance whose LISTEN connection goes silent', () => {
  let s: Setup;
  let owner: SignedIn;
  const staff = async () => {
    const response = await s.app.inject({ method: 'GET', url: `/v1/salons/${owner.user.salon.id}/employees`, headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    return { cache: response.headers['x-cache'], names: json<Array<{ name: string }>>(response).map((employee) => employee.name) };
  };
  // A write made elsewhere, announced as docs/scaling.md says (agendei_salon_changed), in its own transaction.
  const rename = (name: string) =>
    s.direct.transaction(async (tx) => {
      await tx.update(employees).set({ name }).where(eq(employees.salonId, owner.user.salon.id));
      await tx.execute(sql`select agendei_salon_changed(${owner.user.salon.id})`);
    });

  beforeAll(async () => {
    s = process.env.DATABASE_URL ? await overProxy(process.env.DATABASE_URL) : await embedded();
    owner = await signUpAndIn(s.app);
  });
  afterAll(() => s.close());

  it('stops answering from memory within 10 s, and answers from memory again once the connection is back', async () => {
    expect((await staff()).cache).toBe('miss');
    expect(await staff()).toEqual({ cache: 'hit', names: ['Dona Ana'] });

    // Only the LISTEN connection goes silent: the pool's connections still answer.
    s.proxy?.blackhole('agendei-listener');
    const silentSince = Date.now();
    await rename('Ana Silva');
    if (s.proxy) {
      // The notice of that write is lost on the way: for now the instance still answers from memory, stale.
      expect(await staff()).toEqual({ cache: 'hit', names: ['Dona Ana'] });
    }
    let seen = await staff();
    while (seen.names[0] !== 'Ana Silva' && Date.now() - silentSince < NOTICED_WITHIN_MS + 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await staff();
    }
    expect(seen).toEqual({ cache: 'miss', names: ['Ana Silva'] });
    expect(Date.now() - silentSince).toBeLessThan(NOTICED_WITHIN_MS);

    // A new connection (the proxy forwards new ones) listens again: answers are kept and served from memory.
    let again = await staff();
    for (let tries = 0; again.cache !== 'hit' && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await staff();
    }
    expect(again).toEqual({ cache: 'hit', names: ['Ana Silva'] });
    // And notices arrive again: a write made elsewhere drops the answer kept.
    await rename('Ana Souza');
    await caughtUp(s.app);
    expect(await staff()).toEqual({ cache: 'miss', names: ['Ana Souza'] });
  }, 30_000);
});
