import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { clients } from '../server/db/schema/index';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elaine', 'Fábio', 'Gisele', 'Heitor', 'Íris', 'Júlia', 'Kaique', 'Luíza'];
const LAST = ['Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Gonçalves', 'Araújo', 'Ribeiro', 'Melo', 'Conceição'];

/**
 * Puts `count` clients into a salon straight in SQL (the API would take minutes), with folded columns as the app
 * writes them: "Ana Souza 12", e-mail c12@mail.com, phone 11900000012. For the scale test (tests/api/clients/clientSearchScale);
 * the bench's own seed is bench/seed.ts, and its search latency at 10k to 1M clients bench/growth.ts.
 */
export async function seedClients(database: Database, salonId: number, count: number) {
  const first = sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(',')}]`);
  const last = sql.raw(`array[${LAST.map((n) => `'${n}'`).join(',')}]`);
  await database.db.execute(sql`
    insert into ${clients} (salon_id, name, email, phone, sort_name, search_text)
    select ${salonId}, name, 'c' || g || '@mail.com', '119' || lpad(g::text, 8, '0'), lower(name),
           lower(name) || ' c' || g || '@mail.com 119' || lpad(g::text, 8, '0')
    from (select g, (${first})[1 + g % 12] || ' ' || (${last})[1 + (g / 12) % 10] || ' ' || g as name
          from generate_series(1, ${count}) g) s`);
  await database.db.execute(sql`analyze ${clients}`);
}
