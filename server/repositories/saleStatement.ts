import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CHANGE_CHANNEL, type ChangeAuthor } from './changes';
import { pendingClaim } from './idempotencyKeys';
import type { SaleToWrite, WrittenSale } from './saleWrite';
import { flushWal, hasErrorCode, perDatabase } from './sqlHelpers';

/**
 * The whole sale as one statement, prepared once per connection: the salon's next number, the sale, its lines,
 * the appointments it completes, the stock it takes, the service rule's check, its audit rows, the request's
 * Idempotency-Key claim and its change notices — what services/sales.ts write() does in a transaction of about
 * eight statements, which held the sale creation budget back (docs/decisions/38-the-sale-s-statements.md). One
 * statement is one transaction: everything commits together or nothing does. When one of its checks fails (a
 * line short of stock, a service the professional does not do, the key claimed by another request) its last
 * step raises (agendei_refuse, migration 0027), nothing it wrote is kept, and the caller runs the transaction
 * instead, which says which field was refused.
 */

const p = (name: string) => sql.placeholder(name);

/** Raised by agendei_refuse(): the statement's own checks refused the sale. */
export const REFUSED = 'AGREF';

/** The statement's parts, each a CTE of the one statement, in the order they appear in it. */
const parts = (db: Db) => {
  const cte = (name: string, body: SQL) => db.$with(name, {}).as(body);
  return [
    cte('arg', sql`
    select ${p('salonId')}::bigint as salon, ${p('clientId')}::bigint as client, ${p('price')}::int as price,
      ${p('paymentType')}::text as payment_type, ${p('received')}::int as received, ${p('userId')}::bigint as user_id,
      ${p('userName')}::text as user_name, ${p('lines')}::json as lines, ${p('payments')}::json as payments, ${p('tips')}::json as tips, ${p('askEmployees')}::bigint[] as ask_employees,
      ${p('askServices')}::bigint[] as ask_services, ${p('employeeIds')}::json as employee_ids, ${p('claimScope')}::text as claim_scope,
      ${p('claimKey')}::text as claim_key, ${p('claimMethod')}::text as claim_method, ${p('claimPath')}::text as claim_path,
      ${p('claimFingerprint')}::text as claim_fingerprint,
      -- Committed without waiting for the disk (see flushWal(), repositories/sqlHelpers.ts, for why and what makes it safe).
      set_config('synchronous_commit', 'off', true) as commit_mode`),
    cte('num', sql`
    update salons set last_sale_number = last_sale_number + 1 where id = (select salon from arg)
    returning id, name, last_sale_number, allow_negative_stock, any_service_allowed, time_zone, front_desk_cancels_sales`),
    cte('sale', sql`
    insert into sales (salon_id, number, client_id, price, payment_type, received, created_by)
    select num.id, num.last_sale_number, arg.client, arg.price, arg.payment_type, arg.received, arg.user_id from num, arg
    returning id, created_at`),
    cte('line', sql`
    select * from json_to_recordset((select lines from arg)) as l(idx int, service_id bigint, product_id bigint,
      appointment_id bigint, employee_id bigint, name text, value int, discount int, quantity int, commission_rate int, commission int, unit_cost int)`),
    cte('line_rows', sql`
    insert into sale_transactions (salon_id, sale_id, client_id, employee_id, service_id, product_id, appointment_id, name,
      value, discount, quantity, commission_rate, commission, unit_cost)
    select num.id, sale.id, arg.client, line.employee_id, line.service_id, line.product_id, line.appointment_id, line.name,
      line.value, line.discount, line.quantity, line.commission_rate, line.commission, line.unit_cost
    from line, num, sale, arg order by line.idx
    returning id`),
    cte('payment_rows', sql`
    insert into sale_payments (salon_id, sale_id, position, method, amount, received, reference, br_code, card_brand, installments, nsu, fee)
    select num.id, sale.id, pay.position, pay.method, pay.amount, pay.received, pay.reference, pay.br_code, pay.card_brand, pay.installments,
      pay.nsu, pay.fee
    from json_to_recordset((select payments from arg)) as pay(position int, method text, amount int, received int, reference text, br_code text,
      card_brand text, installments smallint, nsu text, fee int), num, sale
    order by pay.position
    returning id`),
    cte('tip_rows', sql`
    insert into sale_tips (salon_id, sale_id, employee_id, amount)
    select num.id, sale.id, tip.employee_id, tip.amount
    from json_to_recordset((select tips from arg)) as tip(idx int, employee_id bigint, amount int), num, sale
    order by tip.idx
    returning id`),
    cte('completed', sql`
    update appointments a set status = 'completed' from num
    where a.salon_id = num.id and a.kind = 'appointment' and a.id in (select appointment_id from line where appointment_id is not null)
    returning a.id, a.start_at, a.employee_id`),
    cte('wanted', sql`
    select product_id, sum(quantity)::int as quantity from line where product_id is not null group by product_id`),
    cte('taken', sql`
    update products p set quantity = p.quantity - w.quantity from wanted w, num
    where p.salon_id = num.id and p.id = w.product_id and (num.allow_negative_stock or p.quantity >= w.quantity)
    returning p.id`),
    cte('misfit', sql`
    select 1 from unnest((select ask_employees from arg), (select ask_services from arg)) as ask(employee_id, service_id), num
    where not num.any_service_allowed
      and exists (select 1 from employee_services es where es.salon_id = num.id and es.employee_id = ask.employee_id)
      and not exists (select 1 from employee_services es where es.salon_id = num.id and es.employee_id = ask.employee_id and es.service_id = ask.service_id)`),
    cte('change', sql`
    select 0 as ord, 'sale' as entity, sale.id as entity_id, 'created' as action, null::jsonb as details, 'created' as notice_action,
      sale.created_at as at, (select employee_ids from arg) as employee_ids
    from sale
    union all
    select 1, 'appointment', c.id, 'status', jsonb_build_object('status', 'completed', 'sale_id', sale.id), 'updated',
      c.start_at, json_build_array(c.employee_id)
    from completed c, sale where c.employee_id is not null`),
    cte('audit', sql`
    insert into audit_events (salon_id, entity, entity_id, action, user_id, user_name, details)
    select num.id, change.entity, change.entity_id, change.action, arg.user_id, arg.user_name, change.details
    from change, num, arg order by change.ord, change.entity_id`),
    cte('claim', sql`
    insert into idempotency_keys (scope, key, method, path, fingerprint)
    select claim_scope, claim_key, claim_method, claim_path, claim_fingerprint from arg, num where claim_key is not null
    on conflict do nothing returning id`),
  ];
};

const written = sql<WrittenRow>`json_build_object(
    'id', sale.id, 'number', num.last_sale_number, 'createdAt', sale.created_at, 'salonName', num.name,
    'allowNegativeStock', num.allow_negative_stock, 'timeZone', num.time_zone, 'frontDeskCancelsSales', num.front_desk_cancels_sales,
    'clientName', c.name, 'clientEmail', c.email,
    'lineIds', (select coalesce(json_agg(id order by id), '[]') from line_rows),
    'paymentIds', (select coalesce(json_agg(id order by id), '[]') from payment_rows),
    'tipIds', (select coalesce(json_agg(id order by id), '[]') from tip_rows),
    'completed', (select coalesce(json_agg(json_build_object('id', id, 'startAt', start_at, 'employeeId', employee_id)), '[]') from completed),
    'refused', case
      when (select count(*) from taken) < (select count(*) from wanted) then agendei_refuse('stock')
      when exists (select 1 from misfit) then agendei_refuse('service')
      when (select claim_key from arg) is not null and not exists (select 1 from claim) then agendei_refuse('claim')
    end,
    'told', (select count(pg_notify(${CHANGE_CHANNEL}, json_build_object('salonId', num.id, 'scope', 'reads', 'entity', ch.entity,
      'action', ch.notice_action, 'id', ch.entity_id, 'start_at', floor(extract(epoch from ch.at))::bigint,
      'employeeIds', ch.employee_ids)::text)) from (select * from change order by ord, entity_id) ch)
  )`;

/** Prepared by name through drizzle's query builder: parsed and planned once per connection on a PostgreSQL server. */
const prepared = perDatabase((db) =>
  db
    .with(...parts(db))
    .select({ written })
    .from(sql`num cross join sale left join clients c on c.salon_id = num.id and c.id = (select client from arg)`)
    .prepare('sale_write'),
);

interface WrittenRow {
  id: number;
  number: number;
  createdAt: string;
  salonName: string;
  allowNegativeStock: boolean;
  timeZone: string;
  frontDeskCancelsSales: boolean;
  clientName: string | null;
  clientEmail: string | null;
  lineIds: number[];
  paymentIds: number[];
  tipIds: number[];
  completed: Array<{ id: number; startAt: string; employeeId: number | null }>;
}


/** Of the sale's lines, the (professional, service) pairs the service rule asks about. */
export interface SaleAsks {
  employeeIds: number[];
  serviceIds: number[];
}

/**
 * Writes the priced sale at once (see above). Undefined when the salon does not exist; throws an error with
 * code REFUSED when one of its checks failed, having written nothing.
 */
export async function writeSaleAtOnce(db: Db, sale: SaleToWrite, by: ChangeAuthor, asks: SaleAsks, employeeIds: number[]): Promise<WrittenSale | undefined> {
  const claim = pendingClaim();
  const rows = await prepared(db).execute({
    salonId: sale.salonId,
    clientId: sale.clientId,
    price: sale.price,
    paymentType: sale.paymentType,
    received: sale.received,
    userId: by.userId,
    userName: by.userName,
    lines: JSON.stringify(
      sale.lines.map((line, idx) => ({
        idx,
        service_id: line.serviceId ?? null,
        product_id: line.productId ?? null,
        appointment_id: line.appointmentId,
        employee_id: line.employeeId ?? null,
        name: line.name,
        value: line.value,
        discount: line.discount ?? 0,
        quantity: line.quantity ?? 1,
        commission_rate: line.commissionRate ?? 0,
        commission: line.commission ?? 0,
        unit_cost: line.unitCost ?? null,
      })),
    ),
    payments: JSON.stringify(
      sale.payments.map((payment, position) => ({
        position,
        method: payment.method,
        amount: payment.amount,
        received: payment.received,
        reference: payment.reference,
        br_code: payment.brCode,
        card_brand: payment.cardBrand,
        installments: payment.installments,
        nsu: payment.nsu,
        fee: payment.fee,
      })),
    ),
    tips: JSON.stringify(sale.tips.map((tip, idx) => ({ idx, employee_id: tip.employeeId, amount: tip.amount }))),
    askEmployees: `{${asks.employeeIds.join(',')}}`,
    askServices: `{${asks.serviceIds.join(',')}}`,
    employeeIds: JSON.stringify(employeeIds),
    claimScope: claim?.claim.scope ?? null,
    claimKey: claim?.claim.key ?? null,
    claimMethod: claim?.claim.method ?? null,
    claimPath: claim?.claim.path ?? null,
    claimFingerprint: claim?.claim.fingerprint ?? null,
  });
  const row = rows[0]?.written;
  if (!row) return undefined;
  claim?.settle(1);
  // With a key, the answer's store flushes the WAL past this commit before the answer goes out: one round trip
  // fewer. Without one, a flush of its own.
  if (claim) claim.flushWithAnswer();
  else await flushWal(db);
  return {
    id: row.id,
    number: row.number,
    createdAt: new Date(row.createdAt),
    salonName: row.salonName,
    allowNegativeStock: row.allowNegativeStock,
    cancelRule: { timeZone: row.timeZone, frontDeskCancelsSales: row.frontDeskCancelsSales },
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    lineIds: row.lineIds,
    paymentIds: row.paymentIds,
    tipIds: row.tipIds,
    completed: row.completed.flatMap((a) => (a.employeeId === null ? [] : [{ id: a.id, startAt: new Date(a.startAt), employeeId: a.employeeId }])),
  };
}

/** The statement was refused by its own checks (nothing was written). */
export const isRefused = (error: unknown): boolean => hasErrorCode(error, REFUSED);
