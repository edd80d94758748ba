/**
 * CSV as Excel in Brazil opens it, by the same rules as the reports' downloads (src/features/reports/csv.ts):
 * ';' between fields, decimal comma without grouping (1234,50), UTF-8 with a BOM, CRLF line ends, quotes only
 * where needed, and a leading apostrophe on text a spreadsheet would run as a formula (OWASP, CSV injection).
 * The SPA may not import server code (nor the server the SPA's), so the few lines live on both sides.
 */

/** Money in cents: written as a number with a decimal comma ('1234,50'). */
export interface MoneyCell {
  cents: number;
}
export type CsvCell = string | number | boolean | MoneyCell | null | undefined;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

export const money = (cents: number | null | undefined): MoneyCell | null => (cents === null || cents === undefined ? null : { cents });

export function moneyText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const numberText = (value: number) => String(Number(value.toFixed(6))).replace('.', ',');

function textField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function field(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return numberText(cell);
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (typeof cell === 'object') return moneyText(cell.cents);
  return textField(cell);
}

/** The whole file: BOM, the header, then one CRLF-ended line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(SEPARATOR) + LINE_END).join('');
}
