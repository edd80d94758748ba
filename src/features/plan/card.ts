/**
 * Card checks made in the browser before anything is sent (the spec's 'Campo inválido'): the brand from the
 * number's first digits, the Luhn check digit, a future expiry and a 3- or 4-digit code. Pure functions.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'other';

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  other: '',
};

// Elo's ranges overlap Visa's and Mastercard's prefixes, so it is tried first.
const ELO = /^(40117[89]|431274|438935|451416|457393|45763[12]|504175|506699|5067[0-6]\d|50677[0-8]|509\d{3}|627780|636297|636368|650(0[3-9]|[1-4]\d|5[01])|6516(5[2-9]|[67]\d)|6550([01]\d|2[1-9]|[34]\d|5[0-8]))/;
const PATTERNS: Array<[CardBrand, RegExp]> = [
  ['elo', ELO],
  ['hipercard', /^(606282|3841)/],
  ['amex', /^3[47]/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
];

export const digitsOf = (text: string) => text.replace(/\D/g, '');

export function cardBrand(number: string): CardBrand | null {
  const digits = digitsOf(number);
  if (digits.length < 2) return null;
  return PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'other';
}

const LENGTHS: Record<CardBrand, number[]> = {
  amex: [15],
  visa: [13, 16, 19],
  mastercard: [16],
  elo: [16],
  hipercard: [16, 19],
  other: [13, 14, 15, 16, 17, 18, 19],
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardNumberValid(number: string): boolean {
  const digits = digitsOf(number);
  const brand = cardBrand(digits);
  return brand !== null && LENGTHS[brand].includes(digits.length) && luhnValid(digits);
}

/** '4111111111111111' as '4111 1111 1111 1111'; Amex as 4-6-5. At most 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** 'MM/AA' as typed: the slash comes by itself after the month. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A real month, not before this one (a card is valid through its expiry month), at most 20 years ahead. */
export function expiryValid(text: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const months = year * 12 + month - 1;
  const current = now.getFullYear() * 12 + now.getMonth();
  return months >= current && months <= current + 20 * 12;
}

export function cvcValid(cvc: string, brand: CardBrand | null): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3,4}$/.test(cvc);
}
