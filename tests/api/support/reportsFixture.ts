import { eq, max } from 'drizzle-orm';
import type { PaymentType } from '../../../server/db/schema/index';
import { salePayments, sales, saleTransactions, salons } from '../../../server/db/schema/index';
import { writeOutside, type TestApp } from './harness';

/** A line of a fixture sale: a service or a product, credited to a professional or to no one. */
export interface FixtureLine {
  serviceId?: number;
  productId?: number;
  employeeId?: number;
  name: string;
  value: number;
  quantity?: number;
  discount?: number;
  /** Basis points; the commission is computed here as the sales API does (on the value after discount). */
  rate?: number;
}

export interface FixtureSale {
  at: string;
  paymentType: PaymentType;
  clientId?: number;
  canceled?: boolean;
  lines: FixtureLine[];
}

const lineTotal = (l: FixtureLine) => l.value * (l.quantity ?? 1) - (l.discount ?? 0);

/**
 * Writes sales straight into the database with the created_at a test chooses (the API stamps now()), numbered
 * after the salon's last one. A canceled sale is marked as the estorno marks it: the sale and its lines.
 */
export function insertSales(t: TestApp, salonId: number, list: FixtureSale[]) {
  // Written behind the API's back: writeOutside announces it and waits until the API has heard (infra/salonCaches.ts).
  return writeOutside(t, salonId, async (db) => {
    // After the salon's counter, or after a number another test wrote without bumping it.
    const [salon] = await db.select({ last: salons.lastSaleNumber }).from(salons).where(eq(salons.id, salonId));
    const [written] = await db.select({ max: max(sales.number) }).from(sales).where(eq(sales.salonId, salonId));
    let number = Math.max(salon.last, written.max ?? 0);
    const ids: number[] = [];
    for (const s of list) {
      number += 1;
      const createdAt = new Date(s.at);
      const canceledAt = s.canceled ? new Date(createdAt.getTime() + 3_600_000) : null;
      const [row] = await db
        .insert(sales)
        .values({
          salonId, clientId: s.clientId ?? null, number, price: s.lines.reduce((n, l) => n + lineTotal(l), 0), paymentType: s.paymentType,
          createdAt, status: s.canceled ? 'canceled' : 'completed', canceledAt, cancelReason: s.canceled ? 'Erro no caixa' : null,
        })
        .returning({ id: sales.id });
      await db.insert(saleTransactions).values(
        s.lines.map((l) => ({
          salonId, saleId: row.id, clientId: s.clientId ?? null, employeeId: l.employeeId ?? null, serviceId: l.serviceId ?? null,
          productId: l.productId ?? null, name: l.name, value: l.value, quantity: l.quantity ?? 1, discount: l.discount ?? 0,
          commissionRate: l.rate ?? 0, commission: Math.round((lineTotal(l) * (l.rate ?? 0)) / 10_000), canceledAt, createdAt,
        })),
      );
      // Paid one way, as every sale before split payments was (and as the migration wrote them).
      const price = s.lines.reduce((n, l) => n + lineTotal(l), 0);
      if (price > 0) await db.insert(salePayments).values({ salonId, saleId: row.id, position: 0, method: s.paymentType, amount: price, createdAt });
      ids.push(row.id);
    }
    await db.update(salons).set({ lastSaleNumber: number }).where(eq(salons.id, salonId));
    return ids;
  });
}

export async function setPlan(t: TestApp, salonId: number, planId: number) {
  await writeOutside(t, salonId, (db) => db.update(salons).set({ planId }).where(eq(salons.id, salonId)));
}
