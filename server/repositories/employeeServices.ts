import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employeeServices, services } from '../db/schema/index';

/** The services of the salon's professionals (of one professional when `employeeId` is given). */
export async function listEmployeeServices(db: Db, salonId: number, employeeId?: number) {
  return db
    .select({
      employeeId: employeeServices.employeeId,
      id: services.id,
      name: services.name,
      duration: services.duration,
      price: services.price,
      serviceCategoryId: services.serviceCategoryId,
    })
    .from(employeeServices)
    .innerJoin(services, and(eq(services.salonId, employeeServices.salonId), eq(services.id, employeeServices.serviceId)))
    .where(
      employeeId === undefined
        ? eq(employeeServices.salonId, salonId)
        : and(eq(employeeServices.salonId, salonId), eq(employeeServices.employeeId, employeeId)),
    )
    .orderBy(asc(services.name), asc(services.id));
}

export async function replaceEmployeeServices(db: Db, salonId: number, employeeId: number, serviceIds: number[]) {
  await db.delete(employeeServices).where(and(eq(employeeServices.salonId, salonId), eq(employeeServices.employeeId, employeeId)));
  if (serviceIds.length === 0) return;
  await db.insert(employeeServices).values(serviceIds.map((serviceId) => ({ salonId, employeeId, serviceId })));
}

/** Which of `ids` are services of this salon. */
export async function existingServiceIds(db: Db, salonId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.salonId, salonId), inArray(services.id, ids)));
  return rows.map((row) => row.id);
}
