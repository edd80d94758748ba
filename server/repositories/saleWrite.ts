import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PriceChangeSettings } from '../contract/pricing';
import type { Db } from '../db/client';
import type { PaymentType } from '../db/schema/index';
import { CHANGE_CHANNEL } from './changes';

/**
 * A sale is checked out in two statements (issue 12: the sale creation budget): one reads everything the server
 * prices it from, before any lock, and one writes it whole. Each round trip costs CPU in the API process and in
 * the database, and a transaction open between statements holds a connection and the salon's row meanwhile.
 */

/**
 * A statement of fixed text, prepared by name: a PostgreSQL server parses and plans it once per connection
 * (node-postgres keeps the names it prepared on each), not on every sale; both drivers answer { rows }.
 * The text names no table or column through drizzle, so a dialect of its own renders it.
 */
function prepared<T>(name: string, statement: SQL) {
  let query: Query | undefined;
  return async (db: Db, values: Record<string, unknown>): Promise<T[]> => {
    query ??= new PgDialect().sqlToQuery(statement);
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: T[] }).rows;
  };
}

const p = (name: string) => sql.placeholder(name);

/** A list of ids as one parameter (the schema lets only 32-bit integers through; the cast checks it again). */
const idList = (ids: number[]) => `{${ids.join(',')}}`;

export interface SaleRefIds {
  serviceIds: number[];
  productIds: number[];
  appointmentIds: number[];
  employeeIds: number[];
  clientId?: number | null;
}

interface AppointmentRef {
  id: number;
  status: string;
  price: number;
  serviceId: number | null;
  employeeId: number | null;
  clientId: number | null;
  startAt: Date;
  /** The live sale that sold it already, if any. */
  soldBy: number | null;
}
interface ServiceRef {
  id: number;
  name: string;
  price: number;
  commission: number | null;
}
interface ProductRef {
  id: number;
  name: string;
  price: number;
}
interface EmployeeRef {
  id: number;
  name: string;
  serviceCommission: number;
  productCommission: number;
}


interface RefsRow {
  appointments: Array<Omit<AppointmentRef, 'startAt'> & { startAt: string }>;
  services: ServiceRef[];
  products: ProductRef[];
  employees: EmployeeRef[];
  client: { id: number } | null;
  earlier: EarlierSale | null;
  /** Null only when the salon does not exist (the write then answers 404). */
  pricing: PriceChangeSettings | null;
}

/** The sale already recorded under the request's Idempotency-Key, and the fingerprint of the body it came with. */
export interface EarlierSale {
  id: number;
  fingerprint: string | null;
}

const references = prepared<RefsRow>(
  'sale_references',
  sql`
    with arg as materialized (
      select ${p('salonId')}::int as salon, ${p('appointmentIds')}::int[] as appointment_ids, ${p('serviceIds')}::int[] as service_ids,
        ${p('productIds')}::int[] as product_ids, ${p('employeeIds')}::int[] as employee_ids, ${p('clientId')}::int as client,
        ${p('key')}::text as key
    ), appt as (
      select a.id, a.status, a.price, a.service_id, a.employee_id, a.client_id, a.start_at, t.sale_id as sold_by
      from appointments a
      left join sale_transactions t on t.salon_id = a.salon_id and t.appointment_id = a.id and t.canceled_at is null
      where a.salon_id = (select salon from arg) and a.kind = 'appointment' and a.id = any((select appointment_ids from arg)::int[])
    )
    select
      (select coalesce(json_agg(json_build_object('id', id, 'status', status, 'price', price, 'serviceId', service_id,
         'employeeId', employee_id, 'clientId', client_id, 'startAt', start_at, 'soldBy', sold_by)), '[]') from appt) as appointments,
      (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'price', s.price, 'commission', s.commission)), '[]')
         from services s where s.salon_id = (select salon from arg)
         and s.id = any((select service_ids from arg) || array(select service_id from appt where service_id is not null))) as services,
      (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'price', p.price)), '[]')
         from products p where p.salon_id = (select salon from arg) and p.id = any((select product_ids from arg)::int[])) as products,
      (select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name, 'serviceCommission', e.service_commission,
         'productCommission', e.product_commission)), '[]')
         from employees e where e.salon_id = (select salon from arg)
         and e.id = any((select employee_ids from arg) || array(select employee_id from appt where employee_id is not null))) as employees,
      (select json_build_object('id', c.id) from clients c
         where c.salon_id = (select salon from arg) and c.id = (select client from arg) and c.erased_at is null) as client,
      (select json_build_object('id', s.id, 'fingerprint', s.idempotency_fingerprint) from sales s
         where s.salon_id = (select salon from arg) and s.idempotency_key = (select key from arg)) as earlier,
      (select json_build_object('frontDesk', n.price_change_front_desk, 'professional', n.price_change_professional,
         'maxPercent', n.price_change_max_percent) from salons n where n.id = (select salon from arg)) as pricing`,
);

/**
 * Which of the sent ids are the salon's, with what a sale line needs of each (another salon's id is not found),
 * in one statement. Its values come in through the materialized `arg`, out of the planner's sight: a custom plan
 * for them would be no better than the generic one, so the database plans it once per connection instead of on
 * every sale (choosing per call, it kept re-planning, for 0.7 ms of the sale's 1 ms here). A line from an appointment defaults to its service and professional: those come too. With a
 * key, `earlier` is the sale already recorded under it, read in the same snapshot as the rest: a plan refused
 * because of that very sale (its appointment sold) is never answered instead of the sale. `pricing` is the salon's
 * rule on who may change prices (issue 24), read here rather than in a round trip of its own.
 */
export async function saleReferences(db: Db, salonId: number, ids: SaleRefIds, key?: string) {
  const [row] = await references(db, {
    salonId,
    appointmentIds: idList(ids.appointmentIds),
    serviceIds: idList(ids.serviceIds),
    productIds: idList(ids.productIds),
    employeeIds: idList(ids.employeeIds),
    clientId: ids.clientId ?? null,
    key: key ?? null,
  });
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return {
    services: byId(row.services),
    products: byId(row.products),
    appointments: byId(row.appointments.map((a): AppointmentRef => ({ ...a, startAt: new Date(a.startAt) }))),
    employees: byId(row.employees),
    client: row.client ?? undefined,
    earlier: row.earlier ?? undefined,
    // A salon that is gone changes nothing: the write finds no salon row and answers 404.
    pricing: row.pricing ?? { frontDesk: false, professional: false, maxPercent: 0 },
  };
}
export type SaleReferences = Awaited<ReturnType<typeof saleReferences>>;

export interface SaleToWrite {
  salonId: number;
  clientId: number | null;
  price: number;
  paymentType: PaymentType;
  received: number | null;
  idempotencyKey: string | null;
  /** The request body's fingerprint under that key (null without a key). */
  idempotencyFingerprint: string | null;
  by: { userId: number; userName: string };
  lines: Array<{
    serviceId: number | null;
    productId: number | null;
    appointmentId: number | null;
    employeeId: number | null;
    name: string;
    value: number;
    discount: number;
    quantity: number;
    commissionRate: number;
    commission: number;
  }>;
}

export interface WrittenSale {
  id: number;
  number: number;
  createdAt: Date;
  salonName: string;
  allowNegativeStock: boolean;
  clientName: string | null;
  clientEmail: string | null;
  /** The lines' ids and professionals' names, in the order sent. */
  lines: Array<{ id: number; employeeName: string | null }>;
}

interface WrittenRow {
  id: number;
  number: number;
  /** Whole seconds. */
  created_at: number;
  salon_name: string;
  allow_negative_stock: boolean;
  client_name: string | null;
  client_email: string | null;
  line_id: number;
  employee_name: string | null;
}

const write = prepared<WrittenRow>(
  'sale_write',
  sql`
    with salon as (
      update salons set last_sale_number = last_sale_number + 1 where id = ${p('salonId')}::int
      returning id, name, last_sale_number, allow_negative_stock
    ), sale as (
      insert into sales (salon_id, number, client_id, price, payment_type, received, created_by, idempotency_key, idempotency_fingerprint)
      select id, last_sale_number, ${p('clientId')}::int, ${p('price')}::int, ${p('paymentType')}::text, ${p('received')}::int,
        ${p('userId')}::int, ${p('key')}::text, ${p('fingerprint')}::text
      from salon
      returning id, salon_id, number, client_id, created_at
    ), item as (
      select * from json_to_recordset(${p('items')}::json) as x("i" int, "serviceId" int, "productId" int, "appointmentId" int,
        "employeeId" int, "name" text, "value" int, "discount" int, "quantity" int, "commissionRate" int, "commission" int)
    ), line as (
      insert into sale_transactions (salon_id, sale_id, client_id, employee_id, service_id, product_id, appointment_id, name, value,
        discount, quantity, commission_rate, commission)
      select sale.salon_id, sale.id, sale.client_id, item."employeeId", item."serviceId", item."productId", item."appointmentId",
        item."name", item."value", item."discount", item."quantity", item."commissionRate", item."commission"
      from sale, item
      order by item."i"
      returning id, salon_id, employee_id
    ), completed as (
      update appointments a set status = 'completed'
      from sale
      where a.salon_id = sale.salon_id and a.kind = 'appointment' and a.id in (select "appointmentId" from item where "appointmentId" is not null)
      returning a.id, a.start_at, a.employee_id
    ), audit as (
      insert into audit_events (salon_id, entity, entity_id, action, user_id, user_name, details)
      select salon_id, 'sale'::text, id, 'created'::text, ${p('userId')}::int, ${p('userName')}::text, null::jsonb from sale
      union all
      select sale.salon_id, 'appointment', completed.id, 'status', ${p('userId')}::int, ${p('userName')}::text,
        jsonb_build_object('status', 'completed', 'sale_id', sale.id)
      from sale, completed
    ), notice as (
      -- With the columns each touches: a professional's stream hears only of their own (routes/agendaStream).
      select 0 as o, sale.salon_id, 'sale'::text as entity, 'created'::text as action, sale.id, sale.created_at as start_at,
        (select coalesce(json_agg(distinct "employeeId"), '[]'::json) from item where "employeeId" is not null) as employee_ids
      from sale
      union all
      select 1, sale.salon_id, 'appointment', 'updated', completed.id, completed.start_at, json_build_array(completed.employee_id)
      from sale, completed
    ), told as (
      -- Sent when the transaction commits, in this order: the notices of repositories/changes.ts.
      select count(pg_notify(${p('channel')}::text, json_build_object('salonId', salon_id, 'scope', 'reads', 'entity', entity, 'action', action,
        'id', id, 'start_at', floor(extract(epoch from start_at))::bigint, 'employeeIds', employee_ids)::text))
      from (select * from notice order by o, id) as ordered
    )
    select sale.id, sale.number, floor(extract(epoch from sale.created_at))::float8 as created_at, salon.name as salon_name,
      salon.allow_negative_stock, c.name as client_name, c.email as client_email, line.id as line_id, e.name as employee_name
    from sale
    cross join salon
    cross join told
    join line on true
    left join clients c on c.salon_id = sale.salon_id and c.id = sale.client_id
    left join employees e on e.salon_id = line.salon_id and e.id = line.employee_id
    order by line.id`,
);

/**
 * Writes a priced sale in one statement: the salon's next number (its row lock is held until the transaction
 * ends, so a salon's sales are numbered one at a time, without gaps), the sale, its lines in the order sent, the
 * appointments it completes, the audit trail (the sale, then each appointment) and, with a channel, the agendas'
 * notices. Stock is not taken here
 * (repositories/sales takeStock, in the same transaction). Undefined when the salon does not exist.
 */
export async function writeSale(db: Db, sale: SaleToWrite): Promise<WrittenSale | undefined> {
  const rows = await write(db, {
    salonId: sale.salonId,
    clientId: sale.clientId,
    price: sale.price,
    paymentType: sale.paymentType,
    received: sale.received,
    userId: sale.by.userId,
    userName: sale.by.userName,
    key: sale.idempotencyKey,
    fingerprint: sale.idempotencyFingerprint,
    channel: CHANGE_CHANNEL,
    items: JSON.stringify(sale.lines.map((line, i) => ({ i, ...line }))),
  });
  const [first] = rows;
  if (!first) return undefined;
  return {
    id: first.id,
    number: first.number,
    createdAt: new Date(first.created_at * 1000),
    salonName: first.salon_name,
    allowNegativeStock: first.allow_negative_stock,
    clientName: first.client_name,
    clientEmail: first.client_email,
    lines: rows.map((row) => ({ id: row.line_id, employeeName: row.employee_name })),
  };
}
