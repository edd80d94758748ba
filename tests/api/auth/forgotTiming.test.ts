import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { emailOutbox, users } from '../../../server/db/schema/index';
import { createAccount } from '../support/authHelpers';
import { type TestApp } from '../support/harness';

/**
 * The forgot-password answer must take as long for an e-mail with an account as for one without. Tests do not
 * time things; they show the property that gives it: the reply goes out before any work that depends on the
 * address (look-up, token, e-mail), and both kinds of address queue the same work.
 */
describe('forgot password answers before looking the e-mail up', () => {
  let t: TestApp;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

  const ask = (email: string) => t.app.inject({ method: 'POST', url: '/v1/auth/password', payload: { email } });
  const resetMails = (to: string) =>
    t.database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, to)).then((rows) => rows.length);

  it('replies identically for a known and an unknown address while the reset work has not run yet', async () => {
    const { email } = await createAccount(t.app, { name: 'Rita Alves' });
    const unknown = 'ninguem-aqui@nenhures.com.br';
    const welcomeOnly = await resetMails(email);
    const deferred = t.app.services.auth.deferred;

    // With the work held back, a handler that awaited it would never answer (and this test would time out).
    const release = deferred.hold();
    const known = await ask(email);
    expect(deferred.pending).toBe(1);
    const stranger = await ask(unknown);
    expect(deferred.pending).toBe(2);

    for (const response of [known, stranger]) expect(response.statusCode).toBe(200);
    expect(known.body).toBe(stranger.body);
    expect(known.headers['content-length']).toBe(stranger.headers['content-length']);
    // Nothing about the account was touched before the replies.
    expect(await resetMails(email)).toBe(welcomeOnly);
    const [row] = await t.database.db.select({ hash: users.resetPasswordTokenHash }).from(users).where(eq(users.email, email));
    expect(row.hash).toBeNull();

    release();
    await deferred.drain();
    expect(deferred.pending).toBe(0);
    expect(await resetMails(email)).toBe(welcomeOnly + 1);
    expect(await resetMails(unknown)).toBe(0);
  });

  it('still checks the format before replying (422, nothing queued)', async () => {
    const response = await ask('isto-nao-e-email');
    expect(response.statusCode).toBe(422);
    expect(t.app.services.auth.deferred.pending).toBe(0);
  });
});
