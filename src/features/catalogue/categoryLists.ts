import type { CategoryBase, ItemBase } from './catalogueApi';

/**
 * Pure operations on a catalogue's category list (categories in name order, each holding its items in name
 * order). They mutate in place, so reducers call them on Immer drafts; the item key differs between catalogues
 * (`services`, `products`), hence the accessor.
 */
export interface ListAccess<C extends CategoryBase, I extends ItemBase> {
  items(category: C): I[];
  categoryOf(item: I): number;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
export const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name) || a.name.localeCompare(b.name);

/** A saved category replaces its old self (the server answers with all its items, in name order) or joins the list. */
export function putCategory<C extends CategoryBase>(list: C[], category: C) {
  const index = list.findIndex((c) => c.id === category.id);
  if (index >= 0) list[index] = category;
  else list.push(category);
  list.sort(byName);
}

export function removeCategory<C extends CategoryBase>(list: C[], id: number) {
  const index = list.findIndex((c) => c.id === id);
  if (index >= 0) list.splice(index, 1);
}

export function removeItem<C extends CategoryBase, I extends ItemBase>(list: C[], access: ListAccess<C, I>, id: number) {
  for (const category of list) {
    const items = access.items(category);
    const index = items.findIndex((item) => item.id === id);
    if (index >= 0) items.splice(index, 1);
  }
}

/** A saved item leaves whatever category held it and lands, in name order, in the one it names now. */
export function placeItem<C extends CategoryBase, I extends ItemBase>(list: C[], access: ListAccess<C, I>, item: I) {
  removeItem(list, access, item.id);
  const target = list.find((c) => c.id === access.categoryOf(item));
  if (!target) return;
  const items = access.items(target);
  items.push(item);
  items.sort(byName);
}

/**
 * Search answers categories holding only their matches: they refresh what the full list knows (names, items
 * added elsewhere since it loaded) without dropping the items that did not match.
 */
export function mergeFound<C extends CategoryBase, I extends ItemBase>(list: C[], access: ListAccess<C, I>, found: C[]) {
  for (const category of found) {
    const known = list.find((c) => c.id === category.id);
    if (!known) {
      list.push(category);
      continue;
    }
    known.name = category.name;
    known.description = category.description;
    for (const item of access.items(category)) placeItem(list, access, item);
  }
  list.sort(byName);
}

/** What a search shows: its matching items, plus whatever the user created while it was on screen. */
export interface SearchFilter {
  query: string;
  itemIds: number[];
  categoryIds: number[];
}

export interface CategoryView<C, I> {
  category: C;
  items: I[];
}

export function visibleCategories<C extends CategoryBase, I extends ItemBase>(
  list: C[],
  access: ListAccess<C, I>,
  filter: SearchFilter | null,
): Array<CategoryView<C, I>> {
  if (!filter) return list.map((category) => ({ category, items: access.items(category) }));
  const itemIds = new Set(filter.itemIds);
  const categoryIds = new Set(filter.categoryIds);
  return list
    .map((category) => ({ category, items: access.items(category).filter((item) => itemIds.has(item.id)) }))
    .filter((view) => view.items.length > 0 || categoryIds.has(view.category.id));
}
