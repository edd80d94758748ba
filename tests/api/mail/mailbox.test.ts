import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { emailOutbox } from '../../../server/db/schema/index';
import { createAccount } from '../support/authHelpers';
import { createTestApp, type TestApp } from '../support/harness';

const SECRET = 'mailbox-secret-for-tests-0123';

/** The local mailbox lists every salon's e-mails, reset links included: only the person running the app reads it. */
describe('local mailbox (no SMTP_URL, not production)', () => {
  let t: TestApp;
  let email: string;
  let rowId: number;
  beforeAll(async () => {
    // TRUST_PROXY on: X-Forwarded-For then sets request.ip, and must still not open the mailbox.
    t = await createTestApp({ MAILBOX_SECRET: SECRET, TRUST_PROXY: 'true' });
    ({ email } = await createAccount(t.app));
    const [row] = await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, email));
    rowId = row.id;
  });
  afterAll(() => t.close());

  const get = (url: string, options: Partial<InjectOptions> = {}) => t.app.inject({ method: 'GET', url, ...options });

  it('shows the e-mails to a loopback request with the secret, and keeps the secret in its links', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const list = await get(`/dev/mailbox?token=${SECRET}`, { remoteAddress });
      expect(list.statusCode, remoteAddress).toBe(200);
      expect(list.body).toContain(email);
      expect(list.body).toContain(`href="/dev/mailbox/${rowId}?token=${SECRET}"`);
    }
    const one = await get(`/dev/mailbox/${rowId}?token=${SECRET}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^text\/html/);
    expect(one.headers['referrer-policy']).toBe('no-referrer');
    expect(one.body).toContain('Ana Souza');
  });

  it('answers 404 to a request without the secret or with a wrong one', async () => {
    for (const url of ['/dev/mailbox', `/dev/mailbox?token=${SECRET.slice(0, -1)}`, `/dev/mailbox?token=${SECRET}x`, '/dev/mailbox?token=', `/dev/mailbox?token=${SECRET}&token=${SECRET}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(email);
    }
    expect((await get(`/dev/mailbox/${rowId}`)).statusCode).toBe(404);
    expect((await get(`/dev/mailbox/${rowId}?token=nope`)).statusCode).toBe(404);
  });

  it('answers 404 to a request from another computer, even with the secret or a forged X-Forwarded-For', async () => {
    for (const remoteAddress of ['10.1.2.3', '192.168.0.20', '::ffff:10.1.2.3', '2001:db8::1', '128.0.0.1']) {
      const list = await get(`/dev/mailbox?token=${SECRET}`, { remoteAddress });
      expect(list.statusCode, remoteAddress).toBe(404);
      expect(list.body).not.toContain(email);
      expect((await get(`/dev/mailbox/${rowId}?token=${SECRET}`, { remoteAddress })).statusCode).toBe(404);
    }
    const forged = await get(`/dev/mailbox?token=${SECRET}`, { remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forged.statusCode).toBe(404);
  });
});

describe('mailbox secret and production', () => {
  it('is random per start unless MAILBOX_SECRET is set, and refuses a guessable one', () => {
    const a = loadConfig({}).mailboxSecret;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(loadConfig({}).mailboxSecret).not.toBe(a);
    expect(loadConfig({ MAILBOX_SECRET: SECRET }).mailboxSecret).toBe(SECRET);
    expect(() => loadConfig({ MAILBOX_SECRET: 'secret' })).toThrow(ConfigError);
  });

  it('is never there in production, even from loopback with the secret', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', MAILBOX_SECRET: SECRET });
    try {
      const { email } = await createAccount(t.app);
      const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?token=${SECRET}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(email);
      // The e-mail is still kept, in the outbox table.
      expect(await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
