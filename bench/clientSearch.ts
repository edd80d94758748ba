import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { clients } from '../server/db/schema/index';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elaine', 'Fábio', 'Gisele', 'Heitor', 'Íris', 'Júlia', 'Kaique', 'Luíza'];
const LAST = ['Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Gonçalves', 'Araújo', 'Ribeiro', 'Melo', 'Conceição'];

/**
 * Puts `count` clients into a salon straight in SQL (the API would take minutes), with folded columns as the app
 * writes them: "Ana Souza 12", e-mail c12@mail.com, phone 11900000012. The scale test and this bench share it.
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Latency of the client search on a salon of 50,000 clients, one request at a time through the whole API
 * (auth, validation, query), in this process. Print-only: a time bound in a test would flake on a busy machine.
 */
export async function clientSearchLatency(rounds = 20) {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const app = await buildApp({ config: loadConfig({ APP_URL: 'http://agendei.bench', LOG_LEVEL: 'silent' }), database });
  try {
    const email = `search${Date.now()}@salao.com.br`;
    const password = 'bench-password-1';
    const body = { name: 'Bench', salon_name: 'Bench', email, password, password_confirmation: password };
    await app.inject({ method: 'POST', url: '/v1/auth', payload: body });
    const signIn = await app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { email, password } });
    const salonId = (JSON.parse(signIn.body) as { salon: { id: number } }).salon.id;
    const headers = { 'access-token': String(signIn.headers['access-token']), client: String(signIn.headers.client), uid: email };
    await seedClients(database, salonId, 50_000);
    const queries = ['joao zef', 'c49999@mail', '11900049999', 'ana'];
    const times: number[] = [];
    for (let round = -1; round < rounds; round++) {
      for (const query of queries) {
        const started = performance.now();
        const response = await app.inject({ url: `/v1/salons/${salonId}/clients/search/${encodeURIComponent(query)}`, headers });
        if (response.statusCode !== 200) throw new Error(`client search answered ${response.statusCode}`);
        if (round >= 0) times.push(performance.now() - started); // round -1 warms up
      }
    }
    times.sort((a, b) => a - b);
    return { median: percentile(times, 0.5), p95: percentile(times, 0.95), database: process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite' };
  } finally {
    await app.close();
    await database.close();
  }
}
