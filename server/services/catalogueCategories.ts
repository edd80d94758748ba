import type { CategoryFields } from '../contract/catalogue';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { categoryRepository, type CategoryKind } from '../repositories/categories';
import * as changes from '../repositories/changes';
import { categoryChanges, groupInto, nameTaken, removeUnused, searchPatterns, uniqueName, type InUseKey } from './catalogueRules';
import type { Actor } from './permissions';

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

  /** One 'category' entity for both catalogues: the details say which (and the values written). */
  const categoryChange = (actor: Actor, action: string, id: number, patch?: object): changes.Change => ({
    salonId: actor.salonId, entity: 'category', action, id, by: actor, details: { kind, ...patch },
  });

  async function createCategory(actor: Actor, fields: CategoryFields) {
    const { salonId } = actor;
    const written = categoryChanges(fields);
    const name = written.name ?? '';
    if (await categories.nameTaken(db, salonId, name)) throw nameTaken('categoryNameTaken');
    const row = await uniqueName('categoryNameTaken', () =>
      db.transaction(async (tx) => {
        const created = await categories.insert(tx, { salonId, name, description: written.description ?? null });
        await changes.record(tx, categoryChange(actor, 'created', created.id, written));
        return created;
      }),
    );
    return category(salonId, row.id);
  }

  async function updateCategory(actor: Actor, id: number, fields: CategoryFields) {
    const { salonId } = actor;
    const written = categoryChanges(fields);
    if (written.name !== undefined && (await categories.nameTaken(db, salonId, written.name, id))) throw nameTaken('categoryNameTaken');
    const row = await uniqueName('categoryNameTaken', () =>
      db.transaction(async (tx) => {
        const updated = await categories.update(tx, salonId, id, written);
        // Nothing sent, nothing changed: nothing to record or announce.
        if (updated && Object.keys(written).length > 0) await changes.record(tx, categoryChange(actor, 'updated', id, written));
        return updated;
      }),
    );
    if (!row) throw notFound();
    return category(salonId, id);
  }

  const deleteCategory = (actor: Actor, id: number) =>
    removeUnused(inUse, {
      find: () => categories.find(db, actor.salonId, id),
      used: () => categories.hasItems(db, actor.salonId, id),
      remove: () =>
        db.transaction(async (tx) => {
          if (await categories.remove(tx, actor.salonId, id)) await changes.record(tx, categoryChange(actor, 'deleted', id));
        }),
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
