/**
 * Commission rates as typed in a form: a percent from 0 to 100 with up to 2 decimals, written with a comma
 * (Brazil) or a point ('12,5' and '12.5' are the same rate). The API takes and answers a plain number.
 */
const PERCENT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/** The rate a form's text holds: null when empty, NaN when it is not a percent from 0 to 100 with 2 decimals at most. */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return null;
  if (!PERCENT.test(trimmed)) return Number.NaN;
  const value = Number(trimmed.replace(',', '.'));
  return value <= 100 ? value : Number.NaN;
}

/** A rate as the form shows it: '12,5' in Portuguese, '12.5' in English; '' for none. */
export function formatPercentInput(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = String(Math.round(value * 100) / 100);
  return language === 'en' ? text : text.replace('.', ',');
}

/** A rate for reading: '12,5%' / '12.5%'. */
export function formatPercent(value: number, language: string): string {
  return `${formatPercentInput(value, language)}%`;
}
