import { DEFAULT_WORKING_HOURS } from '../contract/constants';
import type { SalonSettingsFields, SalonSettingsWire } from '../contract/salonSettings';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import * as changes from '../repositories/changes';
import * as settings from '../repositories/salonSettings';
import { epochSeconds } from './agendaWindow';
import type { Actor } from './permissions';
import { servicePlugin } from './registry';
import { salonSettingsChanges } from './salonRules';
import { basisPointsToPercent } from './saleMath';
import { NO_CARD_FEES } from './salePayments';
import type { CardFees } from '../db/schema/index';

/** The fees in percent, every one 0 until the owner sets them. */
const cardFeesWire = (fees: CardFees | null) => {
  const f = fees ?? NO_CARD_FEES;
  return { debit_card: basisPointsToPercent(f.debit_card), credit_card: f.credit_card.map(basisPointsToPercent), pix: basisPointsToPercent(f.pix) };
};

type SettingsRow = NonNullable<Awaited<ReturnType<typeof settings.findSalonSettings>>>;

const toWire = ({ zipCode, allowNegativeStock, professionalsSeeAll, priceChangeFrontDesk, priceChangeProfessional, priceChangeMaxPercent, anyServiceAllowed, frontDeskCancelsSales, cashSalesNeedDrawer, pixByProvider, pixKey, pixKeyType, pixReceiverName, pixReceiverCity, cardFees, commissionNetOfFees, commissionNetOfCost, remindersEnabled, reminderHours, workingHours, timeZone, planId, trialEndsAt, subscribedUntil, graceUntil, ...contact }: SettingsRow): SalonSettingsWire => ({
  ...contact,
  zip_code: zipCode,
  allow_negative_stock: allowNegativeStock,
  professionals_see_all: professionalsSeeAll,
  price_change_front_desk: priceChangeFrontDesk,
  price_change_professional: priceChangeProfessional,
  price_change_max_percent: priceChangeMaxPercent,
  any_service_allowed: anyServiceAllowed,
  front_desk_cancels_sales: frontDeskCancelsSales,
  cash_sales_need_drawer: cashSalesNeedDrawer,
  pix_by_provider: pixByProvider,
  pix_key: pixKey,
  // Only services/pixKey.ts writes it, one of PIX_KEY_TYPES.
  pix_key_type: pixKeyType as SalonSettingsWire['pix_key_type'],
  pix_receiver_name: pixReceiverName,
  pix_receiver_city: pixReceiverCity,
  card_fees: cardFeesWire(cardFees),
  commission_net_of_fees: commissionNetOfFees,
  commission_net_of_cost: commissionNetOfCost,
  reminders_enabled: remindersEnabled,
  reminder_hours: reminderHours as SalonSettingsWire['reminder_hours'],
  time_zone: timeZone,
  working_hours: (workingHours ?? DEFAULT_WORKING_HOURS).map((day) => (day ? day.map(({ start, end }) => ({ start, end })) : null)),
  plan_id: planId,
  trial_ends_at: epochSeconds(trialEndsAt),
  subscribed_until: subscribedUntil ? epochSeconds(subscribedUntil) : null,
  grace_until: graceUntil ? epochSeconds(graceUntil) : null,
});

/** The salon's profile and settings: name, contact, address, time zone, negative stock, who may change prices and the Pix key; the plan shown beside them. */
export function createSalonSettingsService(db: Db) {
  async function show(salonId: number): Promise<SalonSettingsWire> {
    const row = await settings.findSalonSettings(db, salonId);
    if (!row) throw notFound();
    return toWire(row);
  }

  /**
   * The salon's row is part of every session of it (its name, who sees every column): scope 'all' drops them on
   * every instance. The trail keeps the values written: they are the salon's, not a person's.
   */
  async function update(actor: Actor, fields: SalonSettingsFields): Promise<SalonSettingsWire> {
    const { salonId } = actor;
    const patch = salonSettingsChanges(fields);
    const row = await db.transaction(async (tx) => {
      const updated = await settings.updateSalonSettings(tx, salonId, patch);
      if (updated && Object.keys(patch).length > 0) {
        await changes.record(tx, { salonId, entity: 'salon', action: 'updated', id: salonId, by: actor, details: { ...patch }, scope: 'all' });
      }
      return updated;
    });
    if (!row) throw notFound();
    return toWire(row);
  }

  return { show, update };
}
export type SalonSettingsService = ReturnType<typeof createSalonSettingsService>;

declare module 'fastify' {
  interface ServiceRegistry {
    salonSettings: SalonSettingsService;
  }
}

/** Registers the service as app.services.salonSettings. */
export default servicePlugin('salonSettings', (app) => createSalonSettingsService(app.db));
