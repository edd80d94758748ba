import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { clients } from '../../../server/db/schema/index';
import { containsPattern, digitsOf, fold } from '../../../server/services/text';
import { json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, client, expectStatus, type Actor } from '../support/salonHelpers';

const FIRST = ['Ana', 'Mariana', 'Júlia', 'Fernanda', 'Tânia', 'João', 'José', 'Maria-José', "D'Ávila", 'Lu', 'Anaí', 'Zé'];
const LAST = ['Silva', 'Fernandes', 'Andrade', 'Santana', 'Souza', 'Conceição', 'Anacleto', 'Lima', 'Ó', 'Mariano'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'ana.com.br'];

/**
 * Whatever way the search finds its first page (the names' stretch and the keys of the rest, the walk of the
 * name order, or the trigram index), the pages are those of the plain query: every folded word in search_text
 * (or the digits), in name order, then id. 2,400 clients whose words overlap on purpose (a first name inside
 * another, inside surnames and e-mails, names with a hyphen or an apostrophe, two-letter words, digits), and
 * another salon with the same names, which no page may show.
 */
describe('client search pages are the plain query’s', () => {
  let t: TestApp;
  let as: Actor;
  let other: Actor;
  beforeAll(async ({ t: fileT, as: fileAs }) => {
    t = fileT;
    as = fileAs;
    other = actAs(t.app, await signUpAndIn(t.app));
    const first = sql.raw(`array[${FIRST.map((n) => `'${n.replaceAll("'", "''")}'`).join(',')}]`);
    const last = sql.raw(`array[${LAST.map((n) => `'${n}'`).join(',')}]`);
    const domains = sql.raw(`array[${DOMAINS.map((n) => `'${n}'`).join(',')}]`);
    for (const salonId of [as.salonId, other.salonId]) {
      // The trigger writes sort_name and search_text, as for a client saved through the API.
      await t.database.db.execute(sql`insert into ${clients} (salon_id, name, email, phone)
        select ${salonId}, (${first})[1 + g % 12] || ' ' || (${last})[1 + (g / 12) % 10] || case when g % 4 = 0 then ' ' || (${last})[1 + g % 10] else '' end,
               case when g % 3 <> 0 then lower(translate((${first})[1 + g % 12], 'áâãéêíóôúçÁÂÉÍÓÚ''-', 'aaaeeioouc')) || '.' || g || '@' || (${domains})[1 + g % 3] end,
               case when g % 5 <> 0 then '(11) 9' || lpad(((g * 7919) % 10000)::text, 4, '0') || '-' || lpad(((g * 104729) % 10000)::text, 4, '0') end
        from generate_series(1, 2400) g`);
    }
    await t.database.db.execute(sql`analyze ${clients}`);
    await client(as, 'Otávio Xerxes');
  }, 120_000);

  const api = async (query: string, page: number) => {
    const response = expectStatus(await as.get(`/salons/:salonId/clients/search/${encodeURIComponent(query)}?page=${page}`), 200);
    return json<Array<{ id: number; salon_id: number }>>(response).map((c) => c.id);
  };

  /** The service's patterns (services/clients.ts search), matched the plain way. */
  const plain = async (query: string, page: number) => {
    const words = fold(query).split(' ').filter(Boolean).slice(0, 5).map(containsPattern);
    const digits = /\p{L}/u.test(query) ? '' : digitsOf(query);
    const byWords = words.length > 0 ? sql.join(words.map((w) => sql`search_text like ${w}`), sql` and `) : undefined;
    const byDigits = digits.length >= 2 ? sql`search_text like ${containsPattern(digits)}` : undefined;
    const where = byWords && byDigits ? sql`(${byWords}) or (${byDigits})` : (byWords ?? byDigits);
    if (!where) return [];
    const result = await t.database.db.execute(sql`select id from ${clients}
      where salon_id = ${as.salonId} and erased_at is null and (${where})
      order by sort_name, id limit 30 offset ${(page - 1) * 30}`);
    const rows = ((result as { rows?: Array<{ id: number }> }).rows ?? (result as unknown as Array<{ id: number }>));
    return rows.map((r) => Number(r.id));
  };

  const QUERIES = [
    'ana', 'Ana', 'mariana', 'ana silva', 'silva ana', 'fernanda', 'fernandes', 'fernanda andrade', 'nanda', 'andrade',
    'tania', 'Tânia Santana', 'santana', 'anacleto', 'joao', 'jose', 'maria-jose', 'maria jose', 'jose maria', "d'avila",
    'davila', 'avila', 'lu', 'lu lima', 'ze', 'ze souza', 'o', 'anai', 'mariano', 'ana mariano', 'conceicao', 'Conceição',
    'gmail', 'gmail.com', 'ana.com', 'ana.com.br', 'julia.12', 'julia.1200@hotmail', '.com', '@', 'xerxes', 'otavio xer',
    '9', '12', '123', '7919', '(11) 9', '11 9', '11900', 'zzz', 'silva souza', 'souza silva ana', 'an', 'a n a',
  ];

  it('gives the plain query’s first three pages for every query', async () => {
    for (const query of QUERIES) {
      for (const page of [1, 2, 3]) expect({ query, page, ids: await api(query, page) }).toEqual({ query, page, ids: await plain(query, page) });
    }
  }, 120_000);

  it('never shows another salon’s clients', async () => {
    const ours = new Set((await t.database.db.select({ id: clients.id }).from(clients).where(sql`salon_id = ${as.salonId}`)).map((r) => r.id));
    for (const query of ['ana', 'fernanda', 'gmail', '7919', 'silva']) {
      for (const id of await api(query, 1)) expect(ours.has(id)).toBe(true);
    }
    expect(other.salonId).not.toBe(as.salonId);
  });
});
