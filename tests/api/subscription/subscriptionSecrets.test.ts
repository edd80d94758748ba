import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, subscriptionPayments } from '../../../server/db/schema/index';
import { createTestApp, signUpAndIn, type TestApp } from '../support/harness';
import { actAs } from '../support/salonHelpers';
import { salonRow, sandboxHash, subscribe } from '../support/subscriptionHelpers';

/** Card data never lands in the logs, the access log or the database, whatever the subscribe's outcome. */
describe('subscribe and card data', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, {}, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs, stores and echoes no card_hash, no card number, in success, decline, failure and bad input', async () => {
    const as = actAs(t.app, await signUpAndIn(t.app));
    const hashes = [sandboxHash('decline'), sandboxHash('fail'), sandboxHash('approve')];
    const number = '4111111111111111';
    const answers: string[] = [];
    for (const card_hash of [hashes[0], hashes[1], number, `${number}.${number}`, hashes[2]]) {
      const response = await subscribe(as, { email: 'dona@salao.com.br', card_hash, plan: 2, cycle: 'monthly' });
      answers.push(response.body);
    }
    expect(answers.map((body) => JSON.parse(body) as object).map((body) => Object.keys(body)[0])).toEqual(['card_hash', 'errors', 'card_hash', 'card_hash', 'plan_id']);
    expect(lines.length).toBeGreaterThan(10); // trace-level request logs were written
    const secrets = [...hashes, ...hashes.map((hash) => hash.split('.')[1]), number];
    const logged = lines.join('\n');
    const stored = JSON.stringify([
      await salonRow(t, as.salonId),
      await t.database.db.select().from(subscriptionPayments),
      await t.database.db.select().from(accessLog),
    ]);
    for (const secret of secrets) {
      expect(logged).not.toContain(secret);
      expect(stored).not.toContain(secret);
      for (const body of answers) expect(body).not.toContain(secret);
    }
  });
});
