import type { ServiceCategoryWire, ServiceFields, ServiceWire } from '../contract/catalogue';
import type { CategoryFields } from '../contract/catalogue';
import type { Db } from '../db/client';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import * as categories from '../repositories/serviceCategories';
import * as services from '../repositories/services';
import { isForeignKeyViolation, isUniqueViolation } from '../repositories/sqlHelpers';
import { categoryChanges, groupInto, namedChanges, nameTaken, searchPatterns, uniqueName } from './catalogueRules';

const toWire = (s: services.ServiceRow): ServiceWire => ({
  id: s.id,
  name: s.name,
  description: s.description,
  duration: s.duration,
  price: s.price,
  cost: s.cost,
  service_category_id: s.serviceCategoryId,
});

/** The service catalogue: categories (panels) and their services. */
export function createServiceCatalogue(db: Db) {
  async function grouped(salonId: number, query?: string): Promise<ServiceCategoryWire[]> {
    const patterns = query === undefined ? [] : searchPatterns(query);
    const [cats, items] = await Promise.all([categories.listServiceCategories(db, salonId), services.listServices(db, salonId, patterns)]);
    return groupInto(cats, items.map(toWire), (s) => s.service_category_id, 'services', patterns.length === 0);
  }

  async function category(salonId: number, id: number): Promise<ServiceCategoryWire> {
    const found = (await grouped(salonId)).find((c) => c.id === id);
    if (!found) throw notFound();
    return found;
  }

  async function createCategory(salonId: number, fields: CategoryFields) {
    const changes = categoryChanges(fields);
    const name = changes.name ?? '';
    if (await categories.serviceCategoryNameTaken(db, salonId, name)) throw nameTaken('categoryNameTaken');
    const row = await uniqueName('categoryNameTaken', () =>
      categories.insertServiceCategory(db, { salonId, name, description: changes.description ?? null }),
    );
    return category(salonId, row.id);
  }

  async function updateCategory(salonId: number, id: number, fields: CategoryFields) {
    const changes = categoryChanges(fields);
    if (changes.name !== undefined && (await categories.serviceCategoryNameTaken(db, salonId, changes.name, id))) throw nameTaken('categoryNameTaken');
    if (!(await uniqueName('categoryNameTaken', () => categories.updateServiceCategory(db, salonId, id, changes)))) throw notFound();
    return category(salonId, id);
  }

  async function deleteCategory(salonId: number, id: number) {
    if (!(await categories.findServiceCategory(db, salonId, id))) throw notFound();
    if (await categories.serviceCategoryHasServices(db, salonId, id)) throw unprocessable({ base: ['categoryHasServices'] });
    try {
      await categories.deleteServiceCategory(db, salonId, id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ base: ['categoryHasServices'] });
      throw error;
    }
  }

  /**
   * Checks the fields sent; the category must be one of this salon's (another salon's id is unknown here), and
   * the name, once saved, must be the only one of its kind in its category (`current`: the service updated).
   */
  async function serviceChanges(salonId: number, fields: ServiceFields, current?: services.ServiceRow) {
    const errors: FieldErrors = {};
    const changes = { ...namedChanges(fields, errors), duration: fields.duration, price: fields.price, cost: fields.cost };
    const categoryId = fields.service_category_id;
    if (categoryId !== undefined && !(await categories.findServiceCategory(db, salonId, categoryId))) {
      errors.service_category_id = ['categoryNotFound'];
    }
    const name = changes.name ?? current?.name;
    const inCategory = categoryId ?? current?.serviceCategoryId;
    const moved = changes.name !== undefined || categoryId !== undefined;
    if (moved && !errors.name && !errors.service_category_id && name && inCategory !== undefined) {
      if (await services.serviceNameTaken(db, salonId, inCategory, name, current?.id)) errors.name = ['serviceNameTaken'];
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const patch = Object.fromEntries(Object.entries({ ...changes, serviceCategoryId: categoryId }).filter(([, v]) => v !== undefined));
    return patch as Partial<services.NewService>;
  }

  /** A category deleted between the check and the write: the composite foreign key refuses it. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ service_category_id: ['categoryNotFound'] });
      if (isUniqueViolation(error)) throw nameTaken('serviceNameTaken');
      throw error;
    }
  }

  async function createService(salonId: number, fields: ServiceFields): Promise<ServiceWire> {
    const patch = await serviceChanges(salonId, fields);
    const row = await guarded(() =>
      services.insertService(db, {
        salonId,
        name: patch.name ?? '',
        description: patch.description ?? null,
        duration: patch.duration ?? 0,
        price: patch.price ?? 0,
        cost: patch.cost ?? 0,
        serviceCategoryId: patch.serviceCategoryId ?? 0,
      }),
    );
    return toWire(row);
  }

  async function updateService(salonId: number, id: number, fields: ServiceFields): Promise<ServiceWire> {
    const current = await services.findService(db, salonId, id);
    if (!current) throw notFound();
    const row = await guarded(async () => services.updateService(db, salonId, id, await serviceChanges(salonId, fields, current)));
    if (!row) throw notFound();
    return toWire(row);
  }

  async function deleteService(salonId: number, id: number) {
    if (!(await services.findService(db, salonId, id))) throw notFound();
    if (await services.serviceHasHistory(db, salonId, id)) throw unprocessable({ base: ['serviceInUse'] });
    try {
      await services.deleteService(db, salonId, id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ base: ['serviceInUse'] });
      throw error;
    }
  }

  return {
    categories: (salonId: number) => grouped(salonId),
    search: (salonId: number, query: string) => grouped(salonId, query),
    list: async (salonId: number) => (await services.listServices(db, salonId)).map(toWire),
    createCategory,
    updateCategory,
    deleteCategory,
    createService,
    updateService,
    deleteService,
  };
}
export type ServiceCatalogue = ReturnType<typeof createServiceCatalogue>;
