import type { ProductWire } from '../contract/catalogue';
import type { StockEntryFields, StockMovementWire } from '../contract/stock';
import type { Db } from '../db/client';
import { notFound, unprocessable } from '../errors';
import * as changes from '../repositories/changes';
import { productItems } from '../repositories/products';
import * as movements from '../repositories/stockMovements';
import type { Actor } from './permissions';
import { productWire } from './productCatalogue';
import { servicePlugin } from './registry';
import { optional } from './text';

/**
 * A product's stock moved by hand (issue 25, item 18): an entrada of goods received adds to the stock and is kept
 * as a movement with who and when. Sales move stock through their own lines (services/sales.ts).
 */
export function createStockService(db: Db) {
  /** One transaction: the stock added in place, the movement, its audit row and change notice; answers the product. */
  async function addEntry(actor: Actor, productId: number, fields: StockEntryFields): Promise<ProductWire> {
    const { salonId } = actor;
    const note = optional(fields.note) ?? null;
    const unitCost = fields.unit_cost ?? null;
    const row = await db.transaction(async (tx) => {
      if (!(await movements.addToStock(tx, salonId, productId, fields.quantity))) {
        // Another salon's product is as unknown as one that does not exist; a known one only failed the ceiling.
        if (!(await productItems.find(tx, salonId, productId))) throw notFound();
        throw unprocessable({ quantity: ['stockTooHigh'] });
      }
      const movementId = await movements.insertMovement(tx, { salonId, productId, quantity: fields.quantity, unitCost, note, createdBy: actor.userId });
      await changes.record(tx, {
        salonId, entity: 'product', action: 'stock_entry', id: productId, by: actor,
        details: { movement_id: movementId, quantity: fields.quantity, unit_cost: unitCost, note },
      });
      return productItems.find(tx, salonId, productId);
    });
    if (!row) throw notFound();
    return productWire(row);
  }

  /** The product's movements, latest first; 404 for a product the salon does not have. */
  async function list(salonId: number, productId: number): Promise<StockMovementWire[]> {
    if (!(await productItems.find(db, salonId, productId))) throw notFound();
    const rows = await movements.listMovements(db, salonId, productId);
    return rows.map((m) => ({
      id: m.id,
      product_id: m.productId,
      quantity: m.quantity,
      unit_cost: m.unitCost,
      note: m.note,
      user_name: m.userName,
      created_at: Math.floor(m.createdAt.getTime() / 1000),
    }));
  }

  return { addEntry, list };
}
export type StockService = ReturnType<typeof createStockService>;

declare module 'fastify' {
  interface ServiceRegistry {
    stock: StockService;
  }
}

/** Registers the service as app.services.stock. */
export default servicePlugin('stock', (app) => createStockService(app.db));
