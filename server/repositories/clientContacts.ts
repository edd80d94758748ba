import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments } from '../db/schema/index';

/** Which of `clientIds` ever booked with the professional `employeeId` (their own clients). */
export async function clientsBookedWith(db: Db, salonId: number, employeeId: number, clientIds: number[]): Promise<Set<number>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ clientId: appointments.clientId })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.employeeId, employeeId), inArray(appointments.clientId, clientIds)));
  return new Set(rows.flatMap((row) => (row.clientId === null ? [] : [row.clientId])));
}
