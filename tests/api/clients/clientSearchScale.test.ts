import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { seedClients } from '../../../bench/clientSearch';
import { clients } from '../../../server/db/schema/index';
import { json } from '../support/harness';
import { client, expectStatus } from '../support/salonHelpers';

/** The search must stay fast on a big salon: 50,000 clients, answered through the trigram index (latency: bench/). */
describe('client search at scale', () => {
  beforeAll(async ({ t, as }) => {
    await seedClients(t.database, as.salonId, 50_000);
    await client(as, 'João Zeferino');
  }, 120_000);

  it('finds one client among 50,000 by folded name, e-mail or phone', async ({ as }) => {
    const search = async (query: string) => {
      const response = expectStatus(await as.get(`/salons/:salonId/clients/search/${encodeURIComponent(query)}`), 200);
      return json<Array<{ name: string }>>(response).map((c) => c.name);
    };
    expect(await search('joao zef')).toEqual(['João Zeferino']);
    expect(await search('c49999@mail')).toHaveLength(1);
    expect(await search('11900049999')).toHaveLength(1);
    expect(await search('ana')).toHaveLength(30);
    // Speed is the next test's plan (the trigram index), not a clock: a busy machine would make a time bound flaky.
    // `npm run bench` prints the latency on the same 50,000 clients.
  });

  it('plans the search on the trigram index', async ({ t, as }) => {
    const plan = await t.database.db.execute(sql`explain select id from ${clients}
      where salon_id = ${as.salonId} and search_text like '%zeferino%' order by sort_name, id limit 30`);
    const text = JSON.stringify(plan);
    expect(text).toContain('clients_search_idx');
  });
});
