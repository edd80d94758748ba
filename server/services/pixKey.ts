import { PIX_KEY_TYPES, PIX_RECEIVER_CITY_MAX, PIX_RECEIVER_NAME_MAX, type PixKeyType, type SalonSettingsFields } from '../contract/salonSettings';
import type { FieldErrors } from '../errors';
import type { MessageKey } from '../i18n';
import type { SalonSettingsChanges } from '../repositories/salonSettings';
import { isEmail } from './auth/fields';
import { digitsOf, optional } from './text';

/** The DICT's limit on an e-mail key (the Pix rules: 77 characters). */
export const PIX_EMAIL_MAX = 77;

/** Mod-11 check digit of CPF and CNPJ: the weighted sum's remainder, 0 when it is below 2. */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** '11111111111' passes the check digits but is no one's number. */
const sameDigit = (digits: string) => /^(\d)\1*$/.test(digits);

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, ...CPF_WEIGHTS_1];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, ...CNPJ_WEIGHTS_1];

/** 11 digits, with or without the mask's dots and dash: '123.456.789-09' -> '12345678909'. */
function cpf(value: string): string | undefined {
  if (!/^[\d.\-\s]+$/.test(value)) return undefined;
  const digits = digitsOf(value);
  if (digits.length !== 11 || sameDigit(digits)) return undefined;
  const valid = checkDigit(digits, CPF_WEIGHTS_1) === Number(digits[9]) && checkDigit(digits, CPF_WEIGHTS_2) === Number(digits[10]);
  return valid ? digits : undefined;
}

/** 14 digits, with or without the mask's dots, slash and dash: '11.222.333/0001-81' -> '11222333000181'. */
function cnpj(value: string): string | undefined {
  if (!/^[\d./\-\s]+$/.test(value)) return undefined;
  const digits = digitsOf(value);
  if (digits.length !== 14 || sameDigit(digits)) return undefined;
  const valid = checkDigit(digits, CNPJ_WEIGHTS_1) === Number(digits[12]) && checkDigit(digits, CNPJ_WEIGHTS_2) === Number(digits[13]);
  return valid ? digits : undefined;
}

/**
 * A Brazilian mobile, as the DICT keeps it: '+55', a DDD of two digits 1-9 (no DDD has a 0) and 9 digits starting
 * with 9. Typed with or without +55, spaces, parentheses, dots and the dash; a landline (8 digits) is refused.
 */
function phone(value: string): string | undefined {
  if (!/^\+?[\d().\-\s]+$/.test(value)) return undefined;
  const digits = digitsOf(value);
  const international = digits.length === 13 && digits.startsWith('55');
  const accepted = value.startsWith('+') ? international : international || digits.length === 11;
  if (!accepted) return undefined;
  const national = digits.slice(-11);
  return /^[1-9]{2}9\d{8}$/.test(national) ? `+55${national}` : undefined;
}

/** An e-mail of at most 77 characters, in lower case. */
function email(value: string): string | undefined {
  const lower = value.toLowerCase();
  return lower.length <= PIX_EMAIL_MAX && isEmail(lower) ? lower : undefined;
}

/** A random key (EVP) is a UUID: 32 hexadecimal digits in the 8-4-4-4-12 groups, kept in lower case. */
function evp(value: string): string | undefined {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : undefined;
}

const canonical: Record<PixKeyType, (value: string) => string | undefined> = { cpf, cnpj, phone, email, evp };

/** The key as the BR Code and the DICT write it, or undefined when it is no valid key of that type. */
export function canonicalPixKey(type: PixKeyType, value: string): string | undefined {
  return canonical[type](value.trim());
}

export const isPixKeyType = (value: string): value is PixKeyType => (PIX_KEY_TYPES as readonly string[]).includes(value);

const keyMessage: Record<PixKeyType, MessageKey> = {
  cpf: 'pixKeyCpfInvalid',
  cnpj: 'pixKeyCnpjInvalid',
  phone: 'pixKeyPhoneInvalid',
  email: 'pixKeyEmailInvalid',
  evp: 'pixKeyEvpInvalid',
};

/**
 * The receiver's name or city as typed (trimmed, spaces collapsed, composed so an accent counts as one letter):
 * the BR Code writer takes the accents off, not this. Undefined with the field's message in `errors`.
 */
function receiverText(errors: FieldErrors, field: 'pix_receiver_name' | 'pix_receiver_city', value: string | null | undefined, max: number) {
  const text = optional(value)?.normalize('NFC').replace(/\s+/g, ' ');
  const [blank, long]: [MessageKey, MessageKey] = field === 'pix_receiver_name' ? ['pixReceiverNameBlank', 'pixReceiverNameLong'] : ['pixReceiverCityBlank', 'pixReceiverCityLong'];
  if (!text) errors[field] = [blank];
  else if ([...text].length > max) errors[field] = [{ key: long, params: { max } }];
  else return text;
  return undefined;
}

type PixFields = Pick<SalonSettingsFields, 'pix_key' | 'pix_key_type' | 'pix_receiver_name' | 'pix_receiver_city'>;
type PixColumns = Required<Pick<SalonSettingsChanges, 'pixKey' | 'pixKeyType' | 'pixReceiverName' | 'pixReceiverCity'>>;

const CLEARED: PixColumns = { pixKey: null, pixKeyType: null, pixReceiverName: null, pixReceiverCity: null };

/**
 * The four Pix fields travel together: none sent keeps them (undefined); any one sent makes the four the new value,
 * an omitted one counting as null. A key null or "" clears all four, whatever the others say (the profile form sends
 * its type select anyway). A key needs a valid type, a name and a city. Refused fields are noted in `errors`; an
 * omitted key beside a filled name, city or type is refused rather than read as "clear" (a saved key is kept).
 */
export function pixKeyChanges(fields: PixFields, errors: FieldErrors): PixColumns | undefined {
  const { pix_key: key, pix_key_type: type, pix_receiver_name: name, pix_receiver_city: city } = fields;
  if (key === undefined && type === undefined && name === undefined && city === undefined) return undefined;
  const keyText = optional(key);
  if (keyText === undefined && [type, name, city].some((value) => optional(value))) {
    errors.pix_key = ['pixKeyRequired'];
    return undefined;
  }
  if (!keyText) return CLEARED;

  const typeText = optional(type)?.toLowerCase() ?? '';
  let pixKey: string | undefined;
  if (!isPixKeyType(typeText)) errors.pix_key_type = ['pixKeyTypeInvalid'];
  else {
    pixKey = canonicalPixKey(typeText, keyText);
    if (!pixKey) errors.pix_key = [keyMessage[typeText]];
  }
  const pixReceiverName = receiverText(errors, 'pix_receiver_name', name, PIX_RECEIVER_NAME_MAX);
  const pixReceiverCity = receiverText(errors, 'pix_receiver_city', city, PIX_RECEIVER_CITY_MAX);
  if (!pixKey || !pixReceiverName || !pixReceiverCity || !isPixKeyType(typeText)) return undefined;
  return { pixKey, pixKeyType: typeText, pixReceiverName, pixReceiverCity };
}
