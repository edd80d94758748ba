import type { Db } from '../db/client';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import type { CategoryKind } from '../repositories/categories';
import * as changes from '../repositories/changes';
import { isForeignKeyViolation, isUniqueViolation } from '../repositories/sqlHelpers';
import { createCategoryPanels } from './catalogueCategories';
import { namedChanges, nameTaken, removeUnused, type InUseKey, type NameTakenKey } from './catalogueRules';
import type { Actor } from './permissions';

/** What the rules below need of an item's repository (repositories/catalogueItems gives it all). */
export interface ItemRepository<R, V> {
  find(db: Db, salonId: number, id: number): Promise<R | undefined>;
  list(db: Db, salonId: number, patterns?: string[]): Promise<R[]>;
  insert(db: Db, values: V): Promise<R>;
  update(db: Db, salonId: number, id: number, patch: Partial<V>): Promise<R | undefined>;
  /** False when the item is not the salon's. */
  remove(db: Db, salonId: number, id: number): Promise<boolean>;
  nameTaken(db: Db, salonId: number, categoryId: number, name: string, exceptId?: number): Promise<boolean>;
}

/** The request's fields every item has; its category comes under the wire name `categoryField`. */
type ItemFields<CF extends string> = { name?: string; description?: string | null } & Partial<Record<CF, number>>;

interface ItemOptions<Kind extends CategoryKind, CF extends string, F extends ItemFields<CF>, R, V, W> {
  kind: Kind;
  /** The wire name of the item's category ('service_category_id'): in the body, the answer and the errors. */
  categoryField: CF;
  items: ItemRepository<R, V>;
  toWire(row: R): W;
  /** The item's own fields sent, beside name, description and category (undefined: not sent, kept). */
  ownChanges(fields: F): Partial<V>;
  /** Whether the item's history (appointments, sales) points at it: then it stays. */
  wasUsed(db: Db, salonId: number, id: number): Promise<boolean>;
  messages: { nameTaken: NameTakenKey; inUse: InUseKey; categoryInUse: Extract<InUseKey, `category${string}`> };
}

/**
 * One catalogue, services or products: its categories (the panels) and its items, under the same rules
 * (a category of this salon, a name alone in its category, no delete while the history points at it). The
 * item services give what differs: their columns, fields, history and messages (products will gain stock).
 */
export function createItemCatalogue<
  Kind extends CategoryKind,
  CF extends string,
  F extends ItemFields<CF>,
  R extends { id: number; name: string; categoryId: number },
  V extends { salonId: number; categoryId: number },
  W extends Record<CF, number>,
>(db: Db, options: ItemOptions<Kind, CF, F, R, V, W>) {
  const { kind, categoryField, items, toWire, ownChanges, wasUsed, messages } = options;
  const panels = createCategoryPanels(db, {
    kind,
    key: `${kind}s` as const,
    listItems: async (salonId, patterns) => (await items.list(db, salonId, patterns)).map(toWire),
    categoryOf: (item) => item[categoryField],
    inUse: messages.categoryInUse,
  });

  /** Checks the fields sent; `current` is the item updated, whose name and category stand for those not sent. */
  async function checked(salonId: number, fields: F, current?: R): Promise<Partial<V>> {
    const errors: FieldErrors = {};
    const named = namedChanges(fields, errors);
    const categoryId = fields[categoryField];
    // Another salon's category is as unknown here as one that does not exist.
    if (categoryId !== undefined && !(await panels.exists(salonId, categoryId))) errors[categoryField] = ['categoryNotFound'];
    const name = named.name ?? current?.name;
    const inCategory = categoryId ?? current?.categoryId;
    const moved = named.name !== undefined || categoryId !== undefined;
    if (moved && !errors.name && !errors[categoryField] && name && inCategory !== undefined) {
      if (await items.nameTaken(db, salonId, inCategory, name, current?.id)) errors.name = [messages.nameTaken];
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const patch = Object.entries({ ...named, ...ownChanges(fields), categoryId }).filter(([, v]) => v !== undefined);
    return Object.fromEntries(patch) as Partial<V>;
  }

  /** What the checks could not see (a category deleted, a name taken since): the database refuses, we say so alike. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ [categoryField]: ['categoryNotFound'] });
      if (isUniqueViolation(error)) throw nameTaken(messages.nameTaken);
      throw error;
    }
  }

  /** The item's change for the audit trail (the values written: a catalogue holds no one's personal data). */
  const itemChange = (actor: Actor, action: string, id: number, patch?: object): changes.Change => ({
    salonId: actor.salonId, entity: kind, action, id, by: actor, details: patch ? { ...patch } : null,
  });

  async function create(actor: Actor, fields: F): Promise<W> {
    const { salonId } = actor;
    const patch = await checked(salonId, fields);
    const row = await guarded(() =>
      db.transaction(async (tx) => {
        // The create body's schema requires every column without a default, so the checked fields make a whole row.
        const created = await items.insert(tx, { ...patch, salonId } as V);
        await changes.record(tx, itemChange(actor, 'created', created.id, patch));
        return created;
      }),
    );
    return toWire(row);
  }

  async function update(actor: Actor, id: number, fields: F): Promise<W> {
    const { salonId } = actor;
    const current = await items.find(db, salonId, id);
    if (!current) throw notFound();
    const patch = await checked(salonId, fields, current);
    const row = await guarded(() =>
      db.transaction(async (tx) => {
        const updated = await items.update(tx, salonId, id, patch);
        // Nothing sent, nothing changed: nothing to record or announce.
        if (updated && Object.keys(patch).length > 0) await changes.record(tx, itemChange(actor, 'updated', id, patch));
        return updated;
      }),
    );
    if (!row) throw notFound();
    return toWire(row);
  }

  const remove = (actor: Actor, id: number) =>
    removeUnused(messages.inUse, {
      find: () => items.find(db, actor.salonId, id),
      used: () => wasUsed(db, actor.salonId, id),
      remove: () =>
        db.transaction(async (tx) => {
          if (await items.remove(tx, actor.salonId, id)) await changes.record(tx, itemChange(actor, 'deleted', id));
        }),
    });

  return {
    categories: panels.categories,
    search: panels.search,
    list: async (salonId: number) => (await items.list(db, salonId)).map(toWire),
    createCategory: panels.createCategory,
    updateCategory: panels.updateCategory,
    deleteCategory: panels.deleteCategory,
    create,
    update,
    remove,
  };
}
