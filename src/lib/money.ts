/** Money is held in integer cents everywhere; these turn it into text and back. */
export function formatMoney(cents: number, locale = 'pt-BR'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
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
