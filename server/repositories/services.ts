import type { Db } from '../db/client';
import { appointments, saleTransactions, services } from '../db/schema/index';
import { catalogueItems, isReferenced, type ItemValues } from './catalogueItems';

/** The service catalogue's items: the queries shared with products, over this table and its duration. */
export const serviceItems = catalogueItems(services, 'serviceCategoryId', { duration: services.duration, commission: services.commission });

export type ServiceRow = NonNullable<Awaited<ReturnType<typeof serviceItems.find>>>;
export type ServiceValues = ItemValues<typeof services, 'serviceCategoryId'>;

/** Booked or sold: the service stays, so the history keeps its name and price. */
export async function serviceHasHistory(db: Db, salonId: number, id: number) {
  return (
    (await isReferenced(db, appointments, appointments.serviceId, salonId, id)) ||
    isReferenced(db, saleTransactions, saleTransactions.serviceId, salonId, id)
  );
}
