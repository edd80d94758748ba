import type { CategoryFields } from '../contract/catalogue';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import { isForeignKeyViolation, isUniqueViolation } from '../repositories/sqlHelpers';
import { containsPattern, fold, optional } from './text';

/** Name and description of a category, product or service: only the fields sent. */
export function namedChanges(fields: { name?: string; description?: string | null }, errors: FieldErrors) {
  const changes: { name?: string; description?: string | null } = {};
  if (fields.name !== undefined) {
    changes.name = fields.name.trim();
    if (!changes.name) errors.name = ['blank'];
  }
  const description = optional(fields.description);
  if (description !== undefined) changes.description = description;
  return changes;
}

export function categoryChanges(fields: CategoryFields) {
  const errors: FieldErrors = {};
  const changes = namedChanges(fields, errors);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return changes;
}

export type NameTakenKey = 'categoryNameTaken' | 'serviceNameTaken' | 'productNameTaken';

/** 422 under the name: one 'Cabelo' a salon and kind, one 'Corte' a category (compared folded, trimmed). */
export const nameTaken = (key: NameTakenKey) => unprocessable({ name: [key] });

/** A write that lost the race to another with the same name: the unique index refuses, and we say so as the pre-check would. */
export async function uniqueName<T>(key: NameTakenKey, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(key);
    throw error;
  }
}

export type InUseKey = 'categoryHasServices' | 'categoryHasProducts' | 'serviceInUse' | 'productInUse';

/**
 * Deletes a category or item that nothing points at: 404 when it is not the salon's, 422 under base while
 * something does. The check gives the friendly answer; the foreign keys refuse what came in since.
 */
export async function removeUnused(inUse: InUseKey, { find, used, remove }: { find(): Promise<unknown>; used(): Promise<boolean>; remove(): Promise<unknown> }) {
  if (!(await find())) throw notFound();
  if (await used()) throw unprocessable({ base: [inUse] });
  try {
    await remove();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unprocessable({ base: [inUse] });
    throw error;
  }
}

/** A search box's text as LIKE patterns, one a word, each to be found anywhere in the folded name. */
export const searchPatterns = (query: string) => fold(query).split(' ').filter(Boolean).slice(0, 5).map(containsPattern);

/** Items grouped under their categories, in the categories' order; `keepEmpty` false drops categories without items. */
export function groupInto<C extends { id: number }, I, K extends string>(
  categories: C[],
  items: I[],
  categoryOf: (item: I) => number,
  key: K,
  keepEmpty: boolean,
): Array<C & Record<K, I[]>> {
  const byCategory = new Map<number, I[]>();
  for (const item of items) {
    const group = byCategory.get(categoryOf(item));
    if (group) group.push(item);
    else byCategory.set(categoryOf(item), [item]);
  }
  return categories
    .map((c) => ({ ...c, [key]: byCategory.get(c.id) ?? [] }) as C & Record<K, I[]>)
    .filter((c) => keepEmpty || c[key].length > 0);
}
