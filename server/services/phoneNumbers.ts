import { digitsOf } from './text';

export interface BookingPhone {
  /** As stored on the client: '(11) 91234-5678', or '+351912345678' from abroad. */
  display: string;
  /** The digits a stored phone may have and still be this one (with and without Brazil's 55). */
  variants: string[];
}

/**
 * A phone typed on the page: a Brazilian number with its DDD (10 or 11 digits, a mobile starting with 9), with or
 * without +55; or, starting with '+', a number from abroad (8 to 15 digits, E.164). Undefined otherwise.
 */
export function bookingPhone(text: string): BookingPhone | undefined {
  if (!/^[0-9+().\-\s]+$/.test(text.trim())) return undefined;
  let digits = digitsOf(text);
  const international = text.trim().startsWith('+');
  if (international && !digits.startsWith('55')) {
    return digits.length >= 8 && digits.length <= 15 ? { display: `+${digits}`, variants: [digits] } : undefined;
  }
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) digits = digits.slice(2);
  else if (digits.startsWith('0') && (digits.length === 11 || digits.length === 12)) digits = digits.slice(1);
  const ddd = Number(digits.slice(0, 2));
  if (!(digits.length === 10 || (digits.length === 11 && digits[2] === '9')) || ddd < 11 || digits[1] === '0') return undefined;
  const local = digits.slice(2);
  const display = `(${digits.slice(0, 2)}) ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
  return { display, variants: [digits, `55${digits}`] };
}
