import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../server/db/schema/index';
import { createTestApp, json, signUpAndIn, type TestApp } from './harness';
import { actAs, client, expectStatus, type Actor } from './salonHelpers';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elaine', 'Fábio', 'Gisele', 'Heitor', 'Íris', 'Júlia', 'Kaique', 'Luíza'];
const LAST = ['Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Gonçalves', 'Araújo', 'Ribeiro', 'Melo', 'Conceição'];

/** The search must stay fast on a big salon: 50,000 clients, answered through the trigram index. */
describe('client search at scale', () => {
  let t: TestApp;
  let as: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    as = actAs(t.app, await signUpAndIn(t.app));
    const first = sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(',')}]`);
    const last = sql.raw(`array[${LAST.map((n) => `'${n}'`).join(',')}]`);
    // Bulk rows straight in SQL (the API would take minutes); their folded columns mimic what the app writes.
    await t.database.db.execute(sql`
      insert into ${clients} (salon_id, name, email, phone, sort_name, search_text)
      select ${as.salonId}, name, 'c' || g || '@mail.com', '119' || lpad(g::text, 8, '0'), lower(name),
             lower(name) || ' c' || g || '@mail.com 119' || lpad(g::text, 8, '0')
      from (select g, (${first})[1 + g % 12] || ' ' || (${last})[1 + (g / 12) % 10] || ' ' || g as name
            from generate_series(1, 50000) g) s`);
    await t.database.db.execute(sql`analyze ${clients}`);
    await client(as, 'João Zeferino');
  }, 120_000);
  afterAll(() => t.close());

  it('finds one client among 50,000 quickly, by folded name, e-mail or phone', async () => {
    const timed = async (query: string) => {
      const started = performance.now();
      const response = expectStatus(await as.get(`/salons/:salonId/clients/search/${encodeURIComponent(query)}`), 200);
      return { names: json<Array<{ name: string }>>(response).map((c) => c.name), ms: performance.now() - started };
    };
    await timed('aquecimento');
    const joao = await timed('joao zef');
    expect(joao.names).toEqual(['João Zeferino']);
    const email = await timed('c49999@mail');
    expect(email.names).toHaveLength(1);
    const phone = await timed('11900049999');
    expect(phone.names).toHaveLength(1);
    const common = await timed('ana');
    expect(common.names).toHaveLength(30);
    // Generous bounds for slow CI machines; a sequential scan of 50,000 rows with LIKE takes far longer on PGlite.
    for (const result of [joao, email, phone, common]) expect(result.ms).toBeLessThan(500);
  });

  it('plans the search on the trigram index', async () => {
    const plan = await t.database.db.execute(sql`explain select id from ${clients}
      where salon_id = ${as.salonId} and search_text like '%zeferino%' order by sort_name, id limit 30`);
    const text = JSON.stringify(plan);
    expect(text).toContain('clients_search_idx');
  });
});
