/** The reports' CSV: the rules are the contract's (server/contract/csv.ts), shared with the salon's export. */
export { money, moneyText, toCsv, type CsvCell, type MoneyCell } from '../../../server/contract/csv';

/** 'resumo-vendas_2026-11-01_2026-11-30.csv' */
export const csvFileName = (table: string, start: string, end: string) => `${table}_${start}_${end}.csv`;
