import { http, HttpResponse } from 'msw';
import type { ProductWire, ServiceWire } from '../../../server/contract/catalogue';
import { API } from './origin';
import { db, fold, matches, nextId, notFound, record } from './db';

type Item = ServiceWire | ProductWire;
interface Category {
  id: number;
  name: string;
  description: string | null;
  items: Item[];
}

/** Where each catalogue lives on the wire (src/features/catalogue/catalogueEndpoints.ts) and in the store. */
const KINDS = {
  services: {
    ...{ categories: 'service_categories', category: 'service_category', item: 'service', list: 'services', of: 'service_category_id' },
    ...{ inUse: 'Esta categoria ainda tem serviços.', nameTaken: 'Já existe um serviço com este nome nesta categoria' },
  },
  products: {
    ...{ categories: 'product_categories', category: 'product_category', item: 'product', list: 'products', of: 'product_category_id' },
    ...{ inUse: 'Esta categoria ainda tem produtos.', nameTaken: 'Já existe um produto com este nome nesta categoria' },
  },
} as const;
type Kind = keyof typeof KINDS;

// Both catalogues as one shape, so the rules below are written once.
const categories = (kind: Kind) => (kind === 'services' ? db.serviceCategories : db.productCategories) as unknown as Array<Record<string, unknown> & Category>;
const itemsOf = (kind: Kind, category: Record<string, unknown>) => category[KINDS[kind].list] as Item[];
const categoryOf = (kind: Kind, item: Item) => (item as unknown as Record<string, number>)[KINDS[kind].of];

/** A product's flag, as the server computes it: at or below its level. */
const withStockFlag = (kind: Kind, item: Item): Item =>
  kind === 'products' ? { ...(item as ProductWire), low_stock: (item as ProductWire).low_stock_level != null && (item as ProductWire).quantity <= ((item as ProductWire).low_stock_level as number) } : item;

function newItem(kind: Kind, fields: Record<string, unknown>): Item {
  const common = { id: nextId(kind, categories(kind).flatMap((c) => itemsOf(kind, c))), description: null, cost: 0 };
  if (kind === 'services') return { ...common, name: '', duration: 1800, price: 0, service_category_id: 0, commission: null, ...fields } as ServiceWire;
  return withStockFlag(kind, { ...common, name: '', price: 0, barcode: null, brand: null, quantity: 0, product_category_id: 0, low_stock_level: null, low_stock: false, ...fields } as ProductWire);
}

/** The server's 422 for a name another row of the same list already has (folded); null when it is free. */
function nameTaken(rows: Array<{ id: number; name: string }>, name: unknown, message: string, self?: number) {
  const taken = typeof name === 'string' && rows.some((row) => row.id !== self && fold(row.name.trim()) === fold(name.trim()));
  return taken ? HttpResponse.json({ name: [message] }, { status: 422 }) : null;
}
const CATEGORY_TAKEN = 'Já existe uma categoria com este nome';

function findItem(kind: Kind, id: number) {
  for (const category of categories(kind)) {
    const items = itemsOf(kind, category);
    const index = items.findIndex((i) => i.id === id);
    if (index >= 0) return { items, index };
  }
  return null;
}

/** One catalogue's list, search, and the saves and deletes of its categories and items. */
function catalogueHandlers(kind: Kind) {
  const wire = KINDS[kind];
  return [
    http.get(`${API}/salons/:salonId/${wire.categories}`, () => HttpResponse.json(categories(kind))),
    // The categories holding the items whose name has every word; the empty ones are left out.
    http.get(`${API}/salons/:salonId/${wire.list}/search/:query`, ({ params }) =>
      HttpResponse.json(
        categories(kind)
          .map((c) => ({ ...c, [wire.list]: itemsOf(kind, c).filter((i) => matches(i.name, String(params.query))) }))
          .filter((c) => (c[wire.list] as Item[]).length > 0),
      ),
    ),
    http.post(`${API}/salons/:salonId/${wire.categories}`, async ({ request }) => {
      const fields = (await record(request))[wire.category] as Record<string, unknown>;
      const taken = nameTaken(categories(kind), fields.name, CATEGORY_TAKEN);
      if (taken) return taken;
      const category = { id: nextId(wire.categories, categories(kind)), name: '', description: null, ...fields, [wire.list]: [] };
      categories(kind).push(category as Record<string, unknown> & Category);
      return HttpResponse.json(category, { status: 201 });
    }),
    http.put(`${API}/${wire.categories}/:id`, async ({ request, params }) => {
      const fields = (await record(request))[wire.category] as Record<string, unknown>;
      const category = categories(kind).find((c) => c.id === Number(params.id));
      if (!category) return notFound();
      const taken = nameTaken(categories(kind), fields.name, CATEGORY_TAKEN, category.id);
      if (taken) return taken;
      return HttpResponse.json(Object.assign(category, fields));
    }),
    // 422 {base: [...]} while the category still holds items.
    http.delete(`${API}/${wire.categories}/:id`, async ({ request, params }) => {
      await record(request);
      const list = categories(kind);
      const index = list.findIndex((c) => c.id === Number(params.id));
      if (index < 0) return notFound();
      if (itemsOf(kind, list[index]).length > 0) return HttpResponse.json({ base: [wire.inUse] }, { status: 422 });
      list.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/salons/:salonId/${wire.list}`, async ({ request }) => {
      const item = newItem(kind, (await record(request))[wire.item] as Record<string, unknown>);
      const category = categories(kind).find((c) => c.id === categoryOf(kind, item));
      if (!category) return HttpResponse.json({ [wire.of]: ['não encontrada'] }, { status: 422 });
      const taken = nameTaken(itemsOf(kind, category), item.name, wire.nameTaken);
      if (taken) return taken;
      itemsOf(kind, category).push(item);
      return HttpResponse.json(item, { status: 201 });
    }),
    // A new category id moves the item to that category.
    http.put(`${API}/${wire.list}/:id`, async ({ request, params }) => {
      const fields = (await record(request))[wire.item] as Record<string, unknown>;
      const found = findItem(kind, Number(params.id));
      if (!found) return notFound();
      const item = withStockFlag(kind, { ...found.items[found.index], ...fields } as Item);
      const category = categories(kind).find((c) => c.id === categoryOf(kind, item));
      const taken = nameTaken(category ? itemsOf(kind, category) : [], item.name, wire.nameTaken, item.id);
      if (taken) return taken;
      if (category && itemsOf(kind, category) !== found.items) {
        found.items.splice(found.index, 1);
        itemsOf(kind, category).push(item);
      } else found.items[found.index] = item;
      return HttpResponse.json(item);
    }),
    http.delete(`${API}/${wire.list}/:id`, async ({ request, params }) => {
      await record(request);
      const found = findItem(kind, Number(params.id));
      if (!found) return notFound();
      found.items.splice(found.index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The services and products catalogues (contract/catalogue.ts) over db.serviceCategories and db.productCategories. */
export const serviceHandlers = catalogueHandlers('services');
export const productHandlers = catalogueHandlers('products');
