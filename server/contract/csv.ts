/**
 * CSV as Excel in Brazil opens it: ';' between fields (',' is the decimal mark there), decimal comma with no
 * thousands separator (1234,50), UTF-8 with a BOM (or accents come out garbled), CRLF line ends, and quotes
 * only around fields that need them. Import-free: the reports' downloads (SPA) and the salon's export (server)
 * write their files by these same rules.
 */

/** Money in cents, so the file holds the amount as a number ('1234,50'), not as the screen's 'R$ 1.234,50'. */
export interface MoneyCell {
  cents: number;
}
/** Text, a plain number (counts, percent rates), a yes/no, money, or nothing (an empty field). */
export type CsvCell = string | number | boolean | MoneyCell | null | undefined;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

export const money = (cents: number): MoneyCell => ({ cents });

function numberText(value: number): string {
  // No exponent, no grouping; a rate such as 12.5 becomes 12,5.
  return String(Number(value.toFixed(6))).replace('.', ',');
}

export function moneyText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text field. Quoted when it holds the separator, a quote, a line break or edge spaces; a text that a
 * spreadsheet would run as a formula (a client named '=HYPERLINK(...)') gets a leading apostrophe (OWASP's
 * advice on CSV injection), so the file shows it and never runs it.
 */
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

/** The whole file's text: BOM, then one CRLF-ended line per row. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(field).join(SEPARATOR) + LINE_END).join('');
}
