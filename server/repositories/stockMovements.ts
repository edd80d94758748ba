import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, stockMovements, users } from '../db/schema/index';

/** The largest stock a product may hold (PostgreSQL's integer). */
const MAX_INT = 2_147_483_647;

export interface EntryValues {
  salonId: number;
  productId: number;
  quantity: number;
  unitCost: number | null;
  note: string | null;
  createdBy: number;
}

/**
 * Adds `quantity` units to the product's stock in the database itself (quantity = quantity + n), so concurrent
 * entries each count; false when the product is not the salon's or the sum would not fit an integer.
 */
export async function addToStock(tx: Db, salonId: number, productId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}` })
    .where(and(eq(products.salonId, salonId), eq(products.id, productId), sql`${products.quantity} <= ${MAX_INT - quantity}`))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function insertMovement(tx: Db, values: EntryValues): Promise<number> {
  const [row] = await tx.insert(stockMovements).values(values).returning({ id: stockMovements.id });
  return row.id;
}

/** The product's movements, latest first, with the name of who recorded each (null once that user is gone). */
export function listMovements(db: Db, salonId: number, productId: number, limit = 100) {
  return db
    .select({
      id: stockMovements.id,
      productId: stockMovements.productId,
      quantity: stockMovements.quantity,
      unitCost: stockMovements.unitCost,
      note: stockMovements.note,
      userName: users.name,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(users, and(eq(users.salonId, stockMovements.salonId), eq(users.id, stockMovements.createdBy)))
    .where(and(eq(stockMovements.salonId, salonId), eq(stockMovements.productId, productId)))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
}
