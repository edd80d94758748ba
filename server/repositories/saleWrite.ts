import { and, eq, sql } from 'drizzle-orm';
import type { PriceChangeSettings } from '../contract/pricing';
import type { Db } from '../db/client';
import { clients, salePayments, saleTips, salons, saleTransactions, sales, type CardFees, type PaymentType } from '../db/schema/index';
import { setAppointmentsStatus } from './sales';
import { perDatabase } from './sqlHelpers';

/**
 * A sale is checked out in two steps (issue 12: the sale creation budget): one statement reads everything the
 * server prices it from, before any lock (here), and one transaction writes it (writeSale). Each round trip costs
 * CPU in the API process and in the database, and a transaction holds a connection and the salon's row meanwhile.
 */

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
  /** Cents each (products.cost): a commission net of cost takes it off the line. */
  cost: number;
}
/** The salon's card fees and commission rules of the moment (issue 30 item 3). */
export interface SaleFeeRules {
  cardFees: CardFees | null;
  netOfFees: boolean;
  netOfCost: boolean;
}
interface EmployeeRef {
  id: number;
  name: string;
  serviceCommission: number;
  productCommission: number;
  /** 'Atende clientes': only such a seller is credited with a product line sent without a professional. */
  servesClients: boolean;
}


interface RefsRow {
  appointments: Array<Omit<AppointmentRef, 'startAt'> & { startAt: string }>;
  services: ServiceRef[];
  products: ProductRef[];
  employees: EmployeeRef[];
  client: { id: number } | null;
  /** Null only when the salon does not exist (the write then answers 404). */
  pricing: PriceChangeSettings | null;
  /** Cents of the paid Pix deposits of the appointments' online visits (each visit has one). */
  deposit: number;
  /** The salon's Pix key for the BR Codes of its Pix payments; null while it has none. */
  pix: { key: string; receiverName: string; receiverCity: string } | null;
  /** The salon takes cash only with a cash drawer open, and none is (issue 30 item 6). */
  drawerMissing: boolean | null;
  /** Null only when the salon does not exist. */
  fees: SaleFeeRules | null;
}

const referencesStatement = sql`
    with arg as materialized (
      select ${p('salonId')}::bigint as salon, ${p('appointmentIds')}::bigint[] as appointment_ids, ${p('serviceIds')}::bigint[] as service_ids,
        ${p('productIds')}::bigint[] as product_ids, ${p('employeeIds')}::bigint[] as employee_ids, ${p('clientId')}::bigint as client
    ), appt as (
      select a.id, a.status, a.price, a.service_id, a.employee_id, a.client_id, a.start_at, a.visit_id, t.sale_id as sold_by
      from appointments a
      left join sale_transactions t on t.salon_id = a.salon_id and t.appointment_id = a.id and t.canceled_at is null
      where a.salon_id = (select salon from arg) and a.kind = 'appointment' and a.id = any((select appointment_ids from arg)::bigint[])
    )
    select
      (select coalesce(json_agg(json_build_object('id', id, 'status', status, 'price', price, 'serviceId', service_id,
         'employeeId', employee_id, 'clientId', client_id, 'startAt', start_at, 'soldBy', sold_by)), '[]') from appt) as appointments,
      (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'price', s.price, 'commission', s.commission)), '[]')
         from services s where s.salon_id = (select salon from arg)
         and s.id = any((select service_ids from arg) || array(select service_id from appt where service_id is not null))) as services,
      (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'price', p.price, 'cost', p.cost)), '[]')
         from products p where p.salon_id = (select salon from arg) and p.id = any((select product_ids from arg)::bigint[])) as products,
      (select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name, 'serviceCommission', e.service_commission,
         'productCommission', e.product_commission, 'servesClients', e.serves_clients)), '[]')
         from employees e where e.salon_id = (select salon from arg)
         and e.id = any((select employee_ids from arg) || array(select employee_id from appt where employee_id is not null))) as employees,
      (select json_build_object('id', c.id) from clients c
         where c.salon_id = (select salon from arg) and c.id = (select client from arg) and c.erased_at is null) as client,
      (select json_build_object('frontDesk', n.price_change_front_desk, 'professional', n.price_change_professional,
         'maxPercent', n.price_change_max_percent) from salons n where n.id = (select salon from arg)) as pricing,
      (select json_build_object('key', n.pix_key, 'receiverName', n.pix_receiver_name, 'receiverCity', n.pix_receiver_city)
         from salons n where n.id = (select salon from arg) and n.pix_key is not null) as pix,
      (select json_build_object('cardFees', n.card_fees, 'netOfFees', n.commission_net_of_fees, 'netOfCost', n.commission_net_of_cost)
         from salons n where n.id = (select salon from arg)) as fees,
      (select coalesce(sum(d.amount), 0)::integer from booking_deposits d where d.salon_id = (select salon from arg) and d.status = 'paid'
         and d.visit_id in (select visit_id from appt where visit_id is not null)) as deposit,
      (select n.cash_sales_need_drawer and not exists (select 1 from cash_drawers d where d.salon_id = n.id and d.closed_at is null)
         from salons n where n.id = (select salon from arg)) as drawer_missing`;

/**
 * The statement prepared by name through drizzle's query builder (a select of its one row): a PostgreSQL server
 * parses and plans it once per connection (node-postgres keeps the names it prepared on each), not on every sale.
 */
const references = perDatabase((db) =>
  db
    .select({
      appointments: sql<RefsRow['appointments']>`r.appointments`,
      services: sql<RefsRow['services']>`r.services`,
      products: sql<RefsRow['products']>`r.products`,
      employees: sql<RefsRow['employees']>`r.employees`,
      client: sql<RefsRow['client']>`r.client`,
      pricing: sql<RefsRow['pricing']>`r.pricing`,
      deposit: sql<RefsRow['deposit']>`r.deposit`,
      pix: sql<RefsRow['pix']>`r.pix`,
      drawerMissing: sql<RefsRow['drawerMissing']>`r.drawer_missing`,
      fees: sql<RefsRow['fees']>`r.fees`,
    })
    .from(sql`(${referencesStatement}) as r`)
    .prepare('sale_references'),
);

/**
 * Which of the sent ids are the salon's, with what a sale line needs of each (another salon's id is not found),
 * in one statement. Its values come in through the materialized `arg`, out of the planner's sight: a custom plan
 * for them would be no better than the generic one, so the database plans it once per connection instead of on
 * every sale (choosing per call, it kept re-planning: docs/decisions/38-the-sale-s-statements.md). A line from an
 * appointment defaults to its service and professional: those come too. `pricing` is the salon's rule on who may
 * change prices (issue 24), and the paid Pix deposits of the appointments' visits, read here rather than in round
 * trips of their own.
 */
export async function saleReferences(db: Db, salonId: number, ids: SaleRefIds) {
  const [row] = await references(db).execute({
    salonId,
    appointmentIds: idList(ids.appointmentIds),
    serviceIds: idList(ids.serviceIds),
    productIds: idList(ids.productIds),
    employeeIds: idList(ids.employeeIds),
    clientId: ids.clientId ?? null,
  });
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return {
    services: byId(row.services),
    products: byId(row.products),
    appointments: byId(row.appointments.map((a): AppointmentRef => ({ ...a, startAt: new Date(a.startAt) }))),
    employees: byId(row.employees),
    client: row.client ?? undefined,
    // A salon that is gone changes nothing: the write finds no salon row and answers 404.
    pricing: row.pricing ?? { frontDesk: false, professional: false, maxPercent: 0 },
    // What the sale will deduct, unless a deposit changes meanwhile (its write locks them: services/sales.ts).
    depositDue: Number(row.deposit ?? 0),
    pix: row.pix ?? null,
    // Read before the sale's transaction: a drawer closed in between lets one more cash sale through, as at a counter.
    cashNeedsDrawer: row.drawerMissing === true,
    fees: row.fees ?? { cardFees: null, netOfFees: false, netOfCost: false },
  };
}
export type SaleReferences = Awaited<ReturnType<typeof saleReferences>>;

export interface SaleToWrite {
  salonId: number;
  clientId: number | null;
  price: number;
  paymentType: PaymentType;
  received: number | null;
  userId: number;
  /** In the order paid (sale_payments.position); they add up to price less the deposits. */
  payments: Array<{
    method: PaymentType;
    amount: number;
    received: number | null;
    reference: string | null;
    brCode: string | null;
    cardBrand: string | null;
    installments: number | null;
    nsu: string | null;
    fee: number;
  }>;
  lines: Array<Omit<typeof saleTransactions.$inferInsert, 'salonId' | 'saleId' | 'clientId'> & { appointmentId: number | null }>;
  /** Tips for the professionals (issue 30 item 4), in the order sent. */
  tips: Array<{ employeeId: number; amount: number }>;
}

export interface WrittenSale {
  id: number;
  number: number;
  createdAt: Date;
  salonName: string;
  allowNegativeStock: boolean;
  /** What the front desk's estorno of it depends on (the sale's answer says whether the seller may estorno it). */
  cancelRule: { timeZone: string; frontDeskCancelsSales: boolean };
  clientName: string | null;
  clientEmail: string | null;
  /** The lines' ids, in the order sent. */
  lineIds: number[];
  /** The payments' ids, in the order paid. */
  paymentIds: number[];
  /** The tips' ids, in the order sent. */
  tipIds: number[];
  /** Cents of Pix deposits the sale deducted (services/sales.ts sets it; 0 or absent: none). */
  deposit?: number;
  /** The appointments the sale completed. */
  completed: Array<{ id: number; startAt: Date; employeeId: number }>;
}

/**
 * Writes a priced sale in the caller's transaction: the salon's next number (its row lock is held until the
 * transaction ends, so a salon's sales are numbered one at a time, without gaps), the sale, its lines in the
 * order sent and the appointments it completes. Stock, the audit rows and the notices are the caller's, in the
 * same transaction. Undefined when the salon does not exist. The fixed statements are prepared by name.
 */
export async function writeSale(tx: Db, sale: SaleToWrite): Promise<WrittenSale | undefined> {
  const [salon] = await tx
    .update(salons)
    .set({ lastSaleNumber: sql`${salons.lastSaleNumber} + 1` })
    .where(eq(salons.id, p('salonId')))
    .returning({
      name: salons.name,
      number: salons.lastSaleNumber,
      allowNegativeStock: salons.allowNegativeStock,
      timeZone: salons.timeZone,
      frontDeskCancelsSales: salons.frontDeskCancelsSales,
    })
    .prepare('sale_number')
    .execute({ salonId: sale.salonId });
  if (!salon) return undefined;
  const inserted = tx.$with('inserted').as(
    tx
      .insert(sales)
      .values({ salonId: p('salonId'), number: p('number'), clientId: p('clientId'), price: p('price'), paymentType: p('paymentType'), received: p('received'), createdBy: p('userId') })
      .returning({ id: sales.id, salonId: sales.salonId, clientId: sales.clientId, createdAt: sales.createdAt }),
  );
  const [row] = await tx
    .with(inserted)
    .select({ id: inserted.id, createdAt: inserted.createdAt, clientName: clients.name, clientEmail: clients.email })
    .from(inserted)
    .leftJoin(clients, and(eq(clients.salonId, inserted.salonId), eq(clients.id, inserted.clientId)))
    .prepare('sale_insert')
    .execute({ salonId: sale.salonId, number: salon.number, clientId: sale.clientId, price: sale.price, paymentType: sale.paymentType, received: sale.received, userId: sale.userId });
  const lines = await tx
    .insert(saleTransactions)
    .values(sale.lines.map((line) => ({ ...line, salonId: sale.salonId, saleId: row.id, clientId: sale.clientId })))
    .returning({ id: saleTransactions.id });
  const payments =
    sale.payments.length === 0
      ? []
      : await tx
          .insert(salePayments)
          .values(sale.payments.map((payment, position) => ({ ...payment, position, salonId: sale.salonId, saleId: row.id })))
          .returning({ id: salePayments.id });
  const tips =
    sale.tips.length === 0
      ? []
      : await tx
          .insert(saleTips)
          .values(sale.tips.map((tip) => ({ ...tip, salonId: sale.salonId, saleId: row.id })))
          .returning({ id: saleTips.id });
  const appointmentIds = sale.lines.flatMap((line) => (line.appointmentId === null ? [] : [line.appointmentId]));
  const completed = await setAppointmentsStatus(tx, sale.salonId, appointmentIds, 'completed');
  return {
    id: row.id,
    number: salon.number,
    createdAt: row.createdAt,
    salonName: salon.name,
    allowNegativeStock: salon.allowNegativeStock,
    cancelRule: { timeZone: salon.timeZone, frontDeskCancelsSales: salon.frontDeskCancelsSales },
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    // Ids come from the sequence in the order the rows were sent.
    lineIds: lines.map((line) => line.id).sort((x, y) => x - y),
    paymentIds: payments.map((payment) => payment.id).sort((x, y) => x - y),
    tipIds: tips.map((tip) => tip.id).sort((x, y) => x - y),
    completed: completed.flatMap((a) => (a.employeeId === null ? [] : [{ id: a.id, startAt: a.startAt, employeeId: a.employeeId }])),
  };
}
