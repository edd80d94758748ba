import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { SaleWire } from '../../../server/contract/sales';
import type { Db } from '../../../server/db/client';
import { products, sales } from '../../../server/db/schema/index';
import { agendaSalon, booked, utc, type AgendaSalon } from './agendaHelpers';
import { json } from './harness';
import { category, expectStatus, product } from './salonHelpers';

/** A salon ready to sell: the agenda's client, service (Corte, R$ 45,00) and professional, and Pomada (R$ 39,90) in stock. */
export interface SaleSalon extends AgendaSalon {
  productId: number;
}

export async function saleSalon(app: FastifyInstance, stock = 5): Promise<SaleSalon> {
  const s = await agendaSalon(app);
  const productId = (await product(s.as, await category(s.as, 'product', 'Finalizadores'), { name: 'Pomada', price: 3990, quantity: stock })).id;
  return { ...s, productId };
}

let slot = 0;
/** A booking of the salon's 30-minute service on 2030-03-01 (São Paulo), each in a fresh slot so none overlap. */
export async function appointment(s: AgendaSalon, fields: Record<string, unknown> = {}): Promise<AppointmentWire> {
  slot += 1;
  return booked(s, { start_at: utc(2030, 3, 1, 11) + (slot % 24) * 1800, ...fields });
}

/** POSTs a sale; `headers` adds e.g. Idempotency-Key or Accept-Language. */
export function sell(app: FastifyInstance, s: AgendaSalon, sale: Record<string, unknown>, headers: Record<string, string> = {}, url = `/v1/salons/${s.as.salonId}/sales`) {
  return app.inject({ method: 'POST', url, headers: { ...s.as.headers, ...headers }, payload: { sale } });
}

export async function sold(app: FastifyInstance, s: AgendaSalon, sale: Record<string, unknown>, headers: Record<string, string> = {}) {
  return json<SaleWire>(expectStatus(await sell(app, s, sale, headers), 201));
}

/** A product sale of `quantity` units at the catalogue price, paid with Pix. */
export const productSale = (s: SaleSalon, quantity = 1, extra: Record<string, unknown> = {}) => ({
  payment_type: 'pix',
  price: 3990 * quantity,
  transactions_attributes: [{ product_id: s.productId, quantity, user_id: s.employeeId }],
  ...extra,
});

export async function stockOf(db: Db, s: SaleSalon) {
  const [row] = await db.select({ quantity: products.quantity }).from(products).where(and(eq(products.salonId, s.as.salonId), eq(products.id, s.productId)));
  return row.quantity;
}

export async function salesOf(db: Db, s: AgendaSalon) {
  return db.select().from(sales).where(eq(sales.salonId, s.as.salonId)).orderBy(sales.id);
}
