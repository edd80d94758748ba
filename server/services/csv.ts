import { money as moneyCell, toCsv as csvText, type CsvCell, type MoneyCell } from '../contract/csv';

export type { CsvCell, MoneyCell };

/** Money in cents, or an empty field for none. */
export const money = (cents: number | null | undefined): MoneyCell | null => (cents === null || cents === undefined ? null : moneyCell(cents));

/** The whole file: BOM, the header, then one CRLF-ended line per row (server/contract/csv.ts has the rules). */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string => csvText([header, ...rows]);
