import type { ClientWire } from '../../../server/contract/clients';

/** A client as the API answers it; only the name is required. */
export function makeClient(id: number, fields: Partial<ClientWire> = {}): ClientWire {
  return {
    id,
    salon_id: 42,
    name: `Cliente ${String(id).padStart(2, '0')}`,
    email: `cliente${id}@email.com`,
    phone: '(11) 98765-4321',
    gender: 'female',
    birth: null,
    address: null,
    neighborhood: null,
    zip_code: null,
    city: null,
    state: null,
    avatar_url: null,
    reminders_opt_out_at: null,
    messages_consent: false,
    messages_consent_at: null,
    erased_at: null,
    ...fields,
  };
}

/** Clients numbered from `first`, as many as `count`. */
export const clientRange = (first: number, count: number) => Array.from({ length: count }, (_, i) => makeClient(first + i));
