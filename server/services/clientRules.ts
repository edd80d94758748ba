import type { ClientFields } from '../contract/clients';
import { unprocessable, type FieldErrors } from '../errors';
import type { NewClient } from '../repositories/clients';
import { isEmail } from './auth';
import { BRAZIL_STATES } from '../contract/constants';
import { digitsOf, isPhone, optional } from './text';

/** 'DD/MM/YYYY' (the form's mask) or 'YYYY-MM-DD' to 'YYYY-MM-DD', if it is a real date from 1900 to today. */
export function parseBirth(value: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = value.includes('/') ? [match[3], match[2], match[1]] : [match[1], match[2], match[3]];
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return undefined;
  return Number(year) >= 1900 && date.getTime() <= Date.now() ? iso : undefined;
}

/** A CEP is 8 digits, kept as 00000-000. */
export function parseZip(value: string): string | undefined {
  if (!/^[0-9.\-\s]+$/.test(value)) return undefined;
  const digits = digitsOf(value);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : undefined;
}

// sort_name and search_text are not here: the database derives them (migration 0002's trigger).
type Changes = Partial<Omit<NewClient, 'salonId'>>;

const messageFor = {
  email: 'emailInvalid',
  phone: 'phoneInvalid',
  birth: 'birthInvalid',
  zip_code: 'zipInvalid',
  state: 'stateInvalid',
} as const;

type Checked = keyof typeof messageFor;
type ContactFields = Partial<Record<Checked | 'address' | 'neighborhood' | 'city', string | null>>;

/**
 * Trims, turns "" into null (clear), and normalises with `check`, noting the field's message in `errors` when
 * it refuses; undefined (not sent) stays undefined.
 */
function textField(errors: FieldErrors, value: string | null | undefined, check?: (v: string) => string | undefined, field?: Checked) {
  const cleaned = optional(value);
  if (cleaned === undefined || cleaned === null || !check) return cleaned;
  const parsed = check(cleaned);
  if (parsed === undefined && field) errors[field] = [messageFor[field]];
  return parsed ?? cleaned;
}

/** The contact and address a client and a salon share, checked the same way (problems noted in `errors`). */
export function contactChanges(fields: ContactFields, errors: FieldErrors) {
  return {
    email: textField(errors, fields.email, (v) => (isEmail(v.toLowerCase()) ? v.toLowerCase() : undefined), 'email'),
    phone: textField(errors, fields.phone, (v) => (isPhone(v) ? v : undefined), 'phone'),
    zipCode: textField(errors, fields.zip_code, parseZip, 'zip_code'),
    state: textField(errors, fields.state, (v) => BRAZIL_STATES.find((uf) => uf === v.toUpperCase()), 'state'),
    address: textField(errors, fields.address),
    neighborhood: textField(errors, fields.neighborhood),
    city: textField(errors, fields.city),
  };
}

/** Checks the fields sent and turns them into columns (only those sent); 422 with every problem at once. */
export function clientChanges(fields: ClientFields): Changes {
  const errors: FieldErrors = {};
  const changes: Changes = {};
  if (fields.name !== undefined) {
    changes.name = fields.name.trim();
    if (!changes.name) errors.name = ['blank'];
  }
  Object.assign(changes, contactChanges(fields, errors));
  changes.birth = textField(errors, fields.birth, parseBirth, 'birth');
  if (fields.gender !== undefined) changes.gender = fields.gender;
  if (fields.messages_consent !== undefined) changes.messagesConsent = fields.messages_consent === true || fields.messages_consent === 'true';
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Changes;
}


/**
 * LGPD: when the consent to messages was given. Dated when it turns on, kept while it stays on, cleared when it
 * is withdrawn; untouched when the form did not send it.
 */
export function consentDate(changes: Changes, current?: { messagesConsent: boolean }, now = new Date()): { messagesConsentAt?: Date | null } {
  if (changes.messagesConsent === undefined) return {};
  if (!changes.messagesConsent) return { messagesConsentAt: null };
  return current?.messagesConsent ? {} : { messagesConsentAt: now };
}
