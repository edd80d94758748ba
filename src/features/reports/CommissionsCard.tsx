import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../salon/useCan';
import { Money } from '../../components/Money';
import { CommissionItemsModal } from './CommissionItemsModal';
import { ReportCard } from './ReportCard';
import { ReportQuery, type QueryState } from './ReportQuery';
import type { DayRange } from './reportRange';
import type { CommissionRow, Commissions, Summary } from './reportsApi';
import { commissionRows } from './reportTables';
import type { useCsvExport } from './useCsvExport';
import './locales';

/** The Solo plan has no commissions report: an invitation to the plans page, not an error. */
function UpgradeHint() {
  const { t } = useTranslation('reports');
  // Only the owner changes the plan: a professional would be sent away from the page.
  const owner = useCan('salonAdmin');
  return (
    <div className="report-upgrade">
      <p className="report-upgrade__title">{t('commissions.upgradeTitle')}</p>
      <p className="report-upgrade__hint">{t('commissions.upgradeHint')}</p>
      {owner && (
        <Link to="/meu-salao/plano" className="btn btn-sm btn-primary">
          {t('commissions.upgradeAction')}
        </Link>
      )}
    </div>
  );
}

/** The figures of a professional (or the total), each cell labelled for the stacked phone layout. */
function Figures({ row }: { row: Omit<CommissionRow, 'employee_id' | 'name'> }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <td className="text-end tabular" data-label={t('commissions.quantity')}>{row.quantity}</td>
      <td data-label={t('commissions.gross')}><Money cents={row.gross} table /></td>
      <td data-label={t('commissions.discount')}><Money cents={row.discount} table /></td>
      <td data-label={t('commissions.net')}><Money cents={row.net} table /></td>
      <td className="report-commission" data-label={t('commissions.commission')}><Money cents={row.commission} table /></td>
      {/* Gorjetas: paid to the professional in full, apart from the commission (issue 30 item 4). */}
      <td data-label={t('commissions.tips')}><Money cents={row.tips ?? 0} table /></td>
    </>
  );
}

function CommissionsTable({ report, onOpen }: { report: Commissions; onOpen: (row: CommissionRow) => void }) {
  const { t } = useTranslation('reports');
  if (report.rows.length === 0) return <p className="report-empty">{t('commissions.empty')}</p>;
  return (
    <>
      <div className="report-table-wrap">
        <table className="table table-sm table-hover mb-0 report-table report-table--stack report-table--commissions">
          <thead>
            <tr>
              <th scope="col">{t('commissions.professional')}</th>
              <th scope="col" className="text-end">{t('commissions.quantity')}</th>
              <th scope="col" className="text-end">{t('commissions.gross')}</th>
              <th scope="col" className="text-end">{t('commissions.discount')}</th>
              <th scope="col" className="text-end">{t('commissions.net')}</th>
              <th scope="col" className="text-end">{t('commissions.commission')}</th>
              <th scope="col" className="text-end">{t('commissions.tips')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              // The name is the real control (keyboard, screen readers); the rest of the row helps the finger.
              <tr key={row.employee_id} className="report-row-open" onClick={() => onOpen(row)}>
                <th scope="row">
                  <button type="button" className="btn btn-link p-0 report-open" aria-label={t('commissions.open', { name: row.name })} onClick={(e) => { e.stopPropagation(); onOpen(row); }}>
                    {row.name}
                  </button>
                </th>
                <Figures row={row} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('commissions.total')}</th>
              <Figures row={report.total} />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="report-card__note">{t('commissions.hint')}</p>
    </>
  );
}

interface Props {
  range: DayRange;
  summary: QueryState<Summary>;
  commissions: QueryState<Commissions>;
  exportCsv: ReturnType<typeof useCsvExport>;
}

/** Comissões per professional with a total row; a professional opens the items behind the figures. */
export function CommissionsCard({ range, summary, commissions, exportCsv }: Props) {
  const { t } = useTranslation('reports');
  // The last professional opened stays while the dialog closes, so its title does not blank mid-animation.
  const [chosen, setChosen] = useState<CommissionRow | null>(null);
  const [open, setOpen] = useState(false);
  const show = (row: CommissionRow) => {
    setChosen(row);
    setOpen(true);
  };
  const data = commissions.data;
  // Either answer may say the plan lacks the report; then a failed commissions call is not worth an error.
  const locked = summary.data?.features.commissions === false || data?.available === false;

  return (
    <ReportCard
      id="report-commissions"
      title={t('commissions.title')}
      className="report-commissions"
      onExport={locked ? undefined : () => data && exportCsv('commissions', commissionRows(data, t))}
      exportDisabled={!data}
    >
      {locked ? <UpgradeHint /> : <ReportQuery query={commissions}>{(report) => <CommissionsTable report={report} onOpen={show} />}</ReportQuery>}
      <CommissionItemsModal range={range} row={chosen} isOpen={open && !locked} onClose={() => setOpen(false)} exportCsv={exportCsv} />
    </ReportCard>
  );
}
