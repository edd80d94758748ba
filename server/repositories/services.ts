import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, saleTransactions, services } from '../db/schema/index';
import { catalogueItems } from './catalogueItems';

export type NewService = typeof services.$inferInsert;

/** The service catalogue's items: the queries shared with products, over this table. */
export const serviceItems = catalogueItems(
  services,
  {
    id: services.id,
    name: services.name,
    description: services.description,
    duration: services.duration,
    price: services.price,
    cost: services.cost,
    serviceCategoryId: services.serviceCategoryId,
  },
  services.serviceCategoryId,
);

export type ServiceRow = NonNullable<Awaited<ReturnType<typeof serviceItems.find>>>;

/** Booked or sold: the service stays, so the history keeps its name and price. */
export async function serviceHasHistory(db: Db, salonId: number, id: number) {
  const booked = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.serviceId, id)))
    .limit(1);
  if (booked.length > 0) return true;
  const sold = await db
    .select({ id: saleTransactions.id })
    .from(saleTransactions)
    .where(and(eq(saleTransactions.salonId, salonId), eq(saleTransactions.serviceId, id)))
    .limit(1);
  return sold.length > 0;
}
