import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { csvFileName, toCsv } from './csv';
import { downloadCsv } from './csvDownload';
import type { DayRange } from './reportRange';
import type { Rows } from './reportTables';
import './locales';

export type CsvFile = 'summary' | 'payments' | 'services' | 'products' | 'byDay' | 'commissions' | 'items';

/** Downloads a table as 'resumo-vendas_2026-11-01_2026-11-30.csv' (the name in the user's language). */
export function useCsvExport({ start, end }: DayRange) {
  const { t } = useTranslation('reports');
  return useCallback(
    (file: CsvFile, rows: Rows, suffix?: string) => {
      const name = suffix ? `${t(`csv.files.${file}`)}-${suffix}` : t(`csv.files.${file}`);
      downloadCsv(csvFileName(name, start, end), toCsv(rows));
    },
    [t, start, end],
  );
}
