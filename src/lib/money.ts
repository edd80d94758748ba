/**
 * Money is held in integer cents everywhere; this turns it into text, always with its cents ('R$ 45,00',
 * 'R$ 35,50'), in prose, tables and reports alike: one way to write an amount on every screen.
 */
export function formatMoney(cents: number, locale = 'pt-BR'): string {
  const text = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
  // English glues the symbol to the amount ('R$45.00'); the real is written 'R$ 45,00' in either language.
  return text.replace(/R\$(?=[\d-])/, 'R$\u00a0');
}

/**
 * Reads what a Brazilian types: '39', '39,9', '39,90', '1.234,50', 'R$ 1.234,50'; also '39.90' when the dot is
 * clearly decimal. Returns integer cents, or null when the text is not an amount.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/R\$|\s/g, '');
  if (!/^-?[\d.,]+$/.test(cleaned)) return null;
  let normalized: string;
  if (cleaned.includes(',')) normalized = cleaned.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(cleaned)) normalized = cleaned.replace(/\./g, '');
  else normalized = cleaned;
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** Nine digits: up to R$ 9.999.999,99, enough to type the server's ceiling of R$ 1.000.000,00. */
export const MONEY_INPUT_DIGITS = 9;

/**
 * The live mask's text: always with cents and the symbol, 'R$ 45,00' (pt-BR) or 'R$ 45.00' (English), a plain
 * space after the symbol so what is typed and what is read match.
 */
export function formatMoneyInput(cents: number, locale = 'pt-BR'): string {
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
  return `R$ ${amount}`;
}

/**
 * The live mask's reading of a keystroke: the digits fill from the cents, so 4, 5, 0, 0 read 0,04, 0,45, 4,50,
 * 45,00, and deleting the last character drops the last digit. Null when no digit is left; undefined when the
 * text holds more digits than the field takes (the keystroke is refused).
 */
export function centsFromTyping(text: string): number | null | undefined {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  return digits.length > MONEY_INPUT_DIGITS ? undefined : Number(digits);
}
