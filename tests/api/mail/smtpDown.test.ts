import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../server/db/schema/index';
import { startOutboxWorker } from '../../../server/infra/mail/outboxWorker';
import { createAccount } from '../support/authHelpers';
import { createTestApp, type TestApp } from '../support/harness';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';

const WELCOME = 'Boas-vindas ao Agendei!';

/** A loopback port that nothing listens on (yet): connecting to it is refused, as to a stopped SMTP server. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * SMTP down (issue 12, item 5): e-mails wait in the outbox and go out once the server is back, by the worker's
 * own rounds, exactly once; and a server that accepts connections but never answers cannot hold a shutdown.
 */
describe('the SMTP server being down', () => {
  let t: TestApp;
  // An app without a worker of its own (no SMTP_URL), so that only the worker under test claims its e-mails.
  let local: TestApp;
  let smtp: SmtpSink | undefined;
  let port: number;
  beforeAll(async () => {
    port = await closedPort();
    // The outbox worker runs as in production: its timer takes a round every 2 s.
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Agendei <nao-responda@agendei.test>' });
    local = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await local.close();
    await smtp?.close();
  });

  const rowsTo = (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('keeps an e-mail refused at the connection pending, then delivers it once when the server is back', async () => {
    const { email } = await createAccount(t.app, { name: 'Rita Souza' });
    await t.app.services.auth.deferred.drain();
    await t.app.outbox!.drain();

    const [waiting] = await rowsTo(email);
    expect(waiting).toMatchObject({ subject: WELCOME, status: 'pending', attempts: 1, sentAt: null, lockedUntil: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    // Retried with the backoff (30 s after the first attempt), not dropped and not hammered.
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    smtp = await startSmtpSink(port);
    // As if the 30 s had passed; the worker's own timer, not the test, takes the next round.
    await t.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, waiting.id));
    const received = () => smtp!.messages.filter((message) => message.to.includes(email));
    await expect.poll(() => received().length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(received()[0]).toMatchObject({ subject: WELCOME, from: 'nao-responda@agendei.test' });
    expect(received()[0].body).toContain('Rita Souza');

    // More rounds send nothing more.
    await t.app.outbox!.drain();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(received()).toHaveLength(1);
    const [sent] = await rowsTo(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, lockedUntil: null });
  });

  it('stops without waiting for an SMTP server that never answers, and gives the rest of its batch back', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const first = (await createAccount(local.app)).email;
      const second = (await createAccount(local.app)).email;
      await local.app.services.auth.deferred.drain();
      const row = async (to: string) => (await local.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0];
      const url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const worker = startOutboxWorker(local.database.db, url, 'nao-responda@agendei.test', local.app.log, { intervalMs: 60_000, stopWaitMs: 300 });
      // Both claimed in one batch; the first one's connection hangs, waiting for a greeting that never comes.
      await expect.poll(() => sockets.size, { timeout: 5_000 }).toBeGreaterThan(0);
      expect((await row(second)).attempts).toBe(1);

      const started = Date.now();
      await worker.stop();
      expect(Date.now() - started).toBeLessThan(2_000);

      // The server gives up on the connection: the first e-mail waits for its retry, the second is given back
      // unsent and unclaimed, due at once for the next start or another instance.
      for (const socket of sockets) socket.destroy();
      await expect.poll(async () => (await row(second)).lockedUntil, { timeout: 5_000 }).toBeNull();
      expect(await row(second)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
      expect(await row(first)).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect((await row(first)).lastError).toBeTruthy();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
