import type { CategoryFields } from '../contract/catalogue';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { categoryRepository, type CategoryKind } from '../repositories/categories';
import { categoryChanges, groupInto, nameTaken, removeUnused, searchPatterns, uniqueName, type InUseKey } from './catalogueRules';

interface CategoryOptions<I, K extends string> {
  kind: CategoryKind;
  /** The wire key under which a category lists its items ('services', 'products'). */
  key: K;
  listItems: (salonId: number, patterns: string[]) => Promise<I[]>;
  categoryOf: (item: I) => number;
  /** The message when a category still holds items. */
  inUse: Extract<InUseKey, 'categoryHasServices' | 'categoryHasProducts'>;
}

/**
 * The panels of a catalogue (categories with their items), the same rules for services and products; the
 * item services keep what differs (products will gain stock).
 */
export function createCategoryPanels<I, K extends string>(db: Db, { kind, key, listItems, categoryOf, inUse }: CategoryOptions<I, K>) {
  const categories = categoryRepository(kind);

  async function grouped(salonId: number, query?: string) {
    const patterns = query === undefined ? [] : searchPatterns(query);
    const [cats, items] = await Promise.all([categories.list(db, salonId), listItems(salonId, patterns)]);
    return groupInto(cats, items, categoryOf, key, patterns.length === 0);
  }

  async function category(salonId: number, id: number) {
    const found = (await grouped(salonId)).find((c) => c.id === id);
    if (!found) throw notFound();
    return found;
  }

  async function createCategory(salonId: number, fields: CategoryFields) {
    const changes = categoryChanges(fields);
    const name = changes.name ?? '';
    if (await categories.nameTaken(db, salonId, name)) throw nameTaken('categoryNameTaken');
    const row = await uniqueName('categoryNameTaken', () => categories.insert(db, { salonId, name, description: changes.description ?? null }));
    return category(salonId, row.id);
  }

  async function updateCategory(salonId: number, id: number, fields: CategoryFields) {
    const changes = categoryChanges(fields);
    if (changes.name !== undefined && (await categories.nameTaken(db, salonId, changes.name, id))) throw nameTaken('categoryNameTaken');
    if (!(await uniqueName('categoryNameTaken', () => categories.update(db, salonId, id, changes)))) throw notFound();
    return category(salonId, id);
  }

  const deleteCategory = (salonId: number, id: number) =>
    removeUnused(inUse, {
      find: () => categories.find(db, salonId, id),
      used: () => categories.hasItems(db, salonId, id),
      remove: () => categories.remove(db, salonId, id),
    });

  return {
    categories: (salonId: number) => grouped(salonId),
    search: (salonId: number, query: string) => grouped(salonId, query),
    /** Whether the category is one of this salon's (an item's category_id from the request). */
    exists: async (salonId: number, id: number) => Boolean(await categories.find(db, salonId, id)),
    createCategory,
    updateCategory,
    deleteCategory,
  };
}
