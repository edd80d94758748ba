import type { ServiceFields, ServiceWire } from '../contract/catalogue';
import type { Db } from '../db/client';
import { unprocessable } from '../errors';
import * as services from '../repositories/services';
import { createItemCatalogue } from './catalogueItems';
import { servicePlugin } from './registry';
import { basisPointsToPercent, percentToBasisPoints } from './saleMath';

const toWire = (s: services.ServiceRow): ServiceWire => ({
  id: s.id,
  name: s.name,
  description: s.description,
  duration: s.duration,
  price: s.price,
  cost: s.cost,
  service_category_id: s.categoryId,
  commission: s.commission === null ? null : basisPointsToPercent(s.commission),
});

/** The override as stored (basis points), null to follow the professional, undefined when not sent. */
function commissionOf(percent: number | null | undefined): number | null | undefined {
  if (percent === undefined || percent === null) return percent;
  const basisPoints = percentToBasisPoints(percent);
  if (basisPoints === undefined) throw unprocessable({ commission: ['commissionInvalid'] });
  return basisPoints;
}

/**
 * The service catalogue: categories (panels) and their services, under the rules both catalogues share; its
 * own are the duration and a history of appointments as well as sales.
 */
export function createServiceCatalogue(db: Db) {
  return createItemCatalogue(db, {
    kind: 'service',
    categoryField: 'service_category_id',
    items: services.serviceItems,
    toWire,
    ownChanges: (fields: ServiceFields) => ({ duration: fields.duration, price: fields.price, cost: fields.cost, commission: commissionOf(fields.commission) }),
    wasUsed: services.serviceHasHistory,
    messages: { nameTaken: 'serviceNameTaken', inUse: 'serviceInUse', categoryInUse: 'categoryHasServices' },
  });
}
export type ServiceCatalogue = ReturnType<typeof createServiceCatalogue>;

declare module 'fastify' {
  interface ServiceRegistry {
    serviceCatalogue: ServiceCatalogue;
  }
}

/** Registers the service as app.services.serviceCatalogue. */
export default servicePlugin('serviceCatalogue', (app) => createServiceCatalogue(app.db));
