import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportCard } from './ReportCard';
import { ReportQuery, type QueryState } from './ReportQuery';
import type { ByType } from './reportsApi';
import { itemRows } from './reportTables';
import { RowsTable } from './RowsTable';
import type { useCsvExport } from './useCsvExport';
import './locales';

/** Spec: with more than 3 rows, only the first 2 show (plus the total row) until 'Ver todos'. */
const FOLD_ABOVE = 3;
const FOLDED_ROWS = 2;

interface Props {
  kind: 'services' | 'products';
  byType: QueryState<ByType>;
  exportCsv: ReturnType<typeof useCsvExport>;
}

/** Principais Serviços / Principais Produtos: top sellers first (the server orders by value), then the total. */
export function TopItemsCard({ kind, byType, exportCsv }: Props) {
  const { t } = useTranslation('reports');
  const [expanded, setExpanded] = useState(false);
  const rows = byType.data?.[kind];
  const title = t(kind === 'services' ? 'top.services' : 'top.products');
  // The screen shows name, quantity and value; the CSV adds each row's discount and net.
  const screenColumns = (cells: ReturnType<typeof itemRows>[number]) => cells.slice(0, 3);

  return (
    <ReportCard id={`report-top-${kind}`} title={title} exportDisabled={!rows} onExport={() => rows && exportCsv(kind, itemRows(rows, t))}>
      <ReportQuery query={byType}>
        {(report) => {
          const items = report[kind];
          if (items.length === 0) return <p className="report-empty">{t(kind === 'services' ? 'top.emptyServices' : 'top.emptyProducts')}</p>;
          const [head, ...body] = itemRows(items, t).map(screenColumns);
          const total = body.pop();
          const folds = items.length > FOLD_ABOVE;
          const shown = folds && !expanded ? body.slice(0, FOLDED_ROWS) : body;
          return (
            <>
              <RowsTable head={head} body={shown} foot={total} caption={title} className="report-table--items" />
              {folds && (
                <div className="report-card__more">
                  <button type="button" className="btn btn-link btn-sm" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
                    {expanded ? t('top.showLess') : t('top.showAll', { count: items.length })}
                  </button>
                </div>
              )}
            </>
          );
        }}
      </ReportQuery>
    </ReportCard>
  );
}
