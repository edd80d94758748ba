/** Lower case without accents, spaces collapsed: 'João  Silva' and 'joao silva' fold alike. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A request's optional text: undefined when not sent (keep), null when sent empty or null (clear),
 * otherwise trimmed.
 */
export function optional(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

// A pragmatic phone check: digits with the usual separators, 8 to 15 digits (E.164's maximum).
const PHONE_CHARS = /^[0-9+().\-\s]*$/;
export const isPhone = (value: string) => PHONE_CHARS.test(value) && digitsOf(value).length >= 8 && digitsOf(value).length <= 15;
