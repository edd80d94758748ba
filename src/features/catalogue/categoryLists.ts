import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { CategoryBase, ItemBase } from './catalogueTypes';

/**
 * A catalogue as the API cache keeps it: categories in name order, each holding its items in name order. The
 * operations below change such a copy in place (Immer drafts of RTK Query's cache); the item key differs
 * between catalogues (`services`, `products`), hence the accessor.
 */
export type Categories<C> = EntityState<C, number>;

export interface ItemAccess<C extends CategoryBase, I extends ItemBase> {
  items(category: C): I[];
  categoryOf(item: I): number;
  /** A copy of the category holding `items` instead of its own. */
  withItems(category: C, items: I[]): C;
}

/** The full list's copy is `null`; a search's (its matches only) brings the full list along. */
export type SearchCopy<C> = { list: Categories<C> | undefined } | null;
export type Recipe<C> = (copy: Categories<C>, search: SearchCopy<C>) => void;

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
export const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name) || a.name.localeCompare(b.name);
const adapter = createEntityAdapter<CategoryBase>({ sortComparer: byName });

/** A server answer (a list or a search) as the cache keeps it. */
export function toCategories<C extends CategoryBase, I extends ItemBase>(access: ItemAccess<C, I>, list: C[]): Categories<C> {
  const empty: Categories<C> = { ids: [], entities: {} };
  return adapter.setAll(empty, list.map((category) => access.withItems(category, [...access.items(category)].sort(byName))));
}

const NONE: never[] = [];
/** The categories in name order; none while the list loads. */
export const allCategories = <C>(copy: Categories<C> | undefined): C[] => (copy ? copy.ids.map((id) => copy.entities[id]) : NONE);

/** A saved category is renamed where it shows (keeping the items this copy shows); a new one joins every copy. */
export function putCategory<C extends CategoryBase>(copy: Categories<C>, category: C, created: boolean) {
  if (copy.entities[category.id]) adapter.updateOne(copy, { id: category.id, changes: { name: category.name, description: category.description } });
  else if (created) adapter.addOne(copy, category);
}

export function removeCategory<C extends CategoryBase>(copy: Categories<C>, id: number) {
  adapter.removeOne(copy, id);
}

/** Takes the item out of whatever category shows it; a search forgets a category left without matches. */
export function removeItem<C extends CategoryBase, I extends ItemBase>(access: ItemAccess<C, I>, copy: Categories<C>, id: number, search: SearchCopy<C>) {
  for (const category of allCategories(copy)) {
    const items = access.items(category);
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) continue;
    items.splice(index, 1);
    if (search && items.length === 0) adapter.removeOne(copy, category.id);
    return true;
  }
  return false;
}

/**
 * A saved item leaves whatever category held it and lands, in name order, in the one it names now. A search
 * keeps showing an item it showed, and shows one created while it is on screen (in its category's panel,
 * taken from the full list when the search had none); an edited item it did not show stays out of it.
 */
export function placeItem<C extends CategoryBase, I extends ItemBase>(
  access: ItemAccess<C, I>,
  copy: Categories<C>,
  item: I,
  { created, search }: { created: boolean; search: SearchCopy<C> },
) {
  const shown = removeItem(access, copy, item.id, search);
  if (!shown && !created) return;
  const categoryId = access.categoryOf(item);
  const known = search?.list?.entities[categoryId];
  if (!copy.entities[categoryId] && known) adapter.addOne(copy, access.withItems(known, []));
  const target = copy.entities[categoryId];
  if (!target) return;
  const items = access.items(target);
  items.push(item);
  items.sort(byName);
}
