import { and, asc, eq, like, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client';
import { dbFold, folded } from './sqlHelpers';

/** A table of the salon's rows. */
type SalonTable = PgTable & { id: PgColumn; salonId: PgColumn };
/** What every catalogue item table has (the services' and the products' tables), beside its category column. */
type ItemTable = SalonTable & { name: PgColumn; description: PgColumn; price: PgColumn; cost: PgColumn };

/** Whether a row of the salon in `table` points at `id` through `column` (an item's history, a category's items). */
export async function isReferenced(db: Db, table: SalonTable, column: PgColumn, salonId: number, id: number) {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.salonId, salonId), eq(column, id)))
    .limit(1);
  return rows.length > 0;
}

/** An item to write: its table's columns, the category under `categoryId`, the one name both catalogues share. */
export type ItemValues<T extends PgTable, K extends string> = Omit<T['$inferInsert'], K> & { categoryId: number };

/**
 * The queries both catalogues' items share (list and search, find, write, a name alone in its category),
 * over the item's own table: `categoryKey` names its category column, `own` its columns beside the common
 * ones. Each item's repository adds what is its own (history, stock).
 */
export function catalogueItems<T extends ItemTable & Record<K, PgColumn>, K extends string, C extends Record<string, PgColumn>>(
  table: T,
  categoryKey: K,
  own: C,
) {
  // Indexed by key, a generic table's column keeps its own type (and so the row its own fields).
  const column = <P extends keyof T>(key: P) => table[key];
  const category = column(categoryKey);
  const common = { id: column('id'), name: column('name'), description: column('description'), price: column('price'), cost: column('cost') };
  const columns = { ...common, categoryId: category, ...own };
  type Row = SelectResultFields<typeof columns>;
  const scoped = (salonId: number, id: number) => and(eq(table.salonId, salonId), eq(table.id, id));
  // The category back under the table's own name; Drizzle's value types, generic here, are what ItemValues says.
  const toTable = ({ categoryId, ...rest }: Partial<ItemValues<T, K>>): Record<string, unknown> =>
    categoryId === undefined ? rest : { ...rest, [categoryKey]: categoryId };

  // Drizzle cannot resolve a row's type while the table is generic; it is the selected columns.
  async function select(db: Db, where: SQL | undefined, orderBy: SQL[] = []) {
    const rows: unknown = await db
      .select(columns)
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy);
    return rows as Row[];
  }

  async function find(db: Db, salonId: number, id: number): Promise<Row | undefined> {
    return (await select(db, scoped(salonId, id)))[0];
  }

  return {
    find,
    /** The salon's items by name; with `patterns`, only those whose folded name matches every one. */
    list: (db: Db, salonId: number, patterns: string[] = []) =>
      select(db, and(eq(table.salonId, salonId), ...patterns.map((p) => like(folded(table.name), p))), [folded(table.name), asc(table.id)]),
    async insert(db: Db, item: ItemValues<T, K>) {
      const rows: unknown = await db.insert(table).values(toTable(item) as PgInsertValue<T>).returning(columns);
      return (rows as Row[])[0];
    },
    async update(db: Db, salonId: number, id: number, patch: Partial<ItemValues<T, K>>): Promise<Row | undefined> {
      if (Object.keys(patch).length === 0) return find(db, salonId, id);
      const rows: unknown = await db.update(table).set(toTable(patch) as PgUpdateSetSource<T>).where(scoped(salonId, id)).returning(columns);
      return (rows as Row[])[0];
    },
    async remove(db: Db, salonId: number, id: number) {
      const rows = await db.delete(table).where(scoped(salonId, id)).returning({ id: table.id });
      return rows.length > 0;
    },
    /** Another item of the category whose name folds alike (what the unique index refuses). */
    async nameTaken(db: Db, salonId: number, categoryId: number, name: string, exceptId?: number) {
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.salonId, salonId), eq(category, categoryId), eq(dbFold(table.name), dbFold(name)), exceptId ? ne(table.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },
  };
}
