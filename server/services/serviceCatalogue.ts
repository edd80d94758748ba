import type { ServiceFields, ServiceWire } from '../contract/catalogue';
import type { Db } from '../db/client';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import * as services from '../repositories/services';
import { isForeignKeyViolation, isUniqueViolation } from '../repositories/sqlHelpers';
import { createCategoryPanels } from './catalogueCategories';
import { namedChanges, nameTaken } from './catalogueRules';
import { servicePlugin } from './registry';

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
  const panels = createCategoryPanels(db, {
    kind: 'service',
    key: 'services',
    listItems: async (salonId, patterns) => (await services.serviceItems.list(db, salonId, patterns)).map(toWire),
    categoryOf: (item) => item.service_category_id,
    inUse: 'categoryHasServices',
  });

  /**
   * Checks the fields sent; the category must be one of this salon's (another salon's id is unknown here), and
   * the name, once saved, must be the only one of its kind in its category (`current`: the service updated).
   */
  async function serviceChanges(salonId: number, fields: ServiceFields, current?: services.ServiceRow) {
    const errors: FieldErrors = {};
    const changes = { ...namedChanges(fields, errors), duration: fields.duration, price: fields.price, cost: fields.cost };
    const categoryId = fields.service_category_id;
    if (categoryId !== undefined && !(await panels.exists(salonId, categoryId))) {
      errors.service_category_id = ['categoryNotFound'];
    }
    const name = changes.name ?? current?.name;
    const inCategory = categoryId ?? current?.serviceCategoryId;
    const moved = changes.name !== undefined || categoryId !== undefined;
    if (moved && !errors.name && !errors.service_category_id && name && inCategory !== undefined) {
      if (await services.serviceItems.nameTaken(db, salonId, inCategory, name, current?.id)) errors.name = ['serviceNameTaken'];
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
      services.serviceItems.insert(db, {
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
    const current = await services.serviceItems.find(db, salonId, id);
    if (!current) throw notFound();
    const row = await guarded(async () => services.serviceItems.update(db, salonId, id, await serviceChanges(salonId, fields, current)));
    if (!row) throw notFound();
    return toWire(row);
  }

  async function deleteService(salonId: number, id: number) {
    if (!(await services.serviceItems.find(db, salonId, id))) throw notFound();
    if (await services.serviceHasHistory(db, salonId, id)) throw unprocessable({ base: ['serviceInUse'] });
    try {
      await services.serviceItems.remove(db, salonId, id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ base: ['serviceInUse'] });
      throw error;
    }
  }

  return {
    categories: panels.categories,
    search: panels.search,
    list: async (salonId: number) => (await services.serviceItems.list(db, salonId)).map(toWire),
    createCategory: panels.createCategory,
    updateCategory: panels.updateCategory,
    deleteCategory: panels.deleteCategory,
    createService,
    updateService,
    deleteService,
  };
}
export type ServiceCatalogue = ReturnType<typeof createServiceCatalogue>;

declare module 'fastify' {
  interface ServiceRegistry {
    serviceCatalogue: ServiceCatalogue;
  }
}

/** Registers the service as app.services.serviceCatalogue. */
export default servicePlugin('serviceCatalogue', (app) => createServiceCatalogue(app.db));
