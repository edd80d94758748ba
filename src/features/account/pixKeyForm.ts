import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { PixKeyType } from '../../../server/contract/salonSettings';
import './locales';

/*
 * The SPA may not import server/contract/salonSettings.ts' values (it carries TypeBox), so its limits are repeated
 * here; server/services/pixKey.ts checks the same again and has the last word.
 */
/** contract/salonSettings.ts' PIX_KEY_TYPES, in the select's order. */
export const PIX_KEY_TYPES: readonly PixKeyType[] = ['cpf', 'cnpj', 'phone', 'email', 'evp'];
/** contract/salonSettings.ts' PIX_RECEIVER_NAME_MAX (the BR Code's field 59). */
export const PIX_RECEIVER_NAME_MAX = 25;
/** contract/salonSettings.ts' PIX_RECEIVER_CITY_MAX (the BR Code's field 60). */
export const PIX_RECEIVER_CITY_MAX = 15;
/** services/pixKey.ts' PIX_EMAIL_MAX (the DICT's limit on an e-mail key). */
export const PIX_EMAIL_MAX = 77;

export const isPixKeyType = (value: string | null | undefined): value is PixKeyType => (PIX_KEY_TYPES as readonly string[]).includes(value ?? '');

const digits = (text: string) => text.replace(/\D/g, '');

/** CPF and CNPJ's mod-11 check digit over the first weights.length digits. */
function checkDigit(number: string, weights: readonly number[]) {
  const rest = weights.reduce((sum, weight, i) => sum + weight * Number(number[i]), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function validDocument(value: string, allowed: RegExp, length: number, weights: readonly number[]) {
  const number = digits(value);
  if (!allowed.test(value) || number.length !== length || /^(\d)\1*$/.test(number)) return false;
  return checkDigit(number, weights.slice(1)) === Number(number[length - 2]) && checkDigit(number, weights) === Number(number[length - 1]);
}

/** The same rules as services/pixKey.ts, one per type (the server's canonical spelling is its own business). */
const VALID: Record<PixKeyType, (value: string) => boolean> = {
  cpf: (value) => validDocument(value, /^[\d.\-\s]+$/, 11, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]),
  cnpj: (value) => validDocument(value, /^[\d./\-\s]+$/, 14, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]),
  phone: (value) => {
    if (!/^\+?[\d().\-\s]+$/.test(value)) return false;
    const number = digits(value);
    const international = number.length === 13 && number.startsWith('55');
    const accepted = value.startsWith('+') ? international : international || number.length === 11;
    return accepted && /^[1-9]{2}9\d{8}$/.test(number.slice(-11));
  },
  email: (value) => value.length <= PIX_EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  evp: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
};

export const isValidPixKey = (type: PixKeyType, value: string) => VALID[type](value.trim());

/** A saved key as people read it: '529.982.247-25', '11.222.333/0001-81', '+55 11 98765-4321'; the rest as saved. */
export function formatPixKey(type: string | null, key: string | null): string {
  if (!key) return '';
  if (type === 'cpf' && /^\d{11}$/.test(key)) return key.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (type === 'cnpj' && /^\d{14}$/.test(key)) return key.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (type === 'phone' && /^\+55\d{11}$/.test(key)) return key.replace(/^\+55(\d{2})(\d{5})(\d{4})$/, '+55 $1 $2-$3');
  return key;
}

/** The form's four Pix values: a blank key clears the four on the server. */
export interface PixValues {
  pixKey: string;
  pixKeyType: PixKeyType | null;
  pixReceiverName: string;
  pixReceiverCity: string;
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());
/** Counted as the server counts them: letters, not UTF-16 units. */
const length = (value: string) => [...value.trim().normalize('NFC')].length;

/** The Pix fields' yup rules, for salonProfileSchema: each is asked only once a key is typed. */
export function pixKeyRules(t: TFunction) {
  return {
    pixKeyType: yup
      .string()
      .nullable()
      .test('pixKeyType', t('salonProfile.errors.pix_key_type'), (value, context) => !filled((context.parent as PixValues).pixKey) || isPixKeyType(value)),
    pixKey: yup.string().test('pixKey', (value, context) => {
      const { pixKeyType, pixReceiverName, pixReceiverCity } = context.parent as PixValues;
      if (!filled(value)) return !(filled(pixReceiverName) || filled(pixReceiverCity)) || context.createError({ message: t('salonProfile.errors.pix_key.required') });
      // Without a type the message is the type's.
      if (!isPixKeyType(pixKeyType) || isValidPixKey(pixKeyType, value ?? '')) return true;
      return context.createError({ message: t(`salonProfile.errors.pix_key.${pixKeyType}`) });
    }),
    pixReceiverName: receiverRule(t, 'pix_receiver_name', PIX_RECEIVER_NAME_MAX),
    pixReceiverCity: receiverRule(t, 'pix_receiver_city', PIX_RECEIVER_CITY_MAX),
  };
}

function receiverRule(t: TFunction, field: 'pix_receiver_name' | 'pix_receiver_city', max: number) {
  return yup.string().test(field, (value, context) => {
    if (!filled((context.parent as PixValues).pixKey)) return true;
    if (!filled(value)) return context.createError({ message: t(`salonProfile.errors.${field}.blank`) });
    return length(value ?? '') <= max || context.createError({ message: t(`salonProfile.errors.${field}.long`, { max }) });
  });
}
