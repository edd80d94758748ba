import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { BRAZIL_STATES, type REMINDER_HOURS } from '../../../server/contract/constants';
import { copyHours, workingHoursRule, type HoursValues } from '../../components/workingHours/workingHours';
import { formatPercentInput, parsePercent } from '../../lib/percent';
import { formatPhone, isCompleteCep, isCompletePhone, maskCep } from '../../lib/masks';
import type { SalonSettings, SalonSettingsChanges } from '../salon/salonApi';
import { formatPixKey, isPixKeyType, pixKeyRules, type PixValues } from './pixKeyForm';
import './locales';

export type ReminderHours = (typeof REMINDER_HOURS)[number];

/** The form's values, in camelCase as readFailure names the server's fields, so its errors land under them. */
export interface SalonProfileValues extends PixValues {
  name: string;
  phone: string;
  email: string;
  zipCode: string;
  address: string;
  neighborhood: string;
  city: string;
  state: string | null;
  timeZone: string;
  allowNegativeStock: boolean;
  /** Professionals see every column of the agenda, not only their own. */
  professionalsSeeAll: boolean;
  /** Who besides the owner may change prices at checkout, and the largest reduction (percent, typed as text). */
  priceChangeFrontDesk: boolean;
  priceChangeProfessional: boolean;
  priceChangeMaxPercent: string;
  /** A professional may be booked for a service outside their own list (with a warning). */
  anyServiceAllowed: boolean;
  /** The front desk may cancel (estorno) a sale of the same day, with a reason. */
  frontDeskCancelsSales: boolean;
  /** A cash sale needs an open cash drawer (issue 30 item 6). */
  cashSalesNeedDrawer: boolean;
  /** Pix at the counter as the provider's charge, confirmed by its notice (issue 30 item 1). */
  pixByProvider: boolean;
  /** The card machine's fees (issue 30 item 3), percent as typed ('3,49'): debit, credit 1x..12x, Pix. */
  cardFeeDebit: string;
  cardFeeCredit: string[];
  cardFeePix: string;
  /** Commissions after the card fees, and a product's after its cost. */
  commissionNetOfFees: boolean;
  commissionNetOfCost: boolean;
  remindersEnabled: boolean;
  reminderHours: ReminderHours;
  /** Sunday first: what professionals without their own hours work. */
  workingHours: HoursValues;
}

/** Brazil's zones a salon picks from, by the key of their label (locales: salonProfile.timeZones). */
export const TIME_ZONES: ReadonlyArray<{ zone: string; key: string }> = [
  { zone: 'America/Noronha', key: 'noronha' },
  { zone: 'America/Sao_Paulo', key: 'brasilia' },
  { zone: 'America/Manaus', key: 'manaus' },
  { zone: 'America/Cuiaba', key: 'cuiaba' },
  { zone: 'America/Campo_Grande', key: 'campoGrande' },
  { zone: 'America/Porto_Velho', key: 'portoVelho' },
  { zone: 'America/Boa_Vista', key: 'boaVista' },
  { zone: 'America/Rio_Branco', key: 'rioBranco' },
];

export function initialValues(profile: SalonSettings, language = 'pt-BR'): SalonProfileValues {
  const fee = (value: number | undefined) => formatPercentInput(value ?? 0, language);
  const fees = profile.card_fees;
  return {
    name: profile.name,
    phone: formatPhone(profile.phone),
    email: profile.email ?? '',
    zipCode: profile.zip_code ? maskCep(profile.zip_code) : '',
    address: profile.address ?? '',
    neighborhood: profile.neighborhood ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    timeZone: profile.time_zone,
    allowNegativeStock: profile.allow_negative_stock,
    professionalsSeeAll: profile.professionals_see_all,
    priceChangeFrontDesk: profile.price_change_front_desk,
    priceChangeProfessional: profile.price_change_professional,
    priceChangeMaxPercent: String(profile.price_change_max_percent),
    anyServiceAllowed: profile.any_service_allowed,
    frontDeskCancelsSales: profile.front_desk_cancels_sales,
    cashSalesNeedDrawer: profile.cash_sales_need_drawer,
    pixByProvider: profile.pix_by_provider,
    pixKey: formatPixKey(profile.pix_key_type, profile.pix_key),
    pixKeyType: isPixKeyType(profile.pix_key_type) ? profile.pix_key_type : null,
    pixReceiverName: profile.pix_receiver_name ?? '',
    pixReceiverCity: profile.pix_receiver_city ?? '',
    cardFeeDebit: fee(fees?.debit_card),
    cardFeeCredit: Array.from({ length: CARD_INSTALLMENTS }, (_, i) => fee(fees?.credit_card[i])),
    cardFeePix: fee(fees?.pix),
    commissionNetOfFees: profile.commission_net_of_fees ?? false,
    commissionNetOfCost: profile.commission_net_of_cost ?? false,
    remindersEnabled: profile.reminders_enabled,
    reminderHours: profile.reminder_hours,
    workingHours: copyHours(profile.working_hours),
  };
}

/** Every field is sent: an emptied one ("") clears it on the server, and an emptied Pix key clears the four. */
export function toFields({ zipCode, timeZone, allowNegativeStock, professionalsSeeAll, priceChangeFrontDesk, priceChangeProfessional, priceChangeMaxPercent, anyServiceAllowed, frontDeskCancelsSales, cashSalesNeedDrawer, pixByProvider, pixKey, pixKeyType, pixReceiverName, pixReceiverCity, cardFeeDebit, cardFeeCredit, cardFeePix, commissionNetOfFees, commissionNetOfCost, remindersEnabled, reminderHours, workingHours, ...contact }: SalonProfileValues): SalonSettingsChanges {
  const fee = (text: string) => parsePercent(text) ?? 0;
  return {
    ...contact,
    zip_code: zipCode,
    time_zone: timeZone,
    allow_negative_stock: allowNegativeStock,
    professionals_see_all: professionalsSeeAll,
    price_change_front_desk: priceChangeFrontDesk,
    price_change_professional: priceChangeProfessional,
    price_change_max_percent: Number(priceChangeMaxPercent),
    any_service_allowed: anyServiceAllowed,
    front_desk_cancels_sales: frontDeskCancelsSales,
    cash_sales_need_drawer: cashSalesNeedDrawer,
    pix_by_provider: pixByProvider,
    pix_key: pixKey,
    pix_key_type: pixKeyType,
    pix_receiver_name: pixReceiverName,
    pix_receiver_city: pixReceiverCity,
    card_fees: { debit_card: fee(cardFeeDebit), credit_card: cardFeeCredit.map(fee), pix: fee(cardFeePix) },
    commission_net_of_fees: commissionNetOfFees,
    commission_net_of_cost: commissionNetOfCost,
    reminders_enabled: remindersEnabled,
    reminder_hours: reminderHours,
    working_hours: workingHours,
  };
}

/** Credit in 1x to 12x: a fee for each. */
export const CARD_INSTALLMENTS = 12;

/** A fee: empty is 0, else 0 to 100 with up to 2 decimals ('3,49'). */
const feeRule = (t: TFunction) =>
  yup.string().test('fee', t('salonProfile.errors.card_fee'), (value) => {
    const percent = parsePercent(value ?? '');
    return percent === null || !Number.isNaN(percent);
  });

const optional = (test: (value: string) => boolean) => (value: string | undefined) => !value?.trim() || test(value.trim());

/** Built per render, so the messages follow the language; the server checks the same again. */
export function salonProfileSchema(t: TFunction, savedPhone = '') {
  return yup.object({
    name: yup.string().trim().required(t('salonProfile.errors.name')).max(120, t('salonProfile.errors.name')),
    phone: yup.string().test('phone', t('salonProfile.errors.phone'), optional((v) => isCompletePhone(v) || (savedPhone !== '' && v === savedPhone))),
    email: yup.string().trim().email(t('salonProfile.errors.email')),
    zipCode: yup.string().test('zip', t('salonProfile.errors.zip_code'), optional(isCompleteCep)),
    state: yup.string().test('state', t('salonProfile.errors.state'), optional((v) => (BRAZIL_STATES as readonly string[]).includes(v))),
    workingHours: workingHoursRule(t),
    priceChangeMaxPercent: yup
      .string()
      .test('percent', t('salonProfile.errors.price_change_max_percent'), (value) => /^\d{1,3}$/.test(value?.trim() ?? '') && Number(value) <= 100),
    cardFeeDebit: feeRule(t),
    cardFeeCredit: yup.array().of(feeRule(t)),
    cardFeePix: feeRule(t),
    ...pixKeyRules(t),
  });
}
