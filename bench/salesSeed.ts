// The sales benchmark's salon: a catalogue, professionals and clients made through the real API, then a month
// of sales written straight in SQL (the API stamps now(), and 2,400 sales through it would take minutes).
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client';
import type { BenchSalon } from './signUp';

export const SALES_PER_DAY = 80;
export const MONTH_DAYS = 30;
const SALON_TIME_ZONE = 'America/Sao_Paulo';

export interface SalesCatalogue {
  services: Array<{ id: number; price: number }>;
  products: Array<{ id: number; price: number }>;
  professionals: number[];
  clients: number[];
}

const dayIn = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE }).format(new Date(at));

/** The report's month: the last MONTH_DAYS days up to today, in the salon's time zone (YYYY-MM-DD). */
export const monthRange = (now = Date.now()) => ({ start: dayIn(now - (MONTH_DAYS - 1) * 86_400_000), end: dayIn(now) });

export async function seedCatalogue(base: string, salon: BenchSalon): Promise<SalesCatalogue> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/v1/salons/${salon.salonId}${path}`, {
      method: 'POST',
      headers: { ...salon.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: number }).id;
  };
  const hair = await post('/service_categories', { service_category: { name: 'Cabelo' } });
  const services = [];
  for (const [name, price] of [['Corte', 4500], ['Barba', 3000], ['Escova', 5500], ['Coloração', 12000]] as const) {
    services.push({ id: await post('/services', { service: { name, duration: 1800, price, service_category_id: hair } }), price });
  }
  const shelf = await post('/product_categories', { product_category: { name: 'Loja' } });
  const products = [];
  // Stock enough for the sale benchmark too, should it sell products.
  for (const [name, price] of [['Pomada', 3000], ['Shampoo', 2500], ['Óleo', 4000]] as const) {
    products.push({ id: await post('/products', { product: { name, price, quantity: 1_000_000, product_category_id: shelf } }), price });
  }
  const professionals = [salon.employeeId];
  for (let p = 1; p < 5; p++) professionals.push(await post('/employees', { employee: { name: `Profissional ${p + 1}`, agendei_access: false } }));
  const clients = [];
  for (let c = 1; c <= 40; c++) clients.push(await post('/clients', { client: { name: `Cliente ${c}` } }));
  return { services, products, professionals, clients };
}

const intArray = (values: number[]) => sql.raw(`array[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`);

/**
 * SALES_PER_DAY x MONTH_DAYS completed sales spread evenly over the month, each with a service line and every
 * other one with a product too, numbered after the salon's last sale. Writes the database the server uses, so
 * call it while the server is stopped (the embedded database admits one process). Returns the sales written.
 */
export async function seedMonthOfSales(dataDir: string, salonId: number, c: SalesCatalogue): Promise<number> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    return await writeMonthOfSales(database.db, salonId, c);
  } finally {
    await database.close();
  }
}

export async function writeMonthOfSales(db: Db, salonId: number, c: SalesCatalogue): Promise<number> {
  const count = SALES_PER_DAY * MONTH_DAYS;
  const [svc, svcPrice, prd, prdPrice] = [c.services.map((s) => s.id), c.services.map((s) => s.price), c.products.map((p) => p.id), c.products.map((p) => p.price)];
  await db.execute(sql`
      with salon as (select last_sale_number as last from salons where id = ${salonId}),
      picks as (
        select g,
               (${intArray(svc)})[1 + g % ${svc.length}] as service_id, (${intArray(svcPrice)})[1 + g % ${svc.length}] as service_price,
               case when g % 2 = 0 then (${intArray(prd)})[1 + (g / 2) % ${prd.length}] end as product_id,
               case when g % 2 = 0 then (${intArray(prdPrice)})[1 + (g / 2) % ${prd.length}] else 0 end as product_price,
               (${intArray(c.professionals)})[1 + g % ${c.professionals.length}] as employee_id,
               (${intArray(c.clients)})[1 + g % ${c.clients.length}] as client_id,
               now() - (g::float8 / ${count}) * interval '${sql.raw(String(MONTH_DAYS - 1))} days' as created_at
        from generate_series(1, ${count}) g
      ),
      made as (
        insert into sales (salon_id, client_id, number, price, payment_type, created_at)
        select ${salonId}::int, client_id, (select last from salon) + g, service_price + product_price,
               (array['pix', 'credit_card', 'cash', 'debit_card', 'other'])[1 + g % 5], created_at
        from picks
        returning id, number
      )
      insert into sale_transactions (salon_id, sale_id, client_id, employee_id, service_id, product_id, name, value, quantity, commission_rate, commission, created_at)
      select ${salonId}::int, made.id, p.client_id, p.employee_id, p.service_id, null::int, 'Serviço', p.service_price, 1, 1000, p.service_price / 10, p.created_at
      from made join picks p on made.number = (select last from salon) + p.g
      union all
      select ${salonId}::int, made.id, p.client_id, p.employee_id, null::int, p.product_id, 'Produto', p.product_price, 1, 500, p.product_price / 20, p.created_at
      from made join picks p on made.number = (select last from salon) + p.g
      where p.product_id is not null`);
  await db.execute(sql`update salons set last_sale_number = last_sale_number + ${count} where id = ${salonId}`);
  await db.execute(sql`analyze sales`);
  await db.execute(sql`analyze sale_transactions`);
  return count;
}
