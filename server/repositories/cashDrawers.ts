import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashDrawers, cashMovements, salePayments, sales, type CashMovementKind, type CountedCash } from '../db/schema/index';
import { rowsOf } from './sqlHelpers';

const drawerColumns = {
  id: cashDrawers.id,
  openedByName: cashDrawers.openedByName,
  openedAt: cashDrawers.openedAt,
  float: cashDrawers.float,
  closedByName: cashDrawers.closedByName,
  closedAt: cashDrawers.closedAt,
  counted: cashDrawers.counted,
  note: cashDrawers.note,
};
export type DrawerRow = { id: number; openedByName: string; openedAt: Date; float: number; closedByName: string | null; closedAt: Date | null; counted: CountedCash | null; note: string | null };

export interface Opener {
  userId: number;
  userName: string;
}

/** Opens the salon's drawer; undefined when one is open already (the partial unique index decides, race-safe). */
export async function openDrawer(tx: Db, salonId: number, float: number, by: Opener): Promise<DrawerRow | undefined> {
  const [row] = await tx
    .insert(cashDrawers)
    .values({ salonId, float, openedBy: by.userId, openedByName: by.userName })
    .onConflictDoNothing()
    .returning(drawerColumns);
  return row;
}

export async function findDrawer(db: Db, salonId: number, id: number): Promise<DrawerRow | undefined> {
  const [row] = await db.select(drawerColumns).from(cashDrawers).where(and(eq(cashDrawers.salonId, salonId), eq(cashDrawers.id, id)));
  return row;
}

export async function findOpenDrawer(db: Db, salonId: number): Promise<DrawerRow | undefined> {
  const [row] = await db.select(drawerColumns).from(cashDrawers).where(and(eq(cashDrawers.salonId, salonId), isNull(cashDrawers.closedAt)));
  return row;
}

/** The drawer's row locked for the rest of the transaction (concurrent sangrias and the closing wait their turn). */
export async function lockDrawer(tx: Db, salonId: number, id: number): Promise<DrawerRow | undefined> {
  const [row] = await tx.select(drawerColumns).from(cashDrawers).where(and(eq(cashDrawers.salonId, salonId), eq(cashDrawers.id, id))).for('update');
  return row;
}

/** Closes it if still open; undefined when it was closed already (by a concurrent closing, whose lock this waited on). */
export async function closeDrawer(tx: Db, salonId: number, id: number, values: { counted: CountedCash; note: string | null; by: Opener }): Promise<DrawerRow | undefined> {
  const [row] = await tx
    .update(cashDrawers)
    .set({ closedAt: sql`now()`, closedBy: values.by.userId, closedByName: values.by.userName, counted: values.counted, note: values.note })
    .where(and(eq(cashDrawers.salonId, salonId), eq(cashDrawers.id, id), isNull(cashDrawers.closedAt)))
    .returning(drawerColumns);
  return row;
}

/** The salon's drawers opened in [from, to), oldest first. */
export function drawersBetween(db: Db, salonId: number, from: Date, to: Date): Promise<DrawerRow[]> {
  return db
    .select(drawerColumns)
    .from(cashDrawers)
    .where(and(eq(cashDrawers.salonId, salonId), gte(cashDrawers.openedAt, from), lt(cashDrawers.openedAt, to)))
    .orderBy(asc(cashDrawers.openedAt), asc(cashDrawers.id));
}

export async function insertMovement(tx: Db, values: { salonId: number; drawerId: number; kind: CashMovementKind; amount: number; reason: string; by: Opener }): Promise<number> {
  const [row] = await tx
    .insert(cashMovements)
    .values({ salonId: values.salonId, drawerId: values.drawerId, kind: values.kind, amount: values.amount, reason: values.reason, createdBy: values.by.userId, createdByName: values.by.userName })
    .returning({ id: cashMovements.id });
  return row.id;
}

export function movementsOf(db: Db, salonId: number, drawerId: number) {
  return db
    .select({ id: cashMovements.id, kind: cashMovements.kind, amount: cashMovements.amount, reason: cashMovements.reason, userName: cashMovements.createdByName, createdAt: cashMovements.createdAt })
    .from(cashMovements)
    .where(and(eq(cashMovements.salonId, salonId), eq(cashMovements.drawerId, drawerId)))
    .orderBy(asc(cashMovements.createdAt), asc(cashMovements.id));
}

/** One sum of a drawer: the payments of sales made ('sold') or canceled ('refunded') in its period, or its movements. */
export interface DrawerSum {
  drawerId: number;
  kind: 'sold' | 'refunded' | CashMovementKind;
  method: string;
  amount: number;
}

/**
 * Every sum the drawers' expected amounts are made of, in one grouped statement: per drawer and method, the
 * payments of the sales created while it was open (whatever their status now), those of the sales canceled while
 * it was open (the estorno hands the money back from the drawer open then), and its sangrias and suprimentos. An
 * open drawer's period has no end yet.
 */
export function drawerSums(db: Db, salonId: number, drawerIds: number[]): Promise<DrawerSum[]> {
  if (drawerIds.length === 0) return Promise.resolve([]);
  const ids = `{${drawerIds.join(',')}}`;
  return rowsOf<DrawerSum>(
    db,
    sql`with d as (
        select id, opened_at, closed_at from cash_drawers where salon_id = ${salonId} and id = any(${ids}::bigint[])
      )
      select d.id::int as "drawerId", x.kind, x.method, sum(x.amount)::int as amount
      from d cross join lateral (
        select 'sold' as kind, p.method, p.amount
        from sales s join sale_payments p on p.salon_id = s.salon_id and p.sale_id = s.id
        where s.salon_id = ${salonId} and s.created_at >= d.opened_at and (d.closed_at is null or s.created_at < d.closed_at)
        union all
        select 'refunded', p.method, p.amount
        from sales s join sale_payments p on p.salon_id = s.salon_id and p.sale_id = s.id
        where s.salon_id = ${salonId} and s.canceled_at >= d.opened_at and (d.closed_at is null or s.canceled_at < d.closed_at)
        union all
        select m.kind, 'cash', m.amount from cash_movements m where m.salon_id = ${salonId} and m.drawer_id = d.id
      ) x
      group by d.id, x.kind, x.method`,
  );
}

/** The sales canceled while the drawer was open, with what they were paid and the cash part of it. */
export function estornosOf(db: Db, salonId: number, drawer: Pick<DrawerRow, 'openedAt' | 'closedAt'>) {
  return db
    .select({
      saleId: sales.id,
      number: sales.number,
      reason: sales.cancelReason,
      canceledAt: sql<Date>`${sales.canceledAt}`.mapWith(sales.canceledAt),
      amount: sql<number>`coalesce(sum(${salePayments.amount}), 0)::int`,
      cash: sql<number>`coalesce(sum(${salePayments.amount}) filter (where ${salePayments.method} = 'cash'), 0)::int`,
    })
    .from(sales)
    .leftJoin(salePayments, and(eq(salePayments.salonId, sales.salonId), eq(salePayments.saleId, sales.id)))
    .where(
      and(
        eq(sales.salonId, salonId),
        gte(sales.canceledAt, drawer.openedAt),
        drawer.closedAt ? lt(sales.canceledAt, drawer.closedAt) : undefined,
      ),
    )
    .groupBy(sales.id, sales.number, sales.cancelReason, sales.canceledAt)
    .orderBy(desc(sales.canceledAt));
}
