import type { CategoryFields, ProductCategoryWire, ProductFields, ProductWire } from '../contract/catalogue';
import type { Db } from '../db/client';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import * as categories from '../repositories/productCategories';
import * as products from '../repositories/products';
import { isForeignKeyViolation, isUniqueViolation } from '../repositories/sqlHelpers';
import { categoryChanges, groupInto, namedChanges, nameTaken, searchPatterns, uniqueName } from './catalogueRules';
import { optional } from './text';

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
  async function grouped(salonId: number, query?: string): Promise<ProductCategoryWire[]> {
    const patterns = query === undefined ? [] : searchPatterns(query);
    const [cats, items] = await Promise.all([categories.listProductCategories(db, salonId), products.listProducts(db, salonId, patterns)]);
    return groupInto(cats, items.map(toWire), (p) => p.product_category_id, 'products', patterns.length === 0);
  }

  async function category(salonId: number, id: number): Promise<ProductCategoryWire> {
    const found = (await grouped(salonId)).find((c) => c.id === id);
    if (!found) throw notFound();
    return found;
  }

  async function createCategory(salonId: number, fields: CategoryFields) {
    const changes = categoryChanges(fields);
    const name = changes.name ?? '';
    if (await categories.productCategoryNameTaken(db, salonId, name)) throw nameTaken('categoryNameTaken');
    const row = await uniqueName('categoryNameTaken', () =>
      categories.insertProductCategory(db, { salonId, name, description: changes.description ?? null }),
    );
    return category(salonId, row.id);
  }

  async function updateCategory(salonId: number, id: number, fields: CategoryFields) {
    const changes = categoryChanges(fields);
    if (changes.name !== undefined && (await categories.productCategoryNameTaken(db, salonId, changes.name, id))) throw nameTaken('categoryNameTaken');
    if (!(await uniqueName('categoryNameTaken', () => categories.updateProductCategory(db, salonId, id, changes)))) throw notFound();
    return category(salonId, id);
  }

  async function deleteCategory(salonId: number, id: number) {
    if (!(await categories.findProductCategory(db, salonId, id))) throw notFound();
    if (await categories.productCategoryHasProducts(db, salonId, id)) throw unprocessable({ base: ['categoryHasProducts'] });
    try {
      await categories.deleteProductCategory(db, salonId, id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ base: ['categoryHasProducts'] });
      throw error;
    }
  }

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
    if (categoryId !== undefined && !(await categories.findProductCategory(db, salonId, categoryId))) {
      errors.product_category_id = ['categoryNotFound'];
    }
    const name = changes.name ?? current?.name;
    const inCategory = categoryId ?? current?.productCategoryId;
    const moved = changes.name !== undefined || categoryId !== undefined;
    if (moved && !errors.name && !errors.product_category_id && name && inCategory !== undefined) {
      if (await products.productNameTaken(db, salonId, inCategory, name, current?.id)) errors.name = ['productNameTaken'];
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
      products.insertProduct(db, {
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
    const current = await products.findProduct(db, salonId, id);
    if (!current) throw notFound();
    const row = await guarded(async () => products.updateProduct(db, salonId, id, await productChanges(salonId, fields, current)));
    if (!row) throw notFound();
    return toWire(row);
  }

  async function deleteProduct(salonId: number, id: number) {
    if (!(await products.findProduct(db, salonId, id))) throw notFound();
    if (await products.productWasSold(db, salonId, id)) throw unprocessable({ base: ['productInUse'] });
    try {
      await products.deleteProduct(db, salonId, id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ base: ['productInUse'] });
      throw error;
    }
  }

  return {
    categories: (salonId: number) => grouped(salonId),
    search: (salonId: number, query: string) => grouped(salonId, query),
    list: async (salonId: number) => (await products.listProducts(db, salonId)).map(toWire),
    createCategory,
    updateCategory,
    deleteCategory,
    createProduct,
    updateProduct,
    deleteProduct,
  };
}
export type ProductCatalogue = ReturnType<typeof createProductCatalogue>;
