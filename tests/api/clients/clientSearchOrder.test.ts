import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { clients } from '../../../server/db/schema/index';
import { json } from '../support/harness';
import { client, expectStatus, type Actor } from '../support/salonHelpers';

/**
 * The order of a search with more matches than a page holds: by folded name, then by id, whichever part of the
 * client matched (the start of the name, the middle of a word, the e-mail). Any faster plan for common terms
 * must give these very pages.
 */
describe('client search order across pages', () => {
  let as: Actor;
  const ana = Array.from({ length: 35 }, (_, i) => `Ana ${String(i + 1).padStart(2, '0')}`);
  beforeAll(async ({ as: fileAs }) => {
    as = fileAs;
    // Created out of name order, so that the id order is not the name order.
    await client(as, 'Zeca Anacleto');
    await client(as, 'Mariana Reis');
    for (const name of [...ana].reverse()) await client(as, name);
    await client(as, 'Bruna Santana');
    await client(as, 'Aline Souza', { 'client[email]': 'santana.aline@ex.com' });
    await client(as, 'Adriana Costa');
    await client(as, 'Beto Lima');
    await client(as, 'Otávio Xerxes');
    // Folds like 'Ana 07': the same sort name, so the later id comes after it.
    expectStatus(await as.form('POST', '/salons/:salonId/clients', { 'client[name]': 'Âna 07', allow_duplicate: 'true' }), 201);
  }, 60_000);

  const search = async (query: string, page?: number) => {
    const url = `/salons/:salonId/clients/search/${encodeURIComponent(query)}${page ? `?page=${page}` : ''}`;
    return json<Array<{ name: string }>>(expectStatus(await as.get(url), 200)).map((c) => c.name);
  };

  it('pages a common term in name order: infix and e-mail matches that sort first come first', async () => {
    const expected = ['Adriana Costa', 'Aline Souza', ...ana.flatMap((n) => (n === 'Ana 07' ? [n, 'Âna 07'] : [n])), 'Bruna Santana', 'Mariana Reis', 'Zeca Anacleto'];
    const first = await search('ana');
    const second = await search('ANA', 2);
    expect(first).toEqual(expected.slice(0, 30));
    expect(second).toEqual(expected.slice(30));
    expect(await search('ana', 3)).toEqual([]);
  });

  it('still finds a rare term, and words in any order', async () => {
    expect(await search('xerx')).toEqual(['Otávio Xerxes']);
    expect(await search('santana')).toEqual(['Aline Souza', 'Bruna Santana']);
    expect(await search('07 ana')).toEqual(['Ana 07', 'Âna 07']);
  });

  it('gives the same pages when the word is common outside the names too (more than the regions take)', async ({ t }) => {
    // 250 clients with 'tanaka' as a surname (the trigger folds their names), and two whose first name holds it.
    await t.database.db.execute(sql`insert into ${clients} (salon_id, name)
      select ${as.salonId}, 'Yara Tanaka ' || lpad(g::text, 3, '0') from generate_series(1, 250) g`);
    await client(as, 'Tanaka Primeiro');
    await client(as, 'Otanaka Segundo');
    const expected = ['Otanaka Segundo', 'Tanaka Primeiro', ...Array.from({ length: 250 }, (_, i) => `Yara Tanaka ${String(i + 1).padStart(3, '0')}`)];
    expect(await search('tanaka')).toEqual(expected.slice(0, 30));
    expect(await search('tanaka', 9)).toEqual(expected.slice(240));
    expect(await search('tanaka primeiro')).toEqual(['Tanaka Primeiro']);
  });
});
