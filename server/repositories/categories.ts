import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productCategories, products, serviceCategories, services } from '../db/schema/index';
import { isReferenced } from './catalogueItems';
import { dbFold, folded } from './sqlHelpers';

/**
 * The two catalogues' category tables have the same columns; only the table and the items that point at it
 * differ. One repository serves both, chosen by kind, so a fix to one cannot miss the other.
 */
const TABLES = {
  service: { table: serviceCategories, items: services, itemCategory: services.serviceCategoryId },
  product: { table: productCategories, items: products, itemCategory: products.productCategoryId },
};
export type CategoryKind = keyof typeof TABLES;

export interface NewCategory {
  salonId: number;
  name: string;
  description: string | null;
}

export function categoryRepository(kind: CategoryKind) {
  // Typed as the service table: both tables share its columns, which is all the queries below use.
  const table: typeof serviceCategories = TABLES[kind].table as typeof serviceCategories;
  const { items, itemCategory } = TABLES[kind];
  const columns = { id: table.id, name: table.name, description: table.description };
  const scoped = (salonId: number, id: number) => and(eq(table.salonId, salonId), eq(table.id, id));

  async function find(db: Db, salonId: number, id: number) {
    const [row] = await db.select(columns).from(table).where(scoped(salonId, id));
    return row;
  }

  return {
    find,
    list: (db: Db, salonId: number) =>
      db.select(columns).from(table).where(eq(table.salonId, salonId)).orderBy(folded(table.name), asc(table.id)),

    async insert(db: Db, category: NewCategory) {
      const [row] = await db.insert(table).values(category).returning(columns);
      return row;
    },

    async update(db: Db, salonId: number, id: number, patch: Partial<NewCategory>) {
      if (Object.keys(patch).length === 0) return find(db, salonId, id);
      const [row] = await db.update(table).set(patch).where(scoped(salonId, id)).returning(columns);
      return row;
    },

    /** False when the category is not the salon's. */
    async remove(db: Db, salonId: number, id: number) {
      const rows = await db.delete(table).where(scoped(salonId, id)).returning({ id: table.id });
      return rows.length > 0;
    },

    hasItems: (db: Db, salonId: number, id: number) => isReferenced(db, items, itemCategory, salonId, id),

    /** Another category of the salon whose name folds alike (what the unique index refuses). */
    async nameTaken(db: Db, salonId: number, name: string, exceptId?: number) {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.salonId, salonId), eq(dbFold(table.name), dbFold(name)), exceptId ? ne(table.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type CategoryRepository = ReturnType<typeof categoryRepository>;
