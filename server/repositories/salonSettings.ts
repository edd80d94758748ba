import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { salons } from '../db/schema/index';

const settingsColumns = {
  name: salons.name,
  phone: salons.phone,
  email: salons.email,
  address: salons.address,
  neighborhood: salons.neighborhood,
  zipCode: salons.zipCode,
  city: salons.city,
  state: salons.state,
  allowNegativeStock: salons.allowNegativeStock,
  professionalsSeeAll: salons.professionalsSeeAll,
  priceChangeFrontDesk: salons.priceChangeFrontDesk,
  priceChangeProfessional: salons.priceChangeProfessional,
  priceChangeMaxPercent: salons.priceChangeMaxPercent,
  anyServiceAllowed: salons.anyServiceAllowed,
  frontDeskCancelsSales: salons.frontDeskCancelsSales,
  cashSalesNeedDrawer: salons.cashSalesNeedDrawer,
  pixByProvider: salons.pixByProvider,
  pixKey: salons.pixKey,
  pixKeyType: salons.pixKeyType,
  pixReceiverName: salons.pixReceiverName,
  pixReceiverCity: salons.pixReceiverCity,
  cardFees: salons.cardFees,
  commissionNetOfFees: salons.commissionNetOfFees,
  commissionNetOfCost: salons.commissionNetOfCost,
  remindersEnabled: salons.remindersEnabled,
  reminderHours: salons.reminderHours,
  timeZone: salons.timeZone,
  workingHours: salons.workingHours,
  planId: salons.planId,
  trialEndsAt: salons.trialEndsAt,
  subscribedUntil: salons.subscribedUntil,
  graceUntil: salons.graceUntil,
};

/** The columns the salon's profile page may write. */
export type SalonSettingsChanges = Partial<Pick<typeof salons.$inferInsert, 'name' | 'phone' | 'email' | 'address' | 'neighborhood' | 'zipCode' | 'city' | 'state' | 'allowNegativeStock' | 'professionalsSeeAll' | 'priceChangeFrontDesk' | 'priceChangeProfessional' | 'priceChangeMaxPercent' | 'anyServiceAllowed' | 'frontDeskCancelsSales' | 'cashSalesNeedDrawer' | 'pixByProvider' | 'pixKey' | 'pixKeyType' | 'pixReceiverName' | 'pixReceiverCity' | 'cardFees' | 'commissionNetOfFees' | 'commissionNetOfCost' | 'timeZone' | 'remindersEnabled' | 'reminderHours' | 'workingHours'>>;

export async function findSalonSettings(db: Db, salonId: number) {
  const [row] = await db.select(settingsColumns).from(salons).where(eq(salons.id, salonId));
  return row;
}

export async function updateSalonSettings(db: Db, salonId: number, patch: SalonSettingsChanges) {
  if (Object.keys(patch).length === 0) return findSalonSettings(db, salonId);
  const [row] = await db.update(salons).set(patch).where(eq(salons.id, salonId)).returning(settingsColumns);
  return row;
}
