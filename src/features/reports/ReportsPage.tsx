import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/PageHeader';
import { selectSalonId } from '../auth/authSlice';
import { CommissionsCard } from './CommissionsCard';
import { DateRangeNav } from './DateRangeNav';
import { formatLongRange } from './reportFormat';
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

/** /reports?start=&end=: the period, the sales summary and payment split, top sellers, revenue per day, commissions. */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const salonId = useAppSelector(selectSalonId);
  const [range, choose] = useReportRange();
  const args = salonId ? { salonId, ...range } : skipToken;
  const summary = useGetReportSummaryQuery(args, FRESH);
  const byType = useGetReportByTypeQuery(args, FRESH);
  const commissions = useGetCommissionsQuery(args, FRESH);
  const exportCsv = useCsvExport(range);
  useRefreshOnFocus();

  return (
    <div className="reports-page">
      <PageHeader title={t('title')} subtitle={formatLongRange(range, i18n.language)} actions={<DateRangeNav range={range} onChoose={choose} />} />
      <div className="reports-grid">
        <SalesSummaryCard summary={summary} exportCsv={exportCsv} />
        <PaymentsCard summary={summary} exportCsv={exportCsv} />
        <RevenueChart range={range} summary={summary} exportCsv={exportCsv} />
        <TopItemsCard kind="services" byType={byType} exportCsv={exportCsv} />
        <TopItemsCard kind="products" byType={byType} exportCsv={exportCsv} />
        <CommissionsCard range={range} summary={summary} commissions={commissions} exportCsv={exportCsv} />
      </div>
    </div>
  );
}
