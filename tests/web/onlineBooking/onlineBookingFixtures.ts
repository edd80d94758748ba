import type { OnlineBookingSettingsWire } from '../../../server/contract/onlineBooking';

type BookableService = OnlineBookingSettingsWire['services'][number];

/** What GET answers for a salon that never saved its page: off, the server's defaults, its name as the address. */
export const onlineBookingSettings = (fields: Partial<OnlineBookingSettingsWire> = {}): OnlineBookingSettingsWire => ({
  enabled: false,
  slug: 'salao-da-ana',
  min_notice_minutes: 120,
  horizon_days: 30,
  slot_minutes: 15,
  cancel_hours: 12,
  deposit_rule: 'none',
  deposit_kind: 'percent',
  deposit_value: 0,
  intro: null,
  photo_url: null,
  services: [],
  employees: [],
  ...fields,
});

/** Two categories, in the server's order (category, then name): what the page groups. */
export const SERVICES: BookableService[] = [
  { id: 11, name: 'Corte feminino', category: 'Cabelo', duration: 3600, bookable_online: true, buffer_after: 0 },
  { id: 12, name: 'Escova', category: 'Cabelo', duration: 2700, bookable_online: true, buffer_after: 600 },
  { id: 21, name: 'Manicure', category: 'Unhas', duration: 2700, bookable_online: false, buffer_after: 0 },
];

export const EMPLOYEES: OnlineBookingSettingsWire['employees'] = [
  { id: 3, name: 'Ana Cabeleireira', bookable_online: true, photo_url: null },
  { id: 4, name: 'Bruno Barbeiro', bookable_online: false, photo_url: null },
];
