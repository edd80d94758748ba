import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useCan } from '../salon/useCan';
import { PageHeader } from '../../components/PageHeader';
import { selectSalonId } from '../salon/sessionSlice';
import { CommissionsCard } from './CommissionsCard';
import { DateRangeNav } from './DateRangeNav';
import { formatLongRange } from './reportFormat';
import { presetRange } from './reportRange';
import { useGetCommissionsQuery, useGetReportByTypeQuery, useGetReportSummaryQuery } from './reportsApi';
import { RevenueChart } from './RevenueChart';
import { PaymentsCard, SalesSummaryCard } from './SummaryCards';
import { TopItemsCard } from './TopItemsCard';
import { useCsvExport } from './useCsvExport';
import { useRefreshOnFocus } from './useRefreshOnFocus';
import { useReportRange } from './useReportRange';
import './locales';
import './reports.css';

/** Reports are asked again whenever the page opens or the range changes: a sale may have happened anywhere. */
const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * /reports?start=&end=: the period, the sales summary and payment split, top sellers, revenue per day, commissions.
 * By role (server/contract/roles.ts): the owner sees it all over any period; the front desk sees today's sales
 * only (no period, no commissions); a professional sees only the commissions, their own row, over any period.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const salonId = useAppSelector(selectSalonId);
  const full = useCan('reportsFull');
  const sales = useCan('reportsToday');
  const commissionsShown = useCan('commissions');
  const [chosen, choose] = useReportRange();
  const todayOnly = sales && !full;
  const range = todayOnly ? presetRange('today') : chosen;
  const args = salonId ? { salonId, ...range } : skipToken;
  const summary = useGetReportSummaryQuery(sales ? args : skipToken, FRESH);
  const byType = useGetReportByTypeQuery(sales ? args : skipToken, FRESH);
  const commissions = useGetCommissionsQuery(commissionsShown ? args : skipToken, FRESH);
  const exportCsv = useCsvExport(range);
  useRefreshOnFocus();

  return (
    <div className="reports-page">
      <PageHeader
        title={t('title')}
        subtitle={formatLongRange(range, i18n.language)}
        actions={todayOnly ? undefined : <DateRangeNav range={range} onChoose={choose} />}
      />
      {todayOnly && <p className="report-role-note">{t('roles.todayOnly')}</p>}
      <div className={`reports-grid${sales ? '' : ' reports-grid--single'}`}>
        {sales && (
          <>
            <SalesSummaryCard summary={summary} exportCsv={exportCsv} />
            <PaymentsCard summary={summary} exportCsv={exportCsv} />
            <RevenueChart range={range} summary={summary} exportCsv={exportCsv} />
            <TopItemsCard kind="services" byType={byType} exportCsv={exportCsv} />
            <TopItemsCard kind="products" byType={byType} exportCsv={exportCsv} />
          </>
        )}
        {commissionsShown && <CommissionsCard range={range} summary={summary} commissions={commissions} exportCsv={exportCsv} />}
      </div>
    </div>
  );
}
