import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employeePhotos, employees, salonPhotos } from '../db/schema/index';

export interface Photo {
  contentType: string;
  bytes: Buffer;
  key: string;
}

export async function saveSalonPhoto(tx: Db, salonId: number, photo: Photo) {
  await tx
    .insert(salonPhotos)
    .values({ salonId, ...photo })
    .onConflictDoUpdate({ target: salonPhotos.salonId, set: { ...photo, updatedAt: new Date() } });
}

/** True when there was one. */
export async function deleteSalonPhoto(tx: Db, salonId: number): Promise<boolean> {
  const rows = await tx.delete(salonPhotos).where(eq(salonPhotos.salonId, salonId)).returning({ key: salonPhotos.key });
  return rows.length > 0;
}

export async function findSalonPhoto(db: Db, salonId: number): Promise<Photo | undefined> {
  const [row] = await db.select({ contentType: salonPhotos.contentType, bytes: salonPhotos.bytes, key: salonPhotos.key }).from(salonPhotos).where(eq(salonPhotos.salonId, salonId));
  return row;
}

/** Whether this is one of the salon's professionals who see clients (the only ones a booking page can show). */
export async function isBookableProfessional(db: Db, salonId: number, employeeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.salonId, salonId), eq(employees.id, employeeId), eq(employees.servesClients, true)));
  return row !== undefined;
}

export async function saveEmployeePhoto(tx: Db, salonId: number, employeeId: number, photo: Photo) {
  await tx
    .insert(employeePhotos)
    .values({ salonId, employeeId, ...photo })
    .onConflictDoUpdate({ target: [employeePhotos.salonId, employeePhotos.employeeId], set: { ...photo, updatedAt: new Date() } });
}

export async function deleteEmployeePhoto(tx: Db, salonId: number, employeeId: number): Promise<boolean> {
  const rows = await tx
    .delete(employeePhotos)
    .where(and(eq(employeePhotos.salonId, salonId), eq(employeePhotos.employeeId, employeeId)))
    .returning({ key: employeePhotos.key });
  return rows.length > 0;
}

export async function findEmployeePhoto(db: Db, salonId: number, employeeId: number): Promise<Photo | undefined> {
  const [row] = await db
    .select({ contentType: employeePhotos.contentType, bytes: employeePhotos.bytes, key: employeePhotos.key })
    .from(employeePhotos)
    .where(and(eq(employeePhotos.salonId, salonId), eq(employeePhotos.employeeId, employeeId)));
  return row;
}

/** The salon's photo's key and its professionals' (a photo's URL carries its key), without their bytes. */
export async function photoKeys(db: Db, salonId: number): Promise<{ salon: string | null; employees: Map<number, string> }> {
  const [salonRows, employeeRows] = await Promise.all([
    db.select({ key: salonPhotos.key }).from(salonPhotos).where(eq(salonPhotos.salonId, salonId)),
    db.select({ employeeId: employeePhotos.employeeId, key: employeePhotos.key }).from(employeePhotos).where(eq(employeePhotos.salonId, salonId)),
  ]);
  return { salon: salonRows[0]?.key ?? null, employees: new Map(employeeRows.map((r) => [r.employeeId, r.key])) };
}
