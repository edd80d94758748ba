import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../server/db/schema/index';
import { backoffSeconds, MAX_ATTEMPTS } from '../../../server/infra/mail/outboxWorker';
import { createAccount } from '../support/authHelpers';
import { createTestApp, type TestApp } from '../support/harness';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';

const RESET_SUBJECT = 'Crie uma nova senha no Agendei';
/** The local mailbox answers only with its secret (tests/api/mail/mailbox.test.ts). */
const MAILBOX = 'outbox-test-mailbox-secret';
const LINK = /http:\/\/agendei\.test\/reset-password\?reset_password_token=[A-Za-z0-9_-]{40,}/;

describe('outbox delivery over real SMTP', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Agendei <nao-responda@agendei.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outboxRows = (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
  /** The reset e-mail is written after the reply (infra/deferred.ts): wait for it. */
  const requestReset = async (email: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/password', payload: { email } });
    await t.app.services.auth.deferred.drain();
    return response;
  };

  it('delivers the welcome and password-reset e-mails and marks their rows sent', async () => {
    expect(t.app.outbox).toBeDefined();
    const { email } = await createAccount(t.app, { name: 'Dora Reis' });
    expect((await requestReset(email)).statusCode).toBe(200);
    await t.app.outbox!.drain();

    const received = smtp.messages.filter((m) => m.to.includes(email));
    expect(received.map((m) => m.subject).sort()).toEqual(['Boas-vindas ao Agendei!', RESET_SUBJECT]);
    const reset = received.find((m) => m.subject === RESET_SUBJECT)!;
    expect(reset.to).toEqual([email]);
    expect(reset.from).toBe('nao-responda@agendei.test');
    expect(reset.raw).toMatch(/^to: .*$/im);
    expect(reset.body).toContain('Olá, Dora Reis!');
    const link = LINK.exec(reset.body)?.[0] ?? 'no link in the message';
    // The same link in the text part and in the HTML part (button and the visible copy).
    expect(reset.body.split(link).length - 1).toBeGreaterThanOrEqual(3);
    expect(reset.body).toMatch(LINK);

    const rows = await outboxRows(email);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(rows.find((row) => row.subject === RESET_SUBJECT)!.text).toContain(link);
  });

  it('sends each e-mail once, however many times the worker is drained', async () => {
    const { email } = await createAccount(t.app);
    await requestReset(email);
    await Promise.all([t.app.outbox!.drain(), t.app.outbox!.drain()]);
    await t.app.outbox!.drain();
    expect(smtp.messages.filter((m) => m.to.includes(email) && m.subject === RESET_SUBJECT)).toHaveLength(1);
  });

  it('keeps a refused e-mail pending with a backoff, then gives up after the last attempt', async () => {
    const { email } = await createAccount(t.app);
    await t.app.outbox!.drain();
    smtp.reject = new Error('Mailbox unavailable');
    try {
      const before = Date.now();
      expect((await requestReset(email)).statusCode).toBe(200);
      await t.app.outbox!.drain();

      const [welcome, reset] = await outboxRows(email);
      expect(welcome.status).toBe('sent');
      expect(reset).toMatchObject({ subject: RESET_SUBJECT, status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
      expect(reset.lastError).toMatch(/Mailbox unavailable/);
      // First retry 30 s later (backoffSeconds(1)); the database clock may differ a little from Date.now().
      expect(reset.nextAttemptAt.getTime()).toBeGreaterThan(before + (backoffSeconds(1) - 5) * 1000);
      expect(reset.nextAttemptAt.getTime()).toBeLessThan(Date.now() + (backoffSeconds(1) + 5) * 1000);
      expect(smtp.messages.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([welcome.subject]);

      // Not due yet: draining again does not retry.
      await t.app.outbox!.drain();
      expect((await outboxRows(email)).map((row) => row.attempts)).toEqual([1, 1]);
      expect((await outboxRows(email))[1].status).toBe('pending');

      // Make it due again with one attempt left: a refusal now is final.
      await t.database.db
        .update(emailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(emailOutbox.id, reset.id));
      await t.app.outbox!.drain();
      const [, failed] = await outboxRows(email);
      expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lockedUntil: null, sentAt: null });
      expect(failed.lastError).toMatch(/Mailbox unavailable/);

      // A failed e-mail is never picked up again, even once the server accepts mail.
      smtp.reject = null;
      await t.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(emailOutbox.to, email));
      await t.app.outbox!.drain();
      const rows = await outboxRows(email);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'failed']);
      expect(smtp.messages.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([welcome.subject]);
    } finally {
      smtp.reject = null;
    }
  });

  it('offers no dev mailbox when real SMTP is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('doubles the wait between attempts, capped at one hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });
});

describe('without SMTP_URL (local mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAILBOX_SECRET: MAILBOX });
  });
  afterAll(() => t.close());

  it('keeps e-mails pending in the outbox and readable in the dev mailbox, with user text escaped', async () => {
    expect(t.app.outbox).toBeUndefined();
    const { email } = await createAccount(t.app, { name: '<img src=x onerror=alert(1)>', salon_name: '<b>Salão</b>' });
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/password', payload: { email } })).statusCode).toBe(200);
    await t.app.services.auth.deferred.drain();
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([['pending', 0], ['pending', 0]]);
    for (const row of rows) {
      expect(row.html).not.toContain('<img src=x');
      expect(row.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }

    const list = await t.app.inject({ method: 'GET', url: `/dev/mailbox?token=${MAILBOX}` });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(RESET_SUBJECT);
    // Subjects are fixed texts (never the salon's name); the name itself is escaped in the body (above).
    expect(list.body).toContain('Boas-vindas ao Agendei!');
    expect(list.body).not.toContain('<b>Salão</b>');
    const one = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${rows[1].id}?token=${MAILBOX}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toMatch(LINK);
    expect((await t.app.inject({ method: 'GET', url: `/dev/mailbox/999999?token=${MAILBOX}` })).statusCode).toBe(404);
  });
});
