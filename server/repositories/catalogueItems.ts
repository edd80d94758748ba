import { and, asc, eq, like, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client';
import { dbFold, folded } from './sqlHelpers';

/** What every catalogue item table has: the services' and the products' tables. */
type ItemTable = PgTable & { id: PgColumn; salonId: PgColumn; name: PgColumn };

/**
 * The queries both catalogues' items share (list and search, find, write, a name alone in its category),
 * over the item's own table and columns; each item's repository adds what is its own (history, stock).
 */
export function catalogueItems<T extends ItemTable, C extends Record<string, PgColumn>>(table: T, columns: C, category: PgColumn) {
  const scoped = (salonId: number, id: number) => and(eq(table.salonId, salonId), eq(table.id, id));

  async function find(db: Db, salonId: number, id: number) {
    const [row] = await db.select(columns).from(table as PgTable).where(scoped(salonId, id));
    return row;
  }

  return {
    find,
    /** The salon's items by name; with `patterns`, only those whose folded name matches every one. */
    async list(db: Db, salonId: number, patterns: string[] = []) {
      const conditions: SQL[] = [eq(table.salonId, salonId), ...patterns.map((p) => like(folded(table.name), p))];
      const rows: unknown = await db
        .select(columns)
        .from(table as PgTable)
        .where(and(...conditions))
        .orderBy(folded(table.name), asc(table.id));
      return rows as Array<SelectResultFields<C>>;
    },
    async insert(db: Db, item: PgInsertValue<T>) {
      // Drizzle cannot resolve RETURNING's row type while the table is generic; it is the selected columns.
      const rows: unknown = await db.insert(table).values(item).returning(columns);
      return (rows as Array<SelectResultFields<C>>)[0];
    },
    async update(db: Db, salonId: number, id: number, patch: PgUpdateSetSource<T>) {
      if (Object.keys(patch).length === 0) return find(db, salonId, id);
      const rows: unknown = await db.update(table).set(patch).where(scoped(salonId, id)).returning(columns);
      return (rows as Array<SelectResultFields<C>>)[0] as SelectResultFields<C> | undefined;
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
