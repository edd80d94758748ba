import { http, HttpResponse } from 'msw';
import type { ProductWire } from '../../../server/contract/catalogue';
import { MAX_STOCK_ENTRY } from '../../../server/contract/stock';
import { API } from './origin';
import { db, nextId, notFound, record } from './db';
import { signedIn } from './signedIn';

const findProduct = (id: unknown) => db.productCategories.flatMap((c) => c.products).find((p) => p.id === Number(id));
const isCents = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100_000_000;

/** A product's entradas (contract/stock.ts) over db.stockEntries; an entrada adds to the product's quantity in db.productCategories. */
export const stockHandlers = [
  // Latest first; 404 for a product the salon does not have.
  http.get(`${API}/products/:id/stock_movements`, ({ params }) =>
    findProduct(params.id)
      ? HttpResponse.json(db.stockEntries.filter((m) => m.product_id === Number(params.id)).sort((a, b) => b.created_at - a.created_at || b.id - a.id))
      : notFound(),
  ),
  // The answer is the product with its new quantity and flag (ProductResponse).
  http.post(`${API}/products/:id/stock_entries`, async ({ request, params }) => {
    const body = await record(request);
    const fields = (body.stock_entry ?? body) as { quantity?: unknown; unit_cost?: unknown; note?: unknown };
    const { quantity } = fields;
    if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_STOCK_ENTRY) {
      return HttpResponse.json({ quantity: ['Digite uma quantidade inteira de 1 a 100.000'] }, { status: 422 });
    }
    if (fields.unit_cost != null && !isCents(fields.unit_cost)) return HttpResponse.json({ unit_cost: ['Digite um valor de R$ 0,00 a R$ 1.000.000,00'] }, { status: 422 });
    const product: ProductWire | undefined = findProduct(params.id);
    if (!product) return notFound();
    product.quantity += quantity as number;
    product.low_stock = product.low_stock_level != null && product.quantity <= product.low_stock_level;
    db.stockEntries.push({
      id: nextId('stockEntries', db.stockEntries),
      product_id: product.id,
      quantity: quantity as number,
      unit_cost: (fields.unit_cost as number | undefined) ?? null,
      // A blank note is none.
      note: typeof fields.note === 'string' && fields.note.trim() ? fields.note.trim() : null,
      user_name: signedIn()?.name ?? null,
      created_at: Math.floor(Date.now() / 1000),
    });
    return HttpResponse.json(product);
  }),
];
