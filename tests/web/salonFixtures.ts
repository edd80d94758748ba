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
  reminders_enabled: true,
  reminder_hours: 24,
  time_zone: 'America/Sao_Paulo',
  working_hours: [null, ...Array.from({ length: 6 }, () => [{ start: '09:00', end: '19:00' }])],
  plan_id: 3,
  // A trial far from its end: no banner (tests/web/trialBanner.test.tsx brings it closer).
  trial_ends_at: Math.floor(Date.now() / 1000) + 25 * 86_400,
  subscribed_until: null,
  grace_until: null,
  ...fields,
});
