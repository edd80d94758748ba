import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pixCharges, salons } from '../db/schema/index';

const columns = {
  id: pixCharges.id,
  salonId: pixCharges.salonId,
  amount: pixCharges.amount,
  status: pixCharges.status,
  chargeId: pixCharges.chargeId,
  brCode: pixCharges.brCode,
  createdAt: pixCharges.createdAt,
  expiresAt: pixCharges.expiresAt,
  paidAt: pixCharges.paidAt,
  saleId: pixCharges.saleId,
};
export type PixChargeRow = typeof pixCharges.$inferSelect;

/** What a counter charge's notice carries back: `balcao:{salonId}:{id}` (a deposit's is `{salonId}:{id}`). */
export const referenceOf = (row: { salonId: number; id: number }) => `balcao:${row.salonId}:${row.id}`;
export function parseReference(reference: string): { salonId: number; id: number } | undefined {
  const match = /^balcao:(\d{1,15}):(\d{1,15})$/.exec(reference);
  return match ? { salonId: Number(match[1]), id: Number(match[2]) } : undefined;
}

export async function insertCharge(db: Db, row: { salonId: number; amount: number; createdByName: string; expiresAt: Date }) {
  const [inserted] = await db.insert(pixCharges).values(row).returning(columns);
  return inserted;
}

export async function setProviderCharge(db: Db, salonId: number, id: number, charge: { chargeId: string; brCode: string }) {
  await db.update(pixCharges).set(charge).where(and(eq(pixCharges.salonId, salonId), eq(pixCharges.id, id)));
}

export async function findCharge(db: Db, salonId: number, id: number) {
  const [row] = await db.select(columns).from(pixCharges).where(and(eq(pixCharges.salonId, salonId), eq(pixCharges.id, id)));
  return row;
}

/**
 * Marks it paid once: only while pending, and only for the provider's charge and amount the notice names (a
 * repeated notice, or one about another charge, changes nothing). Undefined when nothing was marked.
 */
export async function markPaid(tx: Db, salonId: number, id: number, notice: { chargeId: string; amountCents: number; paidAt: Date }) {
  const [row] = await tx
    .update(pixCharges)
    .set({ status: 'paid', paidAt: notice.paidAt })
    .where(and(eq(pixCharges.salonId, salonId), eq(pixCharges.id, id), eq(pixCharges.status, 'pending'), eq(pixCharges.chargeId, notice.chargeId), eq(pixCharges.amount, notice.amountCents)))
    .returning(columns);
  return row;
}

/** Paid charges, locked for the sale being written: each must still be free (no sale yet). */
export async function lockCharges(tx: Db, salonId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select(columns)
    .from(pixCharges)
    .where(and(eq(pixCharges.salonId, salonId), sql`${pixCharges.id} = any(${`{${ids.map(Math.trunc).join(',')}}`}::bigint[])`))
    .for('update');
}

export async function takeForSale(tx: Db, salonId: number, ids: number[], saleId: number) {
  if (ids.length === 0) return;
  await tx
    .update(pixCharges)
    .set({ saleId })
    .where(and(eq(pixCharges.salonId, salonId), isNull(pixCharges.saleId), sql`${pixCharges.id} = any(${`{${ids.map(Math.trunc).join(',')}}`}::bigint[])`));
}

/** Charges waiting to be paid, newest first (the local Pix page of the sandbox). */
export function pendingCharges(db: Db, limit: number) {
  return db
    .select(columns)
    .from(pixCharges)
    .where(and(eq(pixCharges.status, 'pending'), isNotNull(pixCharges.chargeId)))
    .orderBy(desc(pixCharges.createdAt))
    .limit(limit);
}

/** Whether the salon takes Pix through the provider, and the name and city its charges show (undefined: no salon). */
export async function salonPixProvider(db: Db, salonId: number) {
  const [row] = await db
    .select({ on: salons.pixByProvider, name: salons.name, receiverName: salons.pixReceiverName, city: salons.city, receiverCity: salons.pixReceiverCity })
    .from(salons)
    .where(eq(salons.id, salonId));
  return row && { on: row.on, name: row.receiverName ?? row.name, city: row.receiverCity ?? row.city ?? 'Brasil' };
}

/** A charge the provider could not make: never payable. */
export async function markExpired(db: Db, salonId: number, id: number) {
  await db.update(pixCharges).set({ status: 'expired' }).where(and(eq(pixCharges.salonId, salonId), eq(pixCharges.id, id), eq(pixCharges.status, 'pending')));
}
