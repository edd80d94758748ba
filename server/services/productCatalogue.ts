import type { ProductFields, ProductWire } from '../contract/catalogue';
import type { Db } from '../db/client';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import * as products from '../repositories/products';
import { isForeignKeyViolation, isUniqueViolation } from '../repositories/sqlHelpers';
import { createCategoryPanels } from './catalogueCategories';
import { namedChanges, nameTaken } from './catalogueRules';
import { optional } from './text';
import { servicePlugin } from './registry';

const toWire = (p: products.ProductRow): ProductWire => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price: p.price,
  cost: p.cost,
  barcode: p.barcode,
  brand: p.brand,
  quantity: p.quantity,
  product_category_id: p.productCategoryId,
});

/** The product catalogue: categories (panels) and their products. */
export function createProductCatalogue(db: Db) {
  const panels = createCategoryPanels(db, {
    kind: 'product',
    key: 'products',
    listItems: async (salonId, patterns) => (await products.productItems.list(db, salonId, patterns)).map(toWire),
    categoryOf: (item) => item.product_category_id,
    inUse: 'categoryHasProducts',
  });

  /** Checks the fields sent, as serviceChanges does: a category of this salon, a name alone in its category. */
  async function productChanges(salonId: number, fields: ProductFields, current?: products.ProductRow) {
    const errors: FieldErrors = {};
    const changes = {
      ...namedChanges(fields, errors),
      price: fields.price,
      cost: fields.cost,
      quantity: fields.quantity,
      barcode: optional(fields.barcode),
      brand: optional(fields.brand),
    };
    const categoryId = fields.product_category_id;
    if (categoryId !== undefined && !(await panels.exists(salonId, categoryId))) {
      errors.product_category_id = ['categoryNotFound'];
    }
    const name = changes.name ?? current?.name;
    const inCategory = categoryId ?? current?.productCategoryId;
    const moved = changes.name !== undefined || categoryId !== undefined;
    if (moved && !errors.name && !errors.product_category_id && name && inCategory !== undefined) {
      if (await products.productItems.nameTaken(db, salonId, inCategory, name, current?.id)) errors.name = ['productNameTaken'];
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const patch = Object.fromEntries(Object.entries({ ...changes, productCategoryId: categoryId }).filter(([, v]) => v !== undefined));
    return patch as Partial<products.NewProduct>;
  }

  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ product_category_id: ['categoryNotFound'] });
      if (isUniqueViolation(error)) throw nameTaken('productNameTaken');
      throw error;
    }
  }

  async function createProduct(salonId: number, fields: ProductFields): Promise<ProductWire> {
    const patch = await productChanges(salonId, fields);
    const row = await guarded(() =>
      products.productItems.insert(db, {
        ...patch,
        salonId,
        name: patch.name ?? '',
        price: patch.price ?? 0,
        productCategoryId: patch.productCategoryId ?? 0,
      }),
    );
    return toWire(row);
  }

  async function updateProduct(salonId: number, id: number, fields: ProductFields): Promise<ProductWire> {
    const current = await products.productItems.find(db, salonId, id);
    if (!current) throw notFound();
    const row = await guarded(async () => products.productItems.update(db, salonId, id, await productChanges(salonId, fields, current)));
    if (!row) throw notFound();
    return toWire(row);
  }

  async function deleteProduct(salonId: number, id: number) {
    if (!(await products.productItems.find(db, salonId, id))) throw notFound();
    if (await products.productWasSold(db, salonId, id)) throw unprocessable({ base: ['productInUse'] });
    try {
      await products.productItems.remove(db, salonId, id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ base: ['productInUse'] });
      throw error;
    }
  }

  return {
    categories: panels.categories,
    search: panels.search,
    list: async (salonId: number) => (await products.productItems.list(db, salonId)).map(toWire),
    createCategory: panels.createCategory,
    updateCategory: panels.updateCategory,
    deleteCategory: panels.deleteCategory,
    createProduct,
    updateProduct,
    deleteProduct,
  };
}
export type ProductCatalogue = ReturnType<typeof createProductCatalogue>;

declare module 'fastify' {
  interface ServiceRegistry {
    productCatalogue: ProductCatalogue;
  }
}

/** Registers the service as app.services.productCatalogue. */
export default servicePlugin('productCatalogue', (app) => createProductCatalogue(app.db));
