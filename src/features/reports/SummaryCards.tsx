import { useTranslation } from 'react-i18next';
import { ReportCard } from './ReportCard';
import { ReportQuery, type QueryState } from './ReportQuery';
import { formatDateTime } from './reportFormat';
import type { Summary } from './reportsApi';
import { hasFees, paymentRows, summaryRows } from './reportTables';
import { RowsTable } from './RowsTable';
import type { useCsvExport } from './useCsvExport';
import './locales';

interface Props {
  summary: QueryState<Summary>;
  exportCsv: ReturnType<typeof useCsvExport>;
}

/** Resumo de Vendas: Serviços, Produtos and Total with quantity, gross, discounts and net; the 'Gerado' time. */
export function SalesSummaryCard({ summary, exportCsv }: Props) {
  const { t, i18n } = useTranslation('reports');
  const data = summary.data;
  return (
    <ReportCard id="report-summary" title={t('summary.title')} exportDisabled={!data} onExport={() => data && exportCsv('summary', summaryRows(data, t))}>
      <ReportQuery query={summary}>
        {(report) => {
          const [head, ...rows] = summaryRows(report, t);
          return (
            <>
              <RowsTable head={head} body={rows.slice(0, 2)} foot={rows[2]} className="report-table--summary" />
              <div className="report-card__note">
                <span>{t('summary.salesCount', { count: report.sales_count })}</span>
                <span>{t('generatedAt', { date: formatDateTime(report.generated_at, i18n.language) })}</span>
              </div>
            </>
          );
        }}
      </ReportQuery>
    </ReportCard>
  );
}

/**
 * The split by payment type: every type the checkout offers, with its payments and total, zeros included. Taxas and
 * Líquido show once a machine kept something in the period (the CSV always has them); the card then takes the
 * whole row (report-card--wide), as its five columns do not fit beside the summary.
 */
export function PaymentsCard({ summary, exportCsv }: Props) {
  const { t } = useTranslation('reports');
  const data = summary.data;
  const fees = hasFees(data);
  return (
    <ReportCard
      id="report-payments"
      title={t('payments.title')}
      className={fees ? 'report-card--wide' : ''}
      exportDisabled={!data}
      onExport={() => data && exportCsv('payments', paymentRows(data, t))}
    >
      <ReportQuery query={summary}>
        {(report) => {
          const [head, ...rows] = paymentRows(report, t);
          const shown = <T,>(row: T[]) => (fees ? row : row.slice(0, 3));
          return <RowsTable head={shown(head)} body={rows.map(shown)} />;
        }}
      </ReportQuery>
    </ReportCard>
  );
}
