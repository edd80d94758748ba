/**
 * Input masks for Brazilian forms: they reformat whatever was typed or pasted, and add a separator only once
 * a digit follows it, so backspace never gets stuck on a ')' or a '/'.
 */
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * '(11) 98765-4321' for mobiles (11 digits), '(11) 3456-7890' for landlines. A pasted +55 is Brazil's own
 * code and is dropped; any other '+...' number is foreign and left as typed.
 */
export function maskPhone(text: string): string {
  const brazilian = /^\s*\+\s*55/.test(text);
  if (text.trimStart().startsWith('+') && !brazilian) return text.replace(/[^\d+()\-\s]/g, '').slice(0, 20);
  const d = (brazilian ? digits(text).slice(2) : digits(text)).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return rest.length <= split ? area + rest : `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** A complete phone: DDD and number (10 or 11 digits), or 8 to 15 digits after '+'. */
export function isCompletePhone(text: string): boolean {
  const count = digits(text).length;
  return text.trimStart().startsWith('+') ? count >= 8 && count <= 15 : count === 10 || count === 11;
}

/**
 * For showing a stored number: complete Brazilian numbers get the mask, anything else (an international
 * number saved elsewhere) stays as it was rather than losing digits.
 */
export function formatPhone(text: string | null | undefined): string {
  if (!text) return '';
  const masked = maskPhone(text);
  return isCompletePhone(masked) ? masked : text;
}

/** 'DD/MM/AAAA'. */
export function maskDate(text: string): string {
  const d = digits(text).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** The CEP: '00000-000'. */
export function maskCep(text: string): string {
  const d = digits(text).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

export const isCompleteCep = (text: string) => digits(text).length === 8;

/**
 * 'DD/MM/AAAA' to 'YYYY-MM-DD' when it is a real day between 1900 and `today` (a birth date), else null.
 * Dates are compared as text, so no time zone can shift a day.
 */
export function parseBirthDate(text: string, today: Date = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const probe = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (probe.toISOString().slice(0, 10) !== iso) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const todayIso = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return Number(year) >= 1900 && iso <= todayIso ? iso : null;
}

/** 'YYYY-MM-DD' (the API) to 'DD/MM/AAAA' (the form); anything else comes back as ''. */
export function isoToBrDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
