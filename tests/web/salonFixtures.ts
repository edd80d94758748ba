import type { SalonSettingsWire } from '../../server/contract/salonSettings';

/** GET /salons/42/settings as a salon that filled in nothing but its name answers it; `fields` override. */
export const salonSettings = (fields: Partial<SalonSettingsWire> = {}): SalonSettingsWire => ({
  name: 'Salão da Ana',
  phone: null,
  email: null,
  address: null,
  neighborhood: null,
  zip_code: null,
  city: null,
  state: null,
  allow_negative_stock: false,
  professionals_see_all: false,
  price_change_front_desk: false,
  price_change_professional: false,
  price_change_max_percent: 10,
  any_service_allowed: false,
  front_desk_cancels_sales: true,
  cash_sales_need_drawer: false,
  pix_by_provider: false,
  // No Pix key yet: the checkout offers Pix without a QR code.
  pix_key: null,
  pix_key_type: null,
  pix_receiver_name: null,
  pix_receiver_city: null,
  // No card fees set: every payment keeps it all.
  card_fees: { debit_card: 0, credit_card: Array.from({ length: 12 }, () => 0), pix: 0 },
  commission_net_of_fees: false,
  commission_net_of_cost: false,
  reminders_enabled: true,
  reminder_hours: 24,
  time_zone: 'America/Sao_Paulo',
  working_hours: [null, ...Array.from({ length: 6 }, () => [{ start: '09:00', end: '19:00' }])],
  plan_id: 3,
  // A trial far from its end: no banner (tests/web/app/trialBanner.test.tsx brings it closer).
  trial_ends_at: Math.floor(Date.now() / 1000) + 25 * 86_400,
  subscribed_until: null,
  grace_until: null,
  ...fields,
});

/** What GET /cep/{cep} answers for the CEPs the profile tests type (any other is unknown). */
export const CEP_ADDRESSES: Record<string, { zip_code: string; address: string | null; neighborhood: string | null; city: string | null; state: string | null }> = {
  '01310-100': { zip_code: '01310-100', address: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  '20040-020': { zip_code: '20040-020', address: 'Avenida Rio Branco', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
};
