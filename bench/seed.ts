// `npm run seed:bench [-- --fresh]`: the benchmark's database, written in SQL (INSERT ... SELECT over
// generate_series and fixed arrays, so every run writes the same rows), then VACUUM ANALYZE.
//
// PostgreSQL (DATABASE_URL): 1,000 salons, 20,000 professionals, 1,000,000 appointments, 200,000 clients and
// 300,000 sales. Embedded (no DATABASE_URL): a twentieth of that in BENCH_DATA_DIR (default data/bench).
// Every salon has the same shape: 20 professionals, 10 services, 6 products, 200 clients, 1,000 appointments over
// the 30 days around the seed's day (about 33 a day) and 300 sales over the 60 days before it. The first salon is
// the benched one; its owner and front desk sign in through the API with BENCH_PASSWORD.
//
// `--small` writes the embedded seed's size on PostgreSQL too (quick to try things). BENCH_DATA_DIR moves the
// embedded database's folder.
//
// Idempotent: a bench_seed row records what was written; a later run with the same seed only undoes what the
// previous bench run wrote (the sales it created) and returns at once. `--fresh` writes it again, and so does a
// seed whose day is more than 30 days old (its appointments would no longer be "around today").
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../server/db/client';
import { hashPassword } from '../server/infra/passwords';
import { AGENDA_COLORS } from '../server/contract/constants';
import { fold } from '../server/services/text';

/**
 * Bumped whenever the rows written change, so an older seed is written again. 3: the derived columns' check runs
 * before the VACUUM (it left 10,000 dead rows in the growth part's 10k salon, and a GIN pending list of 500 pages).
 */
const SEED_VERSION = 3;
export const BENCH_PASSWORD = 'bench-password-1';
export const SALON_TIME_ZONE = 'America/Sao_Paulo';
const STALE_AFTER_DAYS = 30;

/** One kind of salon and how many of them. A seed is a list of these (the growth part has one salon of each size). */
export interface SalonGroup {
  salons: number;
  professionals: number;
  clients: number;
  appointments: number;
  /** Over how many days the appointments spread, ending 14 days after the seed's day. */
  days: number;
  sales: number;
}

export interface SeedPlan {
  /** What the bench_seed row is keyed by; also in the users' e-mails, so two seeds never collide. */
  name: string;
  groups: SalonGroup[];
}

const SALON = { professionals: 20, clients: 200, appointments: 1000, days: 30, sales: 300 };
export const FULL_SEED: SeedPlan = { name: 'full', groups: [{ salons: 1000, ...SALON }] };
export const SMALL_SEED: SeedPlan = { name: 'small', groups: [{ salons: 50, ...SALON }] };

export interface SeedInfo {
  name: string;
  database: 'PostgreSQL' | 'embedded PGlite';
  /** Salon ids of the seed, in order: [0] is the benched salon. */
  salonIds: number[];
  /** YYYY-MM-DD in the salons' time zone: the day the appointments spread around and the sales end on. */
  day: string;
  owner: { email: string; password: string };
  frontDesk: { email: string; password: string };
  counts: Record<string, number>;
  /** Seconds the seed took to write (0 when it was already there). */
  seconds: number;
  reused: boolean;
}

// Fixed arrays: every name, service and product comes from these, picked by arithmetic on the row number.
export const FIRST = [
  'Ana', 'Maria', 'Júlia', 'Beatriz', 'Camila', 'Fernanda', 'Letícia', 'Larissa', 'Gabriela', 'Mariana',
  'Patrícia', 'Aline', 'Vanessa', 'Débora', 'Cláudia', 'Renata', 'Luíza', 'Tânia', 'Sônia', 'Helena',
  'João', 'José', 'Antônio', 'Carlos', 'Paulo', 'Lucas', 'Marcos', 'Rafael', 'Thiago', 'Bruno',
  'Felipe', 'Gustavo', 'André', 'Fábio', 'Márcio', 'Vinícius', 'Caio', 'Heitor', 'Otávio', 'Sérgio',
];
export const LAST = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Conceição', 'Araújo', 'Gonçalves', 'Melo', 'Brandão',
];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br'];
const SERVICE_CATEGORIES = ['Cabelo', 'Unhas', 'Estética'];
/** name, category, duration (s, at most 2 h: the slot arithmetic below relies on it), price (cents). */
const SERVICES: Array<[string, string, number, number]> = [
  ['Corte feminino', 'Cabelo', 3600, 9000], ['Corte masculino', 'Cabelo', 1800, 5000], ['Escova', 'Cabelo', 2700, 6000],
  ['Coloração', 'Cabelo', 7200, 18000], ['Hidratação', 'Cabelo', 3600, 8000], ['Barba', 'Cabelo', 1800, 3500],
  ['Manicure', 'Unhas', 2700, 3500], ['Pedicure', 'Unhas', 2700, 4000],
  ['Design de sobrancelha', 'Estética', 1800, 4500], ['Depilação', 'Estética', 3600, 7000],
];
const PRODUCT_CATEGORIES = ['Cabelo', 'Unhas'];
const PRODUCTS: Array<[string, string, number]> = [
  ['Shampoo', 'Cabelo', 4500], ['Condicionador', 'Cabelo', 4800], ['Máscara capilar', 'Cabelo', 8900],
  ['Óleo reparador', 'Cabelo', 6500], ['Esmalte', 'Unhas', 1500], ['Removedor', 'Unhas', 1200],
];
const NOTES = ['Prefere horário da manhã', 'Alergia a amônia', 'Trazer referência de cor', 'Primeira vez no salão'];
const PAYMENTS = ['pix', 'credit_card', 'debit_card', 'cash', 'pix', 'other'];

/** `count` digits that look random but follow from `seed` (an SQL expression), for phone numbers. */
const digits = (seed: string, count: number, prime = 104729) => `lpad(((${seed})::bigint * ${prime} % ${10 ** count})::text, ${count}, '0')`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `(array[${values.map(literal).join(',')}]::text[])`;
/** The n-th (0-based, wrapping) element of a fixed array, in SQL. */
const pick = (values: readonly string[], index: string) => `${textArray(values)}[1 + (${index}) % ${values.length}]`;

/** YYYY-MM-DD of an instant in the salons' time zone ('en-CA' writes that format). */
export const dayIn = (at: number, timeZone = SALON_TIME_ZONE) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const emailOf = (plan: SeedPlan, role: 'dona' | 'recepcao', n: number) => `${role}.${String(n).padStart(4, '0')}@${plan.name}.bench.agendei.test`;

/** The owner of the seed's n-th salon (1-based): every owner signs in with BENCH_PASSWORD. */
export const seedOwnerEmail = (seed: Pick<SeedInfo, 'name'>, n: number) => emailOf({ name: seed.name, groups: [] }, 'dona', n);

/**
 * The mixed part books from this many days after the seed's day on (the seed's appointments end 15 days after
 * it), and deletes what it booked; whatever a stopped run left there goes at the next seed check.
 */
export const MIXED_BOOKING_DAY = 20;

export const databaseKind = (databaseUrl?: string) => (databaseUrl ? 'PostgreSQL' : 'embedded PGlite') as SeedInfo['database'];

/** The plan's salons and rows, as the bench_seed row records them. */
function expectedCounts(plan: SeedPlan) {
  const sum = (f: (g: SalonGroup) => number) => plan.groups.reduce((total, g) => total + g.salons * f(g), 0);
  return {
    salons: sum(() => 1),
    professionals: sum((g) => g.professionals),
    clients: sum((g) => g.clients),
    appointments: sum((g) => g.appointments),
    sales: sum((g) => g.sales),
  };
}

interface Marker {
  name: string;
  version: number;
  salon_ids: number[];
  day: string;
  counts: Record<string, number>;
  seeded_at: string;
}

const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

async function readMarker(db: Db): Promise<Marker | undefined> {
  await db.execute(sql.raw(`create table if not exists bench_seed (
    name text primary key, version integer not null, salon_ids integer[] not null, day date not null,
    counts jsonb not null, seconds real not null, seeded_at timestamptz not null default now())`));
  const [marker] = rows<Marker>(await db.execute(sql.raw(`select name, version, salon_ids, to_char(day, 'YYYY-MM-DD') as day, counts,
    seeded_at::text from bench_seed order by seeded_at desc limit 1`)));
  return marker;
}

/**
 * Removes a previous seed. When the database holds nothing else, TRUNCATE (ids start again at 1, so a fresh
 * seed has the same ids every time); otherwise the seed's salons row by row, table by table.
 */
async function removeSeed(tx: Db, marker: Marker) {
  const ids = marker.salon_ids.join(',');
  const [{ others }] = rows<{ others: number }>(await tx.execute(sql.raw(`select count(*)::int as others from salons where id <> all (array[${ids || 0}]::int[])`)));
  if (others === 0) {
    await tx.execute(sql.raw('truncate salons restart identity cascade'));
  } else {
    // Under session_replication_role = replica the foreign keys' cascades do not run: every table by hand,
    // children first (sale lines before sales, appointments before clients), then the salons.
    const tables = rows<{ table_name: string }>(await tx.execute(sql.raw(`select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'salon_id' and table_name <> 'salons'`))).map((r) => r.table_name);
    const first = ['sale_transactions', 'sale_payments', 'sales', 'appointments', 'client_avatars', 'employee_services', 'auth_tokens'];
    const last = ['employees', 'users'];
    const order = [...first.filter((t) => tables.includes(t)), ...tables.filter((t) => !first.includes(t) && !last.includes(t)), ...last];
    for (const table of order) await tx.execute(sql.raw(`delete from "${table}" where salon_id = any (array[${ids}]::int[])`));
    await tx.execute(sql.raw(`delete from salons where id = any (array[${ids}]::int[])`));
  }
  await tx.execute(sql.raw(`delete from bench_seed where name = ${literal(marker.name)}`));
}

/**
 * What a bench run wrote into the seeded salons goes, so every run measures the same data: the sales it
 * created (numbered after the seed's), the bookings of the mixed part that a stopped run left, and their audit trail.
 */
async function undoBenchWrites(db: Db, marker: Marker, plan: SeedPlan) {
  const perSalon = new Map<number, number>();
  let i = 0;
  for (const group of plan.groups) for (let s = 0; s < group.salons; s++) perSalon.set(marker.salon_ids[i++], group.sales);
  const ids = `array[${marker.salon_ids.join(',')}]::int[]`;
  const salesOf = `(values ${[...perSalon].map(([id, count]) => `(${id}, ${count})`).join(',')}) as seeded(salon_id, sales)`;
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`delete from sale_transactions t using sales s, ${salesOf}
      where t.salon_id = any (${ids}) and s.salon_id = t.salon_id and s.id = t.sale_id and seeded.salon_id = s.salon_id and s.number > seeded.sales`));
    await tx.execute(sql.raw(`delete from sale_payments p using sales s, ${salesOf}
      where p.salon_id = any (${ids}) and s.salon_id = p.salon_id and s.id = p.sale_id and seeded.salon_id = s.salon_id and s.number > seeded.sales`));
    await tx.execute(sql.raw(`delete from sales s using ${salesOf} where s.salon_id = any (${ids}) and seeded.salon_id = s.salon_id and s.number > seeded.sales`));
    await tx.execute(sql.raw(`update salons set last_sale_number = seeded.sales from ${salesOf}
      where salons.id = seeded.salon_id and salons.last_sale_number <> seeded.sales`));
    await tx.execute(sql.raw(`delete from audit_events where salon_id = any (${ids}) and created_at > ${literal(marker.seeded_at)}::timestamptz`));
    await tx.execute(sql.raw(`delete from appointments where salon_id = any (${ids})
      and start_at >= (${literal(marker.day)}::date + ${MIXED_BOOKING_DAY})::timestamp at time zone ${literal(SALON_TIME_ZONE)}`));
  });
}

/** Runs one statement and says how long it took, when asked to. */
type Step = (label: string, statement: string) => Promise<void>;

async function writeSeed(tx: Db, plan: SeedPlan, day: string, step: Step, passwordHash: string) {
  for (const g of plan.groups) {
    // Two slots (morning, afternoon) per professional and day: more would overlap.
    if (g.appointments > 2 * g.days * g.professionals) throw new Error(`${g.appointments} appointments do not fit ${g.days} days of ${g.professionals} professionals`);
  }
  const tz = literal(SALON_TIME_ZONE);
  const dayLit = `${literal(day)}::date`;
  const at = (dayOffset: string, minutes: string) => `((${dayLit} + (${dayOffset})) + make_interval(mins => (${minutes})::int)) at time zone ${tz}`;

  // The salons, numbered 1..N in id order; each carries its group's sizes.
  await tx.execute(sql.raw(`create temp table seed_salon (n int primary key, id int not null, professionals int, clients int,
    appointments int, days int, sales int) on commit drop`));
  const groups = plan.groups.map((g, i) => `(${i}, ${g.salons}, ${g.professionals}, ${g.clients}, ${g.appointments}, ${g.days}, ${g.sales})`).join(',');
  await step('salons', `with spec as (
      select g.*, sum(g.salons) over (order by g.i) - g.salons as before from (values ${groups}) as g(i, salons, professionals, clients, appointments, days, sales)
    ),
    wanted as (
      select (spec.before + s)::int as n, spec.* from spec cross join generate_series(1, spec.salons) s
    ),
    made as (
      insert into salons (name, phone, email, address, neighborhood, zip_code, city, state, time_zone, plan_id, billing,
                          trial_ends_at, subscribed_until, reminders_enabled, last_sale_number, created_at)
      select 'Salão ' || ${pick(FIRST, 'n * 7')} || ' ' || lpad(n::text, 4, '0'),
             '(11) 3' || ${digits('n', 3, 7919)} || '-' || ${digits('n', 4)},
             'contato.' || lpad(n::text, 4, '0') || '@${plan.name}.bench.agendei.test',
             'Rua ' || ${pick(LAST, 'n * 3')} || ', ' || (10 + n % 900), 'Centro', lpad(((n * 7) % 100000)::text, 5, '0') || '-000',
             'São Paulo', 'SP', ${tz}, 3, 'annual',
             ${dayLit} - 400, ${dayLit} + 365,
             -- No reminder e-mails: a bench measures the API, not the mailer working through 30,000 due reminders.
             false, sales, ${dayLit} - 400
      from wanted order by n
      returning id
    )
    insert into seed_salon (n, id, professionals, clients, appointments, days, sales)
    select m.n, m.id, w.professionals, w.clients, w.appointments, w.days, w.sales
    from (select id, row_number() over (order by id)::int as n from made) m join wanted w on w.n = m.n`);

  // An owner per salon (every one with the same password); the first salon also has a front desk.
  await step('users', `insert into users (salon_id, name, email, password_hash, created_at)
    select s.id, ${pick(FIRST, 's.n * 7')} || ' ' || ${pick(LAST, 's.n * 3')}, 'dona.' || lpad(s.n::text, 4, '0') || '@${plan.name}.bench.agendei.test',
           ${literal(passwordHash)}, ${dayLit} - 400
    from seed_salon s
    union all
    select s.id, 'Recepção ' || ${pick(FIRST, 's.n * 11')}, 'recepcao.' || lpad(s.n::text, 4, '0') || '@${plan.name}.bench.agendei.test',
           ${literal(passwordHash)}, ${dayLit} - 300
    from seed_salon s where s.n = 1
    order by 1, 3`);

  // Professional 0 is the owner; in the first salon professional 1 is the front desk (who also takes clients).
  await step('employees', `insert into employees (salon_id, name, email, phone, color, agendei_access, user_id, role,
                          service_commission, product_commission, created_at)
    select s.id,
           case when p = 0 then owner.name else ${pick(FIRST, 's.n + p * 7')} || ' ' || left(${pick(LAST, 's.n * 5 + p')}, 1) || '.' end,
           case when p = 0 then owner.email end,
           '(11) 9' || ${digits('s.n * 1000 + p', 4, 7919)} || '-' || ${digits('s.n * 1000 + p', 4)},
           ${pick(AGENDA_COLORS, 'p')},
           p = 0 or desk.id is not null, case when p = 0 then owner.id else desk.id end,
           case when p = 0 then 'owner' when desk.id is not null then 'front_desk' else 'professional' end,
           4000, 1000, ${dayLit} - 400 + p
    from seed_salon s
    cross join generate_series(0, s.professionals - 1) p
    join users owner on owner.salon_id = s.id and owner.email like 'dona.%'
    left join users desk on desk.salon_id = s.id and desk.email like 'recepcao.%' and p = 1
    order by s.n, p`);
  await tx.execute(sql.raw(`create temp table seed_emp on commit drop as
    select e.salon_id, (row_number() over (partition by e.salon_id order by e.id) - 1)::int as p, e.id
    from employees e join seed_salon s on s.id = e.salon_id`));

  await step('catalogue', `insert into service_categories (salon_id, name, created_at)
    select s.id, c.name, ${dayLit} - 400 from seed_salon s cross join unnest(${textArray(SERVICE_CATEGORIES)}) with ordinality c(name, i) order by s.n, c.i`);
  const services = SERVICES.map(([name, category, duration, price], i) => `(${i}, ${literal(name)}, ${literal(category)}, ${duration}, ${price})`).join(',');
  await step('services', `insert into services (salon_id, service_category_id, name, duration, price, cost, created_at)
    select s.id, c.id, v.name, v.duration, v.price, v.price / 5, ${dayLit} - 400
    from seed_salon s cross join (values ${services}) v(i, name, category, duration, price)
    join service_categories c on c.salon_id = s.id and c.name = v.category
    order by s.n, v.i`);
  await tx.execute(sql.raw(`create temp table seed_svc on commit drop as
    select x.salon_id, v.i, x.id, x.duration, x.price
    from services x join seed_salon s on s.id = x.salon_id join (values ${services}) v(i, name, category, duration, price) on v.name = x.name`));
  await step('products', `insert into product_categories (salon_id, name, created_at)
    select s.id, c.name, ${dayLit} - 400 from seed_salon s cross join unnest(${textArray(PRODUCT_CATEGORIES)}) with ordinality c(name, i) order by s.n, c.i`);
  const products = PRODUCTS.map(([name, category, price], i) => `(${i}, ${literal(name)}, ${literal(category)}, ${price})`).join(',');
  await tx.execute(sql.raw(`insert into products (salon_id, product_category_id, name, price, cost, brand, quantity, created_at)
    select s.id, c.id, v.name, v.price, v.price / 2, 'Marca ' || (1 + v.i % 3), 500, ${dayLit} - 400
    from seed_salon s cross join (values ${products}) v(i, name, category, price)
    join product_categories c on c.salon_id = s.id and c.name = v.category
    order by s.n, v.i`));
  await tx.execute(sql.raw(`create temp table seed_prod on commit drop as
    select x.salon_id, v.i, x.id, x.price
    from products x join seed_salon s on s.id = x.salon_id join (values ${products}) v(i, name, category, price) on v.name = x.name`));

  // Clients. sort_name and search_text are what the clients_search_columns trigger derives (user triggers are off
  // here): the names' folded forms come from the app's fold(), e-mails are folded already, phones' digits are
  // written as digits; checkFolding() below proves them equal to the trigger's on the benched salon.
  const firstF = textArray(FIRST.map(fold));
  const lastF = textArray(LAST.map(fold));
  await step('clients', `insert into clients (salon_id, name, email, phone, gender, birth, city, state, sort_name, search_text,
                        messages_consent, messages_consent_at, created_at, updated_at)
    select salon_id, name, email, case when has_phone then '(11) 9' || d1 || '-' || d2 end, gender, birth, city, state, sort_name,
           concat_ws(' ', sort_name, email, case when has_phone then '119' || d1 || d2 end),
           c % 2 = 0, case when c % 2 = 0 then created_at end, created_at, created_at
    from (
      select s.id as salon_id, c,
             ${textArray(FIRST)}[f] || ' ' || ${textArray(LAST)}[l] || case when c % 3 = 0 then ' ' || ${textArray(LAST)}[l2] else '' end as name,
             ${firstF}[f] || ' ' || ${lastF}[l] || case when c % 3 = 0 then ' ' || ${lastF}[l2] else '' end as sort_name,
             case when c % 5 <> 4 then ${firstF}[f] || '.' || ${lastF}[l] || (c % 997) || '@' || ${pick(DOMAINS, 'c')} end as email,
             c % 7 <> 6 as has_phone, ${digits('s.n * 1000003 + c', 4, 7919)} as d1, ${digits('s.n * 1000003 + c', 4)} as d2,
             case when c % 20 < 12 then 'female' when c % 20 < 19 then 'male' else 'none' end as gender,
             case when c % 3 = 0 then date '1960-01-01' + ((c::bigint * 7919) % 16000)::int end as birth,
             case when c % 4 = 0 then 'São Paulo' end as city, case when c % 4 = 0 then 'SP' end as state,
             ${dayLit} - 400 + (c % 390) as created_at
      from seed_salon s
      cross join generate_series(0, s.clients - 1) c
      cross join lateral (select 1 + (c * 7 + s.n) % ${FIRST.length} as f, 1 + (c * 11 + s.n * 3) % ${LAST.length} as l,
                                 1 + (c * 13 + 5) % ${LAST.length} as l2) picked
      order by s.n, c
    ) x`);
  await tx.execute(sql.raw(`create temp table seed_client on commit drop as
    select c.salon_id, (row_number() over (partition by c.salon_id order by c.id) - 1)::int as c, c.id
    from clients c join seed_salon s on s.id = c.salon_id`));
  await tx.execute(sql.raw('create index on seed_client (salon_id, c)'));

  // Appointment k of a salon: day k % days (the last 15 of them from the seed's day on), professional (k / days)
  // % professionals, morning (8:00-10:30 starts) or afternoon (13:00-16:30) by (k / days) / professionals: at most
  // one of each per professional and day, and a service of at most 2 h, so no two active ones ever overlap.
  await step('appointments', `insert into appointments (salon_id, client_id, employee_id, service_id, start_at, duration, price, status,
                             notes, kind, created_at)
    select a.salon_id, cl.id, e.id, sv.id, a.start_at, sv.duration, sv.price,
           case when a.offset_days < 0 then (case (a.k * 17 + a.n) % 20 when 0 then 'canceled' when 1 then 'no_show' else 'completed' end)
                when (a.k * 17 + a.n) % 20 = 0 then 'canceled' else 'new' end,
           case when a.k % 10 = 0 then ${pick(NOTES, 'a.k / 10')} end, 'appointment', a.start_at - make_interval(days => (7 + a.k % 20)::int)
    from (
      select s.id as salon_id, s.n, k, (k % s.days) - (s.days - 15) as offset_days, (k / s.days) % s.professionals as p,
             ${at('(k % s.days) - (s.days - 15)', `case when (k / s.days) / s.professionals = 0 then 480 + 30 * ((k * 13 + (k / s.days)) % 6)
                                                          else 780 + 30 * ((k * 13 + (k / s.days)) % 8) end`)} as start_at,
             (k * 7 + (k / s.days) + s.n) % ${SERVICES.length} as service, (k * 37 + (k / s.days) * 11) % s.clients as client
      from seed_salon s cross join generate_series(0, s.appointments - 1) k
    ) a
    join seed_emp e on e.salon_id = a.salon_id and e.p = a.p
    join seed_svc sv on sv.salon_id = a.salon_id and sv.i = a.service
    join seed_client cl on cl.salon_id = a.salon_id and cl.c = a.client
    order by a.salon_id, a.start_at, e.id`);

  // Sales: every fourth completed appointment before the seed's day was sold, latest first, up to the salon's count
  // (the line carries the appointment), and walk-in sales make up the rest, over the 60 days before the seed's
  // day. Some walk-ins were canceled (estorno); every third sale also sold a product, every tenth had a discount.
  await tx.execute(sql.raw(`create temp table seed_sale_plan on commit drop as
    with sold as (
      select a.salon_id, a.client_id, a.employee_id, a.service_id, a.price as value, a.id as appointment_id,
             a.start_at + make_interval(secs => a.duration) as created_at,
             row_number() over (partition by a.salon_id order by a.start_at desc, a.employee_id) as r, s.sales
      from appointments a join seed_salon s on s.id = a.salon_id
      where s.sales > 0 and a.status = 'completed' and a.start_at < ${at('0', '0')}
    ),
    linked as (select * from sold where r % 4 = 0 and r / 4 <= sales),
    linked_count as (select salon_id, count(*)::int as linked from linked group by salon_id),
    walk_in as (
      select s.id as salon_id, cl.id as client_id, e.id as employee_id, sv.id as service_id, sv.price as value, null::int as appointment_id,
             ${at('-(1 + w % 59)', '540 + (w * 53) % 600')} as created_at, w
      from seed_salon s
      left join linked_count lc on lc.salon_id = s.id
      cross join generate_series(0, s.sales - coalesce(lc.linked, 0) - 1) w
      join seed_emp e on e.salon_id = s.id and e.p = w % s.professionals
      join seed_svc sv on sv.salon_id = s.id and sv.i = (w * 3) % ${SERVICES.length}
      join seed_client cl on cl.salon_id = s.id and cl.c = (w * 101) % s.clients
    ),
    everything as (
      select salon_id, client_id, employee_id, service_id, value, appointment_id, created_at, false as canceled from linked
      union all
      select salon_id, case when w % 6 = 5 then null else client_id end, employee_id, service_id, value, appointment_id, created_at, w % 50 = 7 from walk_in
    )
    select x.*, row_number() over (partition by x.salon_id order by x.created_at, x.employee_id, x.service_id)::int as number
    from everything x`));
  await tx.execute(sql.raw(`create temp table seed_sale_lines on commit drop as
    select p.*, case when p.number % 10 = 0 then p.value / 10 else 0 end as discount,
           pr.id as product_id, pr.price as product_value, 1 + p.number % 2 as product_quantity,
           ${pick(PAYMENTS, 'p.number * 7')} as payment_type
    from seed_sale_plan p
    left join seed_prod pr on pr.salon_id = p.salon_id and p.number % 3 = 0 and pr.i = (p.number / 3) % ${PRODUCTS.length}`));
  await step('sales', `insert into sales (salon_id, client_id, number, price, payment_type, received, status, created_by,
                      canceled_by, canceled_at, cancel_reason, created_at)
    select l.salon_id, l.client_id, l.number,
           l.value - l.discount + coalesce(l.product_value * l.product_quantity, 0), l.payment_type,
           case when l.payment_type = 'cash' then ((l.value - l.discount + coalesce(l.product_value * l.product_quantity, 0)) / 5000 + 1) * 5000 end,
           case when l.canceled then 'canceled' else 'completed' end, u.id,
           case when l.canceled then u.id end, case when l.canceled then l.created_at + interval '1 hour' end,
           case when l.canceled then 'Lançada em duplicidade' end, l.created_at
    from seed_sale_lines l join users u on u.salon_id = l.salon_id and u.email like 'dona.%'
    order by l.salon_id, l.number`);
  // One payment per sale, as the migration wrote the sales before split payments; every eighth sale is split in
  // two (half its method, the rest Pix), so the reports' per-method sums read split sales too.
  await step('sale payments', `insert into sale_payments (salon_id, sale_id, position, method, amount, received, created_at)
    select s.salon_id, s.id, 0, s.payment_type, case when s.number % 8 = 0 then s.price / 2 else s.price end, s.received, s.created_at
    from sales s where s.salon_id in (select id from seed_salon) and s.price > 0
    union all
    select s.salon_id, s.id, 1, 'pix', s.price - s.price / 2, null, s.created_at
    from sales s where s.salon_id in (select id from seed_salon) and s.price > 1 and s.number % 8 = 0`);
  await step('sale lines', `insert into sale_transactions (salon_id, sale_id, client_id, employee_id, service_id, product_id, appointment_id,
                                  name, value, discount, quantity, commission_rate, commission, canceled_at, created_at)
    select l.salon_id, s.id, l.client_id, l.employee_id, l.service_id, null, l.appointment_id, sv.name, l.value, l.discount, 1,
           e.service_commission, round((l.value - l.discount)::numeric * e.service_commission / 10000)::int,
           s.canceled_at, l.created_at
    from seed_sale_lines l
    join sales s on s.salon_id = l.salon_id and s.number = l.number
    join services sv on sv.salon_id = l.salon_id and sv.id = l.service_id
    join employees e on e.salon_id = l.salon_id and e.id = l.employee_id
    union all
    select l.salon_id, s.id, l.client_id, l.employee_id, null, l.product_id, null, pr.name, l.product_value, 0, l.product_quantity,
           e.product_commission, round((l.product_value * l.product_quantity)::numeric * e.product_commission / 10000)::int,
           s.canceled_at, l.created_at
    from seed_sale_lines l
    join sales s on s.salon_id = l.salon_id and s.number = l.number
    join products pr on pr.salon_id = l.salon_id and pr.id = l.product_id
    join employees e on e.salon_id = l.salon_id and e.id = l.employee_id`);

  const [ids] = rows<{ ids: number[] }>(await tx.execute(sql.raw('select array_agg(id order by n) as ids from seed_salon')));
  return ids.ids;
}

/** The tables that get most of the rows: their indexes are built once after the load rather than row by row. */
const BULK_TABLES = ['clients', 'appointments', 'sales', 'sale_transactions', 'sale_payments'];

/**
 * Drops the secondary indexes of `tables` (and exclusion constraints, which are indexes too), returning what
 * builds them again from their own definitions (pg_get_indexdef, pg_get_constraintdef): whatever indexes the
 * migrations made, the same come back. Primary keys and unique constraints stay (foreign keys point at them).
 * Inside the seed's transaction, so a failure leaves every index as it was.
 */
async function dropSecondaryIndexes(tx: Db, tables: string[]) {
  const list = tables.map(literal).join(',');
  const found = rows<{ table: string; name: string; index_def: string; constraint_def: string | null }>(
    await tx.execute(
      sql.raw(`select t.relname as table, ix.relname as name, pg_get_indexdef(i.indexrelid) as index_def,
               case when c.contype = 'x' then pg_get_constraintdef(c.oid) end as constraint_def
        from pg_index i
        join pg_class t on t.oid = i.indrelid join pg_namespace ns on ns.oid = t.relnamespace
        join pg_class ix on ix.oid = i.indexrelid
        left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid
        where ns.nspname = 'public' and t.relname in (${list}) and not i.indisprimary and (c.oid is null or c.contype = 'x')
        order by t.relname, ix.relname`),
    ),
  );
  for (const index of found) {
    if (index.constraint_def) await tx.execute(sql.raw(`alter table "${index.table}" drop constraint "${index.name}"`));
    else await tx.execute(sql.raw(`drop index "${index.name}"`));
  }
  return async (log: (line: string) => void) => {
    for (const index of found) {
      const t = performance.now();
      if (index.constraint_def) await tx.execute(sql.raw(`alter table "${index.table}" add constraint "${index.name}" ${index.constraint_def}`));
      else await tx.execute(sql.raw(index.index_def));
      log(`    ${index.name} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  };
}

class Rollback extends Error {}

/**
 * The seed wrote with user triggers off: on the benched salon, the clients' folded columns must be what the
 * app's own trigger makes of them (an UPDATE that changes nothing fires it; rolled back), and every sale's
 * price the sum of its lines.
 */
async function checkDerivedColumns(db: Db, salonId: number) {
  let wrong: { folded: number; priced: number } | undefined;
  try {
    await db.transaction(async (tx) => {
      const [folded] = rows<{ n: number }>(await tx.execute(sql.raw(`with before as (select id, sort_name, search_text from clients where salon_id = ${salonId}),
          after as (update clients set name = name where salon_id = ${salonId} returning id, sort_name, search_text)
        select count(*)::int as n from before join after using (id)
        where (before.sort_name, before.search_text) is distinct from (after.sort_name, after.search_text)`)));
      const [priced] = rows<{ n: number }>(await tx.execute(sql.raw(`select count(*)::int as n from sales s
        where s.salon_id = ${salonId} and s.price <> (select sum(t.value * t.quantity - t.discount) from sale_transactions t
                                                     where t.salon_id = s.salon_id and t.sale_id = s.id)`)));
      wrong = { folded: folded.n, priced: priced.n };
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!wrong || wrong.folded > 0 || wrong.priced > 0) {
    throw new Error(`the seed's derived columns differ from the app's: ${wrong?.folded} clients' folded columns, ${wrong?.priced} sales' prices`);
  }
}

const VACUUMED = ['salons', 'users', 'employees', 'service_categories', 'services', 'product_categories', 'products', 'clients', 'appointments', 'sales', 'sale_transactions', 'sale_payments'];

/** Counts of the seed's rows, straight from the tables. */
async function countRows(db: Db, salonIds: number[]) {
  const ids = `array[${salonIds.join(',')}]::int[]`;
  const [counts] = rows<Record<string, number>>(await db.execute(sql.raw(`select
    (select count(*)::int from salons where id = any (${ids})) as salons,
    (select count(*)::int from employees where salon_id = any (${ids})) as professionals,
    (select count(*)::int from clients where salon_id = any (${ids})) as clients,
    (select count(*)::int from appointments where salon_id = any (${ids})) as appointments,
    (select count(*)::int from sales where salon_id = any (${ids})) as sales,
    (select count(*)::int from sale_transactions where salon_id = any (${ids})) as sale_lines,
    (select count(*)::int from sale_payments where salon_id = any (${ids})) as sale_payments`)));
  return counts;
}

export interface SeedOptions {
  databaseUrl?: string;
  /** The embedded database's folder (without databaseUrl). */
  dataDir?: string;
  plan?: SeedPlan;
  fresh?: boolean;
  log?: (line: string) => void;
}

export const defaultPlan = (databaseUrl?: string) => (databaseUrl ? FULL_SEED : SMALL_SEED);
export const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR || 'data/bench';

/** Seeds an open database (or finds its seed already there). */
export async function seedDatabase(database: Database, plan: SeedPlan, options: { fresh?: boolean; log?: (line: string) => void } = {}): Promise<SeedInfo> {
  const log = options.log ?? (() => undefined);
  const { db } = database;
  const kind = database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
  const today = dayIn(Date.now());
  const counts = expectedCounts(plan);
  const marker = await readMarker(db);
  const info = (m: { salon_ids: number[]; day: string }, seconds: number, reused: boolean, c: Record<string, number>): SeedInfo => ({
    name: plan.name,
    database: kind,
    salonIds: m.salon_ids,
    day: m.day,
    owner: { email: emailOf(plan, 'dona', 1), password: BENCH_PASSWORD },
    frontDesk: { email: emailOf(plan, 'recepcao', 1), password: BENCH_PASSWORD },
    counts: c,
    seconds,
    reused,
  });

  const stale = marker && (Date.parse(today) - Date.parse(marker.day)) / 86_400_000 > STALE_AFTER_DAYS;
  const same =
    marker && marker.name === plan.name && marker.version === SEED_VERSION && Object.entries(counts).every(([key, value]) => marker.counts[key] === value);
  if (marker && same && !stale && !options.fresh) {
    const [{ found }] = rows<{ found: number }>(await db.execute(sql.raw(`select count(*)::int as found from salons where id = any (array[${marker.salon_ids.join(',')}]::int[])`)));
    if (found === marker.salon_ids.length) {
      await undoBenchWrites(db, marker, plan);
      log(`seed "${plan.name}" of ${marker.day} already in the ${kind} database: kept`);
      return info(marker, 0, true, marker.counts);
    }
  }

  const why = !marker ? 'none yet' : options.fresh ? '--fresh' : stale ? `the seed of ${marker.day} is over ${STALE_AFTER_DAYS} days old` : 'another seed or version';
  log(`seeding "${plan.name}" into the ${kind} database (${why}): ${Object.entries(counts).map(([k, v]) => `${v.toLocaleString('en')} ${k}`).join(', ')}`);
  const started = performance.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const salonIds = await db.transaction(async (tx) => {
    // User triggers off (the clients' folded columns are written above; a NOTIFY per row would flood the
    // listeners); constraints, unique and exclusion indexes still hold. Foreign keys are triggers too, so the
    // joins above are what keeps every reference inside its salon.
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    if (database.kind === 'postgres') {
      await tx.execute(sql.raw('set local synchronous_commit = off'));
      await tx.execute(sql.raw("set local maintenance_work_mem = '256MB'"));
      await tx.execute(sql.raw("set local work_mem = '64MB'"));
    }
    if (marker) await removeSeed(tx, marker);
    const step: Step = async (label, statement) => {
      const t = performance.now();
      await tx.execute(sql.raw(statement));
      log(`  ${label.padEnd(13)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    };
    const rebuild = await dropSecondaryIndexes(tx, BULK_TABLES);
    const ids = await writeSeed(tx, plan, today, step, passwordHash);
    const t = performance.now();
    await rebuild(log);
    log(`  ${'indexes'.padEnd(13)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return ids;
  });
  // Before the VACUUM: the check updates every client of the first salon (rolled back), and the dead rows it
  // leaves would keep that salon's pages from being all-visible, with the updates' entries waiting in the GIN
  // indexes' pending lists, which every trigram lookup of any salon reads. Until seed version 3 it ran after,
  // and the growth part's 10k salon (the first) searched clients many times slower (docs/decisions/40).
  await checkDerivedColumns(db, salonIds[0]);
  const t = performance.now();
  // VACUUM as well: a salon's tables were written long ago, and autovacuum has since marked their pages all-visible,
  // so index-only scans read no table row. Just after a bulk load nothing is marked, and every index-only scan
  // fetched each row from the table (what that did to the client search: docs/decisions/40).
  for (const table of VACUUMED) await db.execute(sql.raw(`vacuum analyze ${table}`));
  log(`  ${'vacuum'.padEnd(13)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const seconds = (performance.now() - started) / 1000;
  const written = await countRows(db, salonIds);
  for (const [key, expected] of Object.entries(counts)) {
    if (written[key] !== expected) throw new Error(`the seed wrote ${written[key]} ${key}, not ${expected}`);
  }
  await db.execute(sql.raw(`insert into bench_seed (name, version, salon_ids, day, counts, seconds)
    values (${literal(plan.name)}, ${SEED_VERSION}, array[${salonIds.join(',')}]::int[], ${literal(today)}, ${literal(JSON.stringify(counts))}::jsonb, ${seconds})`));
  log(`seeded in ${seconds.toFixed(1)} s: ${Object.entries(written).map(([k, v]) => `${v.toLocaleString('en')} ${k}`).join(', ')}`);
  return info({ salon_ids: salonIds, day: today }, seconds, false, written);
}

/** Opens the bench's database (DATABASE_URL, or the embedded one in dataDir), seeds it if needed and closes it. */
export async function ensureSeed(options: SeedOptions = {}): Promise<SeedInfo> {
  const databaseUrl = options.databaseUrl;
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : (options.dataDir ?? BENCH_DATA_DIR) });
  try {
    return await seedDatabase(database, options.plan ?? defaultPlan(databaseUrl), options);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const plan = process.argv.includes('--small') ? SMALL_SEED : defaultPlan(databaseUrl);
  const seed = await ensureSeed({ databaseUrl, plan, fresh: process.argv.includes('--fresh'), log: (line) => console.log(line) });
  console.log(`benched salon ${seed.salonIds[0]}, day ${seed.day}; owner ${seed.owner.email}, front desk ${seed.frontDesk.email}, password ${seed.owner.password}`);
  console.log(`seed:bench done in ${((performance.now() - started) / 1000).toFixed(1)} s (database open and migrations included)`);
}
