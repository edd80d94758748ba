import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, bookingDeposits } from '../db/schema/index';
import { rowsOf } from './sqlHelpers';

export type DepositRow = typeof bookingDeposits.$inferSelect;
export type DepositPatch = Partial<Pick<DepositRow, 'status' | 'chargeId' | 'brCode' | 'paidAt' | 'refundId' | 'refundedAt' | 'saleId'>>;

/** What the provider's charge carries back: the salon first, so the notice finds the row on its node. */
export const referenceOf = (row: { salonId: number; id: number }) => `${row.salonId}:${row.id}`;
export function parseReference(reference: string): { salonId: number; id: number } | undefined {
  const match = /^(\d{1,15}):(\d{1,15})$/.exec(reference);
  return match ? { salonId: Number(match[1]), id: Number(match[2]) } : undefined;
}

export async function insertDeposit(tx: Db, row: { salonId: number; visitId: string; amount: number; email: string | null; expiresAt: Date }) {
  const [inserted] = await tx.insert(bookingDeposits).values(row).returning();
  return inserted;
}

export async function findDepositOfVisit(db: Db, salonId: number, visitId: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(bookingDeposits).where(and(eq(bookingDeposits.salonId, salonId), eq(bookingDeposits.visitId, visitId)));
  return row;
}

/** The row, locked until the transaction ends: a notice, the release job and a cancellation take turns. */
export async function lockDeposit(tx: Db, salonId: number, id: number): Promise<DepositRow | undefined> {
  const [row] = await tx.select().from(bookingDeposits).where(and(eq(bookingDeposits.salonId, salonId), eq(bookingDeposits.id, id))).for('update');
  return row;
}

export async function updateDeposit(db: Db, salonId: number, id: number, patch: DepositPatch) {
  await db
    .update(bookingDeposits)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(bookingDeposits.salonId, salonId), eq(bookingDeposits.id, id)));
}

/** Holds past their end, oldest first, across salons (the release job; each is then locked and re-read). */
export async function expiredHolds(db: Db, now: Date, limit: number) {
  return db
    .select({ salonId: bookingDeposits.salonId, id: bookingDeposits.id })
    .from(bookingDeposits)
    .where(and(eq(bookingDeposits.status, 'pending'), lte(bookingDeposits.expiresAt, now)))
    .orderBy(bookingDeposits.expiresAt)
    .limit(limit);
}

/** Refunds still to make (the provider did not answer, or the job has not come round yet). */
export async function refundsDue(db: Db, limit: number) {
  return db
    .select({ salonId: bookingDeposits.salonId, id: bookingDeposits.id })
    .from(bookingDeposits)
    .where(eq(bookingDeposits.status, 'refund_pending'))
    .orderBy(bookingDeposits.updatedAt)
    .limit(limit);
}

/** Whether the client ever missed a visit at the salon (the 'no_show' deposit rule). */
export async function hadNoShow(db: Db, salonId: number, clientId: number): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists(select 1 from ${appointments} where salon_id = ${salonId} and client_id = ${clientId} and status = 'no_show') as found`,
  );
  return row?.found === true;
}

/** The paid deposit of each of these appointments' visits (by appointment id), as a checkout would deduct it. */
export async function paidDepositsOf(db: Db, salonId: number, appointmentIds: number[]): Promise<Map<number, { id: number; amount: number }>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await rowsOf<{ appointment_id: number; id: number; amount: number }>(
    db,
    sql`select a.id as appointment_id, d.id, d.amount from ${appointments} a join ${bookingDeposits} d on d.salon_id = a.salon_id and d.visit_id = a.visit_id
      where a.salon_id = ${salonId} and a.id = any(${`{${appointmentIds.map(Math.trunc).join(',')}}`}::bigint[]) and d.status = 'paid'`,
  );
  return new Map(rows.map((row) => [Number(row.appointment_id), { id: Number(row.id), amount: Number(row.amount) }]));
}

/** The paid deposits of these appointments' visits, locked: a sale deducts each once. */
export async function lockPaidDeposits(tx: Db, salonId: number, appointmentIds: number[]) {
  if (appointmentIds.length === 0) return [];
  return rowsOf<{ id: number; amount: number }>(
    tx,
    sql`select d.id, d.amount from ${bookingDeposits} d
      where d.salon_id = ${salonId} and d.status = 'paid' and d.visit_id in (
        select visit_id from ${appointments} where salon_id = ${salonId} and id = any(${`{${appointmentIds.map(Math.trunc).join(',')}}`}::bigint[]) and visit_id is not null)
      order by d.id for update`,
  ).then((rows) => rows.map((row) => ({ id: Number(row.id), amount: Number(row.amount) })));
}

export async function applyDeposits(tx: Db, salonId: number, ids: number[], saleId: number) {
  if (ids.length === 0) return;
  await tx
    .update(bookingDeposits)
    .set({ status: 'applied', saleId, updatedAt: new Date() })
    .where(and(eq(bookingDeposits.salonId, salonId), inArray(bookingDeposits.id, ids)));
}

/** An estorno gives the sale's deposits back to their visits: the next checkout deducts them again. */
export async function unapplyDeposits(tx: Db, salonId: number, saleId: number) {
  await tx
    .update(bookingDeposits)
    .set({ status: 'paid', saleId: null, updatedAt: new Date() })
    .where(and(eq(bookingDeposits.salonId, salonId), eq(bookingDeposits.saleId, saleId), eq(bookingDeposits.status, 'applied')));
}

/** The visit's pieces still held: confirmed (hold_until cleared) once the deposit is paid. */
export async function confirmHeld(tx: Db, salonId: number, visitId: string) {
  return tx
    .update(appointments)
    .set({ holdUntil: null })
    .where(and(eq(appointments.salonId, salonId), eq(appointments.visitId, visitId), isNotNull(appointments.holdUntil), eq(appointments.status, 'new')))
    .returning({ id: appointments.id, employeeId: appointments.employeeId, startAt: appointments.startAt });
}

/** The visit's pieces still held: canceled, which frees their time (the hold ran out unpaid). */
export async function releaseHeld(tx: Db, salonId: number, visitId: string) {
  return tx
    .update(appointments)
    .set({ status: 'canceled' })
    .where(and(eq(appointments.salonId, salonId), eq(appointments.visitId, visitId), isNotNull(appointments.holdUntil), eq(appointments.status, 'new')))
    .returning({ id: appointments.id, employeeId: appointments.employeeId, startAt: appointments.startAt });
}

/** How the visit stands, for what a paid deposit becomes: its start and its pieces' statuses. */
export async function visitState(db: Db, salonId: number, visitId: string) {
  const rows = await db
    .select({ startAt: appointments.startAt, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.visitId, visitId)));
  return rows;
}

/** Charges waiting to be paid, newest first, across salons: the local Pix page (routes/dev/devPix.ts) lists them. */
export async function pendingCharges(db: Db, limit: number) {
  return db
    .select({ salonId: bookingDeposits.salonId, id: bookingDeposits.id, amount: bookingDeposits.amount, chargeId: bookingDeposits.chargeId, expiresAt: bookingDeposits.expiresAt })
    .from(bookingDeposits)
    .where(and(eq(bookingDeposits.status, 'pending'), isNotNull(bookingDeposits.chargeId)))
    .orderBy(sql`${bookingDeposits.createdAt} desc`)
    .limit(limit);
}
