import { workingHours } from './staffRules';
import type { SalonSettingsFields } from '../contract/salonSettings';
import { unprocessable, type FieldErrors } from '../errors';
import type { SalonSettingsChanges } from '../repositories/salonSettings';
import { contactChanges } from './clientRules';
import { pixKeyChanges } from './pixKey';
import { canonicalTimeZone } from './zonedTime';
import { percentToBasisPoints } from './saleMath';
import { MAX_INSTALLMENTS } from '../contract/sales';
import type { CardFees } from '../db/schema/index';

/** The card fees sent, in basis points (issue 30 item 3): all three together, credit for 1x..12x. */
function cardFeesOf(sent: NonNullable<SalonSettingsFields['card_fees']>, errors: FieldErrors): CardFees | undefined {
  if (sent.debit_card === undefined || sent.credit_card === undefined || sent.pix === undefined) {
    errors.card_fees = ['cardFeesIncomplete'];
    return undefined;
  }
  const bp = (percent: number, field: string) => {
    const value = percentToBasisPoints(percent);
    if (value === undefined) errors[field] = ['cardFeeInvalid'];
    return value ?? 0;
  };
  const fees = {
    debit_card: bp(sent.debit_card, 'card_fees.debit_card'),
    credit_card: sent.credit_card.map((percent, i) => bp(percent, `card_fees.credit_card.${i}`)),
    pix: bp(sent.pix, 'card_fees.pix'),
  };
  if (sent.credit_card.length !== MAX_INSTALLMENTS) errors['card_fees.credit_card'] = ['cardFeesCreditCount'];
  return fees;
}

/**
 * Checks the salon's fields sent and turns them into columns (only those sent): the same rules as a client's
 * contact and address, a real IANA time zone, a valid Pix key with its receiver; 422 with every problem at once.
 */
export function salonSettingsChanges(fields: SalonSettingsFields): SalonSettingsChanges {
  const errors: FieldErrors = {};
  const changes: SalonSettingsChanges = {};
  if (fields.name !== undefined) {
    changes.name = fields.name.trim();
    if (!changes.name) errors.name = ['blank'];
  }
  Object.assign(changes, contactChanges(fields, errors));
  if (fields.time_zone !== undefined) {
    changes.timeZone = canonicalTimeZone(fields.time_zone.trim());
    if (!changes.timeZone) errors.time_zone = ['timeZoneInvalid'];
  }
  if (fields.allow_negative_stock !== undefined) changes.allowNegativeStock = fields.allow_negative_stock;
  if (fields.professionals_see_all !== undefined) changes.professionalsSeeAll = fields.professionals_see_all;
  if (fields.price_change_front_desk !== undefined) changes.priceChangeFrontDesk = fields.price_change_front_desk;
  if (fields.price_change_professional !== undefined) changes.priceChangeProfessional = fields.price_change_professional;
  if (fields.price_change_max_percent !== undefined) {
    const percent = fields.price_change_max_percent;
    if (!Number.isInteger(percent) || percent < 0 || percent > 100) errors.price_change_max_percent = ['priceChangeMaxPercentInvalid'];
    else changes.priceChangeMaxPercent = percent;
  }
  if (fields.any_service_allowed !== undefined) changes.anyServiceAllowed = fields.any_service_allowed;
  if (fields.front_desk_cancels_sales !== undefined) changes.frontDeskCancelsSales = fields.front_desk_cancels_sales;
  if (fields.cash_sales_need_drawer !== undefined) changes.cashSalesNeedDrawer = fields.cash_sales_need_drawer;
  if (fields.pix_by_provider !== undefined) changes.pixByProvider = fields.pix_by_provider;
  // The Pix key, its type and receiver go together: any one sent makes the four the new value (services/pixKey.ts).
  Object.assign(changes, pixKeyChanges(fields, errors));
  if (fields.card_fees !== undefined) changes.cardFees = cardFeesOf(fields.card_fees, errors);
  if (fields.commission_net_of_fees !== undefined) changes.commissionNetOfFees = fields.commission_net_of_fees;
  if (fields.commission_net_of_cost !== undefined) changes.commissionNetOfCost = fields.commission_net_of_cost;
  if (fields.reminders_enabled !== undefined) changes.remindersEnabled = fields.reminders_enabled;
  if (fields.reminder_hours !== undefined) changes.reminderHours = fields.reminder_hours;
  if (fields.working_hours !== undefined) {
    const hours = workingHours(fields.working_hours);
    if (!hours) errors.working_hours = ['workingHoursInvalid'];
    else changes.workingHours = hours;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as SalonSettingsChanges;
}
